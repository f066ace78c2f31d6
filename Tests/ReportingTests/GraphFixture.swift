import NavigationGraph

/// Builds realistic navigation graphs for the report tests the way the explorer would: coordinators
/// and screens with source locations, the action path to each reached screen, and findings. States and
/// transitions are derived from the paths (one state per distinct path prefix), so the statistics
/// agree with the rest of the graph.
struct GraphFixture {
    var app: AppSummary
    var coordinators: [CoordinatorNode] = []
    var screens: [ScreenNode] = []
    var findings: [Finding] = []
    var bounds = ExplorationSummary.Bounds(maxDepth: 40, maxStates: 5_000, timeLimit: 60)
    var cuts: [ExplorationSummary.Cut] = []

    init(name: String, style: String, summary: String) {
        app = AppSummary(name: name, style: style, summary: summary)
    }

    mutating func coordinator(_ name: String, kind: String, file: String, line: Int, reached: Bool = true) {
        coordinators.append(
            CoordinatorNode(
                id: name, kind: kind, declared: true, reached: reached,
                location: SourceReference(file: file, line: line)))
    }

    /// A declared screen; `path` lists the actions from launch that show it, `nil` when never reached.
    mutating func screen(
        _ coordinator: String, _ route: String, type: String, transition: String?, file: String, line: Int,
        path: [String]?
    ) {
        screens.append(
            ScreenNode(
                id: ScreenNode.identifier(coordinator: coordinator, route: route), typeName: type, route: route,
                coordinator: coordinator, transition: transition, declared: true, reached: path != nil,
                location: SourceReference(file: file, line: line), sampleInputs: [],
                pathFromLaunch: nil))
        if let path { pendingPaths[ScreenNode.identifier(coordinator: coordinator, route: route)] = path }
    }

    mutating func finding(
        _ kind: FindingKind, _ severity: Severity, _ subject: String, _ message: String,
        at location: (file: String, line: Int)? = nil, path: [String]? = nil
    ) {
        let steps = path.map(steps(for:)) ?? []
        findings.append(
            Finding(
                kind: kind, severity: severity, subject: subject, message: message,
                location: location.map { SourceReference(file: $0.file, line: $0.line) }, path: steps,
                state: path.map { stateIDs[$0] ?? 0 }))
    }

    func build() -> NavigationGraph {
        var screens = screens
        for index in screens.indices {
            screens[index].pathFromLaunch = pendingPaths[screens[index].id].map(steps(for:))
        }
        let states = stateList
        let transitions = states.dropFirst().map { state -> Transition in
            let actions = prefixes[state.id]
            let source = stateIDs[Array(actions.dropLast())]!
            return Transition(
                source: source, target: state.id, action: actions.last!, actionSource: Self.source(of: actions.last!),
                kind: state.modalDepth > states[source].modalDepth ? .sheet : .push,
                fromScreen: states[source].visibleScreen, toScreen: state.visibleScreen)
        }
        let perCoordinator = coordinators.map { coordinator in
            let owned = screens.filter { $0.coordinator == coordinator.id }
            return ExplorationSummary.CoordinatorStatistics(
                coordinator: coordinator.id, screensDeclared: owned.filter(\.declared).count,
                screensReached: owned.filter(\.reached).count,
                statesVisible: states.filter { state in owned.contains { $0.id == state.visibleScreen } }.count,
                maxInstances: coordinator.reached ? 1 : 0)
        }
        let statistics = ExplorationSummary.Statistics(
            states: states.count, transitions: transitions.count,
            screensReached: screens.filter(\.reached).count, screensDeclared: screens.filter(\.declared).count,
            maxStackDepth: states.map(\.stackDepth).max() ?? 0, maxModalDepth: states.map(\.modalDepth).max() ?? 0,
            perCoordinator: perCoordinator)
        return NavigationGraph(
            app: app, screens: screens.sorted { $0.id < $1.id }, coordinators: coordinators.sorted { $0.id < $1.id },
            states: states, transitions: transitions, findings: findings.sorted { $0.identifier < $1.identifier },
            exploration: ExplorationSummary(bounds: bounds, cuts: cuts, statistics: statistics))
    }

    // MARK: Derived states

    private var pendingPaths: [String: [String]] = [:]

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

    private var stateIDs: [[String]: Int] {
        Dictionary(uniqueKeysWithValues: prefixes.enumerated().map { ($1, $0) })
    }

    private func screen(at path: [String]) -> String? {
        screens.first { pendingPaths[$0.id] == path }?.id
    }

    private var stateList: [StateNode] {
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

/// The graphs the tests format.
enum Fixtures {
    /// The Router-style example app (TestCoordinatorLibrary), with one finding of every kind.
    static func routerApp(cutBy bound: ExplorationSummary.Cut.Bound? = nil) -> NavigationGraph {
        var fixture = GraphFixture(
            name: "RouterExample", style: "Router (ALCoordinator)",
            summary: "The TestCoordinatorLibrary sample: onboarding, then a tab bar with a marketplace and settings.")
        let main = "RouterExample/MainCoordinator.swift"
        let onboarding = "RouterExample/OnboardingCoordinator.swift"
        let home = "RouterExample/HomeCoordinator.swift"
        let cart = "RouterExample/ShoppingCart.swift"

        fixture.coordinator("MainCoordinator", kind: "navigation", file: main, line: 8)
        fixture.coordinator("OnboardingCoordinator", kind: "navigation", file: onboarding, line: 6)
        fixture.coordinator("HomeCoordinator", kind: "tabs", file: home, line: 10)
        fixture.coordinator("MarketplaceCoordinator", kind: "navigation", file: home, line: 48)
        fixture.coordinator("SettingsCoordinator", kind: "navigation", file: home, line: 77)
        fixture.coordinator("ShoppingCartCoordinator", kind: "navigation", file: cart, line: 5)
        fixture.coordinator("HomeCoordinatorUIKit", kind: "tabs", file: home, line: 104)
        fixture.coordinator("ShoppingCartCoordinatorUIKit", kind: "navigation", file: cart, line: 61, reached: false)

        let toHome = ["continue", "go second view", "go home"]
        let toCart = toHome + ["select tab marketplace", "show shopping cart"]
        fixture.screen("MainCoordinator", "splash", type: "SplashScreen", transition: "push", file: main, line: 14, path: [])
        fixture.screen(
            "OnboardingCoordinator", "firstStep", type: "FirstView", transition: "push", file: onboarding, line: 12,
            path: ["continue"])
        fixture.screen(
            "OnboardingCoordinator", "secondStep", type: "SecondView", transition: "modal", file: onboarding, line: 13,
            path: ["continue", "go second view"])
        fixture.screen("SettingsCoordinator", "home", type: "SettingsHome", transition: "push", file: home, line: 83, path: toHome)
        fixture.screen(
            "MarketplaceCoordinator", "home", type: "MarketplaceHome", transition: "push", file: home, line: 54,
            path: toHome + ["select tab marketplace"])
        fixture.screen("ShoppingCartCoordinator", "home", type: "ShoppingCart", transition: "push", file: cart, line: 11, path: toCart)
        fixture.screen(
            "ShoppingCartCoordinator", "checkout", type: "Checkout", transition: "push", file: cart, line: 12,
            path: toCart + ["show checkout"])
        fixture.screen(
            "ShoppingCartCoordinatorUIKit", "home", type: "ShoppingCart", transition: "push", file: cart, line: 67, path: nil)
        fixture.screen(
            "ShoppingCartCoordinatorUIKit", "checkout", type: "Checkout", transition: "push", file: cart, line: 68,
            path: nil)

        fixture.finding(
            .unreachableScreen, .warning, "ShoppingCartCoordinatorUIKit.home",
            "ShoppingCartCoordinatorUIKit.home is declared but no action shows it.", at: (cart, 67))
        // No location of its own: reports point at the screen's declaration.
        fixture.finding(
            .unreachableScreen, .warning, "ShoppingCartCoordinatorUIKit.checkout",
            "ShoppingCartCoordinatorUIKit.checkout is declared but no action shows it.")
        fixture.finding(
            .unreachableCoordinator, .warning, "ShoppingCartCoordinatorUIKit",
            "ShoppingCartCoordinatorUIKit is declared but never started.")
        fixture.finding(
            .deadEnd, .error, "ShoppingCartCoordinator.checkout",
            "Checkout offers no action, and no back or swipe-down applies.", at: (cart, 40),
            path: toCart + ["show checkout"])
        fixture.finding(
            .trap, .warning, "HomeCoordinator",
            "Once the tab bar is shown, no action returns to onboarding or the splash screen.", at: (home, 10),
            path: toHome)
        fixture.finding(
            .unboundedGrowth, .error, "HomeCoordinatorUIKit",
            "show UIKit home → show shopping cart → show checkout repeats, presenting one more tab bar each time.",
            at: (cart, 44), path: toCart + ["show checkout"])
        fixture.finding(
            .leakedCoordinator, .warning, "ShoppingCartCoordinator",
            "The shopping cart sheet was swiped down but its coordinator stays in MarketplaceCoordinator's children.",
            at: (cart, 5), path: toCart + ["swipe down"])
        fixture.finding(
            .styleFault, .error, "SettingsCoordinator.home",
            "finishFlow on a tab asks the tab bar to remove a coordinator that is not its child.", at: (home, 91),
            path: toHome + ["finish coordinator"])
        fixture.finding(
            .replayMismatch, .note, "MarketplaceCoordinator.home",
            "Replaying the path from launch shows SettingsHome, not MarketplaceHome.", at: (home, 54),
            path: toHome + ["select tab marketplace"])
        if let bound {
            fixture.cuts = [ExplorationSummary.Cut(bound: bound, unexpandedStates: 12, firstState: 6)]
            fixture.finding(
                .explorationBound, .note, bound.rawValue,
                "The \(bound.rawValue) bound stopped the exploration; 12 states were not expanded.")
        }
        return fixture.build()
    }

    /// An app whose names try to break every format: table pipes, backticks, HTML, emphasis, newlines.
    static func hostileApp() -> NavigationGraph {
        var fixture = GraphFixture(
            name: "Evil | App <script>alert(1)</script>", style: "Router *bold* _it_",
            summary: "Line one | with pipe\n# not a heading\n- not a list")
        let file = "EvilApp/Evil|File.swift"
        fixture.coordinator("Pipe|Coordinator", kind: "nav|igation", file: file, line: 3)
        fixture.coordinator("`Tick`Coordinator", kind: "<b>tabs</b>", file: file, line: 20)
        fixture.screen(
            "Pipe|Coordinator", "root", type: "<script>alert('x')</script>", transition: "push", file: file, line: 5,
            path: [])
        fixture.screen(
            "Pipe|Coordinator", "`tick`", type: "Back``tick", transition: "sheet | modal", file: file, line: 6,
            path: ["tap | `here` *now*"])
        fixture.screen(
            "`Tick`Coordinator", "[link](http://x)", type: "Image![alt](y)", transition: nil, file: file, line: 22,
            path: ["tap | `here` *now*", "open <img src=x onerror=alert(1)>"])
        fixture.finding(
            .deadEnd, .error, "Pipe|Coordinator.`tick`", "Stuck on <script>alert(1)</script> | no way out\nsecond line",
            at: (file, 6), path: ["tap | `here` *now*"])
        return fixture.build()
    }

    /// A small app with nothing wrong.
    static func cleanApp() -> NavigationGraph {
        var fixture = GraphFixture(name: "TreeExample", style: "Tree (ADCoordinator)", summary: "")
        let file = "TreeExample/ApplicationCoordinator.swift"
        fixture.coordinator("ApplicationCoordinator", kind: "tree", file: file, line: 4)
        fixture.coordinator("DetailCoordinator", kind: "tree", file: "TreeExample/DetailCoordinator.swift", line: 3)
        fixture.screen("ApplicationCoordinator", "main", type: "Main", transition: "push", file: file, line: 9, path: [])
        fixture.screen(
            "DetailCoordinator", "detail", type: "Detail", transition: "push", file: "TreeExample/DetailCoordinator.swift",
            line: 8, path: ["push detail"])
        return fixture.build()
    }
}
