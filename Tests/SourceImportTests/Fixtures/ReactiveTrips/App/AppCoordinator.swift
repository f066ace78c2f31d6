// Construct: window root, coordinate(to:) whose result a sink handles case by case.
import Combine
import UIKit

final class AppCoordinator: BaseCoordinator<Void> {
    private let window: UIWindow

    init(window: UIWindow) {
        self.window = window
    }

    override func start() -> AnyPublisher<Void, Never> {
        let navigation = UINavigationController()
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        coordinate(to: OnboardingCoordinator(navigation: navigation))
            .sink { [weak self] result in
                switch result {
                case .signedIn:
                    self?.showTrips(from: navigation)
                case .skipped:
                    break
                }
            }
            .store(in: &cancellables)
        return Empty(completeImmediately: false).eraseToAnyPublisher()
    }

    private func showTrips(from navigation: UINavigationController) {
        coordinate(to: TripsCoordinator(presenter: navigation))
            .sink { _ in }
            .store(in: &cancellables)
    }
}
