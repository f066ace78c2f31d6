import NavigationModel
import TreeCoordinators

/// Shows the detail screen in whatever navigation controller it is given, and lives as long as that screen.
final class DetailCoordinator: Coordinator {
    static let detail = TreeScreen("DetailViewController")
    static let declaration = TreeCoordinatorDeclaration(DetailCoordinator.self, screens: [detail])

    let navigationController: NavigationController

    init(navigationController: NavigationController) {
        self.navigationController = navigationController
        super.init(context: navigationController.context)
    }

    /// Pushes the detail screen (it has no buttons: the user leaves with back or swipe-down) and binds
    /// this coordinator to it, so that leaving it releases the coordinator.
    func start() {
        let detail = makeScreen(Self.detail)
        navigationController.push(detail)
        bindToLifecycle(of: detail)
    }
}
