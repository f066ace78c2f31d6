extension FindingKindDescriptor {
    /// A state with no action that leaves it.
    public static let deadEnd = Self(
        title: "Dead end",
        explanation: "A state in which the user can do nothing: the visible screen offers no action and no back, "
            + "swipe-down or tab applies.",
        defaultSeverity: .error, mark: .init(color: "#9a6700", fill: "#fff8c5"))
}
