import DeclarativeCoordinators
import NavigationModel

/// The logged-in app: four tabs. Tapping the selected testbed tab again pops its stack to the root.
final class AuthenticatedCoordinator: TabCoordinatable {
    let child: TabChild<AuthenticatedCoordinator>
    let user: User

    @Route(tabItem: "Home") var home = makeHome
    @Route(tabItem: "Todos") var todos = makeTodos
    @Route(tabItem: "Profile") var profile = makeProfile
    @Route(tabItem: "Testbed", onTapped: onTestbedTapped) var testbed = makeTestbed

    init(_ context: NavigationContext, user: User) {
        self.user = user
        child = TabChild(context, startingItems: [\.home, \.todos, \.profile, \.testbed])
    }

    func makeHome() -> HomeCoordinator { HomeCoordinator(context) }
    func makeTodos() -> NavigationViewCoordinator<TodosCoordinator> { NavigationViewCoordinator(TodosCoordinator(context)) }
    func makeProfile() -> NavigationViewCoordinator<ProfileCoordinator> {
        NavigationViewCoordinator(ProfileCoordinator(context, user: user))
    }
    func makeTestbed() -> NavigationViewCoordinator<TestbedCoordinator> { NavigationViewCoordinator(TestbedCoordinator(context)) }

    func onTestbedTapped(_ isRepeat: Bool, coordinator: NavigationViewCoordinator<TestbedCoordinator>) {
        if isRepeat { coordinator.child.popToRoot() }
    }
}

/// The home tab: a welcome screen listing the favourite todos.
final class HomeCoordinator: NavigationCoordinatable {
    let stack: CoordinatorStack<HomeCoordinator>

    @Root var start = makeStart

    init(_ context: NavigationContext) { stack = CoordinatorStack(context, initial: \.start) }

    func makeStart() -> HomeScreen { HomeScreen() }
}

/// Each favourite jumps to its todo in the todos tab, through the tab coordinator's router.
struct HomeScreen: ScreenView {
    func actions(_ router: AuthenticatedCoordinator.Router) -> [UserAction] {
        for name in TodosStore(context: router.coordinator.context).favourites {
            UserAction(name) {
                router.focusFirst(\.todos).child.popToRoot().route(to: \.todo, name)
            }
        }
    }
}

/// The profile tab, with the logout button.
final class ProfileCoordinator: NavigationCoordinatable {
    let stack: CoordinatorStack<ProfileCoordinator>
    let user: User

    @Root var start = makeStart

    init(_ context: NavigationContext, user: User) {
        self.user = user
        stack = CoordinatorStack(context, initial: \.start)
    }

    func makeStart() -> ProfileScreen { ProfileScreen(username: user.username) }
}

struct ProfileScreen: ScreenView {
    let username: String

    func actions(_ router: ProfileCoordinator.Router) -> [UserAction] {
        UserAction("logout") { AuthenticationService(context: router.coordinator.context).logout() }
    }
}
