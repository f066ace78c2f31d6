import UIKCoordinator
import UIKit

final class AccountCoordinator: NavigationCoordinator<AccountRoute> {
    override func start(animated: Bool = true) {
        router.startFlow(route: .profile)
    }

    func signOut() { restartApp(animated: true, completion: nil) }
}

enum AccountRoute: NavigationRoute {
    case profile

    var transition: NavigationTransitionStyle { .push }
    func view() -> UIViewController { ProfileController() }
}

final class ProfileController: UIViewController {
    weak var coordinator: AccountCoordinator?
    let signOutButton = UIButton()

    override func viewDidLoad() {
        super.viewDidLoad()
        signOutButton.addTarget(self, action: #selector(signOutTapped), for: .touchUpInside)
    }

    @objc func signOutTapped() { coordinator?.signOut() }

    @IBAction func closeTapped(_ sender: Any) { coordinator?.router.finishFlow() }
}
