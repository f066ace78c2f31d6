import NavigationGraph
import NavigationModel

/// The app's route catalog, indexed by the names the graph uses. The first declaration of a name wins.
struct CatalogIndex {
    /// A declared route that shows a screen: a screen node.
    struct DeclaredScreen {
        var id: String
        var coordinator: String
        var route: DeclaredRoute
    }

    /// A declared route that starts a coordinator instead of showing a screen.
    struct CoordinatorRoute {
        var id: String
        var coordinator: String
        var route: DeclaredRoute
        var started: String
    }

    let coordinators: [DeclaredCoordinator]
    let screens: [DeclaredScreen]
    let coordinatorRoutes: [CoordinatorRoute]
    private let coordinatorsByName: [String: DeclaredCoordinator]
    private let screensByID: [String: DeclaredScreen]

    init(_ catalog: RouteCatalog) {
        var coordinators: [DeclaredCoordinator] = []
        var byName: [String: DeclaredCoordinator] = [:]
        var screens: [DeclaredScreen] = []
        var screensByID: [String: DeclaredScreen] = [:]
        var coordinatorRoutes: [CoordinatorRoute] = []
        var routeIDs: Set<String> = []
        for coordinator in catalog.coordinators where byName[coordinator.typeName] == nil {
            byName[coordinator.typeName] = coordinator
            coordinators.append(coordinator)
            for route in coordinator.routes {
                let id = ScreenNode.identifier(coordinator: coordinator.typeName, route: route.name)
                guard routeIDs.insert(id).inserted else { continue }
                if route.screenType != nil {
                    let screen = DeclaredScreen(id: id, coordinator: coordinator.typeName, route: route)
                    screens.append(screen)
                    screensByID[id] = screen
                } else if let started = route.coordinatorType {
                    coordinatorRoutes.append(CoordinatorRoute(
                        id: id, coordinator: coordinator.typeName, route: route, started: started))
                }
            }
        }
        self.coordinators = coordinators
        self.coordinatorsByName = byName
        self.screens = screens
        self.screensByID = screensByID
        self.coordinatorRoutes = coordinatorRoutes
    }

    func coordinator(_ typeName: String) -> DeclaredCoordinator? { coordinatorsByName[typeName] }

    func screen(_ id: String) -> DeclaredScreen? { screensByID[id] }

    /// Where a coordinator type is declared.
    func location(ofCoordinator typeName: String) -> SourceReference? {
        coordinatorsByName[typeName].map { SourceReference($0.location) }
    }

    /// Where a screen node's route is declared, else its coordinator.
    func location(ofScreen id: String, coordinator: String) -> SourceReference? {
        if let screen = screensByID[id] { return SourceReference(screen.route.location) }
        return location(ofCoordinator: coordinator)
    }
}

extension SourceReference {
    init(_ location: SourceLocation) { self.init(file: location.fileID, line: location.line) }
}
