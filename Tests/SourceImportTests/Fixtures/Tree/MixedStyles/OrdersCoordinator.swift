import ADCoordinator
import UIKit

final class OrdersCoordinator: Coordinator {
    private unowned let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        navigationController.pushViewController(OrdersViewController(), animated: false)
    }
}

final class OrdersViewController: UIViewController {}
