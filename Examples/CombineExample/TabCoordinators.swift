import NavigationModel
import OpenCombine
import ReactiveCoordinators

/// The first tab: a screen whose "select item" presents the Items flow and handles its result.
final class FirstCoordinator: Coordinator<Void>, DeclaresRoutes, PresentsItems {
    static let first = route("first", shows: "FirstViewController")
    static let items = route("items", starts: ItemsCoordinator.self, .sheet)
    static let declaration = declare(routes: [first, items])

    let navigation: NavigationController

    init(navigation: NavigationController) {
        self.navigation = navigation
        super.init(context: navigation.context)
    }

    override func start() -> AnyPublisher<Void, Never> {
        navigation.pushViewController(makeScreen(Self.first) { [self] in [selectItem] })
        return Empty().eraseToAnyPublisher()
    }
}

/// The second tab: the same as the first, with its own screen.
final class SecondCoordinator: Coordinator<Void>, DeclaresRoutes, PresentsItems {
    static let second = route("second", shows: "SecondViewController")
    static let items = route("items", starts: ItemsCoordinator.self, .sheet)
    static let declaration = declare(routes: [second, items])

    let navigation: NavigationController

    init(navigation: NavigationController) {
        self.navigation = navigation
        super.init(context: navigation.context)
    }

    override func start() -> AnyPublisher<Void, Never> {
        navigation.pushViewController(makeScreen(Self.second) { [self] in [selectItem] })
        return Empty().eraseToAnyPublisher()
    }
}

/// A tab flow that presents Items from its navigation controller.
protocol PresentsItems: FlowCoordinator {
    var navigation: NavigationController { get }
}

extension PresentsItems where Self: Coordinator<Void> {
    /// Presents the Items flow; when it produces an item, dismisses it and passes the item on.
    func presentItems() -> AnyPublisher<ItemsCoordinationResult, Never> {
        coordinate(to: ItemsCoordinator(presenter: navigation))
            .handleEvents(receiveOutput: { [navigation] _ in navigation.dismiss() })
            .eraseToAnyPublisher()
    }

    /// The screen's button: the screen keeps the subscription (the article's view controller prints
    /// the item; nothing on screen changes).
    var selectItem: UserAction {
        UserAction("select item") { [self] in presentItems().sink { _ in }.store(in: self) }
    }
}
