import NavigationGraph

/// Coordinators as nodes; an edge for each coordinator that holds another as a child (how the child is
/// shown: push, present, tab, root), and for each way one coordinator's screen leads to another
/// coordinator's that the ownership does not already say, labelled with how many distinct actions do it.
struct CoordinatorMap {
    let graph: NavigationGraph

    /// How a transition crosses from one coordinator to another, as the map names it.
    enum Start: String, CaseIterable, Comparable {
        case push, present, tab, rootSwitch = "root switch"

        init?(_ relation: CoordinatorLink.Relation) {
            switch relation {
            case .push: self = .push
            case .sheet, .nonDismissibleSheet, .fullScreen, .custom: self = .present
            case .tab: self = .tab
            case .root: self = .rootSwitch
            case .offScreen: return nil
            }
        }

        init?(_ kind: TransitionKind) {
            switch kind {
            case .push: self = .push
            case .sheet, .fullScreen, .custom: self = .present
            case .tab: self = .tab
            case .rootSwitch: self = .rootSwitch
            case .back, .dismiss, .externalEvent, .none: return nil
            }
        }

        /// The transition kind whose line style the edge borrows.
        var lineKind: TransitionKind {
            switch self {
            case .push: .push
            case .present: .sheet
            case .tab: .tab
            case .rootSwitch: .rootSwitch
            }
        }

        static func < (lhs: Self, rhs: Self) -> Bool {
            allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
        }
    }

    func describe() -> GraphDescription {
        let marks = FindingMarks(graph)
        let owner = Dictionary(graph.screens.map { ($0.id, $0.coordinator) }, uniquingKeysWith: { a, _ in a })
        var description = GraphDescription(
            name: GraphID.make("app", graph.app.name), title: ViewTitle.label(graph, "coordinators"),
            attributes: Style.graphAttributes(rankdir: "LR"), nodeDefaults: Style.nodeDefaults,
            edgeDefaults: Style.edgeDefaults)
        var legend = Legend(
            kindTitles: [.sheet: "present (sheet, full screen, custom)"], findings: marks.kinds,
            notes: ["×n: distinct actions that do it"])

        var known = Dictionary(graph.coordinators.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        for screen in graph.screens where known[screen.coordinator] == nil {
            known[screen.coordinator] = CoordinatorNode(
                id: screen.coordinator, kind: .unknown, declared: false, reached: screen.reached, location: nil)
        }
        for coordinator in known.values.sorted(by: { $0.id < $1.id }) {
            let id = GraphID.make("coordinator", coordinator.id)
            var attributes: Attributes = [:]
            if !coordinator.reached {
                attributes = Style.unreachedNode
                legend.showsUnreached = true
            }
            let findings = marks.coordinators[coordinator.id] ?? []
            attributes = attributes.merging(FindingMarks.nodeAttributes(findings))
            let kind = coordinator.kind == .unknown ? [] : ["«\(coordinator.kind)»"]
            description.nodes.append(.init(id: id, label: .text(LabelText.name.lines([coordinator.id] + kind)), attributes: attributes))
            if !findings.isEmpty {
                let note = GraphID.make("coordinator-note", coordinator.id)
                description.nodes.append(FindingMarks.note(id: note, about: findings))
                description.edges.append(FindingMarks.noteEdge(from: note, to: id, findings: findings))
            }
        }

        if let root = graph.states.first?.coordinators.first {
            legend.showsLaunch = true
            let entry = GraphID.make("entry", "launch")
            description.nodes.insert(.init(id: entry, label: .text(["launch"]), attributes: Style.launchNode), at: 0)
            description.edges.append(.init(from: entry, to: GraphID.make("coordinator", root)))
        }
        let events = ExternalEntries(graph.transitions)
        for (event, screens) in events.targets {
            legend.showsExternalEvents = true
            let entry = GraphID.make("event", event)
            description.nodes.append(.init(id: entry, label: .text(LabelText.name.lines(event)), attributes: Style.eventNode))
            for coordinator in Set(screens.compactMap { owner[$0] }).sorted() {
                description.edges.append(.init(
                    from: entry, to: GraphID.make("coordinator", coordinator), attributes: Style.edge(.externalEvent)))
            }
        }

        struct Key: Hashable { var from: String, to: String, start: Start }
        var actions: [Key: Set<String>] = [:]
        for transition in graph.transitions where transition.actionSource != .external {
            guard let start = Start(transition.kind), let fromScreen = transition.fromScreen,
                let toScreen = transition.toScreen, let from = owner[fromScreen], let to = owner[toScreen], from != to
            else { continue }
            actions[Key(from: from, to: to, start: start), default: []].insert("\(fromScreen)\u{0}\(transition.action)\u{0}\(toScreen)")
        }
        var parents: [String: Set<String>] = [:]
        for link in graph.coordinatorLinks where link.parent != link.child {
            guard let start = Start(link.relation) else { continue }
            actions[Key(from: link.parent, to: link.child, start: start), default: []].formUnion([])
            parents[link.child, default: []].insert(link.parent)
        }
        // A screen of A leading to a screen of B says nothing new when A starts B's parent (a tab bar whose
        // page B is): the map draws A → parent → B.
        let starts = Set(actions.keys.map { [$0.from, $0.to] })
        for key in actions.keys where !(actions[key]!.isEmpty) && !(parents[key.to]?.contains(key.from) ?? false) {
            if parents[key.to, default: []].contains(where: { starts.contains([key.from, $0]) }) { actions[key] = nil }
        }
        for key in actions.keys.sorted(by: { ($0.from, $0.to, $0.start) < ($1.from, $1.to, $1.start) }) {
            let count = actions[key]!.count
            legend.transitions.append(key.start.lineKind)
            description.edges.append(.init(
                from: GraphID.make("coordinator", key.from), to: GraphID.make("coordinator", key.to),
                label: .text([count <= 1 ? key.start.rawValue : "\(key.start.rawValue) ×\(count)"]),
                attributes: Style.edge(key.start.lineKind)))
        }
        description.nodes.append(legend.node)
        return description
    }
}
