// Construct: a tab bar presented full screen, one subscribed flow per tab.
import Combine
import UIKit

final class TripsCoordinator: BaseCoordinator<Void> {
    private let presenter: UINavigationController

    init(presenter: UINavigationController) {
        self.presenter = presenter
    }

    override func start() -> AnyPublisher<Void, Never> {
        let tripsNavigation = UINavigationController()
        tripsNavigation.tabBarItem = UITabBarItem(title: "Trips", image: nil, tag: 0)
        let profileNavigation = UINavigationController()
        profileNavigation.tabBarItem = UITabBarItem(title: "Profile", image: nil, tag: 1)
        let tabs = UITabBarController()
        tabs.viewControllers = [tripsNavigation, profileNavigation]
        tabs.modalPresentationStyle = .fullScreen
        presenter.present(tabs, animated: true)
        coordinate(to: TripListCoordinator(navigation: tripsNavigation)).sink { _ in }.store(in: &cancellables)
        coordinate(to: ProfileCoordinator(navigation: profileNavigation)).sink { _ in }.store(in: &cancellables)
        return Empty(completeImmediately: false).eraseToAnyPublisher()
    }
}
