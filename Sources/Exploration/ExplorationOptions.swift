import Foundation
/// The bounds and knobs of one exploration.
///
/// Every bound has a default, so `ExplorationOptions()` explores a typical app exhaustively and stops a
/// runaway one in bounded time. Whichever bound stops the search is named in the graph's summary.
public struct ExplorationOptions: Sendable, Hashable {
    /// States this many actions away from launch are kept but not expanded.
    public var maxDepth: Int
    /// The search stops once it has found this many states.
    public var maxStates: Int
    /// Wall-time limit of the search, in seconds.
    public var timeLimit: Double
    /// A state with more than this many live instances of one coordinator type, or more than this many
    /// copies of one screen type in the window, is kept but not expanded (an unbounded cycle). Instances
    /// already there at launch (four tabs showing one screen type) do not count against it.
    public var growthLimit: Int
    /// Threads that expand one breadth-first level together, each with its own launched instance; the
    /// graph is the same for any count. Levels too small to be worth it run on one. The replays of the
    /// fresh-launch checks (replay mismatch, hidden state) run on as many threads, with the same findings
    /// for any count. Default: one per core (at most eight). The app must keep no process-wide mutable state.
    public var workers: Int
    /// The most actions the replay check takes, replaying paths from a fresh launch to see that they
    /// reach the states the search recorded. When every state fits, every state is checked; otherwise a
    /// sample spread evenly over the search order is. Zero turns the check off.
    public var replayCheckBudget: Int
    /// Explore every combination of a tab bar's tabs as a state of its own, instead of each tab once with
    /// the others parked (the tab reduction). The answers are the same; the state graph is the product's.
    public var fullProduct: Bool
    /// Whether the app's actions run in a forked child process, so that a crash in the app (a `try!`, a
    /// `fatalError`, a failed `as!`) becomes an "App crash" finding and the exploration goes on without
    /// that action. Off (the default for library callers), a crash in the app ends the calling process;
    /// the command line turns it on. Fork it from a process that is not busy on other threads: a child
    /// forked while another thread holds a runtime lock stalls, and is then retried.
    public var isolatesCrashes: Bool

    public init(
        maxDepth: Int = 40, maxStates: Int = 100_000, timeLimit: Double = 60, growthLimit: Int = 2,
        workers: Int = ExplorationOptions.automaticWorkers, replayCheckBudget: Int = 20_000, fullProduct: Bool = false,
        isolatesCrashes: Bool = false
    ) {
        self.maxDepth = maxDepth
        self.maxStates = maxStates
        self.timeLimit = timeLimit
        self.growthLimit = growthLimit
        self.workers = workers
        self.replayCheckBudget = replayCheckBudget
        self.fullProduct = fullProduct
        self.isolatesCrashes = isolatesCrashes
    }

    /// One worker per core, at most eight.
    public static var automaticWorkers: Int { min(8, max(1, ProcessInfo.processInfo.activeProcessorCount)) }

    /// Throws a readable error for a value the explorer cannot honour (a negative depth, no workers...).
    public func validate() throws(InvalidExplorationOption) {
        if maxDepth < 0 { throw .init(option: "maxDepth", value: "\(maxDepth)", requirement: "zero or more") }
        if maxStates < 1 { throw .init(option: "maxStates", value: "\(maxStates)", requirement: "at least 1") }
        if !(timeLimit >= 0) { throw .init(option: "timeLimit", value: "\(timeLimit)", requirement: "zero or more seconds") }
        if growthLimit < 1 { throw .init(option: "growthLimit", value: "\(growthLimit)", requirement: "at least 1") }
        if workers < 1 { throw .init(option: "workers", value: "\(workers)", requirement: "at least 1") }
        if replayCheckBudget < 0 {
            throw .init(option: "replayCheckBudget", value: "\(replayCheckBudget)", requirement: "zero or more")
        }
    }

    /// The options with every out-of-range value moved to the nearest valid one.
    var clamped: ExplorationOptions {
        ExplorationOptions(
            maxDepth: max(0, maxDepth), maxStates: max(1, maxStates), timeLimit: timeLimit >= 0 ? timeLimit : 0,
            growthLimit: max(1, growthLimit), workers: max(1, workers), replayCheckBudget: max(0, replayCheckBudget),
            fullProduct: fullProduct, isolatesCrashes: isolatesCrashes)
    }
}

/// An option value the explorer cannot honour.
public struct InvalidExplorationOption: Error, Hashable, Sendable, CustomStringConvertible {
    public var option: String
    public var value: String
    public var requirement: String

    public init(option: String, value: String, requirement: String) {
        self.option = option
        self.value = value
        self.requirement = requirement
    }

    public var description: String { "\(option) must be \(requirement) (got \(value))" }
}

/// How far the search has got, reported while it runs.
public struct ExplorationProgress: Sendable, Hashable {
    /// States found so far.
    public var statesExplored: Int
    /// Transitions recorded so far.
    public var transitions: Int
    /// States found and waiting to be expanded.
    public var frontier: Int
    /// The breadth-first level being expanded.
    public var depth: Int
    /// Seconds since the search started.
    public var elapsed: Double

    public init(statesExplored: Int, transitions: Int, frontier: Int, depth: Int, elapsed: Double) {
        self.statesExplored = statesExplored
        self.transitions = transitions
        self.frontier = frontier
        self.depth = depth
        self.elapsed = elapsed
    }
}
