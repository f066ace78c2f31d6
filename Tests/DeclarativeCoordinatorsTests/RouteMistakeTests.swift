@testable import DeclarativeCoordinators
import NavigationModel
import Testing

/// A tab coordinator whose second and third tabs are declared with another coordinator type's factories,
/// which Stinsen force-casts: a trap there, a recorded fault here.
final class BorrowingTabsCoordinator: TabCoordinatable {
    let child: TabChild<BorrowingTabsCoordinator>

    @Route(tabItem: "Home") var home = makeHome
    @Route(tabItem: "Borrowed flow") var borrowedFlow = TabsCoordinator.makeFirst
    @Route(tabItem: "Borrowed screen") var borrowedScreen = TabsCoordinator.makeSecond

    init(_ context: NavigationContext) {
        child = TabChild(context, startingItems: [\.home, \.borrowedFlow, \.borrowedScreen])
    }

    func makeHome() -> NavigationViewCoordinator<FlowCoordinator> { NavigationViewCoordinator(FlowCoordinator(context)) }
}

/// A navigation coordinator with a route whose factory is another coordinator's: it can never be routed to
/// (routing takes the coordinator's own routes), but the catalog reads it.
final class BorrowingFlowCoordinator: NavigationCoordinatable {
    let stack: CoordinatorStack<BorrowingFlowCoordinator>

    @Root var start = makeStart
    @Route(.push) var borrowed = FlowCoordinator.makeSheet

    init(_ context: NavigationContext) { stack = CoordinatorStack(context, initial: \.start) }

    func makeStart() -> HomeView { HomeView() }
}

@Suite struct RouteMistakeTests {
    @Test func aTabOfAnotherCoordinatorIsAFaultAndStaysEmpty() throws {
        let context = NavigationContext(appName: "borrowing")
        let tabs = BorrowingTabsCoordinator(context)
        tabs.showInWindow()
        context.endTransition()
        context.beginTransition()
        context.perform(.selectTab(index: 1, title: "Borrowed flow"))
        context.endTransition()

        let faults = context.faults.filter { $0.kind == DeclarativeFault.routeOfAnotherCoordinator.kind }
        #expect(faults.map(\.message) == [
            "BorrowingTabsCoordinator.borrowedFlow is made by a factory of TabsCoordinator",
            "BorrowingTabsCoordinator.borrowedScreen is made by a factory of TabsCoordinator",
        ])
        #expect(faults.first?.coordinatorType == "BorrowingTabsCoordinator")
        guard case .tabs(let container)? = context.state.window.root else {
            Issue.record("no tab bar")
            return
        }
        #expect(container.tabs.map(\.title) == ["Home", "Borrowed flow", "Borrowed screen"])
        #expect(container.tabs.map { $0.stack.screens.map(\.description) } == [["HomeView"], [], []])
        // The tab's coordinator could not be made, so the tab owns no child.
        let id = try #require(context.declarativeID(of: tabs))
        #expect(context.state.coordinators[id]?.children.count == 1)
    }

    @Test func aTapOnATabOfAnotherCoordinatorCallsNothing() {
        let context = NavigationContext(appName: "borrowing")
        let tabs = BorrowingTabsCoordinator(context)
        tabs.showInWindow()
        context.endTransition()
        context.beginTransition()
        context.perform(.selectTab(index: 2, title: "Borrowed screen"))
        context.perform(.reselectTab(index: 2, title: "Borrowed screen"))
        context.endTransition()
        #expect(tabs.activeTab == 2)
        #expect(context.faults.map(\.kind) == Array(repeating: DeclarativeFault.routeOfAnotherCoordinator.kind, count: 2))
    }

    @Test func theCatalogListsARouteOfAnotherCoordinatorWithoutCallingIt() throws {
        let catalog = RouteCatalog.declarative { [BorrowingFlowCoordinator($0)] }
        #expect(catalog.coordinators.map(\.typeName) == ["BorrowingFlowCoordinator"])
        let routes = try #require(catalog.coordinators.first?.routes)
        #expect(routes.map(\.name) == ["start", "borrowed"])
        #expect(routes.last?.screenType == "SheetView")
    }

    @Test func aRouteShownWithAnInputOfAnotherTypeIsAFault() {
        let app = FlowApp()
        app.act {
            guard let id = app.context.declarativeID(of: app.flow) else { return }
            let entry = RouteEntry(keyPath: \FlowCoordinator.detail, name: "detail", input: AnyHashable("one"), isCoordinator: false)
            let item = ItemEntry(presentation: .push, route: entry)
            app.context.edit(id, .append(item), as: StackPayload.self) { $0.append(item) }
            app.context.renderDeclarative()
        }
        #expect(app.context.faults.map(\.kind) == [DeclarativeFault.routeInputMismatch.kind])
        #expect(app.context.faults.first?.message
            == "FlowCoordinator.detail takes an input of type Int but was shown with an input of type String")
        #expect(app.visibleStack == ["HomeView"])
    }

    @Test func aRouteShownWithoutTheInputItsFactoryTakesIsAFault() {
        let app = FlowApp()
        app.act {
            guard let id = app.context.declarativeID(of: app.flow) else { return }
            let entry = RouteEntry(keyPath: \FlowCoordinator.detail, name: "detail", input: nil, isCoordinator: false)
            let item = ItemEntry(presentation: .push, route: entry)
            app.context.edit(id, .append(item), as: StackPayload.self) { $0.append(item) }
            app.context.renderDeclarative()
        }
        #expect(app.context.faults.map(\.message) == ["FlowCoordinator.detail takes an input of type Int but was shown with no input"])
        #expect(app.visibleStack == ["HomeView"])
    }
}
