import NavigationGraph

/// What every analysis reads: the search's record, the app's catalog and the bounds it ran with.
struct AnalysisInput {
    let record: ExplorationRecord
    let catalog: CatalogIndex
    let options: ExplorationOptions
    let graph: StateGraph

    init(record: ExplorationRecord, catalog: CatalogIndex, options: ExplorationOptions) {
        self.record = record
        self.catalog = catalog
        self.options = options
        self.graph = StateGraph(
            stateCount: record.states.count, edges: record.transitions.lazy.map { ($0.source, $0.target) })
    }

    /// How a state's visible screen is named in findings.
    func screenName(of state: Int32) -> String { record.screenID(of: state) ?? Self.emptyWindow }

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
