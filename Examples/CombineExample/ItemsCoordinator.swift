import NavigationModel
import OpenCombine
import ReactiveCoordinators

/// What the Items flow returns.
enum ItemsCoordinationResult: Hashable {
    case item(String)
}

/// Presents the list of items as a sheet; selecting a row publishes it and finishes the flow. Swiping
/// the sheet away publishes nothing, so whoever subscribed stays subscribed.
final class ItemsCoordinator: Coordinator<ItemsCoordinationResult>, DeclaresRoutes {
    static let items = route("items", shows: "ItemsViewController", .sheet)
    static let declaration = declare(routes: [items])

    /// The rows of the list, in order.
    static let rows = [
        "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
        "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty",
    ]

    let presenter: NavigationController
    /// The flow's result stream (a Combine subject: state of its own, hence replay from launch).
    private let selection = PassthroughSubject<ItemsCoordinationResult, Never>()

    init(presenter: NavigationController) {
        self.presenter = presenter
        super.init(context: presenter.context)
    }

    override func start() -> AnyPublisher<ItemsCoordinationResult, Never> {
        let screen = makeScreen(Self.items) { [self] in
            Self.rows.map { row in UserAction(row) { self.select(row) } }
        }
        presenter.present(screen, kind: .sheet, presenter: id)
        return selection.eraseToAnyPublisher()
    }

    private func select(_ row: String) {
        selection.send(.item(row))
        selection.send(completion: .finished)
    }
}
