import Exploration
import NavigationModel

/// One thing that happens to a running app: the user taps a visible action or uses the platform (back,
/// swipe, tabs), or an external event fires.
public enum Step: Hashable, Sendable, CustomStringConvertible {
    case tap(String)
    case system(SystemAction)
    case event(String)

    public var description: String {
        switch self {
        case .tap(let name), .event(let name): name
        case .system(let action): action.description
        }
    }
}

/// A launched instance of an app, driven as a user would, one transition per step.
public struct AppRun {
    /// The app as it is registered, for its events.
    public let explorable: ExplorableApp
    public let app: LaunchedApp
    public var context: NavigationContext { app.context }

    /// Launches a fresh instance of `explorable` and applies `steps`, skipping those not offered.
    public init(_ explorable: ExplorableApp, _ steps: [Step] = []) {
        self.explorable = explorable
        app = explorable.launchInstance()
        for step in steps { apply(step) }
    }

    /// Applies `step` as one transition; `false` when the current state does not offer it.
    @discardableResult
    public func apply(_ step: Step) -> Bool {
        switch step {
        case .tap(let name):
            return context.tap(name)
        case .system(let action):
            guard context.availableSystemActions().contains(action) else { return false }
            context.beginTransition()
            context.perform(action)
        case .event(let name):
            guard let event = explorable.events.first(where: { $0.name == name }), event.isEnabled(app) else { return false }
            context.beginTransition()
            event.fire(app)
        }
        context.endTransition()
        return true
    }

    /// Every step the current state offers: enabled actions, system actions, then enabled events.
    public var availableSteps: [Step] {
        context.visibleActions().filter(\.isEnabled).map { .tap($0.name) }
            + context.availableSystemActions().map(Step.system)
            + explorable.events.filter { $0.isEnabled(app) }.map { .event($0.name) }
    }

    public var visibleScreen: Screen? { context.state.window.visibleScreen }
    /// The names of the visible screen's actions, enabled or not.
    public var actionNames: [String] { context.visibleActions().map(\.name) }
    public var key: StateKey { context.state.key }
    /// The type names of the coordinators that are still owned but have nothing on screen.
    public var leaked: [String] { context.state.leakedCoordinators().compactMap { context.record($0)?.typeName } }
    /// The type names of the coordinator tree's roots.
    public var roots: [String] { context.state.coordinators.roots.compactMap { context.record($0)?.typeName } }

    /// The type names of the children of the first coordinator of type `typeName`.
    public func children(of typeName: String) -> [String] {
        let record = context.state.coordinators.records.values.first { $0.typeName == typeName }
        return record?.children.compactMap { context.record($0)?.typeName } ?? []
    }
}
