import Exploration
import NavigationModel
import RouterCoordinators

/// A blueprint written against ALCoordinator's API: one navigation coordinator class whose routes are the
/// blueprint's screens, and a tab bar whose pages are the tab coordinators.
///
/// The library has no pushed coordinators: every child presents its own stack, so a pushed opening is
/// presented full screen. Sheets use the page-sheet style, which finishes the coordinator when swiped away.
enum RouterApp {
    static func make(_ blueprint: Blueprint, name: String, summary: String) -> ExplorableApp {
        ExplorableApp(
            name: name, style: "Router (generated)", summary: summary, catalog: catalog(blueprint),
            launch: { context in
                if blueprint.tabs > 0 {
                    let pages = (0..<blueprint.tabs).map { GeneratedPage(index: $0, blueprint: blueprint) }
                    let tabBar = GeneratedTabBar(context: context, pages: pages)
                    context.setMainCoordinator(tabBar)
                    return tabBar
                }
                let main = GeneratedRouterCoordinator(context: context, blueprint: blueprint, index: 0)
                main.router.startFlow(route: GeneratedRoute(blueprint: blueprint, coordinator: 0, screen: 0))
                context.setMainCoordinator(main)
                return main
            })
    }

    static func catalog(_ blueprint: Blueprint) -> RouteCatalog {
        let routes = blueprint.coordinators.indices.flatMap { coordinator in
            blueprint.coordinators[coordinator].screens.indices.map { screen in
                let route = GeneratedRoute(blueprint: blueprint, coordinator: coordinator, screen: screen)
                return DeclaredRoute(
                    route.description, screen: route.plan.typeName, transition: route.transition.transitionStyle,
                    location: .init())
            }
        }
        var coordinators = [DeclaredCoordinator(
            String(describing: GeneratedRouterCoordinator.self), kind: "navigation", location: .init(), routes: routes)]
        if blueprint.tabs > 0 {
            let pages = (0..<blueprint.tabs).map {
                DeclaredRoute("tab\($0)", coordinator: coordinators[0].typeName, location: .init())
            }
            coordinators.append(
                DeclaredCoordinator(String(describing: GeneratedTabBar.self), kind: "tabs", location: .init(), routes: pages))
        }
        return RouteCatalog(coordinators)
    }

    /// The library's presentation style for a blueprint opening.
    static func presentationStyle(_ opening: Blueprint.Opening) -> PresentationStyle {
        switch opening {
        case .sheet: .pageSheet
        case .root, .tab, .push, .fullScreen: .fullScreen
        }
    }
}

/// Screen `screen` of blueprint coordinator `coordinator`, as a route.
struct GeneratedRoute: NavigationRoute, CustomStringConvertible {
    let blueprint: Blueprint
    let coordinator: Int
    let screen: Int

    var plan: Blueprint.Screen { blueprint.coordinators[coordinator].screens[screen] }

    /// The route's name, unique in the app, so that every screen has its own node under the one
    /// coordinator class.
    var description: String { plan.qualifiedRoute }

    var transition: NavigationTransitionStyle { .push }

    func view() -> RouteScreen<GeneratedRouterCoordinator> {
        let plan = plan
        return RouteScreen(plan.typeName, inputs: [], buttons: zip(plan.actions, plan.actionNames).map { action, name in
            ScreenButton(name) { $0.perform(action) }
        })
    }

    /// The catalog is built from the blueprint, not from a static list.
    static var declarations: [RouteDeclaration<GeneratedRoute>] { [] }
}

/// Any blueprint coordinator: its index in the blueprint decides its screens.
final class GeneratedRouterCoordinator: NavigationCoordinator<GeneratedRoute> {
    let blueprint: Blueprint
    let index: Int

    init(context: NavigationContext, blueprint: Blueprint, index: Int) {
        self.blueprint = blueprint
        self.index = index
        super.init(
            context: context, presentationStyle: RouterApp.presentationStyle(blueprint.coordinators[index].opening))
    }

    override func start() {
        router.startFlow(route: GeneratedRoute(blueprint: blueprint, coordinator: index, screen: 0))
    }

    func perform(_ action: Blueprint.Action) {
        switch action {
        case .push(let screen):
            router.navigate(to: GeneratedRoute(blueprint: blueprint, coordinator: index, screen: screen))
        case .open(let target), .link(let target):
            router.navigate(to: GeneratedRouterCoordinator(context: context, blueprint: blueprint, index: target))
        case .openAnother:
            router.navigate(to: GeneratedRouterCoordinator(context: context, blueprint: blueprint, index: index))
        case .close:
            router.finishFlow()
        case .idle:
            break
        }
    }
}

/// A page of the root tab bar: one of the blueprint's tab coordinators.
struct GeneratedPage: TabbarPage {
    let index: Int
    let blueprint: Blueprint

    var title: String { "Tab \(index)" }
    var position: Int { index }

    func coordinator(context: NavigationContext) -> Coordinator {
        GeneratedRouterCoordinator(context: context, blueprint: blueprint, index: index)
    }

    static var declarations: [RouteDeclaration<GeneratedPage>] { [] }

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.index == rhs.index }
    func hash(into hasher: inout Hasher) { hasher.combine(index) }
}

/// The root tab bar.
final class GeneratedTabBar: TabbarCoordinator<GeneratedPage> {}
