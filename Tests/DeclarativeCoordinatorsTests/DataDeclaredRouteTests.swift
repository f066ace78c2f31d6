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

/// Counts the reads of its pushed routes, declared from data.
final class CountingPagesCoordinator: NavigationCoordinatable {
    let stack: CoordinatorStack<CountingPagesCoordinator>
    private(set) var reads = 0

    init(_ context: NavigationContext) {
        stack = CoordinatorStack(context, initial: \.first)
    }

    var first: NavigationRootRoute<CountingPagesCoordinator, Void, CountedPageView> {
        NavigationRootRoute(named: "first") { _ in CountedPageView(page: 0) }
    }

    subscript(page page: Int) -> NavigationRoute<CountingPagesCoordinator, Void, CountedPageView> {
        reads += 1
        return NavigationRoute(named: "page\(page)", .push) { _ in CountedPageView(page: page) }
    }
}

struct CountedPageView: ScreenView {
    let page: Int
    var inputs: [ScreenInput] { [ScreenInput("page", "\(page)")] }
    func actions(_ router: CountingPagesCoordinator.Router) -> [UserAction] { [] }
}

@Suite struct RoutedDeclarationTests {
    /// As Stinsen makes the view it pushes from the route it read, the screen a route call pushes is made
    /// from the declaration that call read, not from a second read of its key path.
    @Test func aPushedScreenIsMadeFromTheRouteItsCallRead() {
        let context = NavigationContext(appName: "counting")
        let pages = CountingPagesCoordinator(context)
        NavigationViewCoordinator(pages).showInWindow()
        context.endTransition()
        for page in 1...2 {
            context.beginTransition()
            pages.route(to: \.[page: page])
            context.endTransition()
            #expect(pages.reads == page)
        }
        #expect(context.state.window.screens.map(\.route) == ["first", "page1", "page2"])
        #expect(context.state.window.visibleScreen?.description == "CountedPageView(page: 2)")
    }
}
