import NavigationGraph

/// Screens as nodes, one box per owning coordinator, one edge per distinct action between two screens.
struct ScreenMap {
    let graph: NavigationGraph
    let options: RenderOptions

    func describe() -> GraphDescription {
        let marks = FindingMarks(graph)
        var legend = Legend(showsUnreached: graph.screens.contains { !$0.isInWindow }, findings: marks.kinds)
        var description = GraphDescription(
            name: GraphID.make("app", graph.app.name), title: ViewTitle.label(graph, "screens by coordinator"),
            attributes: Style.graphAttributes(rankdir: "LR"), nodeDefaults: Style.nodeDefaults,
            edgeDefaults: Style.edgeDefaults)

        // Covered screens are in the flow (the finding marks them); only screens never in the window stand apart.
        let reached = graph.screens.filter(\.isInWindow)
        let coordinatorKinds = Dictionary(graph.coordinators.map { ($0.id, $0.kind) }, uniquingKeysWith: { a, _ in a })
        for (coordinator, screens) in Dictionary(grouping: reached, by: \.coordinator).sorted(by: { $0.key < $1.key }) {
            let drawn = screenNodes(screens, marks: marks)
            var cluster = GraphDescription.Cluster(
                id: GraphID.make("coordinator", coordinator),
                label: .text(LabelText.name.lines([coordinator] + (coordinatorKinds[coordinator].map { ["«\($0)»"] } ?? []))),
                attributes: Style.clusterAttributes, nodes: drawn.nodes, memberCaption: coordinator)
            if let findings = marks.coordinators[coordinator] {
                cluster.attributes = cluster.attributes.merging(["color": FindingMarks.leading(findings)!.kind.descriptor.mark.color, "penwidth": "2.4"])
                cluster.nodes.append(FindingMarks.note(id: GraphID.make("coordinator-note", coordinator), about: findings))
            }
            description.clusters.append(cluster)
            description.edges += drawn.edges
        }
        for (coordinator, findings) in marks.coordinators.sorted(by: { $0.key < $1.key })
        where !reached.contains(where: { $0.coordinator == coordinator }) {
            description.nodes.append(FindingMarks.note(id: GraphID.make("coordinator-note", coordinator), about: findings, heading: coordinator))
        }
        if !marks.unplaced.isEmpty {
            description.nodes.append(FindingMarks.note(id: GraphID.make("findings", "other"), about: marks.unplaced))
        }

        let unreached = graph.screens.filter { !$0.isInWindow }.sorted { $0.id < $1.id }
        if !unreached.isEmpty {
            let drawn = screenNodes(unreached, marks: marks)
            description.clusters.append(.init(
                id: GraphID.make("unreached", "screens"), label: .text(["Never reached"]),
                attributes: Style.unreachedCluster, nodes: drawn.nodes))
            description.edges += drawn.edges
        }

        if let launch = graph.states.first?.visibleScreen {
            legend.showsLaunch = true
            let entry = GraphID.make("entry", "launch")
            description.nodes.insert(.init(id: entry, label: .text(["launch"]), attributes: Style.launchNode), at: 0)
            description.edges.append(.init(from: entry, to: GraphID.make("screen", launch)))
        }
        let events = ExternalEntries(graph.transitions)
        legend.showsExternalEvents = !events.targets.isEmpty
        for (event, targets) in events.targets {
            let entry = GraphID.make("event", event)
            description.nodes.append(.init(id: entry, label: .text(LabelText.name.lines(event)), attributes: Style.eventNode))
            for target in targets {
                description.edges.append(.init(from: entry, to: GraphID.make("screen", target), attributes: Style.edge(.externalEvent)))
            }
        }

        for edge in ScreenEdges(graph.transitions, states: graph.states, includeReturns: options.showReturnEdges).edges {
            legend.transitions.append(edge.kind)
            description.edges.append(.init(
                from: GraphID.make("screen", edge.from), to: GraphID.make("screen", edge.to),
                label: .text(LabelText.action.lines(edge.action)), attributes: Style.edge(edge.kind)))
        }
        description.nodes.append(legend.node)
        return description
    }

    private func screenNode(_ screen: ScreenNode, marks: FindingMarks) -> GraphDescription.Node {
        var texts = [screen.typeName]
        if screen.route.lowercased() != screen.typeName.lowercased() { texts.append(screen.route) }
        var attributes: Attributes = [:]
        if !screen.isInWindow {
            texts.append("in \(screen.coordinator)")
            attributes = Style.unreachedNode
        }
        if let findings = marks.screens[screen.id] { attributes = attributes.merging(FindingMarks.nodeAttributes(findings)) }
        return .init(id: GraphID.make("screen", screen.id), label: .text(LabelText.name.lines(texts)), attributes: attributes)
    }

    /// The screens' nodes in id order, each marked one followed by its note, and the notes' edges.
    private func screenNodes(_ screens: [ScreenNode], marks: FindingMarks)
        -> (nodes: [GraphDescription.Node], edges: [GraphDescription.Edge])
    {
        var nodes: [GraphDescription.Node] = []
        var edges: [GraphDescription.Edge] = []
        for screen in screens.sorted(by: { $0.id < $1.id }) {
            nodes.append(screenNode(screen, marks: marks))
            guard let findings = marks.screens[screen.id] else { continue }
            let note = GraphID.make("screen-note", screen.id)
            nodes.append(FindingMarks.note(id: note, about: findings))
            edges.append(FindingMarks.noteEdge(from: note, to: GraphID.make("screen", screen.id), findings: findings))
        }
        return (nodes, edges)
    }
}
