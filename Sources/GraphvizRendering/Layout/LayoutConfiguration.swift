/// A Graphviz layout engine the renderer uses.
public enum LayoutEngine: String, CaseIterable, Codable, Hashable, Sendable {
    /// Layered drawing: the whiteboard look, with coordinator boxes; cost explodes on some graphs.
    case dot
    /// Force-directed multiscale drawing: no boxes or layers, but fast on any graph.
    case sfdp
    /// No layout: every node and box is given its place (`pos`, `bb`), Graphviz only routes the edges
    /// (neato's `-n2` mode). For pictures that must keep an earlier layout, such as the diff map.
    case pinned = "nop2"
}

/// How edge labels take part in layout.
public enum EdgeLabelPlacement: String, Codable, Hashable, Sendable {
    /// `label`: dot makes room for labels while ranking (best picture, costliest; virtual nodes per label).
    case inLayout
    /// `xlabel`: placed after layout, next to their edge (cheap; may overlap on dense graphs).
    case afterLayout
    /// No edge labels (very large graphs).
    case omitted
}

/// One way of laying out a graph: an engine and the attributes that decide its cost and look.
public struct LayoutConfiguration: Hashable, Codable, Sendable, CustomStringConvertible {
    public var engine: LayoutEngine
    /// Draw coordinator boxes (clusters). Only dot draws them; without them each node names its box.
    public var clusters: Bool
    /// dot's global ranking across clusters (`newrank=true`): neat with few cross-box edges, explosive with many.
    public var newrank: Bool
    public var edgeLabels: EdgeLabelPlacement

    public init(engine: LayoutEngine, clusters: Bool, newrank: Bool, edgeLabels: EdgeLabelPlacement) {
        self.engine = engine
        self.clusters = engine != .sfdp && clusters
        self.newrank = engine == .dot && clusters && newrank
        self.edgeLabels = edgeLabels
    }

    /// dot, boxes, global ranking, labels in layout: the best picture for small graphs.
    public static let rankedClusters = LayoutConfiguration(engine: .dot, clusters: true, newrank: true, edgeLabels: .inLayout)
    /// dot, boxes ranked one by one, labels after layout: near-linear cost even with many cross-box edges.
    public static let clusters = LayoutConfiguration(engine: .dot, clusters: true, newrank: false, edgeLabels: .afterLayout)
    /// dot without boxes, labels in layout: small graphs without clusters.
    public static let layered = LayoutConfiguration(engine: .dot, clusters: false, newrank: false, edgeLabels: .inLayout)
    /// dot without boxes, labels after layout.
    public static let layeredLight = LayoutConfiguration(engine: .dot, clusters: false, newrank: false, edgeLabels: .afterLayout)
    /// sfdp, straight edges, overlaps removed: the fallback that always finishes.
    public static let forceDirected = LayoutConfiguration(engine: .sfdp, clusters: false, newrank: false, edgeLabels: .afterLayout)
    /// sfdp without edge labels and with overlap removal cut short behind a margin: very large graphs.
    public static let forceDirectedBare = LayoutConfiguration(engine: .sfdp, clusters: false, newrank: false, edgeLabels: .omitted)

    /// Given places, boxes kept when the places include them; curved edges that avoid nodes with labels in
    /// layout, straight ones otherwise (cheap on any size).
    public static func pinned(clusters: Bool, edgeLabels: EdgeLabelPlacement) -> LayoutConfiguration {
        LayoutConfiguration(engine: .pinned, clusters: clusters, newrank: false, edgeLabels: edgeLabels)
    }

    /// The root graph attributes this configuration sets. `newrank` appears only when wanted: Graphviz
    /// tests it for existence, so declaring it at all (even `false`) would turn it on.
    public var graphAttributes: Attributes {
        switch engine {
        case .dot: newrank ? ["newrank": "true"] : [:]
        case .sfdp where edgeLabels == .omitted: Self.largeGraphOverlapRemoval.merging(Self.straightEdges)
        case .sfdp: Self.straightEdges.merging(["overlap": "prism"])
        case .pinned: ["notranslate": "true", "splines": edgeLabels == .inLayout ? "true" : "line"]
        }
    }

    private static let straightEdges: Attributes = ["splines": "line", "outputorder": "edgesfirst"]

    /// Overlap removal for graphs of thousands of nodes: twenty rounds of prism with a 20-point margin
    /// around every node, which absorbs the few overlaps the rounds leave. Measured on a 5,000-screen
    /// map (Graphviz 2.43): prism to the end 9.5 s, this 2.5 s, both with no overlapping nodes, the
    /// picture a third larger; twenty rounds without the margin leave 149 overlapping pairs.
    private static let largeGraphOverlapRemoval: Attributes = ["overlap": "prism20", "sep": "+20"]

    public var description: String {
        var parts = [engine == .pinned ? "fixed positions" : engine.rawValue]
        if engine != .sfdp { parts.append(clusters ? "clusters" : "no clusters") }
        if newrank { parts.append("newrank") }
        switch edgeLabels {
        case .inLayout: parts.append("edge labels in layout")
        case .afterLayout: parts.append("edge labels as xlabels")
        case .omitted: parts.append("no edge labels")
        }
        return parts.joined(separator: ", ")
    }
}
