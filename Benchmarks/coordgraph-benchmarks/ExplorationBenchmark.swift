import AppGenerator
import Exploration
import Foundation

/// One exploration of a generated app, measured in its own process.
struct ExplorationMeasurement: Codable {
    var style: String
    var workers: Int
    var states: Int
    var transitions: Int
    /// The search alone (states and transitions found).
    var searchSeconds: Double
    /// The whole `Explorer.run`: search, analyses and the graph.
    var totalSeconds: Double
    /// Resident memory before exploring, and the peak during it.
    var baselineBytes: Int
    var peakBytes: Int

    var statesPerSecond: Double { Double(states) / searchSeconds }
    var transitionsPerSecond: Double { Double(transitions) / searchSeconds }
    var microsecondsPerState: Double { totalSeconds * 1e6 / Double(states) }
    var searchMicrosecondsPerState: Double { searchSeconds * 1e6 / Double(states) }
    var bytesPerState: Double { Double(peakBytes - baselineBytes) / Double(states) }
}

enum ExplorationBenchmark {
    /// The app of the scaling rows: a few hundred coordinators under four tabs, sheets, full screens,
    /// cross links and one recursive coordinator; its state space is far larger than any size measured,
    /// so each size is the first states of one breadth-first search. The rows explore the full product
    /// (`fullProduct`), so that they measure the search on the same states as before the tab reduction.
    static func shape(style: GeneratedStyle) -> AppShape {
        AppShape(
            style: style, coordinators: 200, screensPerCoordinator: 5, actionsPerScreen: 3, sheetShare: 0.3,
            fullScreenShare: 0.1, tabShare: 0.02, crossLinks: 20, recursion: true)
    }

    /// The growth bound of a style's app. Most styles share one coordinator class between all blueprint
    /// coordinators, so the bound sits above the app's nesting (12 coordinators) to keep them from being
    /// cut where the plain app is not. The view-model app has a coordinator per scene and the declarative
    /// app one view type for every screen, so for them the bound counts screens: 12 coordinators' worth.
    static func growthLimit(style: GeneratedStyle) -> Int {
        switch style {
        case .plain, .router, .tree, .reactive: 12
        case .declarative, .viewModel: 12 * shape(style: style).screensPerCoordinator
        }
    }

    /// The most states a style row explores in an app restored by replay from launch, where every state
    /// costs a replay of its path.
    static let replayedStates = 10_000

    /// States a style row explores: `size`, or at most ``replayedStates`` for an app restored by replay.
    static func states(style: GeneratedStyle, size: Int) throws -> Int {
        try GeneratedApp.make(shape(style: style)).restoreStrategy == .replayFromLaunch ? min(size, replayedStates) : size
    }

    /// Explores `states` states of the scaling app in this process.
    static func measure(style: GeneratedStyle, states: Int, workers: Int?) throws -> ExplorationMeasurement {
        let app = try GeneratedApp.make(shape(style: style))
        var options = ExplorationOptions(
            maxDepth: 1_000, maxStates: states, timeLimit: 3_600, growthLimit: growthLimit(style: style), fullProduct: true)
        if let workers { options.workers = workers }
        let baseline = Measure.residentBytes
        let search = SearchClock()
        let start = ContinuousClock.now
        let graph = Explorer(app: app, options: options).run { progress in search.update(progress.elapsed) }
        let total = Measure.seconds(since: start)
        return ExplorationMeasurement(
            style: style.rawValue, workers: options.workers, states: graph.states.count,
            transitions: graph.transitions.count, searchSeconds: search.seconds, totalSeconds: total,
            baselineBytes: baseline, peakBytes: Measure.peakResidentBytes)
    }

    /// Measures in a fresh child process: the fastest of five runs when a run takes under five seconds,
    /// since short runs on a shared machine vary most (by a fifth between runs of one build here).
    static func measureInChild(style: GeneratedStyle, states: Int, workers: Int?) throws -> ExplorationMeasurement {
        var best: ExplorationMeasurement?
        for _ in 0..<5 {
            let output = try ChildProcess.run(
                ["measure-exploration", style.rawValue, String(states), workers.map(String.init) ?? "auto"])
            let run = try JSONDecoder().decode(ExplorationMeasurement.self, from: Data(output.utf8))
            if best.map({ run.totalSeconds < $0.totalSeconds }) ?? true { best = run }
            if run.totalSeconds >= 5 { break }
        }
        return best!
    }
}

/// The search's elapsed time as the last progress report gave it (reports come on the calling thread).
final class SearchClock: @unchecked Sendable {
    private(set) var seconds = 0.0
    func update(_ seconds: Double) { self.seconds = seconds }
}
