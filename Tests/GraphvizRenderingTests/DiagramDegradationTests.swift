import GraphFixtures
import GraphvizRendering
import NavigationGraph
import Testing

/// A diagram no layout can draw within the budget does not abort the run: it becomes a note naming the
/// layouts tried and the option to raise, and the other diagrams are still drawn.
@Suite struct DiagramDegradationTests {
    @Test func aViewOverBudgetBecomesANote() async throws {
        var options = RenderOptions()
        options.timeBudget = .nanoseconds(1)
        let set = try await DiagramSet.draw(
            Fixtures.randomClusters(screens: 120), selection: DiagramSelection(formats: [.svg]), options: options)
        let screens = try #require(set.notes.first { $0.view == .screens })
        #expect(screens.text.hasPrefix("not drawn: no layout finished within --layout-budget"))
        #expect(screens.text.contains("Raise --layout-budget"))
        #expect(set.skipped.contains(.screens))
        #expect(!set.diagrams.contains { $0.view == .screens })
        #expect(set.markdown.contains("not drawn"))
    }
}
