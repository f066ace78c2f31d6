import NavigationGraph
import NavigationModel

extension RouteCatalog {
    /// The catalog of a declarative app, read from its coordinators' `@Root`, `@Route` and tab
    /// declarations.
    ///
    /// `roots` makes the app's entry coordinators in a scratch context (nothing is shown). From there every
    /// declared route is read by reflection, with the place in source its property wrapper captured; the
    /// coordinators that routes make are instantiated through their factories and read in turn. A
    /// factory that needs an input is called when the input type is a ``CatalogSample``. Coordinators come
    /// in the order they are met, routes in declaration order.
    public static func declarative(roots: (NavigationContext) -> [any Coordinatable]) -> RouteCatalog {
        let scratch = NavigationContext(appName: "catalog")
        var queue = roots(scratch)
        var seen: Set<String> = []
        var coordinators: [DeclaredCoordinator] = []
        while !queue.isEmpty {
            let coordinator = queue.removeFirst()
            let name = typeName(of: coordinator)
            guard seen.insert(name).inserted else { continue }
            let (kind, location) = describe(coordinator)
            var routes: [DeclaredRoute] = []
            for (routeName, route) in routeDeclarations(of: coordinator) {
                let output = route.outputType
                let isCoordinator = route.producesCoordinator
                routes.append(DeclaredRoute(
                    routeName, screen: isCoordinator ? nil : String(describing: output),
                    coordinator: isCoordinator ? String(describing: output) : nil,
                    transition: route.presentation?.transitionStyle, location: route.location))
                if isCoordinator, let child = route.catalogOutput(for: coordinator) as? any Coordinatable { queue.append(child) }
            }
            if let wrapper = coordinator as? any ViewWrapping { queue.append(wrapper.wrapped) }
            coordinators.append(DeclaredCoordinator(name, kind: kind, location: location, routes: routes))
        }
        return RouteCatalog(coordinators)
    }

    private static func describe(_ coordinator: any Coordinatable) -> (kind: CoordinatorKind, location: SourceLocation) {
        switch coordinator {
        case let navigation as any NavigationCoordinatable: (.navigation, navigation.stackLocation)
        case let tabs as any TabCoordinatable: (.tabs, tabs.tabsLocation)
        case let wrapper as any ViewWrapping: (wrapper.providesNavigationView ? .navigationView : .viewWrapper, wrapper.location)
        default: (.coordinator, SourceLocation(fileID: "unknown", line: 0))
        }
    }

    /// The routes a coordinator declares: a navigation coordinator's roots and routes, a tab coordinator's tabs.
    private static func routeDeclarations(of coordinator: any Coordinatable) -> [(name: String, route: any RouteDeclaration)] {
        let all = declaredRoutes(in: coordinator)
        switch coordinator {
        case is any TabCoordinatable: return all.filter { $0.route is any TabDeclaration }
        case is any NavigationCoordinatable: return all.filter { !($0.route is any TabDeclaration) }
        default: return []
        }
    }
}

extension NavigationCoordinatable {
    var stackLocation: SourceLocation { stack.location }
}

extension TabCoordinatable {
    var tabsLocation: SourceLocation { child.location }
}

