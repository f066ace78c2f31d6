import NavigationModel
import OpenCombine
import ReactiveCoordinators

/// Presents the tab bar full screen over the welcome screen (nothing ever dismisses it) and starts one
/// flow per tab.
final class MainCoordinator: Coordinator<Void>, DeclaresRoutes {
    static let first = route("first", starts: FirstCoordinator.self, nil)
    static let second = route("second", starts: SecondCoordinator.self, nil)
    static let declaration = declare(kind: .tabs, routes: [first, second])

    let presenter: NavigationController

    init(presenter: NavigationController) {
        self.presenter = presenter
        super.init(context: presenter.context)
    }

    override func start() -> AnyPublisher<Void, Never> {
        let first = NavigationController(context: context, owner: id)
        let second = NavigationController(context: context, owner: id)
        let tabBar = TabBarController(context: context, owner: id, tabs: [("First", first), ("Second", second)])
        presenter.present(tabBar.container, kind: .fullScreen, presenter: id)
        coordinate(to: FirstCoordinator(navigation: first)).sink { _ in }.store(in: self)
        coordinate(to: SecondCoordinator(navigation: second)).sink { _ in }.store(in: self)
        return Empty().eraseToAnyPublisher()
    }
}
