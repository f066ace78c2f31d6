extension FindingKindDescriptor {
    /// A launch that makes no coordinator the root of the app.
    public static let noMainCoordinator = Self(
        title: "No main coordinator",
        explanation: "The launch put nothing in the window and made no coordinator the root of the coordinator tree: "
            + "the app registers a launch that never sets its main coordinator, so nothing it declares can run.",
        defaultSeverity: .error, mark: .init(color: "#cf222e", fill: "#ffebe9"))
}
