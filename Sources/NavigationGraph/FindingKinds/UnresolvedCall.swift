extension FindingKindDescriptor {
    /// A navigation call of an app imported from sources that the importer could not follow.
    public static let unresolvedCall = Self(
        title: "Unresolved call",
        explanation: "A navigation call in the scanned sources that the importer could not follow (an unknown "
            + "receiver, a route built at run time, a coordinator made by a factory), or a file it could not "
            + "parse: the graph lacks what it does.",
        defaultSeverity: .note, mark: .init(color: "#6e7781", fill: "#f6f8fa"))
}
