import Exploration
import NavigationModel
import SharedTestSupport
import Testing

@testable import StinsenExample

/// Drives a launched StinsenApp as a user would, one transition at a time.
struct Driver {
    let run: AppRun

    init(startingAuthenticated: Bool = false) {
        run = AppRun(StinsenExample.app(startingAuthenticated: startingAuthenticated))
    }

    var context: NavigationContext { run.context }
    var main: MainCoordinator { run.app.root(as: MainCoordinator.self)! }
    var model: StinsenModel? { context.model(as: StinsenModel.self) }
    var key: StateKey { run.key }

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

    func perform(_ action: SystemAction) { run.apply(.system(action)) }

    func selectTab(_ title: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let index = tabs?.tabs.firstIndex { $0.title == title }
        guard let index else {
            Issue.record("no tab \(title)", sourceLocation: sourceLocation)
            return
        }
        perform(index == tabs?.selectedIndex ? .reselectTab(index: index, title: title) : .selectTab(index: index, title: title))
    }

    func isEnabled(_ event: String) -> Bool { run.availableSteps.contains(.event(event)) }

    func fire(_ event: String) { run.apply(.event(event)) }

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
