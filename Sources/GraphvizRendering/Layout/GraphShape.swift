/// The size and shape of a graph description: what the layout policy decides from.
public struct GraphShape: Hashable, Codable, Sendable {
    public var nodes: Int
    public var edges: Int
    public var clusters: Int
    /// Edges whose ends sit in different clusters (or one in a cluster, one outside).
    public var crossClusterEdges: Int
    public var labelledEdges: Int

    public init(_ description: GraphDescription) {
        var clusterOf: [String: Int] = [:]
        for (index, cluster) in description.clusters.enumerated() {
            for node in cluster.nodes { clusterOf[node.id] = index }
        }
        nodes = description.allNodes.count
        edges = description.edges.count
        clusters = description.clusters.count
        crossClusterEdges = description.edges.filter { clusterOf[$0.from] != clusterOf[$0.to] }.count
        labelledEdges = description.edges.filter { $0.label != nil }.count
    }
}
