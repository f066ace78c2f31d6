import Exploration
import NavigationGraph
import SharedTestSupport
import Testing

/// The tab reduction on apps built with one kind of cross-tab action each, and with each way a tab bar
/// comes on screen (at launch, after a sign-in screen, when an intro flow over it ends): the answers are
/// the full product's, the tabs an action reaches across are combined, and the coverage counts the full
/// product exactly.
@Suite struct TabReductionTests {
    static let combined: [TabbedApps.Crossing: [String]] = [
        .none: [], .deepLink: ["Search"], .resetOtherTab: ["Feed", "Search"], .fullScreenOverTabs: ["Feed", "Profile"],
        .modelChange: ["Feed", "Search", "Profile"], .presentedTabBar: [],
    ]

    @Test(arguments: TabbedApps.Crossing.allCases, TabbedApps.Entry.allCases)
    func sameAnswersAsTheFullProduct(crossing: TabbedApps.Crossing, entry: TabbedApps.Entry) throws {
        let comparison = ProductComparison(TabbedApps.app(crossing, entry: entry))
        #expect(comparison.differences == [])
        let reduced = try #require(comparison.reduced.exploration.coverage)
        let product = try #require(comparison.product.exploration.coverage)
        #expect(reduced.reduction == .tabs)
        #expect(reduced.combinedTabs == Self.combined[crossing])
        #expect(product.reduction == .fullProduct)
        #expect(product.statesExplored == comparison.product.states.count)
        #expect(reduced.statesExplored == comparison.reduced.states.count)
        #expect(reduced.productStates == comparison.product.states.count)
        #expect(reduced.productStatesExact)
        #expect(comparison.reduced.exploration.isExhaustive)
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

    @Test func aTabBarShownAfterSignInIsExploredOnceEachTab() throws {
        let graph = Explorer(app: TabbedApps.app(.none, entry: .signIn)).run()
        // The sign-in screen, then the twelve states of the tab bar as when it is there at launch: signing
        // out and in again reaches the same states.
        #expect(graph.states.count == 1 + 12)
        let coverage = try #require(graph.exploration.coverage)
        #expect(coverage.combinedTabs == [])
        #expect(graph.transitions.contains { $0.action == "sign out" && $0.toScreen == "SignInCoordinator.SignIn" })
    }

    @Test func aTabBarUncoveredByTheAppsOwnFlowIsReduced() throws {
        let graph = Explorer(app: TabbedApps.app(.none, entry: .intro)).run()
        // The intro over the tab bar, then the twelve states of the tab bar.
        #expect(graph.states.count == 1 + 12)
        #expect(graph.exploration.coverage?.combinedTabs == [])
    }

    @Test func aCutSearchIsNeverCalledComplete() throws {
        let graph = Explorer(app: TabbedApps.app(.none, entry: .signIn), options: .init(maxStates: 6)).run()
        let coverage = try #require(graph.exploration.coverage)
        #expect(!graph.exploration.isExhaustive)
        #expect(!coverage.productStatesExact)
        #expect(coverage.statesExplored == 6)
    }

    @Test(arguments: TabbedApps.Entry.allCases)
    func theGraphIsTheSameForAnyNumberOfWorkers(entry: TabbedApps.Entry) throws {
        let one = Explorer(app: TabbedApps.app(.deepLink, entry: entry), options: .init(workers: 1)).run()
        let two = Explorer(app: TabbedApps.app(.deepLink, entry: entry), options: .init(workers: 2)).run()
        #expect(one == two)
    }
}
