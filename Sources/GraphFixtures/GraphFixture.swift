import NavigationGraph

/// Builds navigation graphs by hand for tests and render checks: coordinators, screens and findings by
/// name, and states either listed one by one or derived from the action path to each screen.
///
/// With paths (`screen(_:_:type:…path:)`), every distinct path prefix is one state and each step one
/// transition, so statistics and findings' paths agree with the rest of the graph, as the explorer's would.
/// With explicit ``state(_:stack:modals:truncated:)`` and ``transition(_:_:_:_:by:)`` calls, the graph holds
/// exactly those.
public struct GraphFixture {
    public var app: AppSummary
    public var coordinators: [CoordinatorNode] = []
    public var screens: [ScreenNode] = []
    public var states: [StateNode] = []
    public var transitions: [Transition] = []
    public var findings: [Finding] = []
    public var bounds = ExplorationSummary.Bounds(maxDepth: 40, maxStates: 5_000, timeLimit: 60)
    public var cuts: [ExplorationSummary.Cut] = []
    private var pendingPaths: [String: [String]] = [:]

    public init(name: String, style: CoordinatorStyle, summary: String = "A fixture.") {
        app = AppSummary(name: name, style: style, summary: summary)
    }

    // MARK: Declarations

    /// A declared coordinator, at `file:line` when given.
    public mutating func coordinator(
        _ name: String, kind: CoordinatorKind, file: String? = nil, line: Int = 0, reached: Bool = true
    ) {
        coordinators.append(CoordinatorNode(
            id: name, kind: kind, declared: true, reached: reached,
            location: file.map { SourceReference(file: $0, line: line) }))
    }

    /// A declared screen whose states are listed explicitly; returns its id (`Coordinator.route`).
    @discardableResult
    public mutating func screen(_ typeName: String, route: String, in coordinator: String, reached: Bool = true) -> String {
        let id = ScreenNode.identifier(coordinator: coordinator, route: route)
        screens.append(ScreenNode(
            id: id, typeName: typeName, route: route, coordinator: coordinator, transition: nil, declared: true,
            reached: reached, location: nil))
        return id
    }

    /// A declared screen; `path` lists the actions from launch that show it, `nil` when never reached.
    public mutating func screen(
        _ coordinator: String, _ route: String, type: String, transition: String?, file: String, line: Int,
        path: [String]?
    ) {
        let id = ScreenNode.identifier(coordinator: coordinator, route: route)
        screens.append(ScreenNode(
            id: id, typeName: type, route: route, coordinator: coordinator, transition: transition, declared: true,
            reached: path != nil, location: SourceReference(file: file, line: line)))
        if let path { pendingPaths[id] = path }
    }

    // MARK: Explicit states

    /// Adds a state showing `screen` and returns its id.
    @discardableResult
    public mutating func state(_ screen: String, stack: Int = 1, modals: Int = 0, truncated: Bool = false) -> Int {
        let id = states.count
        let owners = screens.first { $0.id == screen }.map { [$0.coordinator] } ?? []
        states.append(StateNode(
            id: id, depth: id, visibleScreen: screen, screens: [screen], stackDepth: stack, modalDepth: modals,
            coordinators: owners, model: nil, truncated: truncated))
        return id
    }

    public mutating func transition(
        _ source: Int, _ target: Int, _ action: String, _ kind: TransitionKind, by actor: ActionSource = .user
    ) {
        transitions.append(Transition(
            source: source, target: target, action: action, actionSource: actor, kind: kind,
            fromScreen: states[source].visibleScreen, toScreen: states[target].visibleScreen))
    }

    // MARK: Findings

    /// A finding of `severity` (whatever its kind's default), at `location` and shown by `path` when given.
    public mutating func finding(
        _ kind: FindingKind, _ severity: Severity, about subject: Finding.Subject, _ message: String,
        at location: (file: String, line: Int)? = nil, path: [String]? = nil, state: Int? = nil
    ) {
        var finding = Finding(
            kind: kind, subject: subject, message: message,
            location: location.map { SourceReference(file: $0.file, line: $0.line) }, path: [],
            state: state ?? path.map { derivedStateIDs[$0] ?? 0 })
        finding.severity = severity
        pendingFindingPaths.append(path)
        findings.append(finding)
    }

    private var pendingFindingPaths: [[String]?] = []

    // MARK: Building

    public func build() -> NavigationGraph {
        let derive = states.isEmpty && !pendingPaths.isEmpty
        var screens = screens
        var findings = findings
        var states = states
        var transitions = transitions
        if derive {
            for index in screens.indices {
                screens[index].pathFromLaunch = pendingPaths[screens[index].id].map(steps(for:))
            }
            for index in findings.indices {
                findings[index].path = pendingFindingPaths[index].map(steps(for:)) ?? []
            }
            states = derivedStates
            transitions = derivedTransitions(states)
        }
        let perCoordinator: [ExplorationSummary.CoordinatorStatistics] = derive ? coordinators.map { coordinator in
            let owned = screens.filter { $0.coordinator == coordinator.id }
            return ExplorationSummary.CoordinatorStatistics(
                coordinator: coordinator.id, screensDeclared: owned.filter(\.declared).count,
                screensReached: owned.filter(\.reached).count,
                statesVisible: states.filter { state in owned.contains { $0.id == state.visibleScreen } }.count,
                maxInstances: coordinator.reached ? 1 : 0)
        } : []
        let statistics = ExplorationSummary.Statistics(
            states: states.count, transitions: transitions.count,
            screensReached: screens.filter(\.reached).count, screensDeclared: screens.filter(\.declared).count,
            maxStackDepth: states.map(\.stackDepth).max() ?? 0, maxModalDepth: states.map(\.modalDepth).max() ?? 0,
            perCoordinator: perCoordinator)
        return NavigationGraph(
            app: app, screens: screens.sorted { $0.id < $1.id }, coordinators: coordinators.sorted { $0.id < $1.id },
            states: states, transitions: transitions,
            findings: derive ? findings.sorted { $0.identifier < $1.identifier } : findings,
            exploration: ExplorationSummary(bounds: bounds, cuts: cuts, statistics: statistics))
    }

    // MARK: Derived states

    /// Every distinct prefix of every screen path, shortest first, then in declaration order.
    private var prefixes: [[String]] {
        var seen: Set<[String]> = [[]]
        var result: [[String]] = [[]]
        let paths = screens.compactMap { pendingPaths[$0.id] }
        for length in 1...max(1, paths.map(\.count).max() ?? 1) {
            for path in paths where path.count >= length {
                let prefix = Array(path.prefix(length))
                if seen.insert(prefix).inserted { result.append(prefix) }
            }
        }
        return result
    }

    private var derivedStateIDs: [[String]: Int] {
        Dictionary(uniqueKeysWithValues: prefixes.enumerated().map { ($1, $0) })
    }

    private func screen(at path: [String]) -> String? {
        screens.first { pendingPaths[$0.id] == path }?.id
    }

    private var derivedStates: [StateNode] {
        prefixes.enumerated().map { id, path in
            let shown = (0...path.count).compactMap { screen(at: Array(path.prefix($0))) }
            let modalDepth = shown.filter { id in
                ["sheet", "modal", "fullScreen"].contains(screens.first { $0.id == id }?.transition ?? "")
            }.count
            return StateNode(
                id: id, depth: path.count, visibleScreen: screen(at: path), screens: shown,
                stackDepth: max(1, shown.count - modalDepth), modalDepth: modalDepth,
                coordinators: Array(Set(shown.map { $0.split(separator: ".").first.map(String.init) ?? $0 })).sorted(),
                model: nil, truncated: false)
        }
    }

    private func derivedTransitions(_ states: [StateNode]) -> [Transition] {
        let prefixes = prefixes
        let ids = derivedStateIDs
        return states.dropFirst().map { state -> Transition in
            let actions = prefixes[state.id]
            let source = ids[Array(actions.dropLast())]!
            return Transition(
                source: source, target: state.id, action: actions.last!, actionSource: Self.source(of: actions.last!),
                kind: state.modalDepth > states[source].modalDepth ? .sheet : .push,
                fromScreen: states[source].visibleScreen, toScreen: state.visibleScreen)
        }
    }

    private func steps(for actions: [String]) -> [PathStep] {
        actions.indices.map { index in
            PathStep(
                action: actions[index], source: Self.source(of: actions[index]),
                screen: screen(at: Array(actions.prefix(index + 1))))
        }
    }

    private static func source(of action: String) -> ActionSource {
        if action == "back" || action.hasPrefix("select tab") { return .system }
        if action.hasPrefix("push notification") { return .external }
        return .user
    }
}
