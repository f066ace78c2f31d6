import NavigationModel
import RouterCoordinators
import Testing

@Suite struct NavigateTests {
    @Test func aRouteOnAnEmptyStackBecomesItsRootWhateverItsStyle() {
        let app = TestApp()
        let child = TestCoordinator(context: app.context)
        child.router.navigate(to: .sheet)
        #expect(child.router.stackTypes == ["SheetView"])
        #expect(app.window.presented.isEmpty)
        child.router.navigate(to: .cover)
        #expect(child.router.stackTypes == ["SheetView"])
        #expect(app.presentedKinds == [.fullScreen])
    }

    @Test func aPushGoesOntoTheCoordinatorsOwnStackEvenUnderAModal() {
        let app = TestApp()
        app.main.router.navigate(to: .sheet)
        app.main.router.navigate(to: .detail(id: 7))
        #expect(app.visible == "SheetView")
        #expect(app.main.router.stackTypes == ["HomeView", "DetailView"])
        let detail = app.main.router.stackViews.last
        #expect(detail?.route == "detail")
        #expect(detail?.inputs == [ScreenInput("id", "7")])
    }

    @Test func modalsArePresentedOnTheTopMostPresentation() {
        let app = TestApp()
        let child = UIKitTestCoordinator(context: app.context)
        app.main.router.navigate(to: child)
        app.main.router.navigate(to: .sheet)
        app.main.router.navigate(to: .overlay)
        #expect(app.presentedKinds == [.fullScreen, .sheet, .custom])
        #expect(app.window.presented.map { $0.content.visibleStack?.top?.typeName } == ["HomeView", "SheetView", "OverlayView"])
        #expect(app.visible == "OverlayView")
    }

    @Test func aTransitionStyleOverridesTheRoutes() {
        let app = TestApp()
        app.main.router.navigate(to: .detail(id: 1), transitionStyle: .modalFullScreen)
        #expect(app.presentedKinds == [.fullScreen])
        #expect(app.main.router.stackTypes == ["HomeView"])
        app.main.router.navigate(to: .cover, transitionStyle: .push)
        #expect(app.main.router.stackTypes == ["HomeView", "CoverView"])
    }

    @Test func presentShowsAScreenAsASheetWithItsButtons() {
        let app = TestApp()
        var tapped = 0
        app.main.router.present(RouteScreen("AlertView", buttons: [.init("ok") { _ in tapped += 1 }]))
        #expect(app.presentedKinds == [.sheet])
        #expect(app.visible == "AlertView")
        #expect(app.context.tap("ok"))
        #expect(tapped == 1)
    }

    @Test func screenButtonsCallTheirCoordinator() {
        let app = TestApp()
        #expect(app.context.visibleActions().map(\.name) == ["open detail"])
        #expect(app.context.tap("open detail"))
        #expect(app.main.router.stackTypes == ["HomeView", "DetailView"])
    }

    @Test func startFlowClearsTheStackAndSetsTheRoot() {
        let app = TestApp()
        app.main.router.navigate(to: .detail(id: 1))
        app.main.router.navigate(to: .detail(id: 2))
        app.main.router.startFlow(route: .sheet)
        #expect(app.main.router.stackTypes == ["SheetView"])
        #expect(app.window.presented.isEmpty)
    }

    @Test func startFlowPresentsTheCoordinatorWithItsOwnStyle() {
        let app = TestApp()
        app.main.router.navigate(to: TestCoordinator(context: app.context))
        app.main.router.navigate(to: UIKitTestCoordinator(context: app.context))
        app.main.router.navigate(to: TestCoordinator(context: app.context, presentationStyle: .custom))
        #expect(app.presentedKinds == [.sheet, .fullScreen, .custom])
        #expect(app.main.tree == "TestCoordinator[TestCoordinator, UIKitTestCoordinator, TestCoordinator]")
        #expect(app.main.children.map(\.presentationStyle) == [.automatic, .fullScreen, .custom])
        #expect(app.window.presented.allSatisfy { $0.presenter == app.main.id })
    }

    @Test func startFlowWithoutAParentPresentsNothing() {
        let app = TestApp()
        let orphan = TestCoordinator(context: app.context)
        orphan.start()
        #expect(orphan.router.stackTypes == ["HomeView"])
        #expect(orphan.parent == nil)
        #expect(app.window.presented.isEmpty)
        #expect(app.main.children.isEmpty)
    }

    @Test func navigatingToTheSameCoordinatorTwiceAttachesItTwice() {
        let app = TestApp()
        let child = TestCoordinator(context: app.context)
        app.main.router.navigate(to: child)
        app.main.router.navigate(to: child)
        #expect(app.main.children.map(\.id) == [child.id, child.id])
        #expect(app.window.presented.count == 1)
        #expect(app.faults == ["alreadyPresented"])
    }

    @Test func eachLaunchedAppHasItsOwnMainCoordinator() {
        let first = TestApp()
        let second = TestApp()
        #expect(first.context.mainCoordinator === first.main)
        #expect(second.context.mainCoordinator === second.main)
        first.main.router.navigate(to: .sheet)
        #expect(second.window.presented.isEmpty)
    }
}
