import ADCoordinator
import SwiftUI
import UIKit

/// A UIKit flow whose second screen is SwiftUI.
final class ProfileCoordinator: Coordinator, ProfileViewControllerDelegate {
    private unowned let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let profile = ProfileViewController()
        profile.delegate = self
        navigationController.pushViewController(profile, animated: false)
    }

    func profileDidOpenBadges() {
        let badges = UIHostingController(rootView: BadgesView())
        navigationController.pushViewController(badges, animated: true)
    }
}

protocol ProfileViewControllerDelegate: AnyObject {
    func profileDidOpenBadges()
}

final class ProfileViewController: UIViewController {
    weak var delegate: ProfileViewControllerDelegate?

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Badges", style: .plain, target: self, action: #selector(badgesTapped))
    }

    @objc private func badgesTapped() {
        delegate?.profileDidOpenBadges()
    }
}

struct BadgesView: View {
    var body: some View {
        Button("Share badge") { print("share") }
    }
}
