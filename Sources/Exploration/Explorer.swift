import NavigationGraph
import NavigationModel

/// Explores every navigation state an app can reach and builds its ``NavigationGraph`` with findings.
///
/// ```swift
/// let graph = Explorer(app: app, options: .init(maxDepth: 30)).run { progress in print(progress.statesExplored) }
/// ```
///
/// From launch, in every state, the explorer takes every enabled action in a fixed order (the visible
/// screen's actions, then back / swipe-down / tabs, then external events), identifies states by their
/// canonical ``StateKey``, and goes breadth first, so state numbers and paths are the same on every run
/// and for any number of workers. Out-of-range options are moved to the nearest valid value; call
/// ``ExplorationOptions/validate()`` first to report them instead.
///
/// The app's actions run in a child process (``ExplorationOptions/isolatesCrashes``), so that a crash
/// in the app's code becomes an "App crash" finding instead of ending the tool.
public struct Explorer {
    public let app: ExplorableApp
    public let options: ExplorationOptions

    public init(app: ExplorableApp, options: ExplorationOptions = .init()) {
        self.app = app
        self.options = options
    }

    /// Runs the search and the analyses. `progress` is called after each batch of expanded states (a few
    /// thousand at most), on the calling thread.
    public func run(progress: (@Sendable (ExplorationProgress) -> Void)? = nil) -> NavigationGraph {
        let options = options.clamped
        guard options.isolatesCrashes else { return graph(options: options, gate: nil, progress: progress) }
        return IsolatedExploration(explorer: Explorer(app: app, options: options)).run(progress: progress)
    }

    /// The search and the analyses in this process; `gate` skips the actions known to crash.
    func graph(
        options: ExplorationOptions, gate: ActionGate?, progress: (@Sendable (ExplorationProgress) -> Void)?
    ) -> NavigationGraph {
        let record = Search(app: app, options: options, gate: gate).run(progress: progress)
        let catalog = CatalogIndex(app.catalog)
        let builder = GraphBuilder(record: record, catalog: catalog)
        let screens = builder.screens()
        let coordinators = builder.coordinators()
        let findings = Analyses.run(AnalysisContext(record: record, app: app, catalog: catalog, options: options, crashes: gate?.crashes ?? []))

        return NavigationGraph(
            app: AppSummary(name: app.name, style: app.style, summary: app.summary),
            screens: screens, coordinators: coordinators, states: builder.states(), transitions: builder.transitions(),
            coordinatorLinks: builder.coordinatorLinks(),
            findings: findings,
            exploration: ExplorationSummary(
                bounds: .init(
                    maxDepth: options.maxDepth, maxStates: options.maxStates, timeLimit: options.timeLimit,
                    growthLimit: options.growthLimit),
                cuts: ExplorationBounds.cuts(record), statistics: builder.statistics(screens: screens, coordinators: coordinators),
                coverage: record.coverage))
    }
}
