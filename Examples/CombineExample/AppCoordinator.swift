import NavigationModel
import OpenCombine
import ReactiveCoordinators

/// Sets a navigation controller as the window's root and coordinates to the welcome flow.
final class AppCoordinator: Coordinator<Void>, DeclaresRoutes {
    static let welcome = route("welcome", starts: WelcomeCoordinator.self, nil)
    static let declaration = declare(routes: [welcome])

    override func start() -> AnyPublisher<Void, Never> {
        let navigation = NavigationController(context: context, owner: id)
        navigation.makeWindowRoot()
        return coordinate(to: WelcomeCoordinator(navigation: navigation))
    }
}
