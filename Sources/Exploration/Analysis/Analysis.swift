import NavigationGraph

/// One analysis of an explored app: it reads the search's record and reports findings of its kinds.
///
/// Adding an analysis is a file with a type conforming to this protocol plus one line in
/// ``Analyses/ordered``; its finding kinds each have a descriptor in `NavigationGraph/FindingKinds`.
protocol Analysis: SendableMetatype {
    /// The analysis's findings. It may leave facts in `context` for the analyses listed after it.
    static func findings(in context: AnalysisContext) -> [Finding]
}

/// Every analysis, in the order they run.
enum Analyses {
    static let ordered: [any Analysis.Type] = [
        // Before UnreachableDeclarations and DeadEnds: an empty launch explains their findings.
        NoMainCoordinator.self,
        UnreachableDeclarations.self,
        CoveredScreens.self,
        UndeclaredCoordinators.self,
        // Before Traps: a way into a dead end is reported as the dead end, not as a trap.
        DeadEnds.self,
        // Before ExplorationBounds: the bound's note counts the states Traps could not decide.
        Traps.self,
        UnboundedGrowth.self,
        LeakedCoordinators.self,
        StyleFaults.self,
        // The replay check and the hidden-state check, sharing fresh launches.
        FreshLaunchChecks.self,
        AppCrashes.self,
        ExplorationBounds.self,
        SourceFindings.self,
    ]

    /// The findings of every analysis, sorted by identifier.
    static func run(_ context: AnalysisContext) -> [Finding] {
        ordered.flatMap { $0.findings(in: context) }.sorted { $0.identifier < $1.identifier }
    }
}
