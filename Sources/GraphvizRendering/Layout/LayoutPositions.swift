import Foundation

/// Where a layout put each node and box, in points (Graphviz's coordinates: y grows upwards).
public struct LayoutPositions: Hashable, Sendable {
    /// A rectangle by its centre and size.
    public struct Box: Hashable, Sendable {
        public var x: Double
        public var y: Double
        public var width: Double
        public var height: Double

        public init(x: Double, y: Double, width: Double, height: Double) {
            self.x = x
            self.y = y
            self.width = width
            self.height = height
        }

        init(corners left: Double, _ bottom: Double, _ right: Double, _ top: Double) {
            self.init(x: (left + right) / 2, y: (bottom + top) / 2, width: right - left, height: top - bottom)
        }

        var left: Double { x - width / 2 }
        var right: Double { x + width / 2 }
        var bottom: Double { y - height / 2 }
        var top: Double { y + height / 2 }

        /// This box grown by `margin` on every side.
        func inset(by margin: Double) -> Box { Box(x: x, y: y, width: width + 2 * margin, height: height + 2 * margin) }

        func intersects(_ other: Box) -> Bool {
            left < other.right && other.left < right && bottom < other.top && other.bottom < top
        }

        /// The smallest box holding both.
        func union(_ other: Box) -> Box {
            Box(corners: min(left, other.left), min(bottom, other.bottom), max(right, other.right), max(top, other.top))
        }

        /// `bb` as Graphviz writes it: `left,bottom,right,top`.
        var boundingBox: String { [left, bottom, right, top].map { Self.number($0) }.joined(separator: ",") }
        /// `pos` of a node pinned at its centre.
        var pinnedPosition: String { "\(Self.number(x)),\(Self.number(y))!" }

        private static func number(_ value: Double) -> String {
            let rounded = (value * 100).rounded() / 100
            return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
        }
    }

    /// Nodes by identifier.
    public var nodes: [String: Box]
    /// Boxes (clusters) by subgraph name (`cluster_coordinator:…`).
    public var clusters: [String: Box]

    public init(nodes: [String: Box] = [:], clusters: [String: Box] = [:]) {
        self.nodes = nodes
        self.clusters = clusters
    }

    /// Reads the positions from Graphviz's `json` output.
    public init(graphvizJSON bytes: [UInt8]) throws(RenderError) {
        guard let root = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any] else {
            throw .invalidDescription("Graphviz's JSON output could not be read")
        }
        var nodes: [String: Box] = [:]
        var clusters: [String: Box] = [:]
        for object in root["objects"] as? [[String: Any]] ?? [] {
            guard let name = object["name"] as? String else { continue }
            if let bb = object["bb"] as? String {
                let corners = Self.numbers(bb)
                if corners.count == 4, name.hasPrefix("cluster") { clusters[name] = Box(corners: corners[0], corners[1], corners[2], corners[3]) }
            } else if let pos = object["pos"] as? String {
                let centre = Self.numbers(pos)
                let width = Double(object["width"] as? String ?? "") ?? 0
                let height = Double(object["height"] as? String ?? "") ?? 0
                if centre.count == 2 { nodes[name] = Box(x: centre[0], y: centre[1], width: width * 72, height: height * 72) }
            }
        }
        self.init(nodes: nodes, clusters: clusters)
    }

    private static func numbers(_ text: String) -> [Double] {
        text.split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
    }

    /// How many of `ids` sit in `other` more than their own width (or height) away from where they sit here.
    public func moved(_ ids: some Sequence<String>, in other: LayoutPositions) -> [String] {
        ids.filter { id in
            guard let here = nodes[id], let there = other.nodes[id] else { return false }
            return abs(here.x - there.x) > here.width || abs(here.y - there.y) > here.height
        }
        .sorted()
    }
}
