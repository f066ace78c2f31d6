import NavigationGraph

/// Builds small navigation graphs by hand: screens, coordinators, states and transitions by name.
struct FixtureBuilder {
    var app: AppSummary
    var screens: [ScreenNode] = []
    var coordinators: [CoordinatorNode] = []
    var states: [StateNode] = []
    var transitions: [Transition] = []
    var findings: [Finding] = []

    init(name: String, style: String) {
        app = AppSummary(name: name, style: style, summary: "A fixture for rendering tests.")
    }

    mutating func coordinator(_ id: String, kind: String, reached: Bool = true) {
        coordinators.append(CoordinatorNode(id: id, kind: kind, declared: true, reached: reached, location: nil))
    }

    /// Adds a screen and returns its id (`Coordinator.route`).
    @discardableResult
    mutating func screen(_ typeName: String, route: String, in coordinator: String, reached: Bool = true) -> String {
        let id = ScreenNode.identifier(coordinator: coordinator, route: route)
        screens.append(ScreenNode(
            id: id, typeName: typeName, route: route, coordinator: coordinator, transition: nil, declared: true,
            reached: reached, location: nil))
        return id
    }

    /// Adds a state showing `screen` and returns its id.
    @discardableResult
    mutating func state(_ screen: String, stack: Int = 1, modals: Int = 0, truncated: Bool = false) -> Int {
        let id = states.count
        let owners = screens.first { $0.id == screen }.map { [$0.coordinator] } ?? []
        states.append(StateNode(
            id: id, depth: id, visibleScreen: screen, screens: [screen], stackDepth: stack, modalDepth: modals,
            coordinators: owners, model: nil, truncated: truncated))
        return id
    }

    mutating func transition(_ source: Int, _ target: Int, _ action: String, _ kind: TransitionKind, by actor: ActionSource = .user) {
        transitions.append(Transition(
            source: source, target: target, action: action, actionSource: actor, kind: kind,
            fromScreen: states[source].visibleScreen, toScreen: states[target].visibleScreen))
    }

    mutating func finding(_ kind: FindingKind, _ severity: Severity, about subject: String, _ message: String, state: Int? = nil) {
        findings.append(Finding(kind: kind, severity: severity, subject: subject, message: message, location: nil, path: [], state: state))
    }

    func build() -> NavigationGraph {
        let reached = screens.filter(\.reached).count
        let statistics = ExplorationSummary.Statistics(
            states: states.count, transitions: transitions.count, screensReached: reached, screensDeclared: screens.count,
            maxStackDepth: states.map(\.stackDepth).max() ?? 0, maxModalDepth: states.map(\.modalDepth).max() ?? 0,
            perCoordinator: [])
        return NavigationGraph(
            app: app, screens: screens.sorted { $0.id < $1.id }, coordinators: coordinators.sorted { $0.id < $1.id },
            states: states, transitions: transitions, findings: findings,
            exploration: ExplorationSummary(
                bounds: .init(maxDepth: 50, maxStates: 10_000, timeLimit: 60), cuts: [], statistics: statistics))
    }
}
