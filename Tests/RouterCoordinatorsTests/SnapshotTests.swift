import NavigationModel
import RouterCoordinators
import Testing

@Suite struct SnapshotTests {
    /// Taps `name` inside a transition, as the explorer does.
    private func step(_ context: NavigationContext, _ body: () -> Void) {
        context.beginTransition()
        body()
        context.endTransition()
    }

    private func openTabsAndDetail(_ app: TestApp) {
        step(app.context) { app.main.router.navigate(to: TestTabbar(context: app.context, pages: [.first, .second])) }
        step(app.context) { #expect(app.context.tap("open detail")) }
    }

    private func finishAndReopen(_ app: TestApp) {
        step(app.context) { app.main.getTopCoordinator()?.finishFlow() }
        step(app.context) { app.main.router.navigate(to: TestCoordinator(context: app.context)) }
        step(app.context) { app.context.perform(.swipeDown) }
    }

    @Test func restoringASnapshotThenActingAgainMatchesAFreshApp() {
        let app = TestApp()
        openTabsAndDetail(app)
        let saved = app.context.state
        finishAndReopen(app)
        let afterFirstRun = app.context.state.key

        app.context.state = saved
        #expect(app.context.state.key == saved.key)
        #expect(app.visible == "DetailView")
        finishAndReopen(app)

        let fresh = TestApp()
        openTabsAndDetail(fresh)
        finishAndReopen(fresh)
        #expect(app.context.state.key == afterFirstRun)
        #expect(app.context.state.key == fresh.context.state.key)
        #expect(app.main.tree == fresh.main.tree)
    }

    @Test func aRestoredStateBringsBackTheTreeAndTheTabbarsPages() {
        let app = TestApp()
        let tabbar = TestTabbar(context: app.context, pages: [.first, .second])
        step(app.context) { app.main.router.navigate(to: tabbar) }
        let saved = app.context.state
        step(app.context) {
            tabbar.setPages([.third])
            tabbar.currentPage = nil
        }
        #expect(tabbar.pages == [.third])

        app.context.state = saved
        #expect(tabbar.pages == [.first, .second])
        #expect(tabbar.currentPage == .first)
        #expect(app.main.tree == "TestCoordinator[TestTabbar[TestCoordinator, TestCoordinator]]")
    }

    @Test func keysTellCoordinatorDataApart() {
        let first = TestApp()
        let second = TestApp()
        step(first.context) { first.main.router.navigate(to: TestCoordinator(context: first.context)) }
        step(second.context) {
            second.main.router.navigate(to: TestCoordinator(context: second.context, presentationStyle: .pageSheet))
        }
        #expect(first.context.state.key != second.context.state.key)
    }
}
