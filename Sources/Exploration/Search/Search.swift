import NavigationGraph
import NavigationModel

/// The breadth-first search over canonical state keys.
///
/// Level by level: every state of one level is expanded (in parallel batches when there are several
/// workers), and the outcomes are merged in a fixed order, parent by parent, action by action, so state
/// numbers are breadth-first and the same for any number of workers. Saved states are dropped once
/// expanded; a state's path is its chain of `via` transitions.
final class Search {
    /// What waits to be expanded, per state of the level.
    private enum Pending {
        /// A bound keeps it from being expanded.
        case cut
        /// The state as saved by worker `home`'s instance, with the state its tab bar appeared in.
        case saved(NavigationState, home: Int, tabHome: NavigationState?)
        /// To be restored by replaying its path (replay strategy).
        case replay
    }

    private let app: ExplorableApp
    private let options: ExplorationOptions
    private let pool: WorkerPool
    private var record = ExplorationRecord()
    private var intake: StateIntake
    private var current: [Pending] = []
    private var next: [Pending] = []
    private var stopped = false
    /// The tab reduction of this run; `nil` for the full product.
    private var reduction: TabReduction?
    /// Where each state stands in the reduction: empty until a state with a reduced tab bar is found,
    /// then one per state.
    private var places: [TabPlace] = []
    /// The states in which tab bars appeared, by number.
    private var homes: [Int32: TabHome] = [:]
    /// The transitions that switched tab, parking the tab left.
    private var switches: [Int32] = []
    /// Tabs the merge found must be pinned: one state reached from homes with different contents of its
    /// selected tab.
    private var homePins = TabPins()
    /// Set when a transition touched tabs that are not pinned: the search starts again with them pinned.
    private var restarting = false

    private let start = ContinuousClock.now
    private let deadline: ContinuousClock.Instant

    /// Parents per batch: enough to keep the workers busy and to even out which worker saved which parent
    /// (a parent saved by another worker is restored by following its path), few enough to keep the
    /// outcomes small.
    private static let batchSize = 4_096
    /// Smaller batches run on one worker: starting threads would cost more than it saves.
    private static let parallelThreshold = 32

    init(app: ExplorableApp, options: ExplorationOptions, gate: ActionGate? = nil) {
        self.app = app
        self.options = options
        self.intake = StateIntake(growthLimit: options.growthLimit)
        self.pool = WorkerPool(app: app, count: options.workers)
        for (slot, worker) in pool.workers.enumerated() {
            worker.expander.gate = gate
            worker.expander.slot = slot
        }
        self.deadline = start + .milliseconds(Int64(min(options.timeLimit, 1e9) * 1000))
        if !options.fullProduct, app.restoreStrategy == .snapshot { reduction = TabReduction() }
        savesStates = app.restoreStrategy == .snapshot || pool.workers[0].expander.checksSnapshots
    }

    /// Whether states are saved to be restored later: always under the snapshot strategy, and under the
    /// replay strategy when the app's style vouches for its saved states (restored when it says they still
    /// restore the app, replayed otherwise).
    private let savesStates: Bool

    /// Explores from launch until every reachable state is expanded or a bound stops it. With the tab
    /// reduction, a transition that reaches across tabs pins the tabs it touched and the search starts
    /// again, until no transition needs more.
    func run(progress: (@Sendable (ExplorationProgress) -> Void)?) -> ExplorationRecord {
        while true {
            for worker in pool.workers {
                worker.expander.reduction = reduction
                worker.expander.neededPins = TabPins()
            }
            explore(progress: progress)
            guard restarting, var pinned = reduction else { break }
            for worker in pool.workers { pinned.pin(worker.expander.neededPins) }
            pinned.pin(homePins)
            reduction = pinned
            record = ExplorationRecord()
            intake = StateIntake(growthLimit: options.growthLimit)
            current = []
            next = []
            places = []
            homes = [:]
            switches = []
            homePins = TabPins()
            stopped = false
            restarting = false
        }
        if !places.isEmpty, places.count < record.states.count {
            places.append(contentsOf: repeatElement(TabPlace(), count: record.states.count - places.count))
        }
        let quotient = TabQuotient(places: places, homes: homes, switches: switches)
        record.reduction = places.isEmpty ? nil : reduction
        quotient.addParkedSwitches(to: &record)
        record.coverage = quotient.coverage(of: record, reduction: reduction)
        for worker in pool.workers {
            record.restores.assigned += worker.expander.restores.assigned
            record.restores.replayed += worker.expander.restores.replayed
            record.restores.resumed += worker.expander.restores.resumed
            record.restores.resumedSteps += worker.expander.restores.resumedSteps
        }
        return record
    }

    private func explore(progress: (@Sendable (ExplorationProgress) -> Void)?) {
        let launched = pool.workers[0].expander.launched
        let buffer = StateKeyBuffer()
        let digest = buffer.encode(launched)
        record.keys.insert(digest, ProbeKey(words: buffer.words[...], values: buffer.values[...], coded: nil))
        let launchHome = reduction.flatMap { $0.bar(of: launched) == nil ? nil : launched }
        admit(launched, summary: nil, depth: 0, via: -1, home: 0, tabHome: launchHome, homeState: launchHome == nil ? -1 : 0)
        current = next
        next = []

        var levelStart = 0
        var depth = 0
        while levelStart < record.states.count, !stopped {
            let levelEnd = record.states.count
            var batchStart = levelStart
            while batchStart < levelEnd, !stopped {
                let batchEnd = min(batchStart + Self.batchSize, levelEnd)
                expandBatch(batchStart..<batchEnd, levelStart: levelStart)
                batchStart = batchEnd
                if let reduction, !homePins.isEmpty || pool.workers.contains(where: { reduction.isNew($0.expander.neededPins) }) {
                    restarting = true
                    return
                }
                progress?(report(depth: depth, waiting: record.states.count - batchEnd))
            }
            current = next
            next = []
            levelStart = levelEnd
            depth += 1
        }
    }

    private func report(depth: Int, waiting: Int) -> ExplorationProgress {
        let elapsed = start.duration(to: .now)
        return ExplorationProgress(
            statesExplored: record.states.count, transitions: record.transitions.count, frontier: waiting,
            depth: depth, elapsed: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
    }

    // MARK: Batches

    private func expandBatch(_ batch: Range<Int>, levelStart: Int) {
        assignJobs(batch, levelStart: levelStart)
        pool.run(deadline: deadline, known: record.keys, tables: intake.tables(record))

        var results = [JobResult?](repeating: nil, count: batch.count)
        for worker in pool.workers {
            for (offset, result) in worker.results { results[offset] = result }
        }
        for (offset, parent) in batch.enumerated() {
            guard let result = results[offset] else { continue }  // cut: nothing to expand
            switch result {
            case .skipped:
                cutRemaining(.timeLimit, from: parent)
                return
            case .unrestorable:
                record.unrestorable.append(Int32(parent))
            case .expanded(let worker, let range):
                guard merge(parent: parent, outcomes: range, of: pool.workers[worker], home: worker) else { return }
            }
        }
    }

    /// Hands each expandable parent of the batch to a worker: the one whose instance saved it, moving the
    /// excess of an overloaded worker to the others (they follow its path from their own launch state) so
    /// that no worker idles.
    private func assignJobs(_ batch: Range<Int>, levelStart: Int) {
        let workers = pool.workers
        var queues = [[Job]](repeating: [], count: workers.count)
        var parallel = false
        let expandable = batch.count(where: { if case .cut = current[$0 - levelStart] { false } else { true } })
        if workers.count > 1, expandable >= Self.parallelThreshold { parallel = true }
        for (offset, parent) in batch.enumerated() {
            let pending = current[parent - levelStart]
            // The job holds the saved state from now on, so the worker that expands it releases it.
            current[parent - levelStart] = .cut
            switch pending {
            case .cut:
                continue
            case .saved(let state, let home, let tabHome):
                let worker = parallel ? home : 0
                let restore: Restore = if worker != home {
                    .path(path(to: parent))
                } else if app.restoreStrategy == .snapshot {
                    .snapshot(state, home: tabHome)
                } else {
                    .checked(state, path: path(to: parent))
                }
                queues[worker].append(Job(offset: offset, parent: Int32(parent), restore: restore))
            case .replay:
                let worker = parallel ? offset * workers.count / batch.count : 0
                queues[worker].append(Job(offset: offset, parent: Int32(parent), restore: .path(path(to: parent))))
            }
        }
        if parallel { balance(&queues) }
        for (worker, queue) in zip(workers, queues) { worker.jobs = queue }
    }

    /// Moves jobs from workers with more than a fair share (plus a quarter) to workers with less, so the
    /// slowest worker does not hold up the batch; moved jobs restore by following their paths.
    private func balance(_ queues: inout [[Job]]) {
        let total = queues.reduce(0) { $0 + $1.count }
        let fair = (total + queues.count - 1) / queues.count
        let tolerated = fair + fair / 4
        var surplus: [Job] = []
        for index in queues.indices where queues[index].count > tolerated {
            // Every few jobs rather than the tail: the moved parents' children are saved by the worker that
            // takes them, so spreading them keeps the next level's homes mixed and its batches balanced
            // without more replays.
            let queue = queues[index]
            let excess = queue.count - fair
            var kept: [Job] = []
            for (position, job) in queue.enumerated() {
                let isMoved = surplus.count < excess && (position + 1) * excess / queue.count > surplus.count
                if isMoved { surplus.append(job) } else { kept.append(job) }
            }
            queues[index] = kept
        }
        for index in queues.indices where !surplus.isEmpty && queues[index].count < fair {
            let moved = surplus.prefix(fair - queues[index].count)
            surplus.removeFirst(moved.count)
            queues[index].append(contentsOf: moved.map { Job(offset: $0.offset, parent: $0.parent, restore: .path(path(to: Int($0.parent)))) })
            queues[index].sort { $0.offset < $1.offset }
        }
        // Whatever no worker had room for goes to the least loaded one.
        if !surplus.isEmpty, let index = queues.indices.min(by: { queues[$0].count < queues[$1].count }) {
            queues[index].append(contentsOf: surplus.map { Job(offset: $0.offset, parent: $0.parent, restore: .path(path(to: Int($0.parent)))) })
            queues[index].sort { $0.offset < $1.offset }
        }
    }

    private func path(to state: Int) -> ReplayPath { record.replayPath(to: Int32(state)) }

    // MARK: Merging

    /// Records one parent's outcomes in action order. Returns `false` when the state bound stopped the
    /// search part way.
    private func merge(parent: Int, outcomes range: Range<Int>, of worker: WorkerPool.Worker, home: Int) -> Bool {
        let depth = record.states[parent].depth + 1
        let outcomes = worker.outcomes
        let arena = worker.arena
        for index in range {
            let target: Int32
            let homeState: Int32 = switch outcomes[index].homeChange {
            case .kept: parent < places.count ? places[parent].home : -1
            case .appeared, .none: -1
            }
            switch outcomes[index].target {
            case .known(let known):
                target = known
                if known != parent {
                    checkHome(of: known, reachedFrom: homeState, appeared: outcomes[index].homeChange == .appeared)
                }
            case .unknown(let state):
                let key = arena.key(at: outcomes[index].key)
                let digest = outcomes[index].digest
                if let known = record.keys.find(digest, key) {
                    target = known
                    checkHome(of: known, reachedFrom: homeState, appeared: outcomes[index].homeChange == .appeared)
                } else {
                    guard record.states.count < options.maxStates else {
                        cutRemaining(.maxStates, from: parent)
                        return false
                    }
                    target = record.keys.insert(digest, key)
                    admit(
                        state, summary: outcomes[index].summary, depth: depth, via: Int32(record.transitions.count),
                        home: home, tabHome: outcomes[index].tabHome,
                        homeState: outcomes[index].homeChange == .appeared ? target : homeState)
                }
            }
            let transition = Int32(record.transitions.count)
            if outcomes[index].switchedTo >= 0 { switches.append(transition) }
            record.transitions.append(TransitionRecord(
                source: Int32(parent), target: target, actionIndex: outcomes[index].actionIndex,
                actionSource: outcomes[index].source, kind: outcomes[index].kind, action: outcomes[index].action))
            for fault in outcomes[index].faults { record.faults.append(FaultRecord(transition: transition, fault: fault)) }
            if let crash = outcomes[index].crash { record.crashHits.append(CrashHit(transition: transition, crash: crash)) }
        }
        record.states[parent].expanded = true
        return true
    }

    /// A state reached again, from a state whose tab bar appeared in `home` (or appearing there when
    /// `appeared`), must have had the same contents in its selected tab at home as the way it was found:
    /// else what that tab can rest in depends on the way in, and the tab is pinned.
    private func checkHome(of state: Int32, reachedFrom home: Int32, appeared: Bool) {
        guard Int(state) < places.count else { return }
        let place = places[Int(state)]
        guard place.selected >= 0, place.selectedReduced, let known = homes[place.home] else { return }
        let tab = Int(place.selected)
        let reached = appeared ? place.part : homes[home].flatMap { tab < $0.parts.count ? $0.parts[tab] : nil }
        guard reached != known.parts[tab] else { return }
        homePins.formUnion(TabPins(1 << UInt64(tab), shape: known.shape, titles: known.titles))
    }

    /// Adds a new state and decides whether it will be expanded. `tabHome` is the state its tab bar
    /// appeared in, numbered `homeState` (-1 without one).
    private func admit(
        _ state: NavigationState, summary: StateSummary?, depth: Int32, via: Int32, home: Int, tabHome: NavigationState?,
        homeState: Int32
    ) {
        let (id, growth) = intake.add(state, summary: summary, depth: depth, via: via, to: &record)
        if let reduction, homeState >= 0 {
            if homeState == id, let tabs = reduction.bar(of: state) { homes[id] = TabHome(tabs, in: state) }
            let place = TabPlace(of: state, in: reduction, home: homeState)
            if place.selected >= 0 {
                if places.count < Int(id) { places.append(contentsOf: repeatElement(TabPlace(), count: Int(id) - places.count)) }
                places.append(place)
            }
        }
        if !places.isEmpty, places.count == Int(id) { places.append(TabPlace()) }
        if let growth {
            record.states[Int(id)].cut = .growthLimit
            record.growthCuts.append(GrowthCut(state: id, subject: growth))
            next.append(.cut)
        } else if depth >= options.maxDepth {
            record.states[Int(id)].cut = .maxDepth
            next.append(.cut)
        } else {
            next.append(savesStates ? .saved(state, home: home, tabHome: tabHome) : .replay)
        }
    }

    /// Stops the search: `parent` and every later state not yet expanded are cut by `bound`.
    private func cutRemaining(_ bound: CutBound, from parent: Int) {
        stopped = true
        for id in parent..<record.states.count where record.states[id].cut == nil {
            record.states[id].cut = bound
        }
    }
}
