extension FindingKindDescriptor {
    /// A declared screen (or coordinator-starting route) that nothing shows from launch.
    public static let unreachableScreen = Self(
        title: "Unreachable screen",
        explanation: "A declared screen that no sequence of user, system or external actions shows from launch: "
            + "dead code, or a route wired to nothing.",
        defaultSeverity: .warning, mark: .apart)
}
