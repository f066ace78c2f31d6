@testable import Exploration
import NavigationGraph
import NavigationModel
import Testing

/// The replay check and the hidden-state check share fresh launches: a replay-check target is checked on
/// the way to a hidden-state target or another replay-check target below it. The findings must be those of the two checks run one after
/// the other with a launch per target, at every budget, with fewer launches.
@Suite struct FreshLaunchChecksTests {
    /// Counts an app's launches.
    final class Launches {
        var count = 0
    }

    private func counted(_ app: ExplorableApp, _ launches: Launches) -> ExplorableApp {
        var app = app
        let launch = app.launch
        app.launch = { context in
            launches.count += 1
            return launch(context)
        }
        return app
    }

    /// Both ways of running the checks on `app` with `budget`: (findings, launches) shared, then separate.
    private func run(_ app: ExplorableApp, budget: Int) -> (shared: [Finding], sharedLaunches: Int, separate: [Finding], separateLaunches: Int) {
        let launches = Launches()
        let app = counted(app, launches)
        let options = ExplorationOptions(workers: 1, replayCheckBudget: budget).clamped
        let record = Search(app: app, options: options, gate: nil).run(progress: nil)
        let context = AnalysisContext(record: record, app: app, catalog: CatalogIndex(app.catalog), options: options)
        launches.count = 0
        let shared = FreshLaunchChecks.findings(in: context, sharingLaunches: true)
        let sharedLaunches = launches.count
        launches.count = 0
        let separate = FreshLaunchChecks.findings(in: context, sharingLaunches: false)
        return (shared, sharedLaunches, separate, launches.count)
    }

    private static let budgets = [1, 2, 3, 4, 5, 6, 8, 10, 13, 16, 20, 30, 50, 100, 20_000]

    @Test(arguments: [
        DeepHiddenState.app(), TestApps.hiddenState(), TestApps.firstLaunchOnly(), EverySecondTapCoordinator.app(),
        TestApps.shop(), TestApps.hiddenState(strategy: .replayFromLaunch), TestApps.leakyTrap(), TabbedApps.app(.deepLink),
        TabbedApps.app(.modelChange),
    ].map(NamedApp.init))
    func sharingLaunchesChangesNoFinding(_ named: NamedApp) {
        let app = named.app
        for budget in Self.budgets {
            let result = run(app, budget: budget)
            #expect(result.shared == result.separate, "\(app.name), budget \(budget)")
            #expect(result.sharedLaunches <= result.separateLaunches, "\(app.name), budget \(budget)")
        }
    }

    @Test func aHiddenStateInTheMiddleOfAPathIsFoundOnTheWayToADeeperState() throws {
        // Each budget samples other states; where a sampled middle state is checked on the way to a deeper
        // hidden-state target, the launch it would have had is saved, and the mismatch is still found.
        var sharedSomewhere = false
        for budget in Self.budgets {
            let result = run(DeepHiddenState.app(), budget: budget)
            #expect(result.shared == result.separate, "budget \(budget)")
            if result.sharedLaunches < result.separateLaunches, result.shared.contains(where: { $0.kind == .replayMismatch }) {
                sharedSomewhere = true
            }
        }
        #expect(sharedSomewhere)
        let graph = Explorer(app: DeepHiddenState.app()).run()
        #expect(graph.findings.contains { $0.identifier == "hiddenState:MainCoordinator.Home.open a" })
        let mismatch = try #require(graph.findings.first { $0.kind == .replayMismatch })
        #expect(mismatch.identifier == "replayMismatch:MainCoordinator.Item")
        #expect(mismatch.path.map(\.action) == ["open b"])
    }

    @Test func aReplayCheckTargetIsCheckedOnTheWayToAnotherBelowIt() throws {
        let record = Search(app: DeepHiddenState.app(), options: ExplorationOptions(workers: 1).clamped, gate: nil).run(progress: nil)
        let states = 0..<Int32(record.states.count)
        let deepest = try #require(states.max { record.states[Int($0)].depth < record.states[Int($1)].depth })
        let path = record.transitionPath(to: deepest)
        try #require(path.count >= 3)
        let onTheWay = record.transitions[Int(path[1])].target
        let elsewhere = try #require(states.first { state in
            state != 0 && !path.contains { record.transitions[Int($0)].target == state } && record.states[Int(state)].depth >= 2
        })

        let nested = FreshLaunchChecks.plan(record, replayTargets: [onTheWay, deepest], repeatTargets: [])
        #expect(nested.map(\.end) == [deepest])
        #expect(nested.map(\.checkedSteps) == [Int(record.states[Int(deepest)].depth)])
        #expect(nested.allSatisfy { !$0.repeatsActions && $0.checksLaunch })

        // Targets on different branches each get a launch of their own.
        let apart = FreshLaunchChecks.plan(record, replayTargets: [onTheWay, elsewhere].sorted(), repeatTargets: [])
        #expect(apart.map(\.end) == [onTheWay, elsewhere].sorted())

        // A hidden-state target below serves both, and the replay checks the steps down to the deepest one.
        let withRepeat = FreshLaunchChecks.plan(record, replayTargets: [onTheWay], repeatTargets: [deepest])
        #expect(withRepeat.map(\.end) == [deepest])
        #expect(withRepeat.first?.repeatsActions == true)
        #expect(withRepeat.first?.checkedSteps == Int(record.states[Int(onTheWay)].depth))
    }

    @Test func theWholeGraphGetsFewerLaunches() {
        let result = run(DeepHiddenState.app(), budget: 20_000)
        #expect(result.shared == result.separate)
        #expect(result.sharedLaunches < result.separateLaunches)
    }
}

/// A coordinator that numbers the items it opens in a stored `var`, below which each item has two more
/// levels of screens: replaying “open b” from a fresh launch numbers its item 1, where the search saw 2,
/// and the states below it are deeper hidden-state targets whose replays pass through it.
final class DeepHiddenState {
    let id: CoordinatorID
    unowned let context: NavigationContext
    let stack: ContainerID
    var opened = 0

    init(context: NavigationContext) {
        self.context = context
        id = context.coordinator("MainCoordinator", parent: nil)
        let stack = context.makeStack(owner: id)
        self.stack = stack.id
        context.setRoot(.stack(stack))
        context.push(context.makeScreen("Home", owner: id) { [unowned self] in
            [UserAction("open a") { self.openItem() }, UserAction("open b") { self.openItem() }]
        }, onto: stack.id)
    }

    private func openItem() {
        opened += 1
        let number = opened
        context.push(context.makeScreen("Item", inputs: [ScreenInput("number", "\(number)")], owner: id) { [unowned self] in
            [UserAction("details") { self.push("Details", number) }]
        }, onto: stack)
    }

    private func push(_ screen: String, _ number: Int) {
        context.push(context.makeScreen(screen, inputs: [ScreenInput("number", "\(number)")], owner: id) { [unowned self] in
            screen == "Details" ? [UserAction("notes") { self.push("Notes", number) }] : []
        }, onto: stack)
    }

    static func app() -> ExplorableApp {
        ExplorableApp(
            name: "deep-hidden-state", style: "test", summary: "Numbers its items in a coordinator, with screens below them.",
            catalog: RouteCatalog([declare(
                "MainCoordinator", screenRoute("Home", nil), screenRoute("Item"), screenRoute("Details"), screenRoute("Notes"))]),
            launch: { context in DeepHiddenState(context: context) })
    }
}
