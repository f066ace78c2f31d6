@testable import DeclarativeCoordinators
import NavigationModel
import Testing

@Suite struct TabTests {
    @Test func tabsShowEveryStartingItemWithItsStack() throws {
        let app = TabsApp(activeTab: 1)
        let container = try #require(app.tabContainer)
        #expect(container.tabs.map(\.title) == ["First", "Second", "Third"])
        #expect(container.selectedIndex == 1)
        #expect(container.tabs.map { $0.stack.screens.map(\.description) } == [["HomeView"], ["TabScreen"], ["HomeView"]])
        #expect(app.tabs.tabRoutes == ["first", "second", "third"])
        #expect(app.context.state.window.visibleScreen?.route == "second")
    }

    @Test func focusFirstSelectsTheTabAndReturnsItsChild() throws {
        let app = TabsApp(activeTab: 1)
        app.context.beginTransition()
        let wrapper = app.tabs.focusFirst(\.first)
        #expect(app.tabs.activeTab == 0)
        #expect(app.tabContainer?.selectedIndex == 0)
        #expect(app.context.effects == [.tabSelected])
        wrapper.child.route(to: \.detail, 1)
        #expect(app.tabContainer?.tabs[0].stack.screens.map(\.description) == ["HomeView", "DetailView(id: 1)"])
    }

    @Test func aScreenInATabRoutesThroughTheTabRouter() {
        let app = TabsApp(activeTab: 1)
        #expect(app.context.tap("first tab"))
        #expect(app.tabs.activeTab == 0)
    }

    @Test func focusingAMissingTabIsATrapFault() {
        let app = TabsApp()
        let key = app.context.state.key
        app.context.beginTransition()
        let detached = app.tabs.focusFirst(\.hidden)
        detached.route(to: \.detail, 1)
        app.context.endTransition()
        #expect(app.context.faults.map(\.kind) == [DeclarativeFault.tabNotFound.kind])
        #expect(app.context.state.key == key)
    }

    @Test func settingTheActiveTabSelectsIt() {
        let app = TabsApp()
        app.tabs.activeTab = 2
        #expect(app.tabContainer?.selectedIndex == 2)
        let key = app.context.state.key
        app.tabs.activeTab = 2
        app.tabs.activeTab = 7
        #expect(app.context.state.key == key)
    }

    @Test func tappingTabsCallsOnTappedAndARepeatDoesNotPop() throws {
        let app = TabsApp()
        app.context.perform(.selectTab(index: 1, title: "Second"))
        #expect(app.tabs.activeTab == 1)
        #expect(app.taps == ["first"])
        app.context.perform(.reselectTab(index: 1, title: "Second"))
        #expect(app.taps == ["first", "repeat"])

        // A tab without a handler: reselecting it keeps its stack (SwiftUI's tab view does not pop).
        app.context.perform(.selectTab(index: 0, title: "First"))
        let first = try #require(app.context.routers.retrieve(FlowCoordinator.self)?.coordinator)
        first.route(to: \.detail, 1)
        app.context.perform(.reselectTab(index: 0, title: "First"))
        #expect(app.context.state.window.visibleScreen?.description == "DetailView(id: 1)")
        #expect(first.stackItems.count == 1)
    }

    /// The tab payload notes which tabs have an `onTapped`, as their declarations say: a tap on another reads no
    /// declaration.
    @Test func theTabPayloadNotesWhichTabsHaveATapHandler() {
        let app = TabsApp()
        #expect(app.tabs.payload?.tabs.map(\.hasTapHandler) == [false, true, false])
    }

    /// Each tab bar an app instance taps is made once: the one tapped last is found again by its object (lent with
    /// its payload when it was tapped from that payload before), the others from the observer's table, whichever
    /// order they are tapped in.
    @Test func tabBarsTappedInTurnsAreEachFoundAgain() throws {
        let app = TabsApp()
        let observer = try #require(app.context.observer(of: DeclarativeObserver.self))
        let other = TabsCoordinator(app.context)
        let ids = [app.context.adopt(app.tabs), app.context.adopt(other)]
        var bars: [ObjectIdentifier: TappedTabBar] = [:]
        // Each bar twice in a row: the second tap finds the bar tapped last and the payload it was tapped from.
        for turn in 0..<8 {
            let id = ids[turn / 2 % 2]
            var lent: (bar: TappedTabBar, tabs: TappedTabs)?
            #expect(observer.withTappedTabBar(id, in: app.context) { lent = ($0, $1) })
            let found = try #require(lent)
            #expect(found.tabs === app.context.withRecord(of: id) { TappedTabs.of($0) } ?? nil)
            #expect(observer.lastTabBar === found.bar)
            let object = ObjectIdentifier(found.bar.coordinator)
            #expect(object == ObjectIdentifier(turn / 2 % 2 == 0 ? app.tabs : other))
            if let known = bars[object] { #expect(known === found.bar) } else { bars[object] = found.bar }
        }
        #expect(bars.count == 2)
    }

    /// A tab bar is told apart by its coordinator's type: a tab coordinator's, a navigation coordinator's that has
    /// tabs too (placed as a navigation coordinator, so a tap on it is not answered from the state's note), and
    /// none for a coordinator without tabs.
    @Test func aTabBarKnowsWhetherItsCoordinatorIsANavigationCoordinatorToo() throws {
        let app = TabsApp()
        let observer = try #require(app.context.observer(of: DeclarativeObserver.self))
        let tabs = try #require(observer.tappedTabBar(app.context.adopt(app.tabs), in: app.context))
        #expect(tabs.bar.coordinator === app.tabs)
        #expect(!tabs.bar.isNavigation)
        let both = NavigationTabsCoordinator(app.context)
        let navigation = try #require(observer.tappedTabBar(app.context.adopt(both), in: app.context))
        #expect(navigation.bar.coordinator === both)
        #expect(navigation.bar.isNavigation)
        #expect(observer.tappedTabBar(app.context.adopt(FlowCoordinator(app.context)), in: app.context) == nil)
        #expect(!observer.withTappedTabBar(app.context.adopt(FlowCoordinator(app.context)), in: app.context) { _, _ in Issue.record() })
    }

    /// Fresh launches tap the same tab bars again: every context types a tab payload through the one
    /// ``TappedTabs`` of its number, and a tab selected in one launch stores the payload of the same number
    /// as the same tap in another.
    @Test func freshLaunchesShareTheirTypedTabPayloads() throws {
        func tapSecond(_ app: TabsApp) throws -> (tabs: TappedTabs, selected: NumberedPayload) {
            let id = try #require(app.context.state.coordinators.all.first { $0.object === app.tabs }?.id)
            let tabs = try #require(app.context.withRecord(of: id) { TappedTabs.of($0) } ?? nil)
            app.context.perform(.selectTab(index: 1, title: "Second"))
            #expect(app.tabs.activeTab == 1)
            #expect(app.taps == ["first"])
            let selected = try #require(tabs.selecting(1))
            #expect(app.context.state.coordinators[id]?.payloadNumber == selected.number)
            return (tabs, selected)
        }
        let first = try tapSecond(TabsApp())
        let second = try tapSecond(TabsApp())
        #expect(first.tabs === second.tabs)
        #expect(first.selected.number == second.selected.number)
        // The payload stands for a value, not for either launch's objects.
        #expect((first.selected.value.base as? TabsPayload)?.activeTab == 1)
    }
}

/// A coordinator that is a navigation coordinator and has tabs too.
final class NavigationTabsCoordinator: NavigationCoordinatable, TabCoordinatable {
    let stack: CoordinatorStack<NavigationTabsCoordinator>
    let child: TabChild<NavigationTabsCoordinator>

    @NavigationRootRoute var start = makeStart
    @TabRoute(tabItem: "First") var first = makeFlow

    init(_ context: NavigationContext) {
        stack = CoordinatorStack(context, initial: \.start)
        child = TabChild(context, startingItems: [\.first])
    }

    var context: NavigationContext { stack.context }

    func makeStart() -> UnusedView { UnusedView() }
    func makeFlow() -> FlowCoordinator { FlowCoordinator(context) }
}
