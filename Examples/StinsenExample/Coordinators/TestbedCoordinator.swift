import DeclarativeCoordinators
import NavigationModel

/// StinsenApp's testbed: every way to show a screen or a coordinator, including new instances of itself,
/// pushed or presented, without end.
final class TestbedCoordinator: NavigationCoordinatable {
    let stack: CoordinatorStack<TestbedCoordinator>

    @Root var start = makeStart
    @Route(.push) var pushScreen = makePushScreen
    @Route(.modal) var modalScreen = makeModalScreen
    @Route(.modal) var modalCoordinator = makeModalCoordinator
    @Route(.push) var pushCoordinator = makePushCoordinator

    init(_ context: NavigationContext) { stack = CoordinatorStack(context, initial: \.start) }

    func makeStart() -> TestbedScreen { TestbedScreen() }
    func makePushScreen() -> TestbedScreen { TestbedScreen() }
    func makeModalScreen() -> TestbedScreen { TestbedScreen() }
    func makeModalCoordinator() -> NavigationViewCoordinator<TestbedCoordinator> {
        NavigationViewCoordinator(TestbedCoordinator(context))
    }
    func makePushCoordinator() -> TestbedCoordinator { TestbedCoordinator(context) }
}

/// The same buttons wherever the testbed shows it; "dismiss coordinator" only where it can.
struct TestbedScreen: ScreenView {
    func actions(_ router: TestbedCoordinator.Router) -> [UserAction] {
        UserAction("modal screen") { router.route(to: \.modalScreen) }
        UserAction("push screen") { router.route(to: \.pushScreen) }
        UserAction("modal coordinator") { router.route(to: \.modalCoordinator) }
        UserAction("push coordinator") { router.route(to: \.pushCoordinator) }
        UserAction("dismiss coordinator", isEnabled: router.canDismiss) { router.dismissCoordinator() }
    }
}
