import ArgumentParser
import Exploration

/// The explorer's bounds, as command-line options with the explorer's defaults.
struct BoundsOptions: ParsableArguments {
    private static let defaults = ExplorationOptions()
    /// The longest --time-limit: a week of seconds.
    static let longestTimeLimit: Double = 604_800

    @Option(help: "Stop following a path after this many actions.")
    var maxDepth: Int = defaults.maxDepth

    @Option(help: "Stop after exploring this many states.")
    var maxStates: Int = defaults.maxStates

    @Option(help: ArgumentHelp("Stop after this many seconds of exploration.", valueName: "seconds"))
    var timeLimit: Double = defaults.timeLimit

    @Option(help: "Stop expanding a state that holds more than this many instances of one coordinator or screen (unbounded growth).")
    var growthLimit: Int = defaults.growthLimit

    @Option(name: .customLong("jobs"), help: "Threads to explore large state spaces with (default: one per core).")
    var workers: Int?

    @Flag(help: "Explore every combination of a tab bar's tabs as its own state instead of each tab once (same findings; the state graph is the full product's).")
    var fullProduct = false

    func validate() throws {
        guard maxDepth > 0 else { throw ValidationError("--max-depth must be at least 1, not \(maxDepth).") }
        guard maxStates > 0 else { throw ValidationError("--max-states must be at least 1, not \(maxStates).") }
        guard timeLimit > 0, timeLimit <= Self.longestTimeLimit else {
            throw ValidationError(
                "--time-limit must be a positive number of seconds up to \(Int(Self.longestTimeLimit)) (a week), not \(timeLimit).")
        }
        guard growthLimit > 0 else { throw ValidationError("--growth-limit must be at least 1, not \(growthLimit).") }
        if let workers, workers < 1 { throw ValidationError("--jobs must be at least 1, not \(workers).") }
    }

    /// The explorer's options with these bounds.
    var explorationOptions: ExplorationOptions {
        var options = ExplorationOptions()
        options.maxDepth = maxDepth
        options.maxStates = maxStates
        options.timeLimit = timeLimit
        options.growthLimit = growthLimit
        options.workers = workers ?? Self.defaults.workers
        options.fullProduct = fullProduct
        // A crash in the app's code is a finding, never the end of the command (and of the other apps).
        options.isolatesCrashes = true
        return options
    }
}
