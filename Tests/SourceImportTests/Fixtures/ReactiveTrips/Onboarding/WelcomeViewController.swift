// Construct: an @IBAction that sends on the screen's own subject; "Skip" by addTarget.
import Combine
import UIKit

final class WelcomeViewController: UIViewController {
    let coordinator: OnboardingCoordinator
    let startTapped = PassthroughSubject<Void, Never>()
    private let skipButton = UIButton(type: .system)

    init(coordinator: OnboardingCoordinator) {
        self.coordinator = coordinator
        super.init(nibName: nil, bundle: nil)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        skipButton.setTitle("Skip for now", for: .normal)
        skipButton.addTarget(self, action: #selector(skip), for: .touchUpInside)
    }

    @IBAction func getStarted() {
        startTapped.send()
    }

    @objc private func skip() {
        coordinator.finish(with: .skipped)
    }
}
