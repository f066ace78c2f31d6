import NavigationGraph

/// The findings an app brings with it (``ExplorableApp/sourceFindings``): what an importer could not follow.
enum SourceFindings: Analysis {
    static func findings(in context: AnalysisContext) -> [Finding] { context.app.sourceFindings }
}
