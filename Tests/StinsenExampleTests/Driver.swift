import Exploration
import NavigationModel
import Testing

@testable import StinsenExample

/// Drives a launched StinsenApp as a user would, one transition at a time.
struct Driver {
    let app: LaunchedApp
    let events: [ExternalEvent]

    init(startingAuthenticated: Bool = false) {
        let explorable = StinsenExample.app(startingAuthenticated: startingAuthenticated)
        app = explorable.launchInstance()
        events = explorable.events
    }

    var context: NavigationContext { app.context }
    var main: MainCoordinator { app.root(as: MainCoordinator.self)! }
    var model: StinsenModel? { context.model(as: StinsenModel.self) }
    var key: StateKey { context.state.key }

    /// The visible screen, such as `TodoScreen(id: milk)`.
    var screen: String? { context.state.window.visibleScreen?.description }
    /// The visible screen's coordinator and route, such as `TodosCoordinator.todo`.
    var screenNode: String? {
        guard let screen = context.state.window.visibleScreen, let owner = screen.owner else { return nil }
        return "\(context.record(owner)?.typeName ?? "?").\(screen.route)"
    }
    var actions: [String] { context.visibleActions().map(\.name) }
    var enabledActions: [String] { context.visibleActions().filter(\.isEnabled).map(\.name) }
    var tabs: TabContainer? {
        if case .tabs(let tabs)? = context.state.window.root { return tabs }
        return nil
    }
    /// The visible stack's screens.
    var stack: [String] { context.state.window.topContainer?.visibleStack?.screens.map(\.description) ?? [] }

    /// Taps an enabled action of the visible screen; records an issue when there is none.
    func tap(_ name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        #expect(context.tap(name), "no enabled action \(name) on \(screen ?? "nothing")", sourceLocation: sourceLocation)
    }

    func perform(_ action: SystemAction) {
        context.beginTransition()
        context.perform(action)
        context.endTransition()
    }

    func selectTab(_ title: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let index = tabs?.tabs.firstIndex { $0.title == title }
        guard let index else {
            Issue.record("no tab \(title)", sourceLocation: sourceLocation)
            return
        }
        perform(index == tabs?.selectedIndex ? .reselectTab(index: index, title: title) : .selectTab(index: index, title: title))
    }

    func event(_ name: String) -> ExternalEvent? {
        events.first { $0.name == name }
    }

    func isEnabled(_ event: String) -> Bool { self.event(event)?.isEnabled(app) ?? false }

    func fire(_ event: String) {
        context.beginTransition()
        self.event(event)?.fire(app)
        context.endTransition()
    }

    /// Logs in and creates `count` todos from the todos tab, ending on the todo list.
    func loginWithTodos(_ count: Int) {
        tap("login")
        selectTab("Todos")
        for _ in 0..<count {
            tap("+")
            tap("create")
        }
    }
}
