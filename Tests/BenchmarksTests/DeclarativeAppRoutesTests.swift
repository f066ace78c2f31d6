@testable import AppGenerator
import DeclarativeCoordinators
import NavigationModel
import Testing

/// The generated declarative app makes each key path of its routes declared from data once per process
/// (``GeneratedRoutes``): those must be the key paths the app would write, and launches must share nothing
/// that changes.
@Suite struct DeclarativeAppRoutesTests {
    static let shape = AppShape(style: .declarative, coordinators: 8, screensPerCoordinator: 4, actionsPerScreen: 2, tabShare: 0.5)

    @Test func tableHoldsTheKeyPathsTheAppWouldWrite() {
        let routes = GeneratedRoutes.shared
        // Asked for out of order: a later index first makes the ones before it.
        for screen in [6, 0, 3, 9, 1, 2, 4, 5, 7, 8] {
            #expect(routes.screen(screen) == \GeneratedNavigationCoordinator.[screen: screen])
            #expect(routes.screen(screen) === routes.screen(screen))
        }
        for tab in [4, 0, 2, 1, 3, 5] {
            #expect(routes.tab(tab) == \GeneratedTabCoordinator.[tab: tab])
            #expect(routes.tab(tab) === routes.tab(tab))
        }
        #expect(routes.screen(1) != routes.screen(2))
    }

    @Test func routingThroughTheTablePushesTheBlueprintsScreens() throws {
        let blueprint = try Blueprint(Self.shape)
        for (index, plan) in blueprint.coordinators.enumerated() {
            let context = NavigationContext(appName: "routes")
            let coordinator = GeneratedNavigationCoordinator(context, blueprint: blueprint, index: index)
            NavigationViewCoordinator(coordinator).showInWindow()
            // Backwards, so that a table shifted by one or reversed shows up.
            for screen in plan.screens.indices.dropFirst().reversed() { coordinator.route(to: GeneratedRoutes.shared.screen(screen)) }
            #expect(coordinator.stackItems.map(\.route) == plan.screens.dropFirst().reversed().map(\.qualifiedRoute))
            let shown = [plan.screens[0]] + plan.screens.dropFirst().reversed()
            #expect(context.state.window.screens.map(\.route) == shown.map(\.qualifiedRoute))
        }
    }

    @Test func tabsAreTheBlueprintsTabCoordinatorsInOrder() throws {
        let blueprint = try Blueprint(Self.shape)
        let app = DeclarativeApp.make(blueprint, name: "routes", summary: "")
        let context = NavigationContext(appName: "routes")
        _ = app.launch(context)
        let tree = context.state.coordinators
        let root = try #require(tree.roots.last)
        #expect(tree[root]?.object is GeneratedTabCoordinator)
        var tabs: [Int] = []
        for id in tree.children(of: root) {
            let tab = try #require(tree[id]?.object as? NavigationViewCoordinator<GeneratedNavigationCoordinator>)
            tabs.append(tab.child.index)
        }
        #expect(tabs == Array(0..<blueprint.tabs))
    }

    /// Two launches of one app share its key paths and nothing that changes: what one launch does is not
    /// in the other, before or after it.
    @Test func launchesShareNoState() throws {
        let blueprint = try Blueprint(Self.shape)
        let app = DeclarativeApp.make(blueprint, name: "routes", summary: "")
        func launch() -> (NavigationContext, [String?]) {
            let context = NavigationContext(appName: "routes")
            _ = app.launch(context)
            return (context, context.state.window.screens.map(\.route))
        }
        let (first, launched) = launch()
        let count = first.state.coordinators.count
        // Three actions that each change the window, the first of each screen's that does.
        for _ in 0..<3 {
            let before = first.state
            let routes = before.window.screens.map(\.route)
            let actions = before.window.screens.last?.actions() ?? []
            let changed = actions.indices.contains { index in
                first.state = before
                first.beginTransition()
                actions[index].perform()
                first.endTransition()
                return first.state.window.screens.map(\.route) != routes
            }
            try #require(changed)
        }
        let changed = first.state.window.screens.map(\.route)
        #expect(changed != launched)
        let (second, relaunched) = launch()
        #expect(relaunched == launched)
        #expect(second.state.coordinators.count == count)
        #expect(first.state.window.screens.map(\.route) == changed)
    }
}
