extension FindingKindDescriptor {
    /// A coordinator still owned with nothing of it on screen.
    public static let leakedCoordinator = Self(
        title: "Leaked coordinator",
        explanation: "A coordinator still held in the coordinator tree after its screens have left the window.",
        defaultSeverity: .warning, mark: .init(color: "#8250df", fill: "#fbefff"))
}
