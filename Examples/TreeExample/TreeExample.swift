import Exploration
import NavigationModel
import TreeCoordinators

/// The ADCoordinator example app: a main screen that pushes or presents a detail screen, each time with
/// a child coordinator bound to the detail screen's lifecycle.
public enum TreeExample {
    /// The app, registered for exploration.
    public static var app: ExplorableApp {
        ExplorableApp(
            name: "tree-example",
            style: .tree,
            summary: "Main pushes or presents Detail; DetailCoordinator lives as long as the Detail screen.",
            catalog: catalog,
            launch: launch)
    }

    /// Every coordinator and screen the app declares.
    public static let catalog = RouteCatalog(tree: [ApplicationCoordinator.declaration, DetailCoordinator.declaration])

    /// What the app delegate does: a window whose root is a navigation controller that the application
    /// coordinator fills.
    private static func launch(_ context: NavigationContext) -> AnyObject {
        let window = AppWindow(in: context)
        let navigationController = NavigationController(in: context)
        let applicationCoordinator = ApplicationCoordinator(navigationController: navigationController)
        applicationCoordinator.retainAsRoot()
        applicationCoordinator.start()
        window.rootViewController = navigationController
        return applicationCoordinator
    }
}
