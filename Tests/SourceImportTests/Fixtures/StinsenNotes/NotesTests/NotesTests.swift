import XCTest

final class NotesTests: XCTestCase {
    func testNothing() {}
}
