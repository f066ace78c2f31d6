// Construct: a flow that ends with a result sent on its own subject; a screen's subject subscribed to.
import Combine
import UIKit

enum OnboardingResult {
    case signedIn(userID: String)
    case skipped
}

final class OnboardingCoordinator: BaseCoordinator<OnboardingResult> {
    let navigation: UINavigationController
    let finished = PassthroughSubject<OnboardingResult, Never>()

    init(navigation: UINavigationController) {
        self.navigation = navigation
    }

    override func start() -> AnyPublisher<OnboardingResult, Never> {
        let welcome = WelcomeViewController(coordinator: self)
        welcome.startTapped
            .sink { [weak self] in self?.showSignIn() }
            .store(in: &cancellables)
        navigation.pushViewController(welcome, animated: false)
        return finished.eraseToAnyPublisher()
    }

    func showSignIn() {
        navigation.pushViewController(SignInViewController(coordinator: self), animated: true)
    }

    func showHelp() {
        let help = HelpViewController()
        help.modalPresentationStyle = .pageSheet
        navigation.present(help, animated: true)
    }

    func showReset() {
        navigation.pushViewController(ResetViewController(), animated: true)
    }

    func finish(with result: OnboardingResult) {
        finished.send(result)
        finished.send(completion: .finished)
    }
}
