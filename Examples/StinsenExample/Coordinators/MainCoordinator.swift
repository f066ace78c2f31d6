import DeclarativeCoordinators
import NavigationModel

/// The app's root: unauthenticated or authenticated, from the persisted status and then from the status
/// observer. Deep links open a todo when authenticated.
final class MainCoordinator: NavigationCoordinatable {
    let stack: CoordinatorStack<MainCoordinator>

    @Root var unauthenticated = makeUnauthenticated
    @Root var authenticated = makeAuthenticated

    init(_ context: NavigationContext) {
        switch AuthenticationService(context: context).status {
        case .authenticated(let user): stack = CoordinatorStack(context, initial: \.authenticated, user)
        case .unauthenticated: stack = CoordinatorStack(context, initial: \.unauthenticated)
        }
    }

    func makeUnauthenticated() -> NavigationViewCoordinator<UnauthenticatedCoordinator> {
        NavigationViewCoordinator(UnauthenticatedCoordinator(context))
    }

    func makeAuthenticated(user: User) -> AuthenticatedCoordinator {
        AuthenticatedCoordinator(context, user: user)
    }

    /// The status observer: switches the root when someone logs in or out.
    func statusDidChange(_ status: AuthenticationStatus) {
        switch status {
        case .unauthenticated: root(\.unauthenticated)
        case .authenticated(let user): root(\.authenticated, user)
        }
    }

    /// Opens `url` (`app://todo/<name>`) when authenticated; an unknown todo is ignored, as StinsenApp
    /// prints the error and stays where it is.
    func open(_ url: String) {
        guard let authenticated = hasRoot(\.authenticated),
            let deepLink = try? DeepLink(url: url, todosStore: TodosStore(context: context))
        else { return }
        switch deepLink {
        case .todo(let id):
            authenticated.focusFirst(\.todos).child.route(to: \.todo, id)
        }
    }
}
