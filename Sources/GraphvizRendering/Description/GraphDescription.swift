/// A Graphviz graph as a plain value: what a view of a ``NavigationGraph`` draws, before any layout.
///
/// It is built by the views, turned into a cgraph graph by the renderer, and printed as canonical DOT
/// (``canonicalDOT``) for golden tests and for users who want the source. Node and cluster identifiers
/// are made of safe characters only (see ``GraphID``); every piece of user text lives in a ``Label``.
public struct GraphDescription: Hashable, Sendable {
    /// The graph's name in DOT (`digraph "name"`).
    public var name: String
    /// The title drawn above the graph.
    public var title: Label?
    /// Root graph attributes (direction, fonts, spacing); the title is ``title``.
    public var attributes: Attributes
    /// Defaults every node starts with (`node [...]`).
    public var nodeDefaults: Attributes
    /// Defaults every edge starts with (`edge [...]`).
    public var edgeDefaults: Attributes
    /// Nodes outside any cluster.
    public var nodes: [Node]
    public var clusters: [Cluster]
    public var edges: [Edge]

    public init(
        name: String, title: Label? = nil, attributes: Attributes = [:], nodeDefaults: Attributes = [:], edgeDefaults: Attributes = [:],
        nodes: [Node] = [], clusters: [Cluster] = [], edges: [Edge] = []
    ) {
        self.name = name
        self.title = title
        self.attributes = attributes
        self.nodeDefaults = nodeDefaults
        self.edgeDefaults = edgeDefaults
        self.nodes = nodes
        self.clusters = clusters
        self.edges = edges
    }

    /// A node: a safe identifier, a label and its own attributes.
    public struct Node: Hashable, Sendable {
        public var id: String
        public var label: Label
        public var attributes: Attributes
        public init(id: String, label: Label, attributes: Attributes = [:]) {
            self.id = id
            self.label = label
            self.attributes = attributes
        }
    }

    /// A box drawn around its nodes (a `subgraph cluster…`).
    public struct Cluster: Hashable, Sendable {
        /// A safe identifier; the renderer prefixes it with `cluster` so Graphviz draws the box.
        public var id: String
        public var label: Label
        public var attributes: Attributes
        public var nodes: [Node]
        /// What member nodes add to their label when a layout cannot draw the box (their coordinator).
        public var memberCaption: String?
        public init(id: String, label: Label, attributes: Attributes = [:], nodes: [Node], memberCaption: String? = nil) {
            self.id = id
            self.label = label
            self.attributes = attributes
            self.nodes = nodes
            self.memberCaption = memberCaption
        }

        /// The subgraph's name in Graphviz.
        public var subgraphName: String { "cluster_" + id }
    }

    /// An edge between two node identifiers, with an optional label.
    public struct Edge: Hashable, Sendable {
        public var from: String
        public var to: String
        /// A label dot makes room for while ranking.
        public var label: Label?
        /// A label placed after layout, next to the edge (``LayoutConfiguration/edgeLabels``).
        public var xlabel: Label?
        public var attributes: Attributes
        public init(from: String, to: String, label: Label? = nil, xlabel: Label? = nil, attributes: Attributes = [:]) {
            self.from = from
            self.to = to
            self.label = label
            self.xlabel = xlabel
            self.attributes = attributes
        }
    }

    /// Every node, clusters' included, in drawing order.
    public var allNodes: [Node] { nodes + clusters.flatMap(\.nodes) }
}
