import ADCoordinator
import UIKit

protocol ComposeCoordinatorDelegate: AnyObject {
    func composeCoordinatorDidFinish(_ coordinator: ComposeCoordinator)
}

/// Writes a note in a navigation controller of its own, presented by the parent.
final class ComposeCoordinator: Coordinator, ComposeViewControllerDelegate {
    weak var delegate: ComposeCoordinatorDelegate?
    private unowned let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let compose = ComposeViewController()
        compose.delegate = self
        navigationController.setViewControllers([compose], animated: false)
    }

    func composeDidFinish(saved: Bool) {
        delegate?.composeCoordinatorDidFinish(self)
    }
}
