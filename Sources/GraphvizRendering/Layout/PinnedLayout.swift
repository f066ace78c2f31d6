/// Keeps a drawing's layout when elements are added: every node and box of the earlier layout stays where it
/// was (`pos` with `!`, boxes by their `bb`), and each new node goes into the nearest free place next to a node
/// it is joined to, inside its own box. Graphviz then only routes the edges (`nop2`).
struct PinnedLayout {
    /// Space kept between a placed node and anything else.
    static let gap = 18.0
    /// A box's margin around its nodes, and the room its label takes above them.
    static let boxMargin = 12.0
    static let boxLabel = 22.0

    let base: LayoutPositions

    /// `description` with every node and box positioned.
    func pin(_ description: GraphDescription) -> GraphDescription {
        var placed = base.nodes
        var boxes = base.clusters
        var boxOf: [String: String] = [:]
        for cluster in description.clusters {
            for node in cluster.nodes { boxOf[node.id] = cluster.subgraphName }
        }
        var neighbours: [String: [String]] = [:]
        for edge in description.edges {
            neighbours[edge.from, default: []].append(edge.to)
            neighbours[edge.to, default: []].append(edge.from)
        }

        // New nodes next to an already placed neighbour first, so chains of new nodes grow from the old drawing.
        var pending = description.allNodes.filter { placed[$0.id] == nil }
        while !pending.isEmpty {
            let index = pending.firstIndex { node in neighbours[node.id, default: []].contains { placed[$0] != nil } } ?? 0
            let node = pending.remove(at: index)
            let anchor = neighbours[node.id, default: []].compactMap { placed[$0] }.first
            let box = boxOf[node.id]
            let size = Self.estimatedSize(node)
            let spot = freeSpot(size: size, near: anchor, inBox: box, placed: placed, boxes: boxes, boxOf: boxOf)
            placed[node.id] = spot
            if let box {
                let room = spot.inset(by: Self.boxMargin)
                let grown = Self.withLabelRoom(room)
                boxes[box] = boxes[box].map { $0.union(room) } ?? grown
            }
        }

        var result = description
        func pinned(_ node: GraphDescription.Node) -> GraphDescription.Node {
            var node = node
            if let box = placed[node.id] { node.attributes["pos"] = box.pinnedPosition }
            return node
        }
        result.nodes = description.nodes.map(pinned)
        for index in result.clusters.indices {
            result.clusters[index].nodes = result.clusters[index].nodes.map(pinned)
            if let box = boxes[result.clusters[index].subgraphName] { result.clusters[index].attributes["bb"] = box.boundingBox }
        }
        return result
    }

    /// The nearest place for a node of `size` around `anchor` (to its right first: the maps read left to
    /// right) that overlaps no node, and keeps its own box clear of other boxes and of nodes not in it.
    private func freeSpot(
        size: (width: Double, height: Double), near anchor: LayoutPositions.Box?, inBox box: String?,
        placed: [String: LayoutPositions.Box], boxes: [String: LayoutPositions.Box], boxOf: [String: String]
    ) -> LayoutPositions.Box {
        let origin = anchor ?? boxes[box ?? ""] ?? Self.bounds(placed.values) ?? LayoutPositions.Box(x: 0, y: 0, width: 0, height: 0)
        let stepX = size.width + Self.gap
        let stepY = size.height + Self.gap
        var candidates: [(distance: Double, box: LayoutPositions.Box)] = []
        for ring in 0...40 {
            candidates.removeAll(keepingCapacity: true)
            for i in -ring...ring {
                for j in -ring...ring where max(abs(i), abs(j)) == ring {
                    let x = origin.x + (anchor == nil ? origin.width / 2 + stepX : 0) + Double(i) * stepX
                    let y = origin.y + Double(j) * stepY
                    // Right of the anchor reads best, then below, then above, then left.
                    let bias = (i > 0 ? 0 : (i == 0 ? 0.5 : 2.0)) + Double(abs(j)) * 0.25
                    candidates.append((Double(ring) + bias, LayoutPositions.Box(x: x, y: y, width: size.width, height: size.height)))
                }
            }
            for candidate in candidates.sorted(by: { $0.distance < $1.distance }) {
                if fits(candidate.box, inBox: box, placed: placed, boxes: boxes, boxOf: boxOf) { return candidate.box }
            }
        }
        // Nothing free nearby: beyond the drawing's right edge.
        let edge = Self.bounds(placed.values)
        return LayoutPositions.Box(
            x: (edge?.right ?? 0) + Self.gap + size.width / 2, y: edge?.y ?? 0, width: size.width, height: size.height)
    }

    private func fits(
        _ spot: LayoutPositions.Box, inBox box: String?, placed: [String: LayoutPositions.Box],
        boxes: [String: LayoutPositions.Box], boxOf: [String: String]
    ) -> Bool {
        let clearance = spot.inset(by: Self.gap / 2)
        if placed.values.contains(where: { $0.intersects(clearance) }) { return false }
        guard let box else {
            return !boxes.values.contains { $0.intersects(clearance) }
        }
        let room = spot.inset(by: Self.boxMargin)
        let grown = boxes[box].map { $0.union(room) } ?? Self.withLabelRoom(room)
        for (name, other) in boxes where name != box && other.intersects(grown) { return false }
        for (id, node) in placed where boxOf[id] != box && node.intersects(grown) { return false }
        return true
    }

    private static func withLabelRoom(_ room: LayoutPositions.Box) -> LayoutPositions.Box {
        LayoutPositions.Box(x: room.x, y: room.y + boxLabel / 2, width: max(room.width, 120), height: room.height + boxLabel)
    }

    private static func bounds(_ boxes: some Collection<LayoutPositions.Box>) -> LayoutPositions.Box? {
        guard let first = boxes.first else { return nil }
        return boxes.dropFirst().reduce(first) { $0.union($1) }
    }

    /// A node's size before layout, from its label: Helvetica 12 averages about 7 points a character.
    static func estimatedSize(_ node: GraphDescription.Node) -> (width: Double, height: Double) {
        let lines: [String]
        switch node.label {
        case .text(let text), .leftAligned(let text): lines = text
        case .html: lines = ["legend"]
        }
        let longest = Double(lines.map(\.count).max() ?? 1)
        let extra = node.attributes["shape"] == "cds" ? 24.0 : 0
        return (max(54, longest * 7 + 22 + extra), max(36, Double(lines.count) * 14.4 + 10))
    }
}
