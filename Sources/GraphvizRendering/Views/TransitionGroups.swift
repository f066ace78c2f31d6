import NavigationGraph

/// One drawn edge of the screen map: a distinct action between two screens, with the kind it most often has.
struct ScreenEdge: Hashable {
    var from: String
    var to: String
    var action: String
    var kind: TransitionKind
}

/// The screen map's edges: transitions grouped by (from screen, action, to screen), sorted.
struct ScreenEdges {
    private(set) var edges: [ScreenEdge] = []

    /// External events are drawn from their own entry nodes (``ExternalEntries``); back and dismiss only when
    /// `includeReturns`.
    init(_ transitions: [Transition], includeReturns: Bool) {
        struct Key: Hashable { var from: String, to: String, action: String }
        var kindCounts: [Key: [TransitionKind: Int]] = [:]
        for transition in transitions {
            guard let from = transition.fromScreen, let to = transition.toScreen else { continue }
            if transition.kind == .externalEvent || transition.actionSource == .external { continue }
            if !includeReturns && (transition.kind == .back || transition.kind == .dismiss) { continue }
            kindCounts[Key(from: from, to: to, action: transition.action), default: [:]][transition.kind, default: 0] += 1
        }
        edges = kindCounts.map { key, counts in
            let kind = counts.min { ($1.value, $0.key) < ($0.value, $1.key) }!.key
            return ScreenEdge(from: key.from, to: key.to, action: key.action, kind: kind)
        }
        .sorted { ($0.from, $0.to, $0.action) < ($1.from, $1.to, $1.action) }
    }
}

/// External events and the screens they lead to, both sorted: each event becomes one entry node.
struct ExternalEntries {
    private(set) var targets: [(event: String, screens: [String])] = []

    init(_ transitions: [Transition]) {
        var byEvent: [String: Set<String>] = [:]
        for transition in transitions where transition.kind == .externalEvent || transition.actionSource == .external {
            guard let to = transition.toScreen else { continue }
            byEvent[transition.action, default: []].insert(to)
        }
        targets = byEvent.keys.sorted().map { ($0, byEvent[$0]!.sorted()) }
    }
}

/// The title line of a view: app, style and what the view shows.
enum ViewTitle {
    static func label(_ graph: NavigationGraph, _ view: String) -> Label {
        .text(LabelText(width: 80, maxLines: 2).lines("\(graph.app.name) — \(graph.app.style) — \(view)"))
    }
}
