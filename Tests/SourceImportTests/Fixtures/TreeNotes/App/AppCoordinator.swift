import ADCoordinator
import SwiftUI
import UIKit

/// Owns the notes list; every other flow is a child.
final class AppCoordinator: Coordinator, HomeViewControllerDelegate, ComposeCoordinatorDelegate {
    private unowned let navigationController: UINavigationController
    private let factory = ScreenFactory()

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let home = HomeViewController()
        home.delegate = self
        navigationController.setViewControllers([home], animated: false)
    }

    // MARK: - HomeViewControllerDelegate

    func homeDidSelectNote() {
        ensureNoChild()
        let note = NoteCoordinator(navigationController: navigationController)
        addChild(note)
        note.start()
    }

    func homeDidTapCompose() {
        ensureNoChild()
        let composeNavigation = UINavigationController()
        composeNavigation.modalPresentationStyle = .fullScreen
        let compose = ComposeCoordinator(navigationController: composeNavigation)
        compose.delegate = self
        addChild(compose)
        compose.start()
        navigationController.present(composeNavigation, animated: true)
    }

    func homeDidTapSettings() {
        let settings = UIHostingController(rootView: SettingsView())
        navigationController.pushViewController(settings, animated: true)
    }

    func homeDidTapAbout() {
        let about = factory.makeAbout()
        navigationController.pushViewController(about, animated: true)
    }

    // MARK: - ComposeCoordinatorDelegate

    func composeCoordinatorDidFinish(_ coordinator: ComposeCoordinator) {
        navigationController.dismiss(animated: true)
        removeChild(coordinator)
    }

    // MARK: - Private

    private func ensureNoChild() {
        precondition(children.isEmpty, "one flow at a time")
    }
}
