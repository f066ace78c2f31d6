import NavigationModel
import OpenCombine
import ReactiveCoordinators

/// A window-root flow with one screen; its result never comes.
final class HostFlow: Coordinator<Void>, DeclaresRoutes {
    static let home = route("home", shows: "HomeViewController", nil)
    static let child = route("child", starts: SheetFlow.self, .sheet)
    static let declaration = declare(kind: "root", routes: [home, child])

    let navigation: NavigationController

    init(navigation: NavigationController) {
        self.navigation = navigation
        super.init(context: navigation.context)
    }

    override func start() -> AnyPublisher<Void, Never> {
        navigation.makeWindowRoot()
        navigation.pushViewController(makeScreen(Self.home))
        return Empty(completeImmediately: false).eraseToAnyPublisher()
    }
}

/// Presents one screen as a sheet over `presenter`; its actions publish a result, with or without
/// finishing the flow.
final class SheetFlow: Coordinator<String> {
    static let sheet = route("sheet", shows: "SheetViewController", .sheet)

    let presenter: NavigationController
    let results = PassthroughSubject<String, Never>()

    init(presenter: NavigationController) {
        self.presenter = presenter
        super.init(context: presenter.context)
    }

    override func start() -> AnyPublisher<String, Never> {
        presenter.present(makeScreen(Self.sheet), kind: .sheet, presenter: id)
        return results.eraseToAnyPublisher()
    }

    func finish(with result: String) {
        results.send(result)
        results.send(completion: .finished)
    }
}

/// A flow that shows nothing and finishes at once, as the article's tab flows do.
final class InstantFlow: Coordinator<Void> {
    override func start() -> AnyPublisher<Void, Never> { Empty().eraseToAnyPublisher() }
}

/// A flow that shows nothing and never finishes.
final class SilentFlow: Coordinator<Void> {
    override func start() -> AnyPublisher<Void, Never> { Empty(completeImmediately: false).eraseToAnyPublisher() }
}

/// A subclass that forgot to override `start()`.
final class ForgetfulFlow: Coordinator<Int> {}

/// A launched host: a context whose window root shows `HomeViewController`.
struct Fixture {
    let context = NavigationContext(appName: "reactive-test")
    let host: HostFlow

    init() {
        host = HostFlow(navigation: NavigationController(context: context, owner: nil))
        host.launch()
        context.endTransition()
    }

    /// A sheet flow presented from the host's navigation controller (not yet subscribed).
    func sheetFlow() -> SheetFlow { SheetFlow(presenter: host.navigation) }

    var visibleScreen: String? { context.state.window.visibleScreen?.typeName }
    var roots: [String] { context.state.coordinators.roots.map(typeName) }
    func children(of id: CoordinatorID) -> [String] { context.record(id)?.children.map(typeName) ?? [] }
    var leaked: [String] { context.state.leakedCoordinators().map(typeName) }
    func typeName(_ id: CoordinatorID) -> String { context.record(id)?.typeName ?? "?" }
}

/// Pushes one screen onto a navigation controller it is given, and finishes at once.
final class PushFlow: Coordinator<Void> {
    static let pushed = route("pushed", shows: "PushedViewController")

    let navigation: NavigationController

    init(navigation: NavigationController) {
        self.navigation = navigation
        super.init(context: navigation.context)
    }

    override func start() -> AnyPublisher<Void, Never> {
        navigation.pushViewController(makeScreen(Self.pushed))
        return Empty().eraseToAnyPublisher()
    }
}

/// An app coordinator whose own result is the result of a sheet it coordinates to.
final class RelayFlow: Coordinator<String> {
    let navigation: NavigationController

    override init(context: NavigationContext) {
        navigation = NavigationController(context: context, owner: nil)
        super.init(context: context)
    }

    override func start() -> AnyPublisher<String, Never> {
        navigation.makeWindowRoot()
        navigation.pushViewController(makeScreen(HostFlow.home))
        return coordinate(to: SheetFlow(presenter: navigation))
    }
}
