import Exploration
import NavigationGraph
import SharedTestSupport
import Testing

/// The tab reduction on apps built with one kind of cross-tab action each: the answers are the full
/// product's, the tabs an action reaches across are combined, and the coverage counts the full product.
@Suite struct TabReductionTests {
    static let combined: [TabbedApps.Crossing: [String]] = [
        .none: [], .deepLink: ["Search"], .resetOtherTab: ["Feed", "Search"], .fullScreenOverTabs: ["Feed", "Profile"],
        .modelChange: ["Feed", "Search", "Profile"],
    ]

    @Test(arguments: TabbedApps.Crossing.allCases)
    func sameAnswersAsTheFullProduct(crossing: TabbedApps.Crossing) throws {
        let comparison = ProductComparison(TabbedApps.app(crossing))
        #expect(comparison.differences == [])
        let reduced = try #require(comparison.reduced.exploration.coverage)
        let product = try #require(comparison.product.exploration.coverage)
        #expect(reduced.reduction == .tabs)
        #expect(reduced.combinedTabs == Self.combined[crossing])
        #expect(product.reduction == .fullProduct)
        #expect(product.statesExplored == comparison.product.states.count)
        #expect(reduced.productStates == comparison.product.states.count)
        #expect(reduced.productStatesExact)
        if crossing != .modelChange { #expect(reduced.statesExplored < product.statesExplored) }
    }

    @Test func independentTabsAreExploredOnceEach() throws {
        let graph = Explorer(app: TabbedApps.app(.none)).run()
        // Launch, then per tab: home, detail, more and the sheet over home (the launch tab's home is launch).
        #expect(graph.states.count == 12)
        // Every tab switch of the full product: from each of a tab's three resting screens (home, detail,
        // more) to each of every other tab's.
        let switches = Set(graph.transitions.filter { $0.kind == .tab }.map { "\($0.fromScreen!) \($0.toScreen!)" })
        #expect(switches.count == 3 * 2 * 3 * 3)
    }

    @Test func theGraphIsTheSameForAnyNumberOfWorkers() throws {
        let one = Explorer(app: TabbedApps.app(.deepLink), options: .init(workers: 1)).run()
        let two = Explorer(app: TabbedApps.app(.deepLink), options: .init(workers: 2)).run()
        #expect(one == two)
    }
}
