import ADCoordinator
import UIKit

/// Shows one note in the navigation controller it is given, for as long as the note is on screen.
final class NoteCoordinator: Coordinator, NoteViewControllerDelegate {
    private unowned let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let note = NoteViewController()
        note.delegate = self
        navigationController.pushViewController(note, animated: true)
        bindToLifecycle(of: note)
    }

    func noteDidDelete() {
        navigationController.popViewController(animated: true)
    }
}
