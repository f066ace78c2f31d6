extension FindingKindDescriptor {
    /// An operation the real library would assert on.
    public static let styleFault = Self(
        title: "Style fault",
        explanation: "An operation the real coordinator library rejects with an assertion or a precondition failure.",
        defaultSeverity: .error, mark: .init(color: "#cf222e", fill: "#ffebe9"))
}
