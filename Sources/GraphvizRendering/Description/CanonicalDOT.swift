extension GraphDescription {
    /// The graph as DOT text, byte-identical for equal descriptions: attributes in name order, nodes,
    /// clusters and edges in the order the view produced them, every identifier and value quoted.
    public var canonicalDOT: String {
        var out = "digraph \(Self.quoted(name)) {\n"
        Self.attributeLines(attributes, indent: "    ", into: &out)
        if let title { out += "    label=\(Self.value(of: title));\n" }
        if !nodeDefaults.isEmpty { out += "    node \(Self.attributeList(nodeDefaults));\n" }
        if !edgeDefaults.isEmpty { out += "    edge \(Self.attributeList(edgeDefaults));\n" }
        for node in nodes { Self.nodeLine(node, indent: "    ", into: &out) }
        for cluster in clusters {
            out += "    subgraph \(Self.quoted(cluster.subgraphName)) {\n"
            var clusterAttributes = cluster.attributes
            clusterAttributes["label"] = nil
            Self.attributeLines(clusterAttributes, indent: "        ", into: &out)
            out += "        label=\(Self.value(of: cluster.label));\n"
            for node in cluster.nodes { Self.nodeLine(node, indent: "        ", into: &out) }
            out += "    }\n"
        }
        for edge in edges {
            var labels: [(String, String)] = []
            if let label = edge.label { labels.append(("label", Self.value(of: label))) }
            if let xlabel = edge.xlabel { labels.append(("xlabel", Self.value(of: xlabel))) }
            out += "    \(Self.quoted(edge.from)) -> \(Self.quoted(edge.to)) "
            out += Self.attributeList(edge.attributes, labels: labels) + ";\n"
        }
        out += "}\n"
        return out
    }

    private static func nodeLine(_ node: Node, indent: String, into out: inout String) {
        out += indent + quoted(node.id) + " " + attributeList(node.attributes, labels: [("label", value(of: node.label))]) + ";\n"
    }

    private static func attributeLines(_ attributes: Attributes, indent: String, into out: inout String) {
        for (name, value) in attributes.sorted { out += "\(indent)\(name)=\(quoted(value));\n" }
    }

    /// `[a="1", label="x", z="2"]`: attributes and labels (already DOT values, replacing any attribute of
    /// the same name) in name order.
    private static func attributeList(_ attributes: Attributes, labels: [(String, String)] = []) -> String {
        var pairs = attributes.sorted.map { ($0.name, quoted($0.value)) }.filter { pair in !labels.contains { $0.0 == pair.0 } }
        pairs += labels
        pairs.sort { $0.0 < $1.0 }
        return "[" + pairs.map { "\($0.0)=\($0.1)" }.joined(separator: ", ") + "]"
    }

    /// A label as a DOT value: quoted text, or `<markup>` for HTML-like labels.
    static func value(of label: Label) -> String {
        label.isHTML ? "<\(label.graphvizValue)>" : quoted(label.graphvizValue)
    }

    /// A DOT quoted string. Values built by this module never end in a backslash (see ``Label``), so
    /// escaping the quote is all DOT needs.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for character in text {
            if character == "\"" { result += "\\" }
            result.append(character)
        }
        return result + "\""
    }
}
