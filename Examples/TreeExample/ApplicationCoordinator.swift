import NavigationModel
import TreeCoordinators

/// The app's first coordinator, made with the navigation controller at the window's root.
final class ApplicationCoordinator: Coordinator {
    static let main = TreeScreen("MainViewController", transition: nil)
    static let pushDetail = TreeChild("pushDetail", starts: DetailCoordinator.self, transition: .push)
    static let presentDetail = TreeChild("presentDetail", starts: DetailCoordinator.self, transition: .sheet)
    static let declaration = TreeCoordinatorDeclaration(
        ApplicationCoordinator.self, screens: [main], children: [pushDetail, presentDetail])

    let navigationController: NavigationController

    init(navigationController: NavigationController) {
        self.navigationController = navigationController
        super.init(context: navigationController.context)
    }

    func start() {
        let main = makeScreen(Self.main) { [self] in
            [
                UserAction("push detail") { self.mainDidRequestPush() },
                UserAction("present detail") { self.mainDidRequestPresent() },
            ]
        }
        navigationController.push(main)
        bindToLifecycle(of: main)
    }

    /// Horizontal navigation: the child coordinator pushes onto the same stack.
    private func mainDidRequestPush() {
        guard verifyPrecondition(children.isEmpty, "children.isEmpty") else { return }
        let coordinator = DetailCoordinator(navigationController: navigationController)
        addChild(coordinator)
        coordinator.start()
    }

    /// Vertical navigation: a new graphical context and a new coordinator for it, presented on top.
    private func mainDidRequestPresent() {
        guard verifyPrecondition(children.isEmpty, "children.isEmpty") else { return }
        let detailNavigationController = NavigationController(in: context)
        let coordinator = DetailCoordinator(navigationController: detailNavigationController)
        addChild(coordinator)
        coordinator.start()
        navigationController.present(detailNavigationController)
    }
}
