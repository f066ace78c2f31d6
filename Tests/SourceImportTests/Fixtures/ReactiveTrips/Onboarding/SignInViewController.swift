// Construct: a control publisher whose sink calls the coordinator; a branch makes two actions.
import Combine
import UIKit

final class SignInViewController: UIViewController {
    let coordinator: OnboardingCoordinator
    private var cancellables = Set<AnyCancellable>()
    private let emailField = UITextField()
    private let signInButton: UIButton = {
        let button = UIButton(type: .system)
        button.setTitle("Sign in", for: .normal)
        return button
    }()

    init(coordinator: OnboardingCoordinator) {
        self.coordinator = coordinator
        super.init(nibName: nil, bundle: nil)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        signInButton.publisher(for: .touchUpInside)
            .sink { [weak self] _ in
                self?.coordinator.finish(with: .signedIn(userID: "anna"))
            }
            .store(in: &cancellables)
    }

    @IBAction func forgotPassword() {
        if emailField.text?.isEmpty ?? true {
            coordinator.showHelp()
        } else {
            coordinator.showReset()
        }
    }
}

final class HelpViewController: UIViewController {}

final class ResetViewController: UIViewController {}
