extension FindingKindDescriptor {
    /// A screen the app puts in the window but the user never sees: another always covers it.
    public static let coveredScreen = Self(
        title: "Covered screen",
        explanation: "A screen that is in the window in some state but never the visible one: another screen always "
            + "covers it (a splash screen under a full-screen flow presented at launch), so the user never sees it.",
        defaultSeverity: .warning, mark: .init(color: "#57606a", fill: "#eaeef2"))
}
