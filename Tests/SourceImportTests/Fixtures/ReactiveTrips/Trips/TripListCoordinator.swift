// Construct: table selection; flatMap from a selection to a child flow; map of its result; a factory
// the importer cannot see.
import Combine
import UIKit

final class TripListCoordinator: BaseCoordinator<Void> {
    let navigation: UINavigationController
    let factory: ScreenFactory

    init(navigation: UINavigationController, factory: ScreenFactory = .shared) {
        self.navigation = navigation
        self.factory = factory
    }

    override func start() -> AnyPublisher<Void, Never> {
        navigation.pushViewController(TripListViewController(coordinator: self), animated: false)
        return Empty(completeImmediately: false).eraseToAnyPublisher()
    }

    func showTrip() -> AnyPublisher<Bool, Never> {
        coordinate(to: TripDetailCoordinator(navigation: navigation))
            .map { result in
                switch result {
                case .booked: return true
                case .closed: return false
                }
            }
            .handleEvents(receiveOutput: { [weak self] _ in self?.navigation.popViewController(animated: true) })
            .eraseToAnyPublisher()
    }

    func showMap() {
        navigation.pushViewController(factory.makeMap(), animated: true)
    }
}

final class TripListViewController: UITableViewController {
    let coordinator: TripListCoordinator
    private let selected = PassthroughSubject<Void, Never>()
    private var cancellables = Set<AnyCancellable>()

    init(coordinator: TripListCoordinator) {
        self.coordinator = coordinator
        super.init(style: .plain)
        navigationItem.rightBarButtonItem = UIBarButtonItem(primaryAction: UIAction(title: "Map") { [weak self] _ in
            self?.coordinator.showMap()
        })
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        coordinator.showTrip()
            .sink { booked in print(booked) }
            .store(in: &cancellables)
    }
}
