import DeclarativeCoordinators
import NavigationModel
import Testing

@Suite struct RouterStoreTests {
    @Test func eachLaunchedAppHasItsOwnRouters() throws {
        let first = FlowApp(name: "first")
        let second = FlowApp(name: "second")
        let firstRouter: FlowCoordinator.Router = try #require(first.context.routers.retrieve())
        let secondRouter: FlowCoordinator.Router = try #require(second.context.routers.retrieve())
        #expect(firstRouter.coordinator === first.flow)
        #expect(secondRouter.coordinator === second.flow)
        #expect(firstRouter.id == -1)
    }

    @Test func theStoreReturnsTheMostRecentlyShownCoordinatorOfAType() throws {
        let app = FlowApp()
        var child: FlowCoordinator?
        app.act { child = app.flow.route(to: \.child) }
        let router: FlowCoordinator.Router = try #require(app.context.routers.retrieve())
        #expect(router.coordinator === child)
        app.act { app.flow.popLast() }
        #expect(app.context.routers.retrieve(FlowCoordinator.self)?.coordinator === app.flow)
    }

    @Test func theStorePrefersTheSelectedTab() throws {
        let app = TabsApp()
        let firstTab = try #require(app.context.routers.retrieve(FlowCoordinator.self)?.coordinator)
        #expect(firstTab.parent is NavigationViewCoordinator<FlowCoordinator>)
        app.tabs.activeTab = 2
        let thirdTab = try #require(app.context.routers.retrieve(FlowCoordinator.self)?.coordinator)
        #expect(thirdTab.parent === app.tabs)
        // No flow on the shown path: the last one in the tree.
        app.tabs.activeTab = 1
        #expect(app.context.routers.retrieve(FlowCoordinator.self)?.coordinator === thirdTab)
    }

    @Test func tabRoutersAreStoredToo() throws {
        let app = TabsApp()
        let router: TabsCoordinator.Router = try #require(app.context.routers.retrieve())
        #expect(router.coordinator === app.tabs)
        #expect(FlowApp().context.routers.retrieve(TabsCoordinator.self) == nil)
    }
}

/// What a view model knows of its coordinator: a protocol, as in Stinsen's MVVM example.
protocol ChildRouting: AnyObject {
    func openChild()
}

extension FlowCoordinator: ChildRouting {
    func openChild() { _ = route(to: \.child) }
}

/// A protocol no coordinator conforms to.
protocol UnusedRouting: AnyObject {}

@Suite struct RouterStoreProtocolTests {
    @Test func theStoreFindsTheCoordinatorByAProtocolItConformsTo() throws {
        let app = FlowApp()
        var child: FlowCoordinator?
        app.act { child = app.flow.route(to: \.child) }
        let routing = try #require(app.context.routers.retrieve(conformingTo: ChildRouting.self))
        #expect(routing === child)
        #expect(app.context.routers.retrieve(conformingTo: UnusedRouting.self) == nil)
    }
}
