extension FindingKindDescriptor {
    /// A bound that cut the search.
    public static let explorationBound = Self(
        title: "Exploration bound",
        explanation: "A bound (depth, state count or time) cut the exploration, so the graph and its findings may be "
            + "incomplete.",
        defaultSeverity: .note, mark: .init(color: "#6e7781", fill: "#f6f8fa"))
}
