import ADCoordinator
import UIKit

/// Given the window itself: makes its own navigation controller and puts it at the window's root.
final class LaunchCoordinator: Coordinator, WelcomeViewControllerDelegate {
    private let window: UIWindow
    private let navigationController = UINavigationController()

    init(window: UIWindow) {
        self.window = window
    }

    func start() {
        let welcome = WelcomeViewController()
        welcome.delegate = self
        navigationController.setViewControllers([welcome], animated: false)
        window.rootViewController = navigationController
    }

    func welcomeDidContinue() {
        navigationController.popToRootViewController(animated: true)
    }

    func welcomeDidAskForTerms() {
        let terms = TermsViewController()
        navigationController.present(terms, animated: true)
    }

    func welcomeDidCloseTerms() {
        navigationController.dismiss(animated: true)
    }
}
