import NavigationModel
import RouterCoordinators
import Testing

@Suite struct TopCoordinatorTests {
    @Test func theTopCoordinatorFollowsTheLastChildAndTheSelectedTab() {
        let app = TestApp()
        #expect(app.main.getTopCoordinator() === app.main)
        let first = TestCoordinator(context: app.context)
        let second = TestCoordinator(context: app.context)
        app.main.router.navigate(to: first)
        app.main.router.navigate(to: second)
        #expect(first.getTopCoordinator() === second)

        let tabbar = TestTabbar(context: app.context, pages: [.first, .second], currentPage: .second)
        second.router.navigate(to: tabbar)
        #expect(app.main.getTopCoordinator() === tabbar.children[1])
        tabbar.currentPage = .first
        #expect(app.main.getTopCoordinator() === tabbar.children[0])
    }

    @Test func forcePresentationAttachesToTheTopCoordinatorAndPresentsOverEverything() {
        let app = TestApp()
        let tabbar = TestTabbar(context: app.context, pages: [.first, .second])
        app.main.router.navigate(to: tabbar)
        app.main.router.navigate(to: .sheet)

        let pushed = UIKitTestCoordinator(context: app.context)
        pushed.forcePresentation(route: .detail(id: 9))
        #expect(pushed.parent === tabbar.children[0])
        #expect(app.presentedKinds == [.fullScreen, .sheet, .fullScreen])
        #expect(app.window.visibleScreen?.description == "DetailView(id: 9)")
        #expect(app.main.getTopCoordinator() === pushed)
    }

    @Test func aTabbarCanBeForcePresented() {
        let app = TestApp()
        let tabbar = TestTabbar(context: app.context, pages: [.first, .second], currentPage: .second)
        tabbar.forcePresentation()
        #expect(app.main.tree == "TestCoordinator[TestTabbar[TestCoordinator, TestCoordinator]]")
        #expect(app.presentedKinds == [.fullScreen])
        #expect(app.main.getTopCoordinator() === tabbar.children[1])
    }

    @Test func restartAppFinishesTheMainCoordinatorThenStartsItAgain() {
        let context = NavigationContext(appName: "restart")
        let main = AppCoordinator(context: context)
        main.router.startFlow(route: .home)
        context.setMainCoordinator(main)
        main.start()
        let firstChild = main.children.first
        firstChild?.router(as: TestRoute.self)?.navigate(to: .detail(id: 1))
        firstChild?.router(as: TestRoute.self)?.navigate(to: .sheet)

        firstChild?.restartApp()
        #expect(main.tree == "AppCoordinator[UIKitTestCoordinator]")
        #expect(main.children.first !== firstChild)
        #expect(context.state.window.presented.map(\.kind) == [.fullScreen])
        #expect(context.state.window.visibleScreen?.typeName == "HomeView")
    }

    @Test func withoutAMainCoordinatorThereIsNoTopCoordinator() {
        let context = NavigationContext(appName: "no main")
        let orphan = TestCoordinator(context: context)
        #expect(orphan.getTopCoordinator() == nil)
        orphan.restartApp()
        #expect(context.state.window.root == nil)
    }
}
