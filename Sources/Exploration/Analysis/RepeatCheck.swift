import NavigationGraph
import NavigationModel

/// Takes actions again from the states the search took them in, to catch state the app hides from the
/// explorer (a `var` in a coordinator, such as a button that navigates only on every second tap).
///
/// For each checked state, a fresh instance follows the state's path from launch, and every action the
/// search took there is taken twice more from that same state (restored by assignment, or by replaying the
/// path for apps explored that way, unless the app's style vouches for the saved state, as in the search). Each outcome must be the state the search recorded; the first one
/// that is not is a finding naming the action, the state and both outcomes. States are checked in state
/// order while the budget (``ExplorationOptions/replayCheckBudget``, in actions) lasts, every state when
/// it suffices and otherwise states spread evenly over the search order.
///
/// ``FreshLaunchChecks`` runs it together with ``ReplayCheck``, whose path checks ride on the replays
/// that bring a fresh instance to each state checked here.
struct RepeatCheck {
    /// Each action is taken this many times from its state: two catches every-second-time behaviour.
    static let repetitions = 2

    private let context: AnalysisContext
    private var record: ExplorationRecord { context.record }
    private var app: ExplorableApp { context.app }
    /// The transitions the search took from each state (not the tab reduction's stand-ins, nor crashes).
    let outgoing: [[Int32]]
    private let buffer = StateKeyBuffer()
    private var actions: [AvailableAction] = []
    private(set) var findings: [Finding] = []

    init(_ context: AnalysisContext) {
        let record = context.record
        var outgoing = [[Int32]](repeating: [], count: record.states.count)
        let crashed = Set(record.crashHits.map(\.transition))
        let taken = record.transitions.prefix(record.firstStandInTransition ?? record.transitions.count)
        for (index, transition) in taken.enumerated() where !crashed.contains(Int32(index)) {
            outgoing[Int(transition.source)].append(Int32(index))
        }
        self.init(context, outgoing: outgoing)
    }

    private init(_ context: AnalysisContext, outgoing: [[Int32]]) {
        self.context = context
        self.outgoing = outgoing
    }

    /// A check of the same record with nothing found yet and buffers of its own, for another thread.
    func fresh() -> RepeatCheck { RepeatCheck(context, outgoing: outgoing) }

    /// Adds what another check (a worker's) found, after what this one found.
    mutating func append(_ found: ArraySlice<Finding>) { findings += found }

    /// Checks `state` from a fresh launch of its own.
    mutating func check(_ state: Int32) {
        let instance = app.launchInstance()
        defer { instance.close() }
        let path = record.actionIndices(to: state)
        var tracker = record.reduction.map { TabTracker($0, launch: instance.context.state) }
        guard Replay.follow(path, in: instance, events: app.events, actions: &actions, tracker: &tracker) else { return }
        repeatActions(at: state, in: instance, path: path, home: tracker?.home)
    }

    /// Takes the search's actions from `state` again in `instance`, a fresh launch that has just followed
    /// `path` (the action indices to `state`), whose tab tracker ended with `home`. The launches it makes
    /// itself are closed when done with; `launched` is the caller's to close.
    mutating func repeatActions(at state: Int32, in launched: LaunchedApp, path: [Int32], home: NavigationState?) {
        var instance = launched
        defer { if instance !== launched { instance.close() } }
        let checked = app.checksSnapshots(in: instance)
        var saved = checked ? instance.context.savedState() : instance.context.state
        check: for transition in outgoing[Int(state)] {
            let taken = record.transitions[Int(transition)]
            for _ in 0..<Self.repetitions {
                if app.restoreStrategy == .snapshot || (checked && instance.context.canRestore(saved)) {
                    instance.context.state = saved
                } else {
                    if instance !== launched { instance.close() }
                    instance = app.launchInstance()
                    guard Replay.follow(path, in: instance, events: app.events, actions: &actions, reduction: record.reduction)
                    else { break check }
                    if checked { saved = instance.context.savedState() }
                }
                AvailableAction.all(in: instance, events: app.events, into: &actions)
                guard Int(taken.actionIndex) < actions.count, actions[Int(taken.actionIndex)].name == taken.action else { break check }
                if let reduction = record.reduction {
                    // Tabs left behind are parked, as the search parked them.
                    let before = instance.context.state
                    actions[Int(taken.actionIndex)].perform(in: instance)
                    var step = TabTracker(reduction, home: home)
                    step.keep(from: before, in: instance.context)
                } else {
                    actions[Int(taken.actionIndex)].perform(in: instance)
                }
                buffer.encode(instance.context.state)
                guard !record.keys.matches(taken.target, buffer) else { continue }
                findings.append(finding(transition: transition, other: instance.context.state))
                break check
            }
        }
    }

    private func finding(transition: Int32, other: NavigationState) -> Finding {
        let taken = record.transitions[Int(transition)]
        let screen = context.screenName(of: taken.source)
        let recorded = taken.target == taken.source ? "change nothing" : "lead to a state showing \(context.screenName(of: taken.target))"
        let again = ReplayCheck.visibleScreenID(other)
        let cause = app.restoreStrategy == .snapshot
            ? "The app keeps navigation state the explorer cannot see (for example a `var` in a coordinator); declare it as model state with `context.setModel(...)` or keep it in the navigation state."
            : "The app does not behave the same way on every launch."
        return Finding(
            kind: .hiddenState, subject: .action(taken.action, screen: screen),
            message: "“\(taken.action)” on \(screen) does not always do the same from the same state: the search saw it "
                + "\(recorded); taken again from that state, it leads to another state, showing \(again). \(cause) Until then this app's graph "
                + "and its other findings (dead ends, unreachable screens, traps) may be wrong.",
            location: context.location(ofScreenIn: taken.source), path: record.steps(through: transition),
            state: Int(taken.source))
    }

    /// The states to check, in state order: every expanded state with actions when the budget allows,
    /// otherwise an even spread.
    func targets(budget: Int) -> [Int32] {
        guard budget > 0 else { return [] }
        let candidates = (0..<Int32(record.states.count)).filter { record.isFullyExpanded($0) && !outgoing[Int($0)].isEmpty }
        func cost(_ state: Int32) -> Int { Int(record.states[Int(state)].depth) + Self.repetitions * outgoing[Int(state)].count }
        if candidates.reduce(0, { $0 + cost($1) }) <= budget { return candidates }
        guard !candidates.isEmpty else { return [] }
        let average = max(1, candidates.reduce(0) { $0 + cost($1) } / candidates.count)
        let samples = max(1, min(candidates.count, budget / average))
        var targets: [Int32] = []
        var spent = 0
        for index in 0..<samples {
            let state = candidates[index * candidates.count / samples]
            guard spent + cost(state) <= budget else { break }
            spent += cost(state)
            targets.append(state)
        }
        return targets
    }
}
