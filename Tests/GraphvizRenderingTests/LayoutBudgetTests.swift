import Foundation
import GraphFixtures
import Testing

@testable import GraphvizRendering

/// The layout trap from the Graphviz notes: 400 screens, 10 per coordinator, 3 push actions each to random
/// screens. dot with clusters and newrank takes minutes on it. No test here measures time: they check which
/// layout the policy chose, that the budget stopped what ran too long, and that the picture is complete.
@Suite(.serialized) struct LayoutBudgetTests {
    static let trap = Fixtures.randomClusters(screens: 400)

    @Test func policyAvoidsNewrankOnTheTrapAndDrawsEveryScreen() async throws {
        let picture = try await Renderer().render(Self.trap, view: .screens, format: .svg)
        #expect(picture.layout.engine == .dot)
        #expect(picture.layout.attributes["newrank"] == nil)
        #expect(picture.layout.configuration.clusters)
        #expect(picture.layout.isolated)
        #expect(picture.layout.shape.crossClusterEdges > LayoutPolicy.rankedLimit.crossClusterEdges)
        let svg = try #require(SVGDocument(picture.bytes))
        #expect(screenNodeTitles(svg) == screenNodeIDs(Self.trap))
    }

    @Test func budgetStopsAnExplodingLayoutAndTheFallbackDrawsEveryScreen() async throws {
        // The first attempt takes minutes, so any budget stops it; the budget is large enough that the
        // fallback, which gets a quarter of it (a fraction of a second on an idle machine), still finishes
        // on a machine busy with other builds.
        let options = RenderOptions(timeBudget: .seconds(12), preferredLayout: .rankedClusters)
        let picture = try await Renderer().render(Self.trap, view: .screens, format: .svg, options: options)
        let first = try #require(picture.layout.failures.first)
        #expect(first.configuration == .rankedClusters)
        guard case .exceededBudget = first.cause else {
            Issue.record("expected the budget to stop the first attempt, got \(first)")
            return
        }
        #expect(picture.layout.fallbackTaken)
        #expect(picture.layout.configuration != .rankedClusters)
        let svg = try #require(SVGDocument(picture.bytes))
        #expect(screenNodeTitles(svg) == screenNodeIDs(Self.trap))
    }

    @Test func aBrokenLayoutMakesTheRendererFallBack() async throws {
        // Labels in layout with boxes but no newrank: dot reports "trouble in init_rank" on this graph, or
        // fails an assertion (the child process dies, this process does not).
        let wrong = LayoutConfiguration(engine: .dot, clusters: true, newrank: false, edgeLabels: .inLayout)
        let graph = Fixtures.randomClusters(screens: 100)
        let picture = try await Renderer().render(graph, view: .screens, format: .svg, options: RenderOptions(preferredLayout: wrong))
        let first = try #require(picture.layout.failures.first)
        #expect(first.configuration == wrong)
        switch first.cause {
        case .graphvizErrors(let messages): #expect(messages.contains { $0.contains("trouble in init_rank") })
        case .crashed: break
        default: Issue.record("expected Graphviz errors or a crash, got \(first)")
        }
        #expect(picture.layout.configuration == .clusters)
        let svg = try #require(SVGDocument(picture.bytes))
        #expect(screenNodeTitles(svg) == screenNodeIDs(graph))
    }

    @Test func aVeryLargeMapHasNoOverlappingScreens() async throws {
        let graph = Fixtures.randomClusters(screens: 2_000)
        let picture = try await Renderer().render(graph, view: .screens, format: .json)
        #expect(picture.layout.configuration == .forceDirectedBare)
        #expect(picture.layout.failures.isEmpty)
        let boxes = try nodeBoxes(inGraphvizJSON: picture.bytes)
        #expect(boxes.count == graph.screens.count + 2)  // the screens, the legend and the title note
        #expect(overlappingPairs(boxes) == 0)
    }

    @Test func policyPlans() {
        let policy = LayoutPolicy()
        var shape = GraphShape(GraphDescription(name: "empty"))
        shape.nodes = 30
        shape.edges = 60
        shape.clusters = 5
        shape.crossClusterEdges = 10
        #expect(policy.plan(for: shape).attempts == [.rankedClusters, .clusters, .forceDirected])
        #expect(policy.plan(for: shape).isolated, "even a small graph's layout runs in a child process")
        shape.crossClusterEdges = 41
        #expect(policy.plan(for: shape).attempts == [.clusters, .forceDirected])
        shape.nodes = 5_000
        shape.edges = 15_000
        #expect(policy.plan(for: shape).attempts == [.forceDirectedBare])
        #expect(policy.plan(for: shape).isolated)
        shape.nodes = 200
        shape.edges = 600
        shape.clusters = 0
        #expect(policy.plan(for: shape).attempts == [.layeredLight, .forceDirected])
        #expect(policy.plan(for: shape, preferred: .forceDirected).attempts == [.forceDirected, .layeredLight])
        shape.nodes = 42
        shape.edges = 835
        #expect(policy.plan(for: shape).attempts == [.forceDirected])
    }

    @Test func newrankIsNeverDeclaredUnlessWanted() {
        #expect(LayoutConfiguration.clusters.graphAttributes["newrank"] == nil)
        #expect(LayoutConfiguration.forceDirected.graphAttributes["newrank"] == nil)
        let description = GraphDescription(name: "g", clusters: [.init(id: "c", label: .text(["c"]), nodes: [])])
        #expect(!description.applying(.clusters).canonicalDOT.contains("newrank"))
        #expect(description.applying(.rankedClusters).canonicalDOT.contains("newrank=\"true\""))
    }
}

/// A node's box in points: left, right, bottom, top.
private typealias Box = (left: Double, right: Double, bottom: Double, top: Double)

/// Every node's box in Graphviz's JSON output (`pos` in points, `width` and `height` in inches).
private func nodeBoxes(inGraphvizJSON bytes: [UInt8]) throws -> [Box] {
    let document = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
    let objects = try #require(document["objects"] as? [[String: Any]])
    return try objects.compactMap { object -> Box? in
        guard let position = object["pos"] as? String else { return nil }  // a cluster
        let xy = position.split(separator: ",").compactMap { Double($0) }
        let width = try #require(Double(object["width"] as? String ?? "")) * 72
        let height = try #require(Double(object["height"] as? String ?? "")) * 72
        try #require(xy.count == 2)
        return (xy[0] - width / 2, xy[0] + width / 2, xy[1] - height / 2, xy[1] + height / 2)
    }
}

/// Pairs of boxes that overlap, by a sweep from left to right.
private func overlappingPairs(_ boxes: [Box]) -> Int {
    let sorted = boxes.sorted { $0.left < $1.left }
    var count = 0
    for (index, box) in sorted.enumerated() {
        for other in sorted[(index + 1)...] {
            if other.left >= box.right { break }
            if other.bottom < box.top && box.bottom < other.top { count += 1 }
        }
    }
    return count
}
