import DeclarativeCoordinators
import NavigationModel

/// A navigation coordinator that declares every kind of route, including new instances of itself.
final class FlowCoordinator: NavigationCoordinatable {
    let stack: CoordinatorStack<FlowCoordinator>

    @Root var home = makeHome
    @Root var other = makeOther
    @Root var numbered = makeNumbered
    @Root var nested = makeNested
    @Route(.push) var detail = makeDetail
    @Route(.modal) var sheet = makeSheet
    @Route(.fullScreen) var cover = makeCover
    @Route(.modalNonDismissible) var locked = makeLocked
    @Route(.push) var child = makeChild
    @Route(.modal) var wrapped = makeWrapped
    @Route(.push) var pushedTabs = makePushedTabs
    @Route(.push) var needsTabRouter = makeNeedsTabRouter
    @Route(.push) var unused = makeUnused

    init(_ context: NavigationContext) { stack = CoordinatorStack(context, initial: \.home) }

    init(_ context: NavigationContext, number: Int) { stack = CoordinatorStack(context, initial: \.numbered, number) }

    func makeHome() -> HomeView { HomeView() }
    func makeOther() -> OtherView { OtherView() }
    func makeNumbered(number: Int) -> DetailView { DetailView(id: number) }
    func makeNested() -> FlowCoordinator { FlowCoordinator(context) }
    func makeDetail(id: Int) -> DetailView { DetailView(id: id) }
    func makeSheet() -> SheetView { SheetView() }
    func makeCover() -> SheetView { SheetView() }
    func makeLocked() -> SheetView { SheetView() }
    func makeChild() -> FlowCoordinator { FlowCoordinator(context) }
    func makeWrapped() -> NavigationViewCoordinator<FlowCoordinator> { NavigationViewCoordinator(FlowCoordinator(context)) }
    func makePushedTabs() -> TabsCoordinator { TabsCoordinator(context) }
    func makeNeedsTabRouter() -> TabScreen { TabScreen() }
    func makeUnused() -> UnusedView { UnusedView() }
}

/// Every flow screen can pop itself through its router.
struct HomeView: ScreenView {
    func actions(_ router: FlowCoordinator.Router) -> [UserAction] {
        UserAction("pop") { router.pop() }
        UserAction("detail") { router.route(to: \.detail, 1) }
    }
}

struct OtherView: ScreenView {
    func actions(_ router: FlowCoordinator.Router) -> [UserAction] {}
}

struct DetailView: ScreenView {
    let id: Int
    func actions(_ router: FlowCoordinator.Router) -> [UserAction] {
        UserAction("pop") { router.pop() }
    }
}

struct SheetView: ScreenView {
    func actions(_ router: FlowCoordinator.Router) -> [UserAction] {
        UserAction("pop") { router.pop() }
    }
}

struct UnusedView: ScreenView {
    func actions(_ router: FlowCoordinator.Router) -> [UserAction] {}
}

/// A tab coordinator: a flow tab, a screen tab with a tap handler, and a declared tab it does not show.
final class TabsCoordinator: TabCoordinatable {
    let child: TabChild<TabsCoordinator>

    @Route(tabItem: "First") var first = makeFirst
    @Route(tabItem: "Second", onTapped: onSecondTapped) var second = makeSecond
    @Route(tabItem: "Third") var third = makeThird
    @Route(tabItem: "Hidden") var hidden = makeHidden

    init(_ context: NavigationContext, activeTab: Int = 0) {
        child = TabChild(context, startingItems: [\.first, \.second, \.third], activeTab: activeTab)
    }

    func makeFirst() -> NavigationViewCoordinator<FlowCoordinator> { NavigationViewCoordinator(FlowCoordinator(context)) }
    func makeSecond() -> TabScreen { TabScreen() }
    func makeThird() -> FlowCoordinator { FlowCoordinator(context) }
    func makeHidden() -> FlowCoordinator { FlowCoordinator(context) }

    /// Records each tap in the model, the only place a test can see it (coordinators hold no state).
    func onSecondTapped(_ isRepeat: Bool, screen: TabScreen) {
        context.updateModel(TapLog.self) { $0.taps.append(isRepeat ? "repeat" : "first") }
    }
}

struct TabScreen: ScreenView {
    func actions(_ router: TabsCoordinator.Router) -> [UserAction] {
        UserAction("first tab") { router.focusFirst(\.first) }
    }
}

/// The taps a tab handler saw.
struct TapLog: Hashable {
    var taps: [String] = []
}

/// A launched fixture: a flow in a navigation view as the window's content.
struct FlowApp {
    let context: NavigationContext
    let root: NavigationViewCoordinator<FlowCoordinator>
    var flow: FlowCoordinator { root.child }

    init(name: String = "flow") {
        context = NavigationContext(appName: name)
        context.setModel(TapLog())
        root = NavigationViewCoordinator(FlowCoordinator(context))
        root.showInWindow()
        context.endTransition()
    }

    var visible: Screen? { context.state.window.visibleScreen }
    var visibleName: String? { visible?.description }
    var key: StateKey { context.state.key }

    /// The stack the user sees, as screen descriptions.
    var visibleStack: [String] { context.state.window.topContainer?.visibleStack?.screens.map(\.description) ?? [] }

    /// Runs `body` as one transition, like a tap.
    func act(_ body: () -> Void) {
        context.beginTransition()
        body()
        context.endTransition()
    }
}

/// A launched tab fixture.
struct TabsApp {
    let context: NavigationContext
    let tabs: TabsCoordinator

    init(activeTab: Int = 0) {
        context = NavigationContext(appName: "tabs")
        context.setModel(TapLog())
        tabs = TabsCoordinator(context, activeTab: activeTab)
        tabs.showInWindow()
        context.endTransition()
    }

    var taps: [String] { context.model(as: TapLog.self)?.taps ?? [] }
    var tabContainer: TabContainer? {
        if case .tabs(let container)? = context.state.window.root { return container }
        return nil
    }
}
