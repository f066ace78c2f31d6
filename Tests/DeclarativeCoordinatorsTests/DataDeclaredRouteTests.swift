import DeclarativeCoordinators
import NavigationModel
import Testing

/// A coordinator whose pages come from data: a root and one pushed route per page, each named after it.
final class PagesCoordinator: NavigationCoordinatable {
    let stack: CoordinatorStack<PagesCoordinator>
    let pages: [String]

    @Route(.push) var detail = makeDetail

    init(_ context: NavigationContext, pages: [String]) {
        self.pages = pages
        stack = CoordinatorStack(context, initial: \.first)
    }

    var first: NavigationRootRoute<PagesCoordinator, Void, PageView> {
        NavigationRootRoute(named: pages[0]) { $0.makePage(0) }
    }

    subscript(page page: Int) -> NavigationRoute<PagesCoordinator, Void, PageView> {
        NavigationRoute(named: pages[page], .push) { $0.makePage(page) }
    }

    func makePage(_ page: Int) -> PageView { PageView(page: page) }
    func makeDetail() -> PageView { PageView(page: -1) }
}

struct PageView: ScreenView {
    let page: Int
    func actions(_ router: PagesCoordinator.Router) -> [UserAction] {
        UserAction("next") { router.route(to: \.[page: page + 1]) }
        UserAction("pop") { router.pop() }
    }
}

@Suite struct DataDeclaredRouteTests {
    let context = NavigationContext(appName: "pages")
    let pages: NavigationViewCoordinator<PagesCoordinator>

    init() {
        pages = NavigationViewCoordinator(PagesCoordinator(context, pages: ["intro", "terms", "done"]))
        pages.showInWindow()
        context.endTransition()
    }

    @Test func routesDeclaredFromDataCarryTheirNames() {
        #expect(context.state.window.visibleScreen?.route == "intro")
        #expect(pages.child.activeRoot == "intro")
        context.tap("next")
        context.tap("next")
        #expect(pages.child.stackItems.map(\.description) == ["push terms", "push done"])
        #expect(context.state.window.screens.map(\.route) == ["intro", "terms", "done"])
    }

    @Test func theyBehaveAsDeclaredRoutes() {
        context.tap("next")
        context.tap("next")
        let twoPages = context.state.key
        context.tap("pop")
        #expect(pages.child.stackItems.map(\.description) == ["push terms"])
        // The same subscript with the same argument is the same route.
        context.tap("next")
        #expect(context.state.key == twoPages)
        // Property routes keep the name of their property beside them.
        context.beginTransition()
        pages.child.route(to: \.detail)
        context.endTransition()
        #expect(pages.child.stackItems.last?.description == "push detail")
    }
}
