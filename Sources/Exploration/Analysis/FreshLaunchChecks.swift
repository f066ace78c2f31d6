import NavigationGraph
import NavigationModel

/// The replay check (``ReplayCheck``) and the hidden-state check (``RepeatCheck``), which both follow
/// recorded paths from fresh launches, run with one launch and one replay where they meet.
///
/// Each check picks its targets as it would alone. A replay-check target is checked by replaying the
/// path to a hidden-state target below it in the breadth-first tree when there is one (its path is the
/// beginning of that path, and the same actions from a fresh launch reach the same states), otherwise the
/// path to another replay-check target below it, checking the steps up to the deepest replay-check target
/// served; only a target with neither below it is replayed to itself. A
/// hidden-state target then takes its actions again in the instance that got there, unless the replay
/// check found a difference on the way, in which case it gets a fresh launch of its own as before.
/// Replays are in the order of the states they end in; every fresh launch is checked against the
/// search's launch until the replay check has found one that differs, after which it checks nothing
/// (the stop: the replays after it only take the hidden-state check's actions again).
/// For an app that behaves the same on every launch the findings are those of the two checks run one
/// after the other, each with a launch per target (tests compare the two).
///
/// The replays are independent (each has a fresh launch of its own), so they run on
/// ``ExplorationOptions/workers`` threads, each with its own checks, key buffer and action list, through
/// ``ParallelReplays``: replays are handed out in order, each notes what it found, and the findings are
/// merged in replay order, with the replays after the first launch that differs run again with the stop
/// in force unless their thread already had it. The findings, their order and the budget (in actions) are
/// those of one thread, which runs the replays in order with no merging at all. The checks take no
/// action through the ``ActionGate``, so a crash in them is still told apart from a crash in the search's
/// actions, on whichever thread it happens; ``IsolatedExploration`` then runs them once more on one
/// thread, so that the crash reported is the first in replay order, as with one worker.
enum FreshLaunchChecks: Analysis {
    /// One fresh launch and the path it follows.
    struct PlannedReplay {
        /// The state the path leads to.
        var end: Int32
        /// The replay check's part: the number of steps whose outcome it checks (zero: only the launch);
        /// `nil` when no replay-check target is served.
        var checkedSteps: Int?
        /// Whether `end` is a hidden-state target.
        var repeatsActions: Bool
        /// Whether the launch is compared with the search's.
        var checksLaunch: Bool
    }

    static func findings(in context: AnalysisContext) -> [Finding] { findings(in: context, sharingLaunches: true) }

    /// The findings of both checks; without `sharingLaunches`, the replay check replays each of its
    /// targets from a launch of its own, then the hidden-state check does the same for its targets.
    static func findings(in context: AnalysisContext, sharingLaunches: Bool) -> [Finding] {
        let record = context.record
        let budget = context.options.replayCheckBudget
        let repeatCheck = RepeatCheck(context)
        let replayTargets = ReplayCheck.targets(record, budget: budget)
        let repeatTargets = repeatCheck.targets(budget: budget)
        let replays = sharingLaunches
            ? plan(record, replayTargets: replayTargets, repeatTargets: repeatTargets)
            : replayTargets.map { PlannedReplay(end: $0, checkedSteps: Int(record.states[Int($0)].depth), repeatsActions: false, checksLaunch: true) }
                + repeatTargets.map { PlannedReplay(end: $0, checkedSteps: nil, repeatsActions: true, checksLaunch: false) }
        var checks = FreshLaunchReplayer(context, replays: replays, replayCheck: ReplayCheck(record), repeatCheck: repeatCheck)
        let workers = min(context.options.workers, replays.count)
        if workers <= 1 {
            for index in replays.indices { _ = checks.replay(index) }
        } else {
            let threads = (0..<workers).map { _ in
                FreshLaunchReplayer(
                    context, replays: replays, replayCheck: ReplayCheck(record, includingUnrestorable: false),
                    repeatCheck: repeatCheck.fresh())
            }
            ParallelReplays.run(count: replays.count, workers: threads, into: &checks)
        }
        return checks.replayCheck.findings(in: context) + checks.repeatCheck.findings.firstPerIdentifier()
    }

    /// The replays that serve both checks' targets (each list in state order), in the order of the
    /// states they end in.
    static func plan(_ record: ExplorationRecord, replayTargets: [Int32], repeatTargets: [Int32]) -> [PlannedReplay] {
        var replays = repeatTargets.map { PlannedReplay(end: $0, checkedSteps: nil, repeatsActions: true, checksLaunch: true) }
        // The first replay whose path passes through each state. A state already marked has its ancestors
        // marked too, so each walk stops there.
        var servedBy = [Int32](repeating: -1, count: record.states.count)
        func markPath(to target: Int32, servedBy replay: Int) {
            var state = target
            while servedBy[Int(state)] < 0 {
                servedBy[Int(state)] = Int32(replay)
                let via = record.states[Int(state)].via
                guard via >= 0 else { break }
                state = record.transitions[Int(via)].source
            }
        }
        for (index, target) in repeatTargets.enumerated() { markPath(to: target, servedBy: index) }
        // Last first: a state's descendants come after it in state order, so a target below another has
        // its replay planned by the time the one above it looks for a replay passing through it.
        for target in replayTargets.reversed() {
            let depth = Int(record.states[Int(target)].depth)
            let serving = Int(servedBy[Int(target)])
            if serving >= 0 {
                replays[serving].checkedSteps = max(replays[serving].checkedSteps ?? 0, depth)
            } else {
                replays.append(PlannedReplay(end: target, checkedSteps: depth, repeatsActions: false, checksLaunch: true))
                markPath(to: target, servedBy: replays.count - 1)
            }
        }
        return replays.sorted { $0.end < $1.end }
    }
}

/// Runs planned replays for both checks, one at a time, in one thread.
struct FreshLaunchReplayer: OrderedReplayer {
    private let record: ExplorationRecord
    private let app: ExplorableApp
    private let replays: [FreshLaunchChecks.PlannedReplay]
    private(set) var replayCheck: ReplayCheck
    private(set) var repeatCheck: RepeatCheck
    private var actions: [AvailableAction] = []

    init(
        _ context: AnalysisContext, replays: [FreshLaunchChecks.PlannedReplay], replayCheck: ReplayCheck, repeatCheck: RepeatCheck
    ) {
        record = context.record
        app = context.app
        self.replays = replays
        self.replayCheck = replayCheck
        self.repeatCheck = repeatCheck
    }

    var hasStopped: Bool { replayCheck.hasStopped }

    mutating func stop() { replayCheck.stop() }

    /// Launches the app, follows the replay's path checking the steps the replay check asks for, then
    /// takes the hidden-state check's actions again; `true` when the launch differed from the search's.
    mutating func replay(_ index: Int) -> Bool {
        let replay = replays[index]
        if replayCheck.hasStopped, !replay.repeatsActions { return false }
        let wasStopped = replayCheck.hasStopped
        let instance = app.launchInstance()
        defer { instance.close() }
        var checkedSteps = replay.checkedSteps
        if replayCheck.hasStopped || (replay.checksLaunch && !replayCheck.checkLaunch(instance)) { checkedSteps = nil }
        let stops = !wasStopped && replayCheck.hasStopped
        guard checkedSteps != nil || replay.repeatsActions else { return stops }
        let path = record.transitionPath(to: replay.end)
        let indices = path.map { record.transitions[Int($0)].actionIndex }
        var tracker = record.reduction.map { TabTracker($0, launch: instance.context.state) }
        var completed = 0
        var differed = false
        let followed = Replay.follow(indices, in: instance, events: app.events, actions: &actions, tracker: &tracker) { position, action, state in
            completed = position + 1
            guard let checkedSteps, position < checkedSteps else { return true }
            differed = !replayCheck.checkStep(position, of: path, action: action, state: state)
            return !differed
        }
        if !followed, !differed, let checkedSteps, completed < checkedSteps {
            replayCheck.reportMissingAction(at: completed, of: path)
        }
        guard replay.repeatsActions else { return stops }
        if followed {
            repeatCheck.repeatActions(at: replay.end, in: instance, path: indices, home: tracker?.home)
        } else if differed {
            repeatCheck.check(replay.end)
        }
        return stops
    }

    /// How many mismatches and hidden-state findings have been found.
    var mark: (mismatches: Int, findings: Int) { (replayCheck.mismatches.count, repeatCheck.findings.count) }

    mutating func append(from other: FreshLaunchReplayer, _ start: (mismatches: Int, findings: Int), _ end: (mismatches: Int, findings: Int)) {
        replayCheck.append(other.replayCheck.mismatches[start.mismatches..<end.mismatches])
        repeatCheck.append(other.repeatCheck.findings[start.findings..<end.findings])
    }
}
