import NavigationModel
import RouterCoordinators
import Testing

/// A route enum with a `description` of its own, as apps write for logging.
enum DescribedRoute: NavigationRoute, CustomStringConvertible {
    case start, item(id: Int)

    var description: String {
        switch self {
        case .start: "Start screen"
        case .item(let id): "Item #\(id)"
        }
    }

    var transition: NavigationTransitionStyle { .push }

    func view() -> RouteScreen<DescribedCoordinator> {
        switch self {
        case .start: RouteScreen("StartView")
        case .item: RouteScreen("ItemView")
        }
    }

    static let declarations: [RouteDeclaration<Self>] = [.init(.start), .init(.item(id: 1))]
}

final class DescribedCoordinator: NavigationCoordinator<DescribedRoute> {
    override func start() { router.startFlow(route: .start) }
}

/// ALCoordinator's semantics as its sources have them, and the public API its own tests use
/// (issue 16, points 5 and 6).
@Suite struct LibrarySemanticsTests {
    @Test func routeNamesComeFromTheCaseNotFromTheDescription() {
        #expect(DescribedCoordinator.declare().routes.map(\.name) == ["start", "item"])
        let app = TestApp()
        let described = DescribedCoordinator(context: app.context)
        app.main.router.navigate(to: described)
        described.router.navigate(to: .item(id: 2))
        #expect(described.router.stackViews.map(\.route) == ["start", "item"])
    }

    @Test func aFaultPointsAtTheAppsCallThatCausedIt() throws {
        let app = TestApp()
        let line = #line + 1
        app.main.router.navigate(to: NavigationCoordinator<TestRoute>(context: app.context))
        let fault = try #require(app.context.faults.first)
        #expect(fault.callSite == SourceLocation(fileID: "RouterCoordinatorsTests/LibrarySemanticsTests.swift", line: line))
    }

    @Test func setPagesLeavesTheCurrentPageAsItWas() {
        let app = TestApp()
        let tabbar = TestTabbar(context: app.context, pages: [.first, .second], currentPage: .second)
        app.main.router.navigate(to: tabbar)
        tabbar.setPages([.third, .first])
        #expect(tabbar.currentPage == .second)
        tabbar.setPages([])
        #expect(tabbar.currentPage == .second)
    }

    @Test func removingAChildAttachedTwiceRemovesEveryOccurrence() {
        let app = TestApp()
        let child = TestCoordinator(context: app.context)
        app.main.router.navigate(to: child)
        app.main.router.navigate(to: child)
        #expect(app.main.children.count == 2)
        child.finishFlow()
        #expect(app.main.children.isEmpty)
    }

    @Test func finishingATabbarDismissesWhatItsParentPresented() {
        let app = TestApp()
        app.main.router.navigate(to: .sheet)
        let tabbar = TestTabbar(context: app.context, pages: [.first, .second])
        app.main.router.navigate(to: tabbar)
        #expect(app.presentedKinds == [.sheet, .fullScreen])
        tabbar.finishFlow()
        #expect(app.window.presented.isEmpty)
        #expect(app.visible == "HomeView")
        #expect(app.main.children.isEmpty)
    }

    @Test func finishingATabbarUnderAPresentedParentKeepsTheParent() {
        let app = TestApp()
        let parent = TestCoordinator(context: app.context)
        app.main.router.navigate(to: parent)
        parent.router.navigate(to: .sheet)
        let tabbar = TestTabbar(context: app.context, pages: [.first])
        parent.router.navigate(to: tabbar)
        #expect(app.presentedKinds == [.sheet, .sheet, .fullScreen])
        tabbar.finishFlow()
        #expect(app.presentedKinds == [.sheet])
        #expect(app.visible == "HomeView")
        #expect(app.main.tree == "TestCoordinator[TestCoordinator]")
    }

    @Test func topCoordinatorIsPublicAndStartsBelowTheCoordinatorAskedFrom() {
        let app = TestApp()
        #expect(app.main.topCoordinator() === app.main)
        let child = TestCoordinator(context: app.context)
        app.main.router.navigate(to: child)
        #expect(app.main.topCoordinator() === child)
        #expect(child.topCoordinator() === child)
    }

    @Test func aCoordinatorMadeWithAParentStartsUnderIt() {
        let app = TestApp()
        let child = TestCoordinator(context: app.context, parent: app.main)
        #expect(child.parent === app.main)
        #expect(app.main.children.isEmpty)
        child.start()
        #expect(app.main.children.map(\.id) == [child.id])
        #expect(app.visible == "HomeView" && app.presentedKinds == [.sheet])

        let tabbar = TestTabbar(context: app.context, pages: [.first], parent: child)
        #expect(tabbar.parent === child)
        tabbar.start()
        #expect(child.children.map(\.id) == [tabbar.id])
    }
}
