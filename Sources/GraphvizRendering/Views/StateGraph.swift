import NavigationGraph

/// Every explored state and every transition between them: exact, and only readable for small apps.
struct StateGraph {
    let graph: NavigationGraph
    let options: RenderOptions

    func describe() throws(RenderError) -> GraphDescription {
        guard graph.states.count <= options.stateLimit else {
            throw .viewTooLarge(view: .states, count: graph.states.count, limit: options.stateLimit)
        }
        let marks = FindingMarks(graph)
        let screens = Dictionary(graph.screens.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        var legend = Legend(findings: Set(marks.states.values.joined().map(\.kind)).sorted())
        var description = GraphDescription(
            name: GraphID.make("app", graph.app.name), title: ViewTitle.label(graph, "\(graph.states.count) explored states"),
            attributes: Style.graphAttributes(rankdir: "TB"), nodeDefaults: Style.nodeDefaults,
            edgeDefaults: Style.edgeDefaults)

        for state in graph.states {
            let id = GraphID.make("state", String(state.id))
            var texts = ["#\(state.id) " + (state.visibleScreen.map { screens[$0]?.typeName ?? $0 } ?? "empty window")]
            texts.append("stack \(state.stackDepth) · modals \(state.modalDepth)")
            if let model = state.model { texts.append(model) }
            if state.truncated { texts.append("(not expanded: bound reached)") }
            var attributes: Attributes = state.truncated ? ["style": "rounded,dashed"] : [:]
            if state.id == 0 { attributes["penwidth"] = "2.4" }
            let findings = marks.states[state.id] ?? []
            attributes = attributes.merging(FindingMarks.nodeAttributes(findings))
            description.nodes.append(.init(id: id, label: .text(LabelText.name.lines(texts)), attributes: attributes))
            if !findings.isEmpty {
                let note = GraphID.make("state-note", String(state.id))
                description.nodes.append(FindingMarks.note(id: note, about: findings))
                description.edges.append(FindingMarks.noteEdge(from: note, to: id, findings: findings))
            }
        }
        if let first = graph.states.first {
            legend.showsLaunch = true
            let entry = GraphID.make("entry", "launch")
            description.nodes.insert(.init(id: entry, label: .text(["launch"]), attributes: Style.launchNode), at: 0)
            description.edges.append(.init(from: entry, to: GraphID.make("state", String(first.id))))
        }

        // Actions that lead from one state to the same state the same way share one edge (twenty-one rows
        // of a list that all dismiss it): the label names them, a few at most.
        struct Key: Hashable { var source: Int, target: Int, kind: TransitionKind }
        var actions: [Key: [String]] = [:]
        var order: [Key] = []
        for transition in graph.transitions {
            let key = Key(source: transition.source, target: transition.target, kind: transition.kind)
            if actions[key] == nil { order.append(key) }
            if actions[key]?.contains(transition.action) != true { actions[key, default: []].append(transition.action) }
        }
        for key in order {
            legend.transitions.append(key.kind)
            description.edges.append(.init(
                from: GraphID.make("state", String(key.source)), to: GraphID.make("state", String(key.target)),
                label: .text(LabelText.action.lines(ActionList.label(actions[key] ?? []))), attributes: Style.edge(key.kind)))
        }
        description.nodes.append(legend.node)
        return description
    }
}
