import NavigationGraph
import NavigationModel

/// Checks that the path that found a state leads to the same state from a fresh launch.
///
/// The search restores saved states; an app that keeps navigation facts outside the navigation state
/// (a `var` in a coordinator) behaves differently after a restore than after a fresh launch, and the
/// graph would show states the app never reaches. Each replay checks every state along its path. When
/// the leaves of the breadth-first tree can all be replayed within `replayCheckBudget` actions, they are
/// (so every state is checked); otherwise states spread evenly over the state order are, until the
/// budget is spent.
///
/// ``FreshLaunchChecks`` runs it together with ``RepeatCheck``: a target's path is checked while a
/// replay for the hidden-state check follows a longer path through it, since the same actions from a
/// fresh launch reach the same states.
struct ReplayCheck {
    /// A state found not to be reproducible, and why.
    struct Mismatch {
        var state: Int32
        var reason: String
    }

    private let record: ExplorationRecord
    private let buffer = StateKeyBuffer()
    /// What the check found, in the order it found it (the states the search could not restore first).
    private(set) var mismatches: [Mismatch]
    /// Set once a fresh launch gave another state than the search's launch: the check stops there.
    private(set) var hasStopped = false

    /// A check of `record`; `includingUnrestorable` starts it with the states the search could not restore
    /// (the check whose findings are reported), without it it starts empty (one of several workers').
    init(_ record: ExplorationRecord, includingUnrestorable: Bool = true) {
        self.record = record
        mismatches = !includingUnrestorable ? [] : record.unrestorable.map {
            Mismatch(state: $0, reason: "the search could not get back to it by replaying its path, so it was not expanded")
        }
    }

    /// Stops the check as a launch that differs would: a fresh launch before this one differed.
    mutating func stop() { hasStopped = true }

    /// Adds what another check (a worker's) found, after what this one found.
    mutating func append(_ found: ArraySlice<Mismatch>) { mismatches += found }

    private func isRecorded(_ state: NavigationState, as id: Int32) -> Bool {
        buffer.encode(state)
        return record.keys.matches(id, buffer)
    }

    /// Checks that a fresh launch is the search's launch state; otherwise reports it and stops the check.
    mutating func checkLaunch(_ instance: LaunchedApp) -> Bool {
        if isRecorded(instance.context.state, as: 0) { return true }
        mismatches.append(Mismatch(state: 0, reason: "two launches of the app give different states"))
        hasStopped = true
        return false
    }

    /// Checks the step at `position` of a replay of `path` (transitions from launch): it offered the
    /// action the search took and reached the state the search recorded. `false` (and a mismatch) if not.
    mutating func checkStep(_ position: Int, of path: [Int32], action: AvailableAction, state: NavigationState) -> Bool {
        let transition = record.transitions[Int(path[position])]
        if action.name != transition.action {
            mismatches.append(Mismatch(
                state: transition.source,
                reason: "replayed from a fresh launch, it offers “\(action.name)” where the search took “\(transition.action)”"))
            return false
        }
        if !isRecorded(state, as: transition.target) {
            mismatches.append(Mismatch(
                state: transition.target,
                reason: "replaying its path from a fresh launch reaches a different state (showing \(Self.visibleScreenID(state)))"))
            return false
        }
        return true
    }

    /// Reports that a replay of `path` stopped at `position`: the state there offered fewer actions.
    mutating func reportMissingAction(at position: Int, of path: [Int32]) {
        mismatches.append(Mismatch(
            state: record.transitions[Int(path[position])].source,
            reason: "replayed from a fresh launch, it offers fewer actions than the search saw"))
    }

    func findings(in context: AnalysisContext) -> [Finding] {
        let cause = context.app.restoreStrategy == .snapshot
            ? "The app keeps navigation state outside NavigationState (for example a `var` in a coordinator), so a restored state is not the state a user would be in; keep it in the context or use the replayFromLaunch strategy."
            : "The app does not behave the same way on every launch."
        return mismatches.sorted { $0.state < $1.state }.map { mismatch in
            Finding(
                kind: .replayMismatch, subject: context.screenSubject(of: mismatch.state),
                message: "\(context.screenName(of: mismatch.state)) is not reproducible: \(mismatch.reason). \(cause)",
                location: context.location(ofScreenIn: mismatch.state), path: record.steps(to: mismatch.state),
                state: Int(mismatch.state))
        }.firstPerIdentifier()
    }

    /// The states to replay, in state order.
    static func targets(_ record: ExplorationRecord, budget: Int) -> [Int32] {
        let count = record.states.count
        guard budget > 0 else { return [] }
        var isParent = [Bool](repeating: false, count: count)
        for state in record.states where state.via >= 0 {
            isParent[Int(record.transitions[Int(state.via)].source)] = true
        }
        let leaves = (0..<Int32(count)).filter { !isParent[Int($0)] }
        if leaves.reduce(0, { $0 + Int(record.states[Int($1)].depth) }) <= budget { return leaves }

        let averageDepth = max(1, record.states.reduce(0) { $0 + Int($1.depth) } / count)
        let samples = max(1, min(count, budget / averageDepth))
        var targets: [Int32] = []
        var spent = 0
        for index in 0..<samples {
            let state = Int32(index * count / samples)
            let depth = Int(record.states[Int(state)].depth)
            guard spent + depth <= budget else { break }
            spent += depth
            targets.append(state)
        }
        return targets
    }

    /// The visible screen's node id of a state the search may not have recorded.
    static func visibleScreenID(_ state: NavigationState) -> String {
        guard let screen = state.window.visibleScreen else { return AnalysisContext.emptyWindow }
        let owner = screen.owner.flatMap { state.coordinators[$0]?.typeName } ?? StateIntake.unownedCoordinator
        return ScreenNode.identifier(coordinator: owner, route: screen.route)
    }
}
