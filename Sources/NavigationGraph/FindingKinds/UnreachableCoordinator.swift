extension FindingKindDescriptor {
    /// A declared coordinator that is never started.
    public static let unreachableCoordinator = Self(
        title: "Unreachable coordinator",
        explanation: "A declared coordinator that is never started from launch.",
        defaultSeverity: .warning, mark: .apart)
}
