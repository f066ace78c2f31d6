/// Chooses layouts before running any: a cost model from the graph's shape, measured on this kind of machine.
///
/// What it knows (dot and sfdp from Graphviz 2.42, random navigation-like graphs of 10 screens per box and
/// 3 edges per screen to random screens, so most edges cross boxes):
/// - dot with boxes and `newrank`: 50 screens 0.3 s, 100 screens 4.8 s, 200 screens 145 s, 400 over 8 min.
/// - dot with boxes, no `newrank`, labels as `xlabel`: 400 screens 0.3 s; with labels in layout, dot reports
///   "trouble in init_rank" (a wrong picture) from 100 screens.
/// - dot without boxes: 100 screens 1.8 s, 400 screens over a minute (long edges through many ranks).
/// - sfdp with straight edges: 400 screens 0.5 s, 2,000 screens 3 s; with spline edges 70 s at 400.
/// - dot without boxes on the coordinator map of those 400 screens (42 nodes, 835 edges): over 5 s.
///
/// So: global ranking only for small graphs with few cross-box edges; otherwise boxes ranked one by one with
/// labels placed after layout; sfdp as the fallback that always finishes, and the only choice for very large
/// graphs. Anything but a tiny graph runs in a child process the budget can stop.
struct LayoutPolicy {
    /// Graphs this small lay out in well under a second with any configuration: no child process needed.
    static let tiny = (nodes: 60, edges: 150)
    /// Global ranking (`newrank`) only up to here.
    static let rankedLimit = (nodes: 80, crossClusterEdges: 40)
    /// dot is not tried above here.
    static let dotLimit = (nodes: 1_500, edges: 4_500)
    /// Edge labels are dropped above here (unreadable, and costly to place).
    static let edgeLabelLimit = 1_500
    /// Graphs without boxes with more edges per node than this (and more than tiny) skip dot.
    static let denseEdgesPerNode = 4

    struct Plan: Hashable {
        var attempts: [LayoutConfiguration]
        var reason: String
        var isolated: Bool
    }

    func plan(for shape: GraphShape, preferred: LayoutConfiguration? = nil) -> Plan {
        var plan = basePlan(for: shape)
        if let preferred {
            plan.attempts = [preferred] + plan.attempts.filter { $0 != preferred }
            plan.reason = "requested \(preferred) first; then: " + plan.reason
        }
        // Every layout runs in a child process, the tiny ones too: Graphviz 2.42's dot frees some graphs'
        // layouts twice (a screen map with notes on most screens), which must end only the child.
        plan.isolated = true
        return plan
    }

    private func basePlan(for shape: GraphShape) -> Plan {
        let size = "\(shape.nodes) nodes, \(shape.edges) edges"
        if shape.nodes > Self.dotLimit.nodes || shape.edges > Self.dotLimit.edges {
            let bare = shape.edges > Self.edgeLabelLimit
            return Plan(
                attempts: [bare ? .forceDirectedBare : .forceDirected],
                reason: "\(size): too large for dot, force-directed sfdp"
                    + (bare ? " without edge labels (over \(Self.edgeLabelLimit) edges)" : ""),
                isolated: true)
        }
        if shape.clusters > 0 {
            if shape.nodes <= Self.rankedLimit.nodes && shape.crossClusterEdges <= Self.rankedLimit.crossClusterEdges {
                return Plan(
                    attempts: [.rankedClusters, .clusters, .forceDirected],
                    reason: "\(size), \(shape.crossClusterEdges) cross-box edges: small enough for dot with boxes and newrank",
                    isolated: true)
            }
            return Plan(
                attempts: [.clusters, .forceDirected],
                reason: "\(size), \(shape.crossClusterEdges) cross-box edges: newrank would explode, "
                    + "so dot ranks boxes one by one and places edge labels after layout",
                isolated: true)
        }
        if shape.nodes <= Self.tiny.nodes && shape.edges <= Self.tiny.edges {
            return Plan(attempts: [.layered, .layeredLight, .forceDirected], reason: "\(size): small, dot", isolated: false)
        }
        if shape.edges > Self.denseEdgesPerNode * shape.nodes {
            return Plan(
                attempts: [.forceDirected],
                reason: "\(size): dense, dot's ranking and crossing minimisation would explode; force-directed sfdp",
                isolated: true)
        }
        return Plan(
            attempts: [.layeredLight, .forceDirected],
            reason: "\(size): dot with edge labels placed after layout, sfdp if it runs out of time",
            isolated: true)
    }
}

extension GraphDescription {
    /// This description as `configuration` draws it: boxes kept or dissolved (each node then names its box),
    /// edge labels in layout, after it or dropped, and the configuration's graph attributes added.
    func applying(_ configuration: LayoutConfiguration) -> GraphDescription {
        var result = self
        result.attributes = attributes.merging(configuration.graphAttributes)
        if !configuration.clusters {
            result.clusters = []
            for cluster in clusters {
                result.nodes += cluster.nodes.map { node in
                    guard let caption = cluster.memberCaption, case .text(let lines) = node.label else { return node }
                    var captioned = node
                    captioned.label = .text(lines + LabelText.name.lines("in \(caption)"))
                    return captioned
                }
            }
        }
        switch configuration.edgeLabels {
        case .inLayout: break
        case .afterLayout:
            result.edges = edges.map { edge in
                var moved = edge
                if let label = edge.label {
                    moved.label = nil
                    moved.xlabel = label
                }
                return moved
            }
        case .omitted:
            result.edges = edges.map { edge in
                var bare = edge
                bare.label = nil
                return bare
            }
        }
        return result
    }
}
