import RouterCoordinators

enum OnboardingRoute: NavigationRoute {
    case firstStep
    case secondStep

    var transition: NavigationTransitionStyle {
        switch self {
        case .firstStep: .push
        case .secondStep: .modal
        }
    }

    func view() -> RouteScreen<OnboardingCoordinator> {
        switch self {
        case .firstStep:
            RouteScreen("FirstView", buttons: [
                .init("go second view") { $0.showStep2() },
            ])
        case .secondStep:
            RouteScreen("SecondView", buttons: [
                .init("go home") { $0.showHomeCoordinator() },
                .init("dismiss modal") { $0.router.dismiss() },
            ])
        }
    }

    static let declarations: [RouteDeclaration<Self>] = [
        .init(.firstStep),
        .init(.secondStep),
    ]
}

/// Two onboarding steps, then the home tab bar on its settings page.
final class OnboardingCoordinator: NavigationCoordinator<OnboardingRoute> {
    static let declaration = declare()

    override func start() {
        router.startFlow(route: .firstStep)
    }

    func showStep2() {
        router.navigate(to: .secondStep)
    }

    func showHomeCoordinator() {
        router.navigate(to: HomeCoordinator(context: context, currentPage: .settings))
    }
}
