extension FindingKindDescriptor {
    /// A cycle that keeps adding coordinators or screens.
    public static let unboundedGrowth = Self(
        title: "Unbounded growth",
        explanation: "A cycle of actions that grows the navigation stack, the modal chain or the coordinator tree "
            + "without limit.",
        defaultSeverity: .warning, mark: .init(color: "#bf3989", fill: "#ffeff7"))
}
