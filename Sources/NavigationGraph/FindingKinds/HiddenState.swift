extension FindingKindDescriptor {
    /// One action from one state that leads to different states when taken again.
    public static let hiddenState = Self(
        title: "Hidden state",
        explanation: "The same action from the same state led to different states: the app keeps navigation state the "
            + "explorer cannot see, so its graph and other findings may be wrong.",
        defaultSeverity: .error, mark: .init(color: "#cf222e", fill: "#ffebe9"))
}
