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

    /// External events are drawn from their own entry nodes (``ExternalEntries``). The system's back and
    /// swipe-down only when `includeReturns`; an app's own buttons that go back ("finish coordinator")
    /// always, quietly. Tab taps are drawn between the tabs' root screens only: a tab keeps its stack, so a
    /// tap can land on any screen of it from any screen of another, and drawing all of those buries the map.
    init(_ transitions: [Transition], states: [StateNode], includeReturns: Bool) {
        struct Key: Hashable { var from: String, to: String, action: String }
        let tabRoots = Self.tabRoots(transitions, states: states)
        var kindCounts: [Key: [TransitionKind: Int]] = [:]
        for transition in transitions {
            guard let from = transition.fromScreen, let to = transition.toScreen else { continue }
            if transition.kind == .externalEvent || transition.actionSource == .external { continue }
            let isSystemReturn = transition.actionSource == .system && (transition.kind == .back || transition.kind == .dismiss)
            if !includeReturns && isSystemReturn { continue }
            if transition.kind == .tab && transition.actionSource == .system {
                guard from != to, tabRoots[transition.action] == to, tabRoots.values.contains(from) else { continue }
            }
            kindCounts[Key(from: from, to: to, action: transition.action), default: [:]][transition.kind, default: 0] += 1
        }
        let perAction = kindCounts.map { key, counts in
            let kind = counts.min { ($1.value, $0.key) < ($0.value, $1.key) }!.key
            return ScreenEdge(from: key.from, to: key.to, action: key.action, kind: kind)
        }
        .sorted { ($0.from, $0.to, $0.action) < ($1.from, $1.to, $1.action) }
        edges = Self.mergingMany(perAction)
    }

    /// More than three actions between the same two screens with the same kind (the rows of a list)
    /// become one edge that names a few of them and counts them all.
    private static func mergingMany(_ edges: [ScreenEdge]) -> [ScreenEdge] {
        struct Pair: Hashable { var from: String, to: String, kind: TransitionKind }
        let groups = Dictionary(grouping: edges) { Pair(from: $0.from, to: $0.to, kind: $0.kind) }
        var merged: [ScreenEdge] = []
        var done: Set<Pair> = []
        for edge in edges {
            let pair = Pair(from: edge.from, to: edge.to, kind: edge.kind)
            guard let group = groups[pair], group.count > ActionList.mergeAbove else {
                merged.append(edge)
                continue
            }
            guard done.insert(pair).inserted else { continue }
            merged.append(ScreenEdge(from: edge.from, to: edge.to, action: ActionList.label(group.map(\.action)), kind: edge.kind))
        }
        return merged
    }

    /// For each tab tap ("tab Todos"), the screen it shows with the shallowest stack: the tab's root.
    private static func tabRoots(_ transitions: [Transition], states: [StateNode]) -> [String: String] {
        var roots: [String: (depth: Int, screen: String)] = [:]
        for transition in transitions where transition.kind == .tab && transition.actionSource == .system {
            guard let screen = transition.toScreen, states.indices.contains(transition.target) else { continue }
            let candidate = (depth: states[transition.target].stackDepth, screen: screen)
            if let known = roots[transition.action], (known.depth, known.screen) <= (candidate.depth, candidate.screen) { continue }
            roots[transition.action] = candidate
        }
        return roots.mapValues(\.screen)
    }
}

/// Labels for edges that stand for several actions.
enum ActionList {
    /// Up to this many actions between two nodes are drawn as edges of their own.
    static let mergeAbove = 3

    /// One action's name, or the first few of several and how many there are.
    static func label(_ actions: [String]) -> String {
        guard actions.count > mergeAbove else { return actions.joined(separator: ", ") }
        return actions.prefix(2).joined(separator: ", ") + " … \(actions.last!) (\(actions.count) actions)"
    }
}

/// External events and the screens they lead to, both sorted: each event becomes one entry node.
struct ExternalEntries {
    private(set) var targets: [(event: String, screens: [String])] = []

    init(_ transitions: [Transition]) {
        var byEvent: [String: Set<String>] = [:]
        for transition in transitions where transition.kind == .externalEvent || transition.actionSource == .external {
            // An event that changes nothing where it fires (a deep link to a todo that does not exist) leads nowhere.
            guard let to = transition.toScreen, transition.target != transition.source else { continue }
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
