import Exploration
import Foundation
import GraphDiff
import GraphvizRendering
import NavigationGraph
import Reporting
import RouterExampleNext
import SharedTestSupport
import Testing

/// The review example: the router example against its next version (one route added, one button removed),
/// as `coordgraph diff` reports it (`scripts/review-example` writes the same into Output/review-example/).
@Suite struct ReviewExampleTests {
    static let next = Explorer(app: RouterExampleNext.app).run()
    static let diff = GraphDiff(old: ExploredExamples.router, new: next)

    @Test func theAddedRouteIsANewScreenReachedByItsButton() {
        #expect(Self.diff.routes.added.map(\.id) == ["MarketplaceCoordinator.reviews"])
        #expect(Self.diff.screens.added.map(\.id) == ["MarketplaceCoordinator.reviews"])
        #expect(Self.diff.transitions.added.map(\.id) == ["MarketplaceCoordinator.home —show reviews→ MarketplaceCoordinator.reviews"])
    }

    /// Settings stays reachable, through the timer's tab bar, in as many actions as before: no path got longer.
    @Test func theRemovedButtonIsARemovedTransitionAndAnotherWayToSettings() throws {
        #expect(Self.diff.transitions.removed.contains { $0.action == "go home" && $0.from == "OnboardingCoordinator.secondStep" })
        #expect(Self.diff.routes.removed.isEmpty && Self.diff.screens.removed.isEmpty)
        #expect(Self.diff.paths.isEmpty)
        let settings = try #require(Self.next.screens.first { $0.id == "SettingsCoordinator.home" })
        #expect(settings.reached && !(settings.pathFromLaunch ?? []).contains { $0.action == "go home" })
    }

    @Test func theTextAndMarkdownMatchTheirGoldenFiles() throws {
        let folder = GoldenOutputTests.goldenFolder.appendingPathComponent("review-example")
        try Golden.check(DiffTextFormatter(colored: false).format(Self.diff), against: folder.appendingPathComponent("diff.txt"))
        try Golden.check(DiffMarkdownFormatter().format(Self.diff), against: folder.appendingPathComponent("diff.md"))
    }

    @Test func thePictureKeepsTheOldLayoutAndColoursTheChange() async throws {
        let rendered = try await Renderer().renderDiff(old: ExploredExamples.router, new: Self.next, format: .json)
        let drawn = try LayoutPositions(graphvizJSON: rendered.picture.bytes)
        let unchanged = ExploredExamples.router.screens.filter(\.reached).map { GraphID.make("screen", $0.id) }
        #expect(rendered.oldLayout.moved(unchanged, in: drawn) == [])
        #expect(drawn.nodes[GraphID.make("screen", "MarketplaceCoordinator.reviews")] != nil)
        let svg = try #require(try await Renderer().renderDiff(old: ExploredExamples.router, new: Self.next, format: .svg).picture.text)
        let removed = try #require(svg.range(of: "<title>screen:OnboardingCoordinator.secondStep&#45;&gt;screen:SettingsCoordinator.home</title>"))
        #expect(svg[removed.upperBound...].prefix(300).contains("stroke=\"#cf222e\""))
    }
}
