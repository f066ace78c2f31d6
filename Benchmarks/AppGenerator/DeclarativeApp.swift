import DeclarativeCoordinators
import Exploration
import NavigationModel
import Synchronization

/// A blueprint written against Stinsen's API (`DeclarativeCoordinators`): one navigation coordinator class
/// for every blueprint coordinator, wrapped in a `NavigationViewCoordinator` where it needs a navigation
/// stack of its own (the window root, a tab, a modal), under a tab coordinator when the blueprint has tabs.
/// A Stinsen coordinator declares each route as a property, but the blueprint decides how many screens a
/// coordinator has, so its screens are routes declared from data (key paths from ``GeneratedRoutes``): the
/// `start` root and the `[screen:]` routes, each named after its blueprint screen (`feature3Screen2`) so that
/// every screen has its own node. Children are opened through three `@Route` properties whose input is the
/// blueprint coordinator, one per opening (push, modal, full screen), and close with `dismissCoordinator()`.
/// Every screen is one view type, ``GeneratedScreenView``, told apart by its route. Routes declared from data
/// are invisible to `RouteCatalog.declarative`, so the catalog is built from the blueprint.
enum DeclarativeApp {
    static func make(_ blueprint: Blueprint, name: String, summary: String) -> ExplorableApp {
        ExplorableApp(
            name: name, style: "Declarative (generated)", summary: summary, catalog: catalog(blueprint),
            launch: { context in
                if blueprint.tabs > 0 {
                    let tabs = GeneratedTabCoordinator(context, blueprint: blueprint)
                    tabs.showInWindow()
                    return tabs
                }
                let root = NavigationViewCoordinator(GeneratedNavigationCoordinator(context, blueprint: blueprint, index: 0))
                root.showInWindow()
                return root
            })
    }

    static func catalog(_ blueprint: Blueprint) -> RouteCatalog {
        let navigation = String(describing: GeneratedNavigationCoordinator.self)
        let wrapper = String(describing: NavigationViewCoordinator<GeneratedNavigationCoordinator>.self)
        let view = String(describing: GeneratedScreenView.self)
        let screens = blueprint.coordinators.flatMap { coordinator in
            coordinator.screens.enumerated().map { index, screen in
                DeclaredRoute(screen.qualifiedRoute, screen: view, transition: index == 0 ? nil : .push, location: .init())
            }
        }
        let children = [
            DeclaredRoute("pushCoordinator", coordinator: navigation, transition: .push, location: .init()),
            DeclaredRoute("modalCoordinator", coordinator: wrapper, transition: .sheet, location: .init()),
            DeclaredRoute("fullScreenCoordinator", coordinator: wrapper, transition: .fullScreen, location: .init()),
        ]
        var coordinators = [
            DeclaredCoordinator(navigation, kind: "navigation", location: .init(), routes: screens + children),
            DeclaredCoordinator(wrapper, kind: "navigation view", location: .init(), routes: []),
        ]
        if blueprint.tabs > 0 {
            let tabs = (0..<blueprint.tabs).map { DeclaredRoute("tab\($0)", coordinator: wrapper, location: .init()) }
            coordinators.insert(
                DeclaredCoordinator(String(describing: GeneratedTabCoordinator.self), kind: "tabs", location: .init(), routes: tabs),
                at: 0)
        }
        return RouteCatalog(coordinators)
    }
}

/// Any blueprint coordinator: its index in the blueprint decides its screens.
final class GeneratedNavigationCoordinator: NavigationCoordinatable {
    let stack: CoordinatorStack<GeneratedNavigationCoordinator>
    let blueprint: Blueprint
    let index: Int

    @Route(.push) var pushCoordinator = makeCoordinator
    @Route(.modal) var modalCoordinator = makeNavigationViewCoordinator
    @Route(.fullScreen) var fullScreenCoordinator = makeNavigationViewCoordinator

    init(_ context: NavigationContext, blueprint: Blueprint, index: Int) {
        self.blueprint = blueprint
        self.index = index
        stack = CoordinatorStack(context, initial: \.start)
    }

    /// The coordinator's first screen.
    var start: NavigationRootRoute<GeneratedNavigationCoordinator, Void, GeneratedScreenView> {
        NavigationRootRoute(named: blueprint.coordinators[index].screens[0].qualifiedRoute) { $0.makeScreen(0) }
    }

    /// Screen `screen` of the coordinator, pushed.
    subscript(screen screen: Int) -> NavigationRoute<GeneratedNavigationCoordinator, Void, GeneratedScreenView> {
        NavigationRoute(named: blueprint.coordinators[index].screens[screen].qualifiedRoute, .push) { $0.makeScreen(screen) }
    }

    func makeScreen(_ screen: Int) -> GeneratedScreenView {
        GeneratedScreenView(blueprint: blueprint, coordinator: index, screen: screen)
    }

    func makeCoordinator(_ coordinator: Int) -> GeneratedNavigationCoordinator {
        GeneratedNavigationCoordinator(context, blueprint: blueprint, index: coordinator)
    }

    func makeNavigationViewCoordinator(_ coordinator: Int) -> NavigationViewCoordinator<GeneratedNavigationCoordinator> {
        NavigationViewCoordinator(makeCoordinator(coordinator))
    }
}

/// Any blueprint screen: its buttons are the blueprint's actions, through its coordinator's router.
struct GeneratedScreenView: ScreenView {
    let blueprint: Blueprint
    let coordinator: Int
    let screen: Int

    /// The route tells screens apart; the indices it was made from are not inputs the user sees.
    var inputs: [ScreenInput] { [] }

    func actions(_ router: GeneratedNavigationCoordinator.Router) -> [UserAction] {
        let plan = blueprint.coordinators[coordinator].screens[screen]
        // Each button keeps the route call it makes, worked out here, and not the view: a copy of the view
        // would retain the blueprint, as the other styles' generated buttons keep a reference, not a copy.
        return zip(plan.actions, plan.actionNames).map { action, name in
            let call = RouteCall(action, of: coordinator, in: blueprint)
            return UserAction(name) { call.make(router) }
        }
    }
}

/// What a generated screen's button calls on its router, worked out from its blueprint action.
private enum RouteCall {
    case pushScreen(Int)
    case pushCoordinator(Int)
    case presentModally(Int)
    case presentFullScreen(Int)
    case dismissCoordinator
    case nothing

    init(_ action: Blueprint.Action, of coordinator: Int, in blueprint: Blueprint) {
        func opening(_ target: Int) -> RouteCall {
            switch blueprint.coordinators[target].opening {
            case .root, .tab, .push: .pushCoordinator(target)
            case .sheet: .presentModally(target)
            case .fullScreen: .presentFullScreen(target)
            }
        }
        switch action {
        case .push(let screen): self = .pushScreen(screen)
        case .open(let target), .link(let target): self = opening(target)
        case .openAnother: self = opening(coordinator)
        case .close: self = .dismissCoordinator
        case .idle: self = .nothing
        }
    }

    func make(_ router: GeneratedNavigationCoordinator.Router) {
        switch self {
        case .pushScreen(let screen): router.route(to: GeneratedRoutes.shared.screen(screen))
        case .pushCoordinator(let target): router.route(to: \.pushCoordinator, target)
        case .presentModally(let target): router.route(to: \.modalCoordinator, target)
        case .presentFullScreen(let target): router.route(to: \.fullScreenCoordinator, target)
        case .dismissCoordinator: router.dismissCoordinator()
        case .nothing: break
        }
    }
}

/// The root tab bar: one tab per blueprint tab coordinator, declared from data as the screens are.
final class GeneratedTabCoordinator: TabCoordinatable {
    let child: TabChild<GeneratedTabCoordinator>
    let blueprint: Blueprint

    init(_ context: NavigationContext, blueprint: Blueprint) {
        self.blueprint = blueprint
        child = TabChild(context, startingItems: (0..<blueprint.tabs).map(GeneratedRoutes.shared.tab))
    }

    /// Tab `tab`: its blueprint coordinator in a navigation view.
    subscript(tab tab: Int) -> TabRoute<GeneratedTabCoordinator, NavigationViewCoordinator<GeneratedNavigationCoordinator>> {
        TabRoute(wrappedValue: { coordinator in { coordinator.makeTab(tab) } }, tabItem: "Tab \(tab)")
    }

    func makeTab(_ tab: Int) -> NavigationViewCoordinator<GeneratedNavigationCoordinator> {
        NavigationViewCoordinator(GeneratedNavigationCoordinator(context, blueprint: blueprint, index: tab))
    }
}

/// The key paths of the generated routes declared from data, `\.[screen: n]` and `\.[tab: n]`, each made
/// once per process.
///
/// A real app names its routes with key-path literals (`\.home`), which the Swift runtime instantiates
/// once; a key path with arguments is made anew, through the runtime's generic metadata look-ups, every
/// time it is written: on every launch for the tabs and on every push for the screens. These key paths
/// depend only on their index and are immutable, so every launch of every generated app shares them.
final class GeneratedRoutes: Sendable {
    static let shared = GeneratedRoutes()

    typealias ScreenRoute = NavigationRoute<GeneratedNavigationCoordinator, Void, GeneratedScreenView>

    private let screens = Mutex<[KeyPath<GeneratedNavigationCoordinator, ScreenRoute>]>([])
    private let tabs = Mutex<[PartialKeyPath<GeneratedTabCoordinator>]>([])

    /// `\GeneratedNavigationCoordinator.[screen: screen]`.
    func screen(_ screen: Int) -> KeyPath<GeneratedNavigationCoordinator, ScreenRoute> {
        screens.withLock { screens in
            while screens.count <= screen { screens.append(\GeneratedNavigationCoordinator.[screen: screens.count]) }
            return screens[screen]
        }
    }

    /// `\GeneratedTabCoordinator.[tab: tab]`.
    func tab(_ tab: Int) -> PartialKeyPath<GeneratedTabCoordinator> {
        tabs.withLock { tabs in
            while tabs.count <= tab { tabs.append(\GeneratedTabCoordinator.[tab: tabs.count]) }
            return tabs[tab]
        }
    }
}
