import GraphvizRendering
import GraphFixtures
import NavigationGraph
import Testing

/// The diff map: both versions in one picture, coloured by change, with the old version's layout kept.
@Suite struct DiffMapTests {
    /// The measurement the review picture is for: add one screen to a generated app and count the unchanged
    /// screens that moved more than their own width (or height). Laying the new version out afresh moves many;
    /// the diff map moves none.
    @Test(arguments: [40, 200])
    func addingAScreenMovesNoUnchangedScreen(screens: Int) async throws {
        let old = Fixtures.randomClusters(screens: screens)
        let new = Fixtures.randomClusters(screens: screens, addingOneScreen: true)
        let unchanged = old.screens.map { GraphID.make("screen", $0.id) }

        let diff = try await Renderer().renderDiff(old: old, new: new, format: .json)
        let drawn = try LayoutPositions(graphvizJSON: diff.picture.bytes)
        #expect(drawn.nodes[GraphID.make("screen", "Flow0Coordinator.added")] != nil)
        #expect(diff.oldLayout.moved(unchanged, in: drawn) == [], "the diff map moved unchanged screens")

        let fresh = try await Renderer().render(new, view: .screens, format: .json)
        let alone = try await Renderer().render(old, view: .screens, format: .json)
        let movedAfresh = try LayoutPositions(graphvizJSON: alone.bytes).moved(unchanged, in: LayoutPositions(graphvizJSON: fresh.bytes))
        print("layout stability, \(screens) screens plus one: laid out afresh \(movedAfresh.count) of \(unchanged.count) unchanged screens moved more than their size; diff map 0")
    }

    @Test func addedIsGreenRemovedIsRedAndDashedUnchangedIsGrey() async throws {
        let old = Fixtures.randomClusters(screens: 20)
        var new = Fixtures.randomClusters(screens: 20, addingOneScreen: true)
        new.screens.removeAll { $0.id == "Flow1Coordinator.screen15" }
        new.transitions.removeAll { $0.toScreen == "Flow1Coordinator.screen15" || $0.fromScreen == "Flow1Coordinator.screen15" }
        let diff = try await Renderer().renderDiff(old: old, new: new, format: .svg)
        let svg = try #require(diff.picture.text)
        let document = try #require(SVGDocument(diff.picture.bytes))
        #expect(screenNodeTitles(document).count == 21)
        let added = try #require(svg.range(of: "<title>screen:Flow0Coordinator.added</title>"))
        #expect(svg[added.upperBound...].prefix(400).contains("#1a7f37"))
        let removed = try #require(svg.range(of: "<title>screen:Flow1Coordinator.screen15</title>"))
        let removedNode = svg[removed.upperBound...].prefix(400)
        #expect(removedNode.contains("#cf222e") && removedNode.contains("stroke-dasharray"))
        let unchanged = try #require(svg.range(of: "<title>screen:Flow0Coordinator.screen3</title>"))
        #expect(svg[unchanged.upperBound...].prefix(400).contains("#8c959f"))
        #expect(diff.picture.layout.configuration.engine == .pinned)
    }

    @Test func aGraphAgainstItselfIsAllGreyAndKeepsItsLayout() async throws {
        let graph = Fixtures.routerExample
        let diff = try await Renderer().renderDiff(old: graph, new: graph, format: .json)
        let drawn = try LayoutPositions(graphvizJSON: diff.picture.bytes)
        #expect(diff.oldLayout.moved(diff.oldLayout.nodes.keys, in: drawn) == [])
        #expect(Set(drawn.nodes.keys) == Set(diff.oldLayout.nodes.keys))
    }
}
