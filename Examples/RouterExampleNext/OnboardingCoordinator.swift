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
                .init("dismiss modal") { $0.router.dismiss() },
            ])
        }
    }

    static let declarations: [RouteDeclaration<Self>] = [
        .init(.firstStep),
        .init(.secondStep),
    ]
}

/// Two onboarding steps; in this version the second no longer leads to the home tab bar.
final class OnboardingCoordinator: NavigationCoordinator<OnboardingRoute> {
    static let declaration = declare()

    override func start() {
        router.startFlow(route: .firstStep)
    }

    func showStep2() {
        router.navigate(to: .secondStep)
    }
}
