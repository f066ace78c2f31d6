import GraphvizRenderingFixtures
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
        let options = RenderOptions(timeBudget: .seconds(4), preferredLayout: .rankedClusters)
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

    @Test func policyPlans() {
        let policy = LayoutPolicy()
        var shape = GraphShape(GraphDescription(name: "empty"))
        shape.nodes = 30
        shape.edges = 60
        shape.clusters = 5
        shape.crossClusterEdges = 10
        #expect(policy.plan(for: shape).attempts == [.rankedClusters, .clusters, .forceDirected])
        #expect(!policy.plan(for: shape).isolated)
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
