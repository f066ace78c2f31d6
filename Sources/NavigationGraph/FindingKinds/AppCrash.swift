extension FindingKindDescriptor {
    /// An action (or the launch) that crashes the app.
    public static let appCrash = Self(
        title: "App crash",
        explanation: "An action that crashes the app (a `try!`, `fatalError`, failed `as!` or force unwrap): the explorer "
            + "treats it as leading nowhere and explores everything else.",
        defaultSeverity: .error, mark: .init(color: "#cf222e", fill: "#ffebe9"))
}
