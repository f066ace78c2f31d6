import XCTest

final class AppCoordinatorTests: XCTestCase {
    func testNothing() {}
}
