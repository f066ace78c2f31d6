import CGraphviz

/// A cgraph graph built from a ``GraphDescription``, closed (`agclose`) when it goes away.
///
/// Attributes are declared once per name with `agattr` (with the description's defaults), then set with
/// `agxset` through the returned symbol. Only names the description uses are declared, so `newrank` exists
/// only when a layout asks for it.
struct CGraph: ~Copyable {
    let pointer: UnsafeMutablePointer<Agraph_t>

    init(_ description: GraphDescription) throws(RenderError) {
        guard let graph = CGraph.withC(description.name, { agopen($0, Self.directed, SequentialIDs.discipline) }) else {
            throw .invalidDescription("Graphviz could not create the graph")
        }
        do {
            try Builder(root: graph).populate(description)
        } catch {
            agclose(graph)
            throw error
        }
        pointer = graph
    }

    deinit { agclose(pointer) }

    /// cgraph's `Agdirected` (directed, main graph), built here: Swift 6 rejects reading a mutable C global.
    private static var directed: Agdesc_t {
        var description = Agdesc_t()
        description.directed = 1
        description.maingraph = 1
        return description
    }

    /// Declares attributes and creates nodes, boxes and edges in `root`.
    private struct Builder {
        let root: UnsafeMutablePointer<Agraph_t>

        func populate(_ description: GraphDescription) throws(RenderError) {
            var graphNames = Set(description.attributes.values.keys)
            for cluster in description.clusters { graphNames.formUnion(cluster.attributes.values.keys) }
            if description.title != nil || !description.clusters.isEmpty { graphNames.insert("label") }
            let graphSymbols = declare(Int32(AGRAPH), names: graphNames, defaults: [:])

            let nodes = description.allNodes
            var nodeNames = Set(description.nodeDefaults.values.keys).union(["label"])
            for node in nodes { nodeNames.formUnion(node.attributes.values.keys) }
            let nodeSymbols = declare(Int32(AGNODE), names: nodeNames, defaults: description.nodeDefaults)

            var edgeNames = Set(description.edgeDefaults.values.keys)
            for edge in description.edges {
                edgeNames.formUnion(edge.attributes.values.keys)
                if edge.label != nil { edgeNames.insert("label") }
                if edge.xlabel != nil { edgeNames.insert("xlabel") }
            }
            let edgeSymbols = declare(Int32(AGEDGE), names: edgeNames, defaults: description.edgeDefaults)

            set(description.attributes, on: root, symbols: graphSymbols)
            if let title = description.title { set(title, named: "label", on: root, symbols: graphSymbols) }

            var created: Set<String> = []
            for node in description.nodes { try add(node, to: root, symbols: nodeSymbols, created: &created) }
            for cluster in description.clusters {
                guard let subgraph = CGraph.withC(cluster.subgraphName, { agsubg(root, $0, 1) }) else {
                    throw .invalidDescription("Graphviz could not create the box \(cluster.id)")
                }
                set(cluster.attributes, on: subgraph, symbols: graphSymbols)
                set(cluster.label, named: "label", on: subgraph, symbols: graphSymbols)
                for node in cluster.nodes { try add(node, to: subgraph, symbols: nodeSymbols, created: &created) }
            }
            for edge in description.edges {
                guard let tail = CGraph.withC(edge.from, { agnode(root, $0, 0) }),
                    let head = CGraph.withC(edge.to, { agnode(root, $0, 0) })
                else { throw .invalidDescription("an edge joins \(edge.from) and \(edge.to), and one of them is not a node") }
                guard let cEdge = agedge(root, tail, head, nil, 1) else {
                    throw .invalidDescription("Graphviz could not create the edge \(edge.from) -> \(edge.to)")
                }
                set(edge.attributes, on: cEdge, symbols: edgeSymbols)
                if let label = edge.label { set(label, named: "label", on: cEdge, symbols: edgeSymbols) }
                if let xlabel = edge.xlabel { set(xlabel, named: "xlabel", on: cEdge, symbols: edgeSymbols) }
            }
        }

        private func add(
            _ node: GraphDescription.Node, to graph: UnsafeMutablePointer<Agraph_t>, symbols: [String: UnsafeMutablePointer<Agsym_t>],
            created: inout Set<String>
        ) throws(RenderError) {
            guard created.insert(node.id).inserted else { throw .invalidDescription("the node \(node.id) appears twice") }
            guard let cNode = CGraph.withC(node.id, { agnode(graph, $0, 1) }) else {
                throw .invalidDescription("Graphviz could not create the node \(node.id)")
            }
            set(node.attributes, on: cNode, symbols: symbols)
            set(node.label, named: "label", on: cNode, symbols: symbols)
        }

        /// `agattr` for each name, in name order, with its default (empty when none, as DOT does).
        private func declare(_ kind: Int32, names: Set<String>, defaults: Attributes) -> [String: UnsafeMutablePointer<Agsym_t>] {
            var symbols: [String: UnsafeMutablePointer<Agsym_t>] = [:]
            for name in names.sorted() {
                let symbol = CGraph.withC(name) { cName in CGraph.withC(defaults[name] ?? "") { agattr(root, kind, cName, $0) } }
                symbols[name] = symbol
            }
            return symbols
        }

        private func set<Object>(_ attributes: Attributes, on object: UnsafeMutablePointer<Object>, symbols: [String: UnsafeMutablePointer<Agsym_t>]) {
            for (name, value) in attributes.sorted where name != "label" && name != "xlabel" {
                guard let symbol = symbols[name] else { continue }
                _ = CGraph.withC(value) { agxset(object, symbol, $0) }
            }
        }

        /// Sets a label; HTML-like labels go through `agstrdup_html` so Graphviz parses them as markup.
        private func set<Object>(_ label: Label, named name: String, on object: UnsafeMutablePointer<Object>, symbols: [String: UnsafeMutablePointer<Agsym_t>]) {
            guard let symbol = symbols[name] else { return }
            if label.isHTML {
                CGraph.withC(label.graphvizValue) { value in
                    let html = agstrdup_html(root, value)
                    _ = agxset(object, symbol, html)
                    _ = agstrfree(root, html)
                }
            } else {
                _ = CGraph.withC(label.graphvizValue) { agxset(object, symbol, $0) }
            }
        }
    }

    /// cgraph takes `char *` for strings it only reads and copies.
    static func withC<T>(_ text: String, _ body: (UnsafeMutablePointer<CChar>) throws -> T) rethrows -> T {
        try text.withCString { try body(UnsafeMutablePointer(mutating: $0)) }
    }
}
