import NavigationModel
import RouterCoordinators
import Testing

@Suite struct StackTests {
    @Test func popOnTheRootIsANoOp() {
        let app = TestApp()
        app.context.beginTransition()
        app.main.router.pop()
        app.main.router.popToRoot()
        #expect(app.main.router.stackTypes == ["HomeView"])
        #expect(app.context.effects.isEmpty)
    }

    @Test func popAndPopToRootLeaveModalsUntouched() {
        let app = TestApp()
        for id in 1...3 { app.main.router.navigate(to: .detail(id: id)) }
        app.main.router.navigate(to: .sheet)
        app.main.router.pop()
        #expect(app.main.router.stackTypes == ["HomeView", "DetailView", "DetailView"])
        app.main.router.popToRoot()
        #expect(app.main.router.stackTypes == ["HomeView"])
        #expect(app.visible == "SheetView")
    }

    @Test func popToViewPopsToTheFirstScreenOfThatType() {
        let app = TestApp()
        app.main.router.navigate(to: .detail(id: 1))
        app.main.router.navigate(to: .detail(id: 2))
        app.main.router.navigate(to: .cover, transitionStyle: .push)
        #expect(app.main.router.popToView("DetailView"))
        #expect(app.main.router.stackViews.map(\.description) == ["HomeView", "DetailView(id: 1)"])
    }

    @Test func popToViewOfAMissingTypeReturnsFalseAndDoesNothing() {
        struct SettingsView {}
        let app = TestApp()
        app.main.router.navigate(to: .detail(id: 1))
        #expect(!app.main.router.popToView(SettingsView.self))
        #expect(app.main.router.stackTypes == ["HomeView", "DetailView"])
    }

    @Test func popToViewMatchesATypeByItsName() {
        struct DetailView {}
        let app = TestApp()
        app.main.router.navigate(to: .detail(id: 1))
        app.main.router.navigate(to: .detail(id: 2))
        #expect(app.main.router.popToView(DetailView.self))
        #expect(app.main.router.stackViews.count == 2)
    }

    @Test func dismissWithNothingPresentedIsANoOp() {
        let app = TestApp()
        app.context.beginTransition()
        app.main.router.dismiss()
        #expect(app.context.effects.isEmpty)

        let child = UIKitTestCoordinator(context: app.context)
        app.main.router.navigate(to: child)
        child.router.dismiss()
        #expect(app.presentedKinds == [.fullScreen])
        #expect(app.visible == "HomeView")
    }

    @Test func dismissDismissesTheTopOfWhatIsPresentedAboveTheCoordinator() {
        let app = TestApp()
        app.main.router.navigate(to: .cover)
        app.main.router.navigate(to: .sheet)
        app.main.router.dismiss()
        #expect(app.presentedKinds == [.fullScreen])
        #expect(app.visible == "CoverView")
    }

    @Test func dismissNeverDetachesChildCoordinators() {
        let app = TestApp()
        let child = TestCoordinator(context: app.context)
        app.main.router.navigate(to: child)
        app.main.router.dismiss()
        #expect(app.window.presented.isEmpty)
        #expect(app.main.children.map(\.id) == [child.id])
        #expect(app.context.state.leakedCoordinators() == [child.id])
    }
}
