// A test target: left out of the scan.
import XCTest

final class OrphanFlowCoordinator: BaseCoordinator<Void> {
    override func start() -> AnyPublisher<Void, Never> { Empty().eraseToAnyPublisher() }
}
