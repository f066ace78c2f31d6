@testable import Exploration
import Foundation
import NavigationGraph
import NavigationModel
import Testing

/// The fresh-launch checks run their replays on the workers' threads; their findings, in content and
/// order, must be one thread's, whatever the number of workers, on apps with every kind of planted
/// defect, and when a launch that differs stops the replay check part of the way.
@Suite struct ParallelFreshLaunchChecksTests {
    /// `app`, each of whose launches takes a fraction of a millisecond more, so that every thread gets
    /// replays however fast the machine.
    private func slowed(_ app: ExplorableApp) -> ExplorableApp {
        var app = app
        let launch = app.launch
        app.launch = { context in
            usleep(200)
            return launch(context)
        }
        return app
    }

    /// The checks' findings on `app` (searched on one worker) with `workers` threads and `budget`.
    private func findings(_ app: ExplorableApp, budget: Int, workers: [Int]) -> [[Finding]] {
        let app = slowed(app)
        let searched = ExplorationOptions(workers: 1, replayCheckBudget: budget).clamped
        let record = Search(app: app, options: searched, gate: nil).run(progress: nil)
        return workers.map { count in
            let options = ExplorationOptions(workers: count, replayCheckBudget: budget).clamped
            let context = AnalysisContext(record: record, app: app, catalog: CatalogIndex(app.catalog), options: options)
            return FreshLaunchChecks.findings(in: context)
        }
    }

    private static let budgets = [1, 3, 5, 8, 13, 20, 50, 100, 20_000]

    @Test(arguments: [
        DeepHiddenState.app(), TestApps.hiddenState(), TestApps.hiddenState(strategy: .replayFromLaunch), TestApps.firstLaunchOnly(),
        EverySecondTapCoordinator.app(), TestApps.shop(), TestApps.leakyTrap(), TabbedApps.app(.deepLink), TabbedApps.app(.modelChange),
        WelcomeBackCoordinator.app(), WelcomeBackCoordinator.app(greetsAgain: false),
    ].map(NamedApp.init))
    func theFindingsAreOneThreadsForAnyNumberOfWorkers(_ named: NamedApp) {
        for budget in Self.budgets {
            let runs = findings(named.app, budget: budget, workers: [1, 2, 3, 5])
            for (workers, run) in zip([2, 3, 5], runs.dropFirst()) {
                #expect(run == runs[0], "\(named.app.name), budget \(budget), \(workers) workers")
            }
        }
    }

    @Test func aLaunchThatDiffersStopsTheReplayCheckAndHiddenStateIsStillFoundAfterIt() throws {
        let runs = findings(WelcomeBackCoordinator.app(), budget: 20_000, workers: [1, 2, 3])
        #expect(runs[1] == runs[0])
        #expect(runs[2] == runs[0])
        let mismatches = runs[0].filter { $0.kind == .replayMismatch }
        // The first fresh launch differs: that is the replay check's only finding (Item's number differs
        // from a fresh launch too, but the check has stopped by then).
        #expect(mismatches.count == 1)
        #expect(try #require(mismatches.first).message.contains("two launches of the app give different states"))
        // Replays after the stop still take the search's actions again: deeper in the tree than launch.
        let hidden = runs[0].filter { $0.kind == .hiddenState }
        #expect(hidden.map(\.identifier).contains("hiddenState:MainCoordinator.Home.open a"))
        #expect(hidden.contains { $0.path.count > 1 })
    }

    @Test func theSameHiddenStateInManyStatesIsReportedFromTheFirstReplay() throws {
        let runs = findings(WelcomeBackCoordinator.app(greetsAgain: false), budget: 20_000, workers: [1, 2, 3])
        #expect(runs[1] == runs[0] && runs[2] == runs[0])
        let next = try #require(runs[0].first { $0.identifier == "hiddenState:MainCoordinator.Item.open next" })
        #expect(next.path.map(\.action) == ["open a", "open next"])
        #expect(runs[0].contains { $0.kind == .replayMismatch })
    }

    @Test func aDeepHiddenStateGivesBothFindingsOnEveryWorkerCount() {
        let runs = findings(DeepHiddenState.app(), budget: 20_000, workers: [1, 2, 3])
        #expect(runs[0].contains { $0.identifier == "replayMismatch:MainCoordinator.Item" })
        #expect(runs[0].contains { $0.identifier == "hiddenState:MainCoordinator.Home.open a" })
        #expect(runs[1] == runs[0] && runs[2] == runs[0])
    }

    @Test func theWholeExplorationIsTheSameWithOneAndTwoWorkers() {
        for app in [DeepHiddenState.app(), TestApps.hiddenState(), EverySecondTapCoordinator.app()] {
            #expect(Explorer(app: app, options: .init(workers: 1)).run() == Explorer(app: app, options: .init(workers: 2)).run(), "\(app.name)")
        }
    }
}

/// ``ParallelReplays`` on replays that log their number, some of which stop the run, some slower than
/// others so that threads run ahead of a stop: the merged log is the serial one for every replay count
/// (even or uneven over the threads), every stop and every number of threads.
@Suite struct ParallelReplaysTests {
    /// Replay `i` logs `i`, or `-i` once stopped (replays not in `repeats` then log nothing); a replay in
    /// `stops` stops the run when it is not stopped yet; replays in `slow` take a few milliseconds, the
    /// others a tenth of one, so that every thread gets some.
    struct LoggingReplayer: OrderedReplayer {
        let stops: Set<Int>
        let repeats: Set<Int>
        let slow: Set<Int>
        private(set) var hasStopped = false
        private(set) var log: [Int] = []

        init(stops: Set<Int>, repeats: Set<Int>, slow: Set<Int>) {
            self.stops = stops
            self.repeats = repeats
            self.slow = slow
        }

        mutating func stop() { hasStopped = true }

        mutating func replay(_ index: Int) -> Bool {
            usleep(slow.contains(index) ? 3_000 : 100)
            if hasStopped {
                if repeats.contains(index) { log.append(-index) }
                return false
            }
            log.append(index)
            if stops.contains(index) {
                hasStopped = true
                return true
            }
            return false
        }

        var mark: Int { log.count }

        mutating func append(from other: LoggingReplayer, _ start: Int, _ end: Int) { log += other.log[start..<end] }
    }

    private func serial(count: Int, _ make: () -> LoggingReplayer) -> [Int] {
        var replayer = make()
        for index in 0..<count { _ = replayer.replay(index) }
        return replayer.log
    }

    private func parallel(count: Int, workers: Int, _ make: () -> LoggingReplayer) -> [Int] {
        var merged = make()
        ParallelReplays.run(count: count, workers: (0..<workers).map { _ in make() }, into: &merged)
        return merged.log
    }

    @Test(arguments: [7, 10, 31])
    func theMergedLogIsTheSerialOne(count: Int) {
        let stopSets: [Set<Int>] = [[], [0], [1], [count / 2], [count / 2, count / 2 + 2], [count - 1]]
        for stops in stopSets {
            for slow in [Set<Int>(), stops, Set(stride(from: 0, to: count, by: 3))] {
                let make = { LoggingReplayer(stops: stops, repeats: Set(stride(from: 0, to: count, by: 2)), slow: slow) }
                let expected = serial(count: count, make)
                for workers in [2, 3, 4] {
                    #expect(parallel(count: count, workers: workers, make) == expected, "\(count) replays, stops \(stops.sorted()), slow \(slow.sorted()), \(workers) workers")
                }
            }
        }
    }

    @Test func replaysAfterAStopThatRanAheadOfItAreRunAgainWithTheStop() {
        // Replay 2 is slow and stops the run: the other threads run 3, 4, ... without the stop meanwhile.
        let make = { LoggingReplayer(stops: [2], repeats: [3, 5, 7], slow: [2]) }
        #expect(serial(count: 9, make) == [0, 1, 2, -3, -5, -7])
        #expect(parallel(count: 9, workers: 2, make) == [0, 1, 2, -3, -5, -7])
        #expect(parallel(count: 9, workers: 3, make) == [0, 1, 2, -3, -5, -7])
    }
}
