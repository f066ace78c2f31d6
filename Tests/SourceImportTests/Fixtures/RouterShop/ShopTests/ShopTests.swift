import XCTest

final class ShopTests: XCTestCase {
    func testNothing() { let coordinator = OrphanTestCoordinator() }
}

final class OrphanTestCoordinator: NavigationCoordinator<BasketRoute> {}
