import NavigationModel
import RouterCoordinators

enum MainRoute: NavigationRoute {
    case splash

    var transition: NavigationTransitionStyle { .push }

    func view() -> RouteScreen<MainCoordinator> { RouteScreen("SplashScreen") }

    static let declarations: [RouteDeclaration<Self>] = [
        .init(.splash),
    ]
}

/// The app's main coordinator: the splash screen at the window's root, onboarding presented over it.
final class MainCoordinator: NavigationCoordinator<MainRoute> {
    static let declaration = declare()

    init(context: NavigationContext) {
        super.init(context: context)
        router.startFlow(route: .splash)
    }

    override func start() {
        router.navigate(to: OnboardingCoordinator(context: context, presentationStyle: .fullScreen))
    }
}
