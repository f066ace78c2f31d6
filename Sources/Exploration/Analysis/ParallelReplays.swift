import Dispatch
import Foundation

/// Runs numbered replays one at a time, in the order given, keeping what they found; once one replay
/// stops the run (a fresh launch that differs from the search's), the replays after it behave differently.
/// ``ParallelReplays`` runs several on threads of their own and merges them into the serial run's result.
protocol OrderedReplayer {
    /// A position in what the replayer has found so far.
    associatedtype Mark

    /// Whether a replay has stopped the run (or ``stop()`` did).
    var hasStopped: Bool { get }
    /// Puts the stop in force, as a replay before the next one would have.
    mutating func stop()
    /// Runs replay `index`; `true` when it stopped the run (it found the stop not in force).
    mutating func replay(_ index: Int) -> Bool
    /// The end of what the replayer has found so far.
    var mark: Mark { get }
    /// Adds what `other` found between `start` and `end`, after what this replayer found.
    mutating func append(from other: Self, _ start: Mark, _ end: Mark)
}

/// Runs replays `0..<count` on several threads, each with its own replayer, with the result of running
/// them in order on one.
///
/// Threads take the next replay from a shared counter, so replays start in increasing order and the work
/// evens out whatever each replay costs. Each thread's replayer stops at the first stopping replay it runs
/// itself, or before a replay after one that another thread has reported stopping. Each replay notes which
/// thread ran it, whether the stop was in force for it, whether it stopped the run, and the range of its
/// thread's findings it added. The merge then walks the replays in order and takes each one's findings:
/// up to and including the first replay that stopped the run, every replay ran without the stop, as it
/// would in order; after it, a replay that ran with the stop in force is taken as it is, and one that ran
/// before its thread knew of the stop is run again, on the calling thread, with the stop in force. So the
/// result is the serial run's, whatever the number of threads and however the replays fell on them, as
/// long as each replay does the same whether its instance was launched first or later (the stop is for
/// apps of which that does not hold: a launch that differs checks nothing and stops the run at once).
enum ParallelReplays {
    /// Runs the replays on `workers` (one thread each) and appends what they found, in replay order, to
    /// `merged`, which runs again the replays that must be.
    static func run<Replayer: OrderedReplayer>(count: Int, workers: [Replayer], into merged: inout Replayer) {
        let queue = ReplayQueue(count: count)
        let threads = workers.map { Worker<Replayer>(replayer: $0) }
        DispatchQueue.concurrentPerform(iterations: threads.count) { index in
            threads[index].run(queue)
        }
        var runs = [Run<Replayer.Mark>?](repeating: nil, count: count)
        for (index, thread) in threads.enumerated() {
            for var run in thread.runs {
                run.thread = index
                runs[run.replay] = run
            }
        }
        for replay in 0..<count {
            guard let run = runs[replay] else { preconditionFailure("replay \(replay) was not run") }
            if merged.hasStopped && !run.stopped {
                _ = merged.replay(replay)
                continue
            }
            merged.append(from: threads[run.thread].replayer, run.start, run.end)
            if run.stops { merged.stop() }
        }
    }

    /// One replay as a thread ran it.
    private struct Run<Mark> {
        var replay: Int
        var thread = 0
        /// Whether the stop was in force when it ran.
        var stopped: Bool
        /// Whether it stopped the run.
        var stops: Bool
        var start: Mark
        var end: Mark
    }

    /// A thread's replayer and the replays it ran, in the order it ran them. Touched by its thread while
    /// the replays run, by the caller after.
    private final class Worker<Replayer: OrderedReplayer>: @unchecked Sendable {
        var replayer: Replayer
        var runs: [Run<Replayer.Mark>] = []

        init(replayer: Replayer) { self.replayer = replayer }

        func run(_ queue: ReplayQueue) {
            while let next = queue.take() {
                if next.afterStop && !replayer.hasStopped { replayer.stop() }
                let stopped = replayer.hasStopped
                let start = replayer.mark
                let stops = replayer.replay(next.replay)
                if stops { queue.noteStop(at: next.replay) }
                runs.append(Run(replay: next.replay, stopped: stopped, stops: stops, start: start, end: replayer.mark))
            }
        }
    }

    /// Hands out replay numbers in increasing order and remembers the first one known to stop the run.
    private final class ReplayQueue: @unchecked Sendable {
        private let lock = NSLock()
        private let count: Int
        private var next = 0
        private var firstStop = Int.max

        init(count: Int) { self.count = count }

        /// The next replay to run, and whether a replay before it is known to stop the run.
        func take() -> (replay: Int, afterStop: Bool)? {
            lock.lock()
            defer { lock.unlock() }
            guard next < count else { return nil }
            next += 1
            return (next - 1, next - 1 > firstStop)
        }

        func noteStop(at replay: Int) {
            lock.lock()
            firstStop = min(firstStop, replay)
            lock.unlock()
        }
    }
}
