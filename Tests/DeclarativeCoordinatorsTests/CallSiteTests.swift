import DeclarativeCoordinators
import NavigationModel
import Testing

/// A purpose-built app whose mistakes are all the app's own calls: a screen that asks for a tab router
/// routed to outside any tab bar (as a root, a pushed screen, a pushed screen with an input), and a tab
/// bar pushed into a stack.
final class MistakeCoordinator: NavigationCoordinatable {
    let stack: CoordinatorStack<MistakeCoordinator>

    @Root var start = makeStart
    @Root var lostRoot = makeLost
    @Route(.push) var next = makeNext
    @Route(.push) var lost = makeLost
    @Route(.push) var lostNumbered = makeLostNumbered
    @Route(.push) var tabs = makeTabs

    init(_ context: NavigationContext, lostAtStart: Bool = false) {
        stack = lostAtStart ? CoordinatorStack(context, initial: \.lostRoot) : CoordinatorStack(context, initial: \.start)
    }

    func makeStart() -> MistakeStartScreen { MistakeStartScreen() }
    func makeNext() -> MistakeStartScreen { MistakeStartScreen() }
    func makeLost() -> TabScreen { TabScreen() }
    func makeLostNumbered(number: Int) -> TabScreen { TabScreen() }
    func makeTabs() -> TabsCoordinator { TabsCoordinator(context) }
}

struct MistakeStartScreen: ScreenView {
    func actions(_ router: MistakeCoordinator.Router) -> [UserAction] {}
}

/// Every public operation that can record a fault points the fault at the app's line that called it,
/// not at the coordinator's declaration nor at the runtime's own files.
@Suite struct CallSiteTests {
    private static let file = "DeclarativeCoordinatorsTests/CallSiteTests.swift"

    private struct App {
        let context = NavigationContext(appName: "mistakes")
        let coordinator: MistakeCoordinator

        init(lostAtStart: Bool = false) {
            context.setModel(TapLog())
            coordinator = MistakeCoordinator(context, lostAtStart: lostAtStart)
            coordinator.showInWindow()
            context.endTransition()
        }

        var router: MistakeCoordinator.Router { NavigationRouter(id: -1, coordinator: coordinator) }

        /// Runs `body` as one transition and returns the call sites of the faults it recorded.
        func act(_ body: () throws -> Void) rethrows -> [NavigationModel.SourceLocation?] {
            context.beginTransition()
            try body()
            context.endTransition()
            return context.faults.map(\.callSite)
        }
    }

    private func here(_ line: Int) -> [NavigationModel.SourceLocation?] { [NavigationModel.SourceLocation(fileID: Self.file, line: line)] }

    @Test func routingToAScreenPointsAtTheRouteCall() {
        let app = App()
        let line = #line + 1
        #expect(app.act { app.coordinator.route(to: \.lost) } == here(line))
        #expect(app.context.faults.map(\.kind) == [DeclarativeFault.missingRouter.kind])
        let inputLine = #line + 1
        #expect(app.act { app.coordinator.route(to: \.lostNumbered, 7) } == here(inputLine))
    }

    @Test func routingToACoordinatorPointsAtTheRouteCall() {
        let app = App()
        let line = #line + 1
        #expect(app.act { app.coordinator.route(to: \.tabs) } == here(line))
        #expect(app.context.faults.map(\.kind) == [DeclarativeFault.tabsInsideStack.kind])
    }

    @Test func aRouterPassesTheScreensCallOn() {
        let app = App()
        let line = #line + 1
        #expect(app.act { app.router.route(to: \.lost) } == here(line))
        let inputLine = #line + 1
        #expect(app.act { app.router.route(to: \.lostNumbered, 3) } == here(inputLine))
        let popLine = #line + 1
        #expect(app.act { app.router.popLast() } == here(popLine))
    }

    @Test func switchingTheRootPointsAtTheRootCall() {
        let app = App()
        let line = #line + 1
        #expect(app.act { app.coordinator.root(\.lostRoot) } == here(line))
        let routerLine = #line + 1
        #expect(app.act { app.router.root(\.start) } == [])
        #expect(app.act { app.router.root(\.lostRoot) } == here(routerLine + 1))
    }

    /// A screen with no router around it is a fault of every layout that shows it: each operation that
    /// lays the window out again records it where it was called.
    @Test func poppingAndFocusingPointAtTheirCalls() throws {
        let app = App(lostAtStart: true)
        _ = app.act { app.coordinator.route(to: \.next) }
        let popLine = #line + 1
        #expect(app.act { app.coordinator.popLast() } == here(popLine))
        _ = app.act { app.coordinator.route(to: \.next) }
        let rootLine = #line + 1
        #expect(app.act { app.coordinator.popToRoot() } == here(rootLine))
        _ = app.act { app.coordinator.route(to: \.next) }
        let focusLine = #line + 1
        #expect(try app.act { try app.coordinator.focusFirst(\.next) } == here(focusLine))
        let itemRouter = NavigationRouter(id: 0, coordinator: app.coordinator)
        let pushLine = #line + 1
        #expect(app.act { itemRouter.route(to: \.next) } == here(pushLine))
        let routerPopLine = #line + 1
        #expect(app.act { itemRouter.pop() } == here(routerPopLine))
    }

    @Test func showingInTheWindowPointsAtTheShowCall() {
        let context = NavigationContext(appName: "mistakes")
        let coordinator = MistakeCoordinator(context, lostAtStart: true)
        let line = #line + 1
        coordinator.showInWindow()
        #expect(context.faults.map(\.callSite) == here(line))
    }

    @Test func focusingATabThatIsNoneOfItsTabsPointsAtTheFocusCall() throws {
        let app = TabsApp()
        app.context.beginTransition()
        let line = #line + 1
        app.tabs.focusFirst(\.hidden)
        #expect(app.context.faults.map(\.kind) == [DeclarativeFault.tabNotFound.kind])
        #expect(app.context.faults.map(\.callSite) == here(line))

        app.context.beginTransition()
        let routerLine = #line + 1
        TabRouter(coordinator: app.tabs).focusFirst(\.hidden)
        #expect(app.context.faults.map(\.callSite) == here(routerLine))
    }

    @Test func dismissingPointsAtTheDismissCall() {
        let app = App()
        let line = #line + 1
        #expect(app.act { app.router.dismissCoordinator() } == here(line))
        #expect(app.context.faults.map(\.kind) == [DeclarativeFault.dismissWithoutParent.kind])
    }
}
