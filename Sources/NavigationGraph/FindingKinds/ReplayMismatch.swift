extension FindingKindDescriptor {
    /// A path that gives another state when replayed from launch.
    public static let replayMismatch = Self(
        title: "Replay mismatch",
        explanation: "Replaying the action path from a fresh launch gave a different state: the app keeps navigation "
            + "state the explorer cannot see.",
        defaultSeverity: .error, mark: .init(color: "#cf222e", fill: "#ffebe9"))
}
