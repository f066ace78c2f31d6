// Construct: a flow that never ends; #if clauses; a child made by a function the importer cannot see.
import Combine
import UIKit

final class ProfileCoordinator: BaseCoordinator<Void> {
    let navigation: UINavigationController

    init(navigation: UINavigationController) {
        self.navigation = navigation
    }

    override func start() -> AnyPublisher<Void, Never> {
        navigation.pushViewController(ProfileViewController(coordinator: self), animated: false)
        return Empty(completeImmediately: false).eraseToAnyPublisher()
    }

    func signOut() {
        navigation.dismiss(animated: true)
    }

    func showSettings() {
        coordinate(to: makeSettingsCoordinator()).sink { _ in }.store(in: &cancellables)
    }

    #if DEBUG
    func showDebugMenu() {
        navigation.pushViewController(DebugMenuViewController(), animated: true)
    }
    #endif
}

final class ProfileViewController: UIViewController {
    let coordinator: ProfileCoordinator
    private var cancellables = Set<AnyCancellable>()
    private let signOutButton = UIButton(type: .system)
    private let settingsButton = UIButton(type: .system)

    init(coordinator: ProfileCoordinator) {
        self.coordinator = coordinator
        super.init(nibName: nil, bundle: nil)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        signOutButton.setTitle("Sign out", for: .normal)
        signOutButton.publisher(for: .touchUpInside)
            .sink { [unowned self] _ in self.coordinator.signOut() }
            .store(in: &cancellables)
        settingsButton.setTitle("Settings", for: .normal)
        settingsButton.publisher(for: .touchUpInside)
            .sink { [unowned self] _ in self.coordinator.showSettings() }
            .store(in: &cancellables)
        #if DEBUG
        let debugButton = UIButton(type: .system)
        debugButton.publisher(for: .touchUpInside)
            .sink { [unowned self] _ in self.coordinator.showDebugMenu() }
            .store(in: &cancellables)
        #endif
    }
}

final class DebugMenuViewController: UIViewController {}
