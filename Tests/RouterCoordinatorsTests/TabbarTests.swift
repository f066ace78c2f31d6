import NavigationModel
import RouterCoordinators
import Testing

@Suite struct TabbarTests {
    private func presentedTabbar(_ app: TestApp, pages: [TestPage], currentPage: TestPage? = nil) -> TestTabbar {
        let tabbar = TestTabbar(context: app.context, pages: pages, currentPage: currentPage)
        app.main.router.navigate(to: tabbar)
        return tabbar
    }

    private func tabs(_ app: TestApp) -> TabContainer? {
        guard case .tabs(let tabs)? = app.window.presented.last?.content else { return nil }
        return tabs
    }

    @Test func eachPageStartsAChildThatBecomesATab() {
        let app = TestApp()
        let tabbar = presentedTabbar(app, pages: [.first, .second, .third])
        #expect(tabbar.tree == "TestTabbar[TestCoordinator, TestCoordinator, TestCoordinator]")
        #expect(tabs(app)?.tabs.map(\.title) == ["First", "Second", "Third"])
        #expect(tabs(app)?.selectedIndex == 0)
        #expect(tabbar.currentPage == .first)
        #expect(tabbar.presentationStyle == .fullScreen)
        #expect(app.presentedKinds == [.fullScreen])
        #expect(app.visible == "HomeView")
    }

    @Test func eachTabBarMakesItsTabsFromItsOwnPagesEvenWhenEqualPagesCameBefore() {
        // Pages equal by `==` that make different coordinators: payloads are numbered by equality, but a tab
        // bar's pages are always its own.
        let second = TestApp()
        let swiftUI = LabelledTabbar(context: second.context, pages: [LabelledPage(position: 0, makesUIKit: true)])
        second.main.router.navigate(to: swiftUI)
        let third = TestApp()
        let other = LabelledTabbar(context: third.context, pages: [LabelledPage(position: 0, makesUIKit: false)])
        third.main.router.navigate(to: other)
        #expect(swiftUI.tree == "LabelledTabbar[UIKitTestCoordinator]")
        #expect(other.tree == "LabelledTabbar[TestCoordinator]")
        #expect(other.pages.map(\.makesUIKit) == [false])
        other.currentPage = LabelledPage(position: 0, makesUIKit: false)
        #expect(other.currentPage?.makesUIKit == false)
    }

    @Test func currentPageSelectsTheChildWithThatPosition() {
        let app = TestApp()
        let tabbar = presentedTabbar(app, pages: [.first, .second], currentPage: .second)
        #expect(tabs(app)?.selectedIndex == 1)
        #expect(tabbar.getCoordinatorSelected() === tabbar.children[1])
        tabbar.currentPage = .first
        #expect(tabs(app)?.selectedIndex == 0)
        #expect(tabbar.currentPage == .first)
    }

    @Test func settingTheCurrentPageAgainIsANoOp() {
        let app = TestApp()
        let tabbar = presentedTabbar(app, pages: [.first, .second], currentPage: .second)
        app.context.beginTransition()
        tabbar.currentPage = .second
        #expect(app.context.effects.isEmpty)
    }

    @Test func currentPageSetToAMissingPageBecomesNil() {
        let app = TestApp()
        let tabbar = presentedTabbar(app, pages: [.first, .second], currentPage: .second)
        tabbar.currentPage = .third
        #expect(tabbar.currentPage == nil)
        #expect(tabs(app)?.selectedIndex == 1)
        #expect(tabbar.getCoordinatorSelected() === tabbar.children[1])
    }

    @Test func setPagesFinishesTheChildrenAndMakesNewInstances() {
        let app = TestApp()
        let tabbar = presentedTabbar(app, pages: [.first, .second], currentPage: .second)
        let old = tabbar.children
        old[0].router(as: TestRoute.self)?.navigate(to: .detail(id: 1))

        tabbar.setPages([.third, .first])
        let new = tabbar.children
        #expect(tabbar.pages == [.third, .first])
        #expect(new.count == 2)
        #expect(Set(new.map(\.id)).isDisjoint(with: old.map(\.id)))
        #expect(old.allSatisfy { $0.router(as: TestRoute.self)?.stackViews.isEmpty == true })
        #expect(tabs(app)?.tabs.map(\.title) == ["Third", "First"])
        #expect(tabs(app)?.tabs.map { $0.stack.screens.map(\.typeName) } == [["HomeView"], ["HomeView"]])
        // As in the library, the current page is left as it was.
        #expect(tabbar.currentPage == .second)
    }

    @Test func selectingATabMakesItsPageCurrent() {
        let app = TestApp()
        let tabbar = presentedTabbar(app, pages: [.first, .second])
        app.context.perform(.selectTab(index: 1, title: "Second"))
        #expect(tabbar.currentPage == .second)
        #expect(tabbar.getCoordinatorSelected() === tabbar.children[1])
    }

    @Test func tabStacksSurviveTabSwitches() {
        let app = TestApp()
        let tabbar = presentedTabbar(app, pages: [.first, .second])
        tabbar.children[0].router(as: TestRoute.self)?.navigate(to: .detail(id: 3))
        tabbar.currentPage = .second
        #expect(app.visible == "HomeView")
        tabbar.currentPage = .first
        #expect(app.visible == "DetailView")
        app.context.perform(.back)
        #expect(app.visible == "HomeView")
        #expect(tabbar.children[0].router(as: TestRoute.self)?.stackTypes == ["HomeView"])
    }
}

/// A page equal to every page at its position, whatever coordinator it makes.
struct LabelledPage: TabbarPage {
    var position: Int
    var makesUIKit: Bool

    var title: String { "Tab \(position)" }

    func coordinator(context: NavigationContext) -> Coordinator {
        makesUIKit ? UIKitTestCoordinator(context: context) : TestCoordinator(context: context)
    }

    static var declarations: [RouteDeclaration<LabelledPage>] { [] }
    static func == (lhs: Self, rhs: Self) -> Bool { lhs.position == rhs.position }
    func hash(into hasher: inout Hasher) { hasher.combine(position) }
}

final class LabelledTabbar: TabbarCoordinator<LabelledPage> {}
