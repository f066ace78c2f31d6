import NavigationModel
import OpenCombine
import ReactiveCoordinators

/// Pushes the welcome screen, whose button starts the main flow.
final class WelcomeCoordinator: Coordinator<Void>, DeclaresRoutes {
    static let welcome = route("welcome", shows: "WelcomeViewController")
    static let main = route("main", starts: MainCoordinator.self, .fullScreen)
    static let declaration = declare(routes: [welcome, main])

    let navigation: NavigationController

    init(navigation: NavigationController) {
        self.navigation = navigation
        super.init(context: navigation.context)
    }

    override func start() -> AnyPublisher<Void, Never> {
        navigation.pushViewController(makeScreen(Self.welcome) { [self] in
            [UserAction("to main") { self.navigateToMain() }]
        })
        return Empty().eraseToAnyPublisher()
    }

    /// Starts the main flow; its result is discarded.
    func navigateToMain() {
        coordinate(to: MainCoordinator(presenter: navigation)).sink { _ in }.store(in: self)
    }
}
