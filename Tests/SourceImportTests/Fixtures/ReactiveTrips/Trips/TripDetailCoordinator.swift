// Construct: tapPublisher; flatMap to a child presented as a sheet; Just as a result.
import Combine
import UIKit

enum TripDetailResult {
    case booked
    case closed
}

final class TripDetailCoordinator: BaseCoordinator<TripDetailResult> {
    let navigation: UINavigationController
    let result = PassthroughSubject<TripDetailResult, Never>()

    init(navigation: UINavigationController) {
        self.navigation = navigation
    }

    override func start() -> AnyPublisher<TripDetailResult, Never> {
        navigation.pushViewController(TripDetailViewController(coordinator: self), animated: true)
        return result.eraseToAnyPublisher()
    }

    func confirmBooking() -> AnyPublisher<Bool, Never> {
        coordinate(to: PaymentCoordinator(navigation: navigation))
    }
}

final class TripDetailViewController: UIViewController {
    let coordinator: TripDetailCoordinator
    private var cancellables = Set<AnyCancellable>()
    private let bookButton = UIButton(configuration: .filled(), primaryAction: nil)

    init(coordinator: TripDetailCoordinator) {
        self.coordinator = coordinator
        super.init(nibName: nil, bundle: nil)
        bookButton.setTitle("Book this trip", for: .normal)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        bookButton.tapPublisher
            .flatMap { [unowned self] in self.coordinator.confirmBooking() }
            .sink { [weak self] paid in
                if paid {
                    self?.coordinator.result.send(.booked)
                }
            }
            .store(in: &cancellables)
    }
}

final class PaymentCoordinator: BaseCoordinator<Bool> {
    let navigation: UINavigationController
    let paid = PassthroughSubject<Bool, Never>()

    init(navigation: UINavigationController) {
        self.navigation = navigation
    }

    override func start() -> AnyPublisher<Bool, Never> {
        let payment = PaymentViewController(coordinator: self)
        payment.isModalInPresentation = true
        navigation.present(payment, animated: true)
        return paid
            .handleEvents(receiveOutput: { [navigation] _ in navigation.dismiss(animated: true) })
            .eraseToAnyPublisher()
    }
}

final class PaymentViewController: UIViewController {
    let coordinator: PaymentCoordinator

    init(coordinator: PaymentCoordinator) {
        self.coordinator = coordinator
        super.init(nibName: nil, bundle: nil)
    }

    @IBAction func pay() {
        coordinator.paid.send(true)
    }

    @IBAction func cancel() {
        coordinator.paid.send(false)
    }
}
