import NavigationModel
import RouterCoordinators
import Testing

@Suite struct FinishFlowTests {
    @Test func finishingAPresentedCoordinatorDismissesItAndFinishesItsChildren() {
        let app = TestApp()
        let child = UIKitTestCoordinator(context: app.context)
        app.main.router.navigate(to: child)
        let grandchild = TestCoordinator(context: app.context)
        child.router.navigate(to: grandchild)
        child.router.navigate(to: .detail(id: 1))
        #expect(app.main.tree == "TestCoordinator[UIKitTestCoordinator[TestCoordinator]]")

        child.router.finishFlow()
        #expect(app.window.presented.isEmpty)
        #expect(app.visible == "HomeView")
        #expect(app.main.tree == "TestCoordinator")
        #expect(child.children.isEmpty)
        #expect(child.router.stackViews.isEmpty)
    }

    @Test func finishingACoordinatorThatIsNotShownRemovesItFromItsParent() {
        let app = TestApp()
        let child = TestCoordinator(context: app.context)
        app.main.router.navigate(to: child)
        app.context.perform(.swipeDown)
        app.context.beginTransition()
        child.router.finishFlow()
        #expect(app.main.children.isEmpty)
        #expect(app.context.effects.isEmpty)
        #expect(app.main.router.stackTypes == ["HomeView"])
    }

    @Test func finishingATabbarClosesItAndRemovesIt() {
        let app = TestApp()
        let tabbar = TestTabbar(context: app.context, pages: [.first, .second])
        app.main.router.navigate(to: tabbar)
        tabbar.getCoordinatorSelected()?.router(as: TestRoute.self)?.navigate(to: .sheet)
        #expect(app.presentedKinds == [.fullScreen, .sheet])

        tabbar.finishFlow()
        #expect(app.window.presented.isEmpty)
        #expect(app.main.children.isEmpty)
        #expect(tabbar.children.isEmpty)
    }

    @Test func finishingATabFinishesTheWholeTabbar() {
        let app = TestApp()
        app.main.router.navigate(to: .cover)
        let tabbar = TestTabbar(context: app.context, pages: [.first, .second], currentPage: .second)
        app.main.router.navigate(to: tabbar)
        let settings = tabbar.getCoordinatorSelected()
        settings?.finishFlow()
        #expect(app.presentedKinds == [.fullScreen])
        #expect(app.visible == "CoverView")
        #expect(app.main.tree == "TestCoordinator")
    }

    @Test func finishingATabbarWithoutAParentDoesNothing() {
        let app = TestApp()
        let tabbar = TestTabbar(context: app.context, pages: [.first, .second])
        tabbar.finishFlow()
        #expect(tabbar.tree == "TestTabbar[TestCoordinator, TestCoordinator]")
    }

    @Test func finishingTheMainCoordinatorLeavesOneRootScreen() {
        let app = TestApp()
        app.main.router.navigate(to: .detail(id: 1))
        app.main.router.navigate(to: UIKitTestCoordinator(context: app.context))
        app.main.router.navigate(to: TestTabbar(context: app.context, pages: [.first]))
        app.main.router.navigate(to: .sheet)
        #expect(app.window.presented.count == 3)

        app.main.router.finishFlow()
        #expect(app.window.presented.isEmpty)
        #expect(app.main.router.stackTypes == ["HomeView"])
        #expect(app.visible == "HomeView")
        #expect(app.main.tree == "TestCoordinator")
        #expect(app.context.mainCoordinator === app.main)
    }
}

extension Coordinator {
    /// This coordinator's router, when it is a navigation coordinator of `Route`.
    func router<Route: NavigationRoute>(as route: Route.Type) -> Router<Route>? {
        (self as? NavigationCoordinator<Route>)?.router
    }
}
