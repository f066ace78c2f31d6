import Dispatch
import NavigationModel

/// One parent state handed to a worker: where it sits in its batch and how to restore it.
struct Job {
    var offset: Int
    /// The parent state's number.
    var parent: Int32
    var restore: Restore
}

/// What a worker did with one job.
enum JobResult {
    /// Not started: the time limit ran out first.
    case skipped
    /// The path could not be replayed, so the state was not expanded.
    case unrestorable
    /// Expanded: its outcomes are `outcomes[range]` of the worker that ran it.
    case expanded(worker: Int, range: Range<Int>)
}

/// Expands batches of parent states on several threads, each with its own app instance.
///
/// An instance's saved states can only be restored into that instance (its coordinators hold its
/// context), so each worker keeps its own; the search assigns each parent to the worker whose instance
/// saved it, and a worker restores any other by replaying its path from its own launch state.
final class WorkerPool {
    /// A worker's instance and its results for the current batch. Touched by one thread at a time: its
    /// worker during a batch, the search between batches.
    final class Worker: @unchecked Sendable {
        let expander: Expander
        var jobs: [Job] = []
        var outcomes: [Outcome] = []
        /// The keys of ``outcomes``.
        var arena = KeyArena()
        var results: [(offset: Int, result: JobResult)] = []

        init(expander: Expander) { self.expander = expander }

        func run(index: Int, deadline: ContinuousClock.Instant, known: KnownStates, tables: IntakeTables) {
            outcomes.removeAll(keepingCapacity: true)
            arena.removeAll()
            results.removeAll(keepingCapacity: true)
            for job in jobs {
                guard ContinuousClock.now < deadline else {
                    results.append((job.offset, .skipped))
                    continue
                }
                let start = outcomes.count
                guard expander.expand(
                    job.restore, parent: job.parent, appendingTo: &outcomes, arena: &arena, coding: known.coding) else {
                    results.append((job.offset, .unrestorable))
                    continue
                }
                // Most actions lead to states found before this batch: look them up here, in parallel
                // when there are several workers, and drop their copies, so that the merge only handles
                // what may be new; summarize those for intake while at it.
                for index in start..<outcomes.count {
                    guard case .unknown = outcomes[index].target else { continue }
                    if let state = known.find(outcomes[index].digest, arena.key(at: outcomes[index].key)) {
                        outcomes[index].target = .known(state)
                    } else if case .unknown(let state) = outcomes[index].target {
                        outcomes[index].summary = tables.summary(of: state)
                    }
                }
                results.append((job.offset, .expanded(worker: index, range: start..<outcomes.count)))
            }
            jobs.removeAll(keepingCapacity: true)
        }
    }

    let workers: [Worker]

    init(app: ExplorableApp, count: Int) {
        workers = (0..<max(1, count)).map { _ in Worker(expander: Expander(app: app)) }
    }

    /// Runs every worker's jobs, in parallel when there is more than one worker with work. Workers look
    /// up the states found so far in `known` and summarize new ones with `tables`, which are only read
    /// while they run.
    func run(deadline: ContinuousClock.Instant, known: KnownStates, tables: IntakeTables) {
        if workers.count(where: { !$0.jobs.isEmpty }) <= 1 {
            for (index, worker) in workers.enumerated() {
                worker.run(index: index, deadline: deadline, known: known, tables: tables)
            }
            return
        }
        let workers = self.workers
        DispatchQueue.concurrentPerform(iterations: workers.count) { index in
            workers[index].run(index: index, deadline: deadline, known: known, tables: tables)
        }
    }
}
