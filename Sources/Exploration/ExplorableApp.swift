import NavigationGraph
import NavigationGraph
import NavigationModel

/// What an app registers to be explored.
///
/// ```swift
/// let app = ExplorableApp(
///     name: "router-example", style: .router, summary: "…",
///     catalog: RouterExampleCatalog.catalog,
///     events: [.init("push notification", kind: .notification, isEnabled: …, fire: …)],
///     launch: { context in let main = MainCoordinator(context: context); main.start(); return main })
/// ```
public struct ExplorableApp {
    /// A short, unique, command-line friendly name, such as `router-example`.
    public var name: String
    /// The coordinator style, such as ``NavigationGraph/CoordinatorStyle/router``.
    public var style: CoordinatorStyle
    /// One line on what the app is.
    public var summary: String
    /// Every coordinator, route and screen the app declares.
    public var catalog: RouteCatalog
    /// Events from outside the app that can fire where enabled.
    public var events: [ExternalEvent]
    /// How the explorer returns to a state it saw before.
    public var restoreStrategy: RestoreStrategy
    /// Starts a fresh instance in `context` (set its model state, start its main coordinator) and returns
    /// the app's root object, which the explorer keeps alive.
    public var launch: (NavigationContext) -> AnyObject
    /// Findings known before exploring, reported with the analyses' own: an app imported from sources
    /// lists here what the importer could not follow.
    public var sourceFindings: [Finding] = []

    public init(
        name: String, style: CoordinatorStyle, summary: String, catalog: RouteCatalog, events: [ExternalEvent] = [],
        restoreStrategy: RestoreStrategy = .snapshot, launch: @escaping (NavigationContext) -> AnyObject
    ) {
        self.name = name
        self.style = style
        self.summary = summary
        self.catalog = catalog
        self.events = events
        self.restoreStrategy = restoreStrategy
        self.launch = launch
    }

    /// Launches a fresh instance with its own context.
    public func launchInstance() -> LaunchedApp {
        let context = NavigationContext(appName: name)
        let root = launch(context)
        context.endTransition()
        return LaunchedApp(context: context, root: root)
    }
}

/// How the explorer returns to a state it has seen.
public enum RestoreStrategy: Sendable {
    /// Assign the saved ``NavigationState``: every piece of the app's navigation lives in it.
    case snapshot
    /// Launch again and replay the path: for apps whose state also lives in objects the runtime cannot
    /// copy (Combine subscriptions).
    case replayFromLaunch
}

/// One running instance of an app.
public final class LaunchedApp {
    public let context: NavigationContext
    /// The app's root object (its main coordinator), kept alive as the app delegate would.
    public let root: AnyObject

    public init(context: NavigationContext, root: AnyObject) {
        self.context = context
        self.root = root
    }

    /// Ends this instance (``NavigationContext/close()``) once nothing more is asked of it: a fresh launch of
    /// the checks is freed when its replay is done, even when its objects hold its context.
    public func close() { context.close() }

    /// The root object as `T`; events use it to reach the app's coordinators.
    public func root<T>(as type: T.Type) -> T? { root as? T }
}

/// Something from outside the app: a deep link, a notification, a timer, a model change.
public struct ExternalEvent {
    public enum Kind: String, Sendable { case deepLink, notification, timer, modelChange }

    /// The name reports show, such as `deep link app://todo/1`.
    public var name: String
    public var kind: Kind
    /// Whether it can fire in the current state.
    public var isEnabled: (LaunchedApp) -> Bool
    /// What it does.
    public var fire: (LaunchedApp) -> Void

    public init(
        _ name: String, kind: Kind, isEnabled: @escaping (LaunchedApp) -> Bool = { _ in true },
        fire: @escaping (LaunchedApp) -> Void
    ) {
        self.name = name
        self.kind = kind
        self.isEnabled = isEnabled
        self.fire = fire
    }
}
