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
    /// so each size is the first states of one breadth-first search.
    static func shape(style: GeneratedStyle) -> AppShape {
        AppShape(
            style: style, coordinators: 200, screensPerCoordinator: 5, actionsPerScreen: 3, sheetShare: 0.3,
            fullScreenShare: 0.1, tabShare: 0.02, crossLinks: 20, recursion: true)
    }

    /// Explores `states` states of the scaling app in this process.
    static func measure(style: GeneratedStyle, states: Int, workers: Int?) throws -> ExplorationMeasurement {
        let app = try GeneratedApp.make(shape(style: style))
        // The router and tree apps share one coordinator class between all blueprint coordinators: a growth
        // bound above the app's nesting keeps them from being cut where the plain app is not.
        var options = ExplorationOptions(maxDepth: 1_000, maxStates: states, timeLimit: 3_600, growthLimit: 12)
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

    /// Measures in a fresh child process: the fastest of three runs when a run takes under five seconds,
    /// since short runs on a shared machine vary most.
    static func measureInChild(style: GeneratedStyle, states: Int, workers: Int?) throws -> ExplorationMeasurement {
        var best: ExplorationMeasurement?
        for _ in 0..<3 {
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
