import AppGenerator
import Exploration
import Foundation
import NavigationModel
import Testing

@Suite struct GeneratorTests {
    static let shape = AppShape(
        coordinators: 12, screensPerCoordinator: 3, actionsPerScreen: 4, sheetShare: 0.25, fullScreenShare: 0.25,
        tabShare: 0.25, crossLinks: 3, recursion: true)

    @Test func blueprintHasTheRequestedShape() throws {
        let blueprint = try Blueprint(Self.shape)
        #expect(blueprint.coordinators.count == 12)
        #expect(blueprint.tabs == 3)
        #expect(blueprint.coordinators.allSatisfy { $0.screens.count == 3 })
        // Structural actions come first; every screen offers at least the requested number.
        #expect(blueprint.coordinators.flatMap(\.screens).allSatisfy { $0.actions.count >= 4 })
        let openings = blueprint.coordinators.dropFirst(3).map(\.opening)
        #expect(openings.count { $0 == .sheet } == 2)
        #expect(openings.count { $0 == .fullScreen } == 2)
        #expect(openings.count { $0 == .push } == 5)
        let links = blueprint.coordinators.flatMap(\.screens).flatMap(\.actions).filter {
            if case .link = $0 { true } else { false }
        }
        #expect(links.count == 3)
        #expect(blueprint.coordinators.last?.screens.last?.actions.contains(.openAnother) == true)
    }

    @Test func everyCoordinatorButTheRootsHasAnOpener() throws {
        let blueprint = try Blueprint(Self.shape)
        let opened = Set(blueprint.coordinators.flatMap(\.screens).flatMap(\.actions).compactMap { action -> Int? in
            if case .open(let child) = action { child } else { nil }
        })
        #expect(opened == Set(3..<12))
    }

    @Test func invalidShapesAreRejected() {
        #expect(throws: InvalidShape.self) { try Blueprint(AppShape(coordinators: 0, screensPerCoordinator: 1)) }
        #expect(throws: InvalidShape.self) { try Blueprint(AppShape(coordinators: 2, screensPerCoordinator: 1, sheetShare: 0.8, fullScreenShare: 0.5)) }
        #expect(throws: InvalidShape.self) { try Blueprint(AppShape(coordinators: 2, screensPerCoordinator: 1, actionsPerScreen: 0)) }
    }

    @Test(arguments: GeneratedStyle.allCases)
    func launchedAppOffersTheFirstScreensActions(style: GeneratedStyle) throws {
        var shape = Self.shape
        shape.style = style
        shape.tabShare = 0
        let app = try GeneratedApp.make(shape)
        let context = app.launchInstance().context
        let blueprint = try Blueprint(shape)
        #expect(context.visibleActions().map(\.name) == blueprint.coordinators[0].screens[0].actionNames)
    }

    @Test(arguments: GeneratedStyle.allCases)
    func explorationReachesEveryDeclaredScreen(style: GeneratedStyle) throws {
        var shape = Self.shape
        shape.style = style
        shape.recursion = false
        // The one-class styles use one coordinator type for every blueprint coordinator (the view-model
        // style one per scene), so nesting alone would trip the default growth bound. No time limit: on a
        // loaded machine the reactive app (replayed from launch) can take longer than the default minute,
        // and this test is about completeness, not speed.
        let options = ExplorationOptions(maxStates: 200_000, timeLimit: 3_600, growthLimit: 50, workers: 1)
        let graph = Explorer(app: try GeneratedApp.make(shape), options: options).run()
        let declared = graph.screens.filter(\.declared)
        #expect(declared.count == shape.screens + Self.extraScreens(style))
        #expect(declared.allSatisfy { $0.reached })
        #expect(graph.screens.allSatisfy { $0.declared })
        #expect(graph.exploration.cuts.isEmpty)
        // The catalog names every coordinator type that runs, and each runs.
        #expect(Set(graph.coordinators.map(\.id)) == Self.coordinatorTypes(style, shape: shape))
        #expect(graph.coordinators.allSatisfy { $0.declared && $0.reached })
        // A generated app is well behaved in every style: what the search restored replays from launch,
        // nothing leaks, no style operation fails.
        let problems = graph.findings.filter { [.replayMismatch, .styleFault, .leakedCoordinator].contains($0.kind) }
        #expect(problems.map(\.message) == [])
    }

    /// Each style shows the same screens as the plain app after the same taps: the path that reaches a
    /// screen in the plain app reaches that blueprint screen, with its actions, in the style's app.
    @Test(arguments: GeneratedStyle.allCases.filter { $0 != .plain })
    func theSameTapsReachTheSameScreensAsThePlainApp(style: GeneratedStyle) throws {
        var shape = Self.shape
        shape.tabShare = 0
        shape.recursion = false
        let blueprint = try Blueprint(shape)
        let plans = Dictionary(uniqueKeysWithValues: blueprint.coordinators.flatMap(\.screens).map { ($0.typeName, $0) })
        let plain = Explorer(
            app: try GeneratedApp.make(shape), options: ExplorationOptions(maxStates: 200_000, workers: 1)).run()
        shape.style = style
        let app = try GeneratedApp.make(shape)
        var compared = 0
        for node in plain.screens {
            let plan = try #require(plans[node.typeName])
            let path = try #require(node.pathFromLaunch)
            let context = app.launchInstance().context
            for step in path {
                #expect(step.source == .user)
                #expect(context.tap(step.action), "\(style): \(step.action) on the way to \(plan.typeName)")
            }
            let visible = try #require(context.state.window.visibleScreen)
            #expect(visible.typeName == plan.typeName || visible.route == plan.qualifiedRoute, "\(style): \(visible.typeName)")
            #expect(context.visibleActions().map(\.name) == plan.actionNames)
            compared += 1
        }
        #expect(compared == shape.screens)
    }

    /// A coordinator that opens a new instance of itself grows without end: the growth bound cuts the
    /// search there (and only there) and reports what grows.
    @Test(arguments: GeneratedStyle.allCases)
    func recursionIsCutByTheGrowthBound(style: GeneratedStyle) throws {
        var shape = AppShape(
            style: style, coordinators: 3, screensPerCoordinator: 2, actionsPerScreen: 2, sheetShare: 0.5,
            fullScreenShare: 0, recursion: false)
        let options = ExplorationOptions(maxStates: 100_000, growthLimit: 8, workers: 1)
        let bounded = Explorer(app: try GeneratedApp.make(shape), options: options).run()
        #expect(bounded.exploration.cuts.isEmpty)
        #expect(!bounded.findings.contains { $0.kind == .unboundedGrowth })

        shape.recursion = true
        let graph = Explorer(app: try GeneratedApp.make(shape), options: options).run()
        #expect(graph.exploration.cuts.map(\.bound) == [.growthLimit])
        let growth = graph.findings.filter { $0.kind == .unboundedGrowth }.map(\.subject.description)
        #expect(growth == [Self.recursiveType(style)])
        #expect(graph.screens.filter(\.declared).allSatisfy { $0.reached })
    }

    @Test(arguments: GeneratedStyle.allCases)
    func oneAndTwoWorkersGiveTheSameGraph(style: GeneratedStyle) throws {
        var shape = Self.shape
        shape.style = style
        let app = try GeneratedApp.make(shape)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let options = ExplorationOptions(maxStates: 20_000, workers: 1)
        var parallel = options
        parallel.workers = 2
        let single = try encoder.encode(Explorer(app: app, options: options).run())
        #expect(try encoder.encode(Explorer(app: app, options: parallel).run()) == single)
    }

    // MARK: What each style's app is made of

    /// Screens a style declares beyond a tabbed blueprint's: the home screen that stands for the tab bar
    /// in the styles without one.
    static func extraScreens(_ style: GeneratedStyle) -> Int {
        switch style {
        case .tree, .viewModel: 1
        case .plain, .router, .declarative, .reactive: 0
        }
    }

    /// The coordinator types a style's app of `shape`, a shape with tabs, declares and runs.
    static func coordinatorTypes(_ style: GeneratedStyle, shape: AppShape) -> Set<String> {
        let (types, tabBar): ([String], String?) = switch style {
        case .plain: ((0..<shape.coordinators).map { "Feature\($0)Coordinator" }, "AppTabBarCoordinator")
        case .router: (["GeneratedRouterCoordinator"], "GeneratedTabBar")
        case .tree: (["GeneratedTreeCoordinator"], nil)
        case .declarative:
            (["GeneratedNavigationCoordinator", "NavigationViewCoordinator<GeneratedNavigationCoordinator>"], "GeneratedTabCoordinator")
        case .reactive: (["GeneratedAppFlow", "GeneratedFlowCoordinator"], nil)
        case .viewModel: (["GeneratedSceneViewModel"], "GeneratedHomeViewModel")
        }
        return Set(types + (tabBar.map { [$0] } ?? []))
    }

    /// What the growth finding names when the last blueprint coordinator reopens itself: the coordinator
    /// type whose instances pile up. Every declarative screen is one view type, whose copies (two per
    /// instance here) pass the bound before the coordinators do, so there it names the screen.
    static func recursiveType(_ style: GeneratedStyle) -> String {
        switch style {
        case .plain: "Feature2Coordinator"
        case .router: "GeneratedRouterCoordinator"
        case .tree: "GeneratedTreeCoordinator"
        // Each new coordinator starts at its root screen, so the window holds one more copy of that route.
        case .declarative: "GeneratedNavigationCoordinator.feature2Screen0"
        case .reactive: "GeneratedFlowCoordinator"
        case .viewModel: "GeneratedSceneViewModel"
        }
    }
}
