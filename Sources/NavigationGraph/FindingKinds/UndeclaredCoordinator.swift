extension FindingKindDescriptor {
    /// A coordinator that runs but is missing from the app's route catalog.
    public static let undeclaredCoordinator = Self(
        title: "Undeclared coordinator",
        explanation: "A coordinator that runs but is missing from the route catalog the app registers: its screens "
            + "and findings have no source location and its routes are not checked for reachability.",
        defaultSeverity: .warning, mark: .init(color: "#9a6700", fill: "#fff8c5"))
}
