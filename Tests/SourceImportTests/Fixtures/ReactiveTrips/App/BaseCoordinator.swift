// Construct: the app's own generic base class. It is recognised by its shape (generic, start() returns a
// publisher), not by its name, and is not a coordinator itself.
import Combine

class BaseCoordinator<ResultType> {
    var cancellables = Set<AnyCancellable>()

    func coordinate<T>(to coordinator: BaseCoordinator<T>) -> AnyPublisher<T, Never> {
        coordinator.start()
    }

    func start() -> AnyPublisher<ResultType, Never> {
        fatalError("subclasses start their flow")
    }
}
