import DeclarativeCoordinators
import NavigationModel

/// Login, registration and password recovery.
final class UnauthenticatedCoordinator: NavigationCoordinatable {
    let stack: CoordinatorStack<UnauthenticatedCoordinator>

    @Root var start = makeStart
    // The seed README declares this route `.modal`; StinsenApp itself pushes it.
    @Route(.push) var forgotPassword = makeForgotPassword
    @Route(.push) var registration = makeRegistration

    init(_ context: NavigationContext) { stack = CoordinatorStack(context, initial: \.start) }

    func makeStart() -> LoginScreen { LoginScreen() }
    func makeForgotPassword() -> ForgotPasswordScreen { ForgotPasswordScreen() }
    func makeRegistration() -> RegistrationCoordinator { RegistrationCoordinator(context) }
}

struct LoginScreen: ScreenView {
    func actions(_ router: UnauthenticatedCoordinator.Router) -> [UserAction] {
        UserAction("login") { AuthenticationService(context: router.coordinator.context).login() }
        UserAction("register") { router.route(to: \.registration) }
        UserAction("forgot password") { router.route(to: \.forgotPassword) }
    }
}

struct ForgotPasswordScreen: ScreenView {
    func actions(_ router: UnauthenticatedCoordinator.Router) -> [UserAction] {
        UserAction("ok") { router.popToRoot() }
    }
}
