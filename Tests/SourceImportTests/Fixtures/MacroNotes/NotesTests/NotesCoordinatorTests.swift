import SUICoordinator
import XCTest

final class TestOnlyCoordinator: Coordinator<NotesRoute> {}
