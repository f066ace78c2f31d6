import DeclarativeCoordinators
import Exploration
import NavigationModel

/// StinsenApp, the example app of the Stinsen library, ported to the headless declarative runtime.
public enum StinsenExample {
    /// The app as the tool explores it, starting logged out.
    public static var app: ExplorableApp { app(startingAuthenticated: false) }

    /// The app with a persisted status of `startingAuthenticated`, which decides the main coordinator's
    /// first root.
    public static func app(startingAuthenticated: Bool) -> ExplorableApp {
        ExplorableApp(
            name: "stinsen-example",
            style: .declarative,
            summary: "StinsenApp: login and registration, four tabs, todos with favourites and a recursive testbed",
            catalog: .declarative { context in [MainCoordinator(context)] },
            events: deepLinks,
            launch: { context in
                context.setModel(StinsenModel(user: startingAuthenticated ? .example : nil))
                let main = MainCoordinator(context)
                main.showInWindow()
                return main
            })
    }

    /// `app://todo/<name>` for each todo the app can have, enabled while authenticated.
    static var deepLinks: [ExternalEvent] {
        StinsenModel.todoNames.map { name in
            let url = "app://todo/\(name)"
            return ExternalEvent(
                "deep link \(url)", kind: .deepLink,
                isEnabled: { app in app.root(as: MainCoordinator.self)?.hasRoot(\.authenticated) != nil },
                fire: { app in app.root(as: MainCoordinator.self)?.open(url) })
        }
    }
}
