import DeclarativeCoordinators
import NavigationModel

/// A two-step registration flow, pushed from the login screen; registering dismisses the whole flow.
final class RegistrationCoordinator: NavigationCoordinatable {
    let stack: CoordinatorStack<RegistrationCoordinator>

    @Root var start = makeStart
    @Route(.push) var password = makePassword

    init(_ context: NavigationContext) { stack = CoordinatorStack(context, initial: \.start) }

    func makeStart() -> UserRegistrationScreen { UserRegistrationScreen() }
    func makePassword(username: String) -> PasswordRegistrationScreen { PasswordRegistrationScreen(username: username) }
}

struct UserRegistrationScreen: ScreenView {
    func actions(_ router: RegistrationCoordinator.Router) -> [UserAction] {
        UserAction("next step") { router.route(to: \.password, User.example.username) }
    }
}

struct PasswordRegistrationScreen: ScreenView {
    let username: String

    func actions(_ router: RegistrationCoordinator.Router) -> [UserAction] {
        UserAction("register") { router.dismissCoordinator() }
    }
}
