extension FindingKindDescriptor {
    /// A flow with no way back to the launch screen.
    public static let trap = Self(
        title: "Trap",
        explanation: "States the user can enter but never leave to get back to the rest of the app.",
        defaultSeverity: .warning, mark: .init(color: "#cf222e", fill: "#ffebe9"))
}
