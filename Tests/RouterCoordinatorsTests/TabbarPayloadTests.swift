import NavigationModel
@testable import RouterCoordinators
import Testing

/// A tab bar keeps the payloads it stores with its own pages and reads its pages and current page from
/// them without casting: what it reads must still be its own pages, also when another tab bar has pages
/// equal to them by `==`, and after `setPages`.
@Suite struct TabbarPayloadTests {
    /// A page equal to another of the same position whatever its tag: equal pages may differ in what
    /// they do.
    struct TaggedPage: TabbarPage {
        var position: Int
        var tag: String

        var title: String { "Tab \(position)" }
        func coordinator(context: NavigationContext) -> Coordinator { TestCoordinator(context: context) }
        static let declarations: [RouteDeclaration<Self>] = []

        static func == (lhs: Self, rhs: Self) -> Bool { lhs.position == rhs.position }
        func hash(into hasher: inout Hasher) { hasher.combine(position) }
    }

    final class TaggedTabbar: TabbarCoordinator<TaggedPage> {}

    private func pages(_ tag: String) -> [TaggedPage] { (0..<3).map { TaggedPage(position: $0, tag: tag) } }

    private func presented(_ app: TestApp, tag: String) -> TaggedTabbar {
        let tabbar = TaggedTabbar(context: app.context, pages: pages(tag))
        app.main.router.navigate(to: tabbar)
        app.context.endTransition()
        return tabbar
    }

    private func stored(_ tabbar: Coordinator) -> StoredPayload? { tabbar.record?.payload?.base as? StoredPayload }

    @Test func eachTabBarReadsItsOwnPagesWhenAnotherHasEqualOnes() {
        let (first, second) = (TestApp(), TestApp())
        let (a, b) = (presented(first, tag: "a"), presented(second, tag: "b"))
        for (app, tabbar, tag) in [(first, a, "a"), (second, b, "b"), (first, a, "a")] {
            app.context.perform(.selectTab(index: 2, title: "Tab 2"))
            #expect(tabbar.currentPage?.position == 2)
            #expect(tabbar.currentPage?.tag == tag)
            #expect(tabbar.pages.map(\.tag) == [tag, tag, tag])
            #expect(tabbar.getCoordinatorSelected() === tabbar.children[2])
        }
        // Equal pages, equal payloads: the two apps are in the same state.
        #expect(first.context.state.key == second.context.state.key)
        #expect(a.record?.payloadNumber == b.record?.payloadNumber)
        #expect(stored(a)?.pageList !== stored(b)?.pageList)
    }

    @Test func selectingATabAgainStoresThePayloadMadeTheFirstTime() {
        let app = TestApp()
        let tabbar = presented(app, tag: "a")
        let launched = (key: app.context.state.key, payload: stored(tabbar))
        #expect(launched.payload?.currentIndex == 0)
        app.context.perform(.selectTab(index: 1, title: "Tab 1"))
        let selected = (key: app.context.state.key, payload: stored(tabbar))
        #expect(selected.payload?.currentIndex == 1)
        #expect(selected.key != launched.key)
        app.context.perform(.selectTab(index: 0, title: "Tab 0"))
        #expect(stored(tabbar) === launched.payload)
        #expect(app.context.state.key == launched.key)
        app.context.perform(.selectTab(index: 1, title: "Tab 1"))
        #expect(stored(tabbar) === selected.payload)
        #expect(app.context.state.key == selected.key)
        // A page of no position leaves the selection and clears the current page.
        tabbar.currentPage = TaggedPage(position: 7, tag: "a")
        #expect(tabbar.currentPage == nil)
        #expect(tabbar.getCoordinatorSelected() === tabbar.children[1])
        app.context.perform(.selectTab(index: 0, title: "Tab 0"))
        #expect(stored(tabbar) === launched.payload)
        #expect(tabbar.currentPage?.tag == "a")
    }

    @Test func afterSetPagesTheNewPagesAreRead() {
        let app = TestApp()
        let tabbar = presented(app, tag: "a")
        app.context.perform(.selectTab(index: 1, title: "Tab 1"))
        tabbar.setPages(pages("b"))
        app.context.endTransition()
        #expect(tabbar.pages.map(\.tag) == ["b", "b", "b"])
        // As in the library, the current page is left as it was: the old list's.
        #expect(tabbar.currentPage?.tag == "a")
        app.context.perform(.selectTab(index: 2, title: "Tab 2"))
        #expect(tabbar.currentPage?.tag == "b")
        #expect(tabbar.currentPage?.position == 2)
        app.context.perform(.selectTab(index: 0, title: "Tab 0"))
        #expect(tabbar.currentPage?.tag == "b")
        #expect(tabbar.pages.map(\.tag) == ["b", "b", "b"])
    }

    @Test func aRestoredStateReadsThePagesItsPayloadHolds() {
        let app = TestApp()
        let tabbar = presented(app, tag: "a")
        let saved = app.context.state
        tabbar.setPages(pages("b"))
        app.context.endTransition()
        app.context.state = saved
        #expect(tabbar.pages.map(\.tag) == ["a", "a", "a"])
        #expect(tabbar.currentPage?.tag == "a")
    }
}
