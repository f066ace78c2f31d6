import NavigationGraph

/// What every analysis reads (the search's record, the app, its catalog and the bounds it ran with) and
/// what an analysis leaves for those after it in ``Analyses/ordered``.
final class AnalysisContext {
    let record: ExplorationRecord
    let app: ExplorableApp
    let catalog: CatalogIndex
    let options: ExplorationOptions
    let graph: StateGraph
    /// The actions known to crash the app, which the search skipped (isolated runs only).
    let crashes: [AppCrash]

    /// Whether the launch set no main coordinator, once ``NoMainCoordinator`` has run.
    var launchSetsNoMainCoordinator = false
    /// The dead-end states, once ``DeadEnds`` has run.
    var deadEnds: [Int32] = []
    /// Expanded states ``Traps`` could not decide (they return only through unexpanded states).
    var undecidedTraps = 0

    init(
        record: ExplorationRecord, app: ExplorableApp, catalog: CatalogIndex, options: ExplorationOptions,
        crashes: [AppCrash] = []
    ) {
        self.record = record
        self.crashes = crashes
        self.app = app
        self.catalog = catalog
        self.options = options
        self.graph = StateGraph(
            stateCount: record.states.count, edges: record.transitions.lazy.map { ($0.source, $0.target) })
    }

    /// How a state's visible screen is named in findings.
    func screenName(of state: Int32) -> String { record.screenID(of: state) ?? Self.emptyWindow }

    /// A state's visible screen as a finding's subject.
    func screenSubject(of state: Int32) -> Finding.Subject {
        record.screenID(of: state).map(Finding.Subject.screen) ?? .emptyWindow
    }

    /// Where the visible screen of `state` is declared.
    func location(ofScreenIn state: Int32) -> SourceReference? {
        let node = record.states[Int(state)].visibleScreen
        guard node >= 0 else { return nil }
        let screen = record.screens[Int(node)]
        return catalog.location(ofScreen: screen.id, coordinator: record.coordinatorTypes[screen.coordinator])
    }

    /// The name findings use for a window that shows nothing.
    static let emptyWindow = "(empty window)"
}

extension Array where Element == Finding {
    /// Keeps the first finding of each identifier, so that a problem met in many states is reported once,
    /// with the earliest (shortest) path.
    func firstPerIdentifier() -> [Finding] {
        var seen: Set<String> = []
        return filter { seen.insert($0.identifier).inserted }
    }
}

extension Array where Element == String {
    /// `a → b → c`, for action sequences in messages.
    var arrowJoined: String { map { "“\($0)”" }.joined(separator: " → ") }
}
