import Exploration
import NavigationModel
import ReactiveCoordinators

/// The example app of the Combine coordinator article: a welcome screen, then a tab bar presented full
/// screen with no way back, whose tabs present an Items sheet that returns the selected item.
public enum CombineExample {
    /// The app, registered for exploration.
    ///
    /// It declares replay from launch: its flows are Combine subscriptions (the Items coordinator's
    /// subject, the tab screens' sinks), objects with state of their own that a copy of the navigation
    /// state cannot capture. The explorer still restores a saved state by assignment while the reactive
    /// runtime vouches for it, with the graph replaying gives (see the tests).
    public static var app: ExplorableApp {
        ExplorableApp(
            name: "combine-example", style: .reactive,
            summary: "Welcome, then a full-screen tab bar whose tabs present an Items sheet that returns a result",
            catalog: catalog, restoreStrategy: .replayFromLaunch,
            launch: { context in
                let app = AppCoordinator(context: context)
                app.launch()
                return app
            })
    }

    /// Every coordinator the app declares, with its routes.
    public static var catalog: RouteCatalog {
        RouteCatalog([
            AppCoordinator.declaration, WelcomeCoordinator.declaration, MainCoordinator.declaration,
            FirstCoordinator.declaration, SecondCoordinator.declaration, ItemsCoordinator.declaration,
        ])
    }
}
