import NavigationGraph

/// The screen map of two versions of an app at once: every screen and action of either, added ones green,
/// removed ones red and dashed, unchanged ones grey, each screen in its coordinator's box.
///
/// Drawn with ``Renderer/renderDiff(old:new:format:options:)``, which lays out the old version once and keeps
/// every unchanged screen where it sat, placing only what was added.
struct DiffMap {
    let old: NavigationGraph
    let new: NavigationGraph
    let options: RenderOptions

    /// Whether an element is in the old graph, the new one, or both.
    enum Presence: Hashable {
        case unchanged, added, removed

        init(inOld: Bool, inNew: Bool) {
            self = inOld && inNew ? .unchanged : (inNew ? .added : .removed)
        }
    }

    static let addedGreen = "#1a7f37"
    static let addedFill = "#dafbe1"
    static let removedRed = "#cf222e"
    static let removedFill = "#ffebe9"

    /// The union drawn; with `oldOnly`, only what the old graph has, drawn alike (the layout's starting point).
    func describe(oldOnly: Bool = false) -> GraphDescription {
        let before = Self.screens(old)
        let after = Self.screens(new)
        var description = GraphDescription(
            name: GraphID.make("diff", new.app.name),
            title: .text(LabelText(width: 80, maxLines: 2).lines("\(new.app.name) — \(new.app.style) — navigation changes")),
            attributes: Style.graphAttributes(rankdir: "LR"), nodeDefaults: Style.nodeDefaults,
            edgeDefaults: Style.edgeDefaults)
        func include(_ presence: Presence) -> Bool { !oldOnly || presence != .added }

        let union = before.merging(after) { _, newer in newer }
        let byCoordinator = Dictionary(grouping: union.values, by: \.coordinator)
        for coordinator in byCoordinator.keys.sorted() {
            let nodes = byCoordinator[coordinator]!.sorted { $0.id < $1.id }.compactMap { screen -> GraphDescription.Node? in
                let presence = Presence(inOld: before[screen.id] != nil, inNew: after[screen.id] != nil)
                guard include(presence) else { return nil }
                return screenNode(screen, presence: presence)
            }
            guard !nodes.isEmpty else { continue }
            let presence = Presence(
                inOld: before.values.contains { $0.coordinator == coordinator }, inNew: after.values.contains { $0.coordinator == coordinator })
            var attributes = Style.clusterAttributes
            if presence != .unchanged { attributes = attributes.merging(["color": Self.color(presence), "penwidth": "2"]) }
            if presence == .removed { attributes["style"] = "rounded,dashed" }
            description.clusters.append(.init(
                id: GraphID.make("coordinator", coordinator), label: .text(LabelText.name.lines(coordinator)),
                attributes: attributes, nodes: nodes, memberCaption: coordinator))
        }

        let entry = GraphID.make("entry", "launch")
        description.nodes.append(.init(id: entry, label: .text(["launch"]), attributes: Style.launchNode))
        let launches = [old.states.first?.visibleScreen, new.states.first?.visibleScreen]
        for launch in Set(launches.compactMap { $0 }).sorted() {
            let presence = Presence(inOld: launches[0] == launch, inNew: launches[1] == launch)
            guard include(presence) else { continue }
            description.edges.append(.init(from: entry, to: GraphID.make("screen", launch), attributes: edgeAttributes(.push, presence)))
        }

        let eventsBefore = Self.events(old)
        let eventsAfter = Self.events(new)
        for event in Set(eventsBefore.keys).union(eventsAfter.keys).sorted() {
            let presence = Presence(inOld: eventsBefore[event] != nil, inNew: eventsAfter[event] != nil)
            guard include(presence) else { continue }
            var attributes = Style.eventNode
            if presence != .unchanged { attributes = attributes.merging(["color": Self.color(presence), "penwidth": "2"]) }
            let id = GraphID.make("event", event)
            description.nodes.append(.init(id: id, label: .text(LabelText.name.lines(event)), attributes: attributes))
            let targetsBefore = eventsBefore[event] ?? []
            let targetsAfter = eventsAfter[event] ?? []
            for target in targetsBefore.union(targetsAfter).sorted() {
                let edgePresence = Presence(inOld: targetsBefore.contains(target), inNew: targetsAfter.contains(target))
                guard include(edgePresence) else { continue }
                description.edges.append(.init(
                    from: id, to: GraphID.make("screen", target), attributes: edgeAttributes(.externalEvent, edgePresence)))
            }
        }

        struct Key: Hashable, Comparable {
            var from: String, to: String, action: String
            static func < (lhs: Self, rhs: Self) -> Bool { (lhs.from, lhs.to, lhs.action) < (rhs.from, rhs.to, rhs.action) }
        }
        func edges(_ graph: NavigationGraph) -> [Key: TransitionKind] {
            let drawn = ScreenEdges(graph.transitions, states: graph.states, includeReturns: options.showReturnEdges).edges
            return Dictionary(drawn.map { (Key(from: $0.from, to: $0.to, action: $0.action), $0.kind) }, uniquingKeysWith: { first, _ in first })
        }
        let edgesBefore = edges(old)
        let edgesAfter = edges(new)
        for key in Set(edgesBefore.keys).union(edgesAfter.keys).sorted() {
            let presence = Presence(inOld: edgesBefore[key] != nil, inNew: edgesAfter[key] != nil)
            guard include(presence) else { continue }
            let kind = edgesAfter[key] ?? edgesBefore[key]!
            description.edges.append(.init(
                from: GraphID.make("screen", key.from), to: GraphID.make("screen", key.to),
                label: .text(LabelText.action.lines(key.action)), attributes: edgeAttributes(kind, presence)))
        }
        description.nodes.append(legend)
        return description
    }

    /// Reached screens by id: what the screen map draws.
    private static func screens(_ graph: NavigationGraph) -> [String: ScreenNode] {
        Dictionary(graph.screens.filter(\.isInWindow).map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// External events and the screens they lead to.
    private static func events(_ graph: NavigationGraph) -> [String: Set<String>] {
        Dictionary(ExternalEntries(graph.transitions).targets.map { ($0.event, Set($0.screens)) }, uniquingKeysWith: { first, _ in first })
    }

    private func screenNode(_ screen: ScreenNode, presence: Presence) -> GraphDescription.Node {
        var texts = [screen.typeName]
        if screen.route.lowercased() != screen.typeName.lowercased() { texts.append(screen.route) }
        let attributes: Attributes
        switch presence {
        case .unchanged: attributes = ["color": Style.quiet, "fontcolor": Style.quietText]
        case .added: attributes = ["color": Self.addedGreen, "fillcolor": Self.addedFill, "penwidth": "2.4"]
        case .removed:
            attributes = ["color": Self.removedRed, "fillcolor": Self.removedFill, "style": "rounded,filled,dashed", "penwidth": "2.4"]
        }
        return .init(id: GraphID.make("screen", screen.id), label: .text(LabelText.name.lines(texts)), attributes: attributes)
    }

    /// The kind's line style, coloured by presence: grey when unchanged, green when added, red dashed when removed.
    private func edgeAttributes(_ kind: TransitionKind, _ presence: Presence) -> Attributes {
        var attributes = Style.edge(kind)
        switch presence {
        case .unchanged:
            attributes = attributes.merging(["color": Style.quiet, "fontcolor": Style.quietText])
        case .added:
            attributes = attributes.merging(["color": Self.addedGreen, "fontcolor": Self.addedGreen, "penwidth": "2"])
        case .removed:
            attributes = attributes.merging(["color": Self.removedRed, "fontcolor": Self.removedRed, "penwidth": "2", "style": "dashed"])
        }
        return attributes
    }

    private static func color(_ presence: Presence) -> String {
        switch presence {
        case .unchanged: Style.quiet
        case .added: addedGreen
        case .removed: removedRed
        }
    }

    /// The same key on both layouts, so the legend keeps its size and place.
    private var legend: GraphDescription.Node {
        func row(_ glyph: String, _ color: String, _ title: String) -> String {
            "<FONT COLOR=\"\(color)\">\(HTMLLabel.escaped(glyph))</FONT>  \(HTMLLabel.escaped(title))<BR ALIGN=\"LEFT\"/>"
        }
        let markup = "<B>Changes</B><BR ALIGN=\"LEFT\"/>"
            + row("■", Self.addedGreen, "added")
            + row("┆■┆", Self.removedRed, "removed")
            + row("■", Style.quiet, "unchanged")
        return .init(
            id: GraphID.make("legend", "key"), label: .html(HTMLLabel(markup: markup)),
            attributes: [
                "shape": "box", "style": "rounded,filled", "fillcolor": "white", "color": Style.quiet, "fontsize": "10",
                "margin": "0.1",
            ])
    }
}
