import ADCoordinator
import UIKit

/// Pushes a child bound to the item screen; removing a child twice is the library's assertion.
final class ListCoordinator: Coordinator, ListViewControllerDelegate {
    private unowned let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let list = ListViewController()
        list.delegate = self
        navigationController.pushViewController(list, animated: false)
    }

    func listDidSelect() {
        let item = ItemCoordinator(navigationController: navigationController)
        addChild(item)
        item.start()
    }

    func listDidKeep() {
        precondition(children.isEmpty, "one kept item at a time")
        let kept = ItemCoordinator(navigationController: navigationController)
        addChild(kept)
    }

    func listDidReset() {
        let item = ItemCoordinator(navigationController: navigationController)
        removeChild(item)
    }
}

final class ItemCoordinator: Coordinator {
    private unowned let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let item = ItemViewController()
        navigationController.pushViewController(item, animated: true)
        bindToLifecycle(of: item)
    }
}
