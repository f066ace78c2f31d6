import NavigationGraph
import NavigationModel

/// What one action did from the state being expanded.
struct Outcome {
    var actionIndex: Int32
    var action: String
    var source: ActionSource
    var kind: TransitionKind
    var faults: [StyleFault]
    var digest: StateDigest
    /// Where the key is in the arena of the worker that expanded the parent.
    var key: KeyArena.Place
    var target: Target
    /// For a state that may be new, what intake needs of it, when the worker could work it out.
    var summary: StateSummary?
    /// The tab a switch selected, when the tab reduction saw one (-1 otherwise): the state kept parks
    /// the tab left behind.
    var switchedTo: Int8 = -1
    /// How the tab reduction's home of the state reached follows from its parent's.
    var homeChange: TabReduction.HomeChange = .none
    /// For a state that may be new, the state its tab bar appeared in (in this worker's instance), which
    /// is saved with it.
    var tabHome: NavigationState? = nil
    /// The known crash the action was skipped for (it leads nowhere).
    var crash: Int32? = nil

    enum Target {
        /// A state found before, by number.
        case known(Int32)
        /// The state it led to, kept until the search knows whether it is new.
        case unknown(NavigationState)
    }
}

/// How the expander gets an app instance into the state to expand.
enum Restore {
    /// Assign this saved state to the instance it was saved from; its tab bar appeared in `home`.
    case snapshot(NavigationState, home: NavigationState?)
    /// Assign this saved state when the app's style says it still restores the app (objects outside the
    /// state may have changed since it was saved), else follow `path` from the nearest state on it that
    /// still restores, or from launch (replay strategy).
    case checked(NavigationState, path: ReplayPath)
    /// Follow this path from launch (or, when the app's style vouches for saved states, from the nearest
    /// state on it whose saved state still restores the app).
    case path(ReplayPath)
}

/// A state's path from launch: the action indices to take, and the states they are taken in.
struct ReplayPath {
    /// The action indices, first step first.
    var actions: [Int32]
    /// `states[i]` is the state `actions[i]` is taken in: launch's state first.
    var states: [Int32]

    static let launch = ReplayPath(actions: [], states: [])
}

/// How often an expander restored a state by assigning a saved one, by assigning the saved state of an
/// earlier state on its path and following the rest of the path, and by replaying a path from launch.
struct RestoreCounts {
    var assigned = 0
    var resumed = 0
    /// The actions taken to follow the rest of the paths from the earlier states.
    var resumedSteps = 0
    var replayed = 0
}

/// Runs one app instance: restores a state, takes every available action from it, and reports what
/// each did. One expander per thread; it never touches another's instance.
///
/// An app of the replay strategy whose style vouches for its saved states (``checksSnapshots``: the
/// reactive style knows which of its Combine objects changed since a state was saved) is restored by
/// assigning a saved state while its style says that restores it; otherwise by assigning the saved state
/// of the nearest earlier state on its path that still restores it (kept from that state's expansion) and
/// following the rest of the path, and by replaying the path from launch when none does. It launches again
/// in the same context, so that every saved state can be restored into it.
final class Expander {
    private let app: ExplorableApp
    private let strategy: RestoreStrategy
    /// Whether saved states of this replay-strategy app are restored by assignment when its style says
    /// they still restore it. Apps with events are always replayed (an event fires on the launch's root).
    let checksSnapshots: Bool
    /// How this expander restored the states it expanded and the parents between actions.
    private(set) var restores = RestoreCounts()
    private var instance: LaunchedApp
    /// This instance's launch state, for replaying a path without launching again (snapshot strategy).
    private let launchState: NavigationState
    /// The launch state of this instance's latest launch as saved, when ``checksSnapshots``: a path is
    /// followed from it while it restores the app, instead of launching again. Each worker has its own, so
    /// that a state saved by another worker costs its path, not a launch whose lineage reaches everything
    /// this instance made before (see ``replay(_:)``).
    private var launchSaved: NavigationState?
    private var actions: [AvailableAction] = []
    private let keyBuffer = StateKeyBuffer()
    /// The tab reduction this search runs with; `nil` for the full product.
    var reduction: TabReduction?
    /// Tabs that transitions touched across parts since the search last cleared it: the search must run
    /// again with them pinned.
    var neededPins = TabPins()
    /// Skips actions known to crash and notes the one being taken (isolated runs only), as worker `slot`.
    var gate: ActionGate?
    var slot = 0

    init(app: ExplorableApp) {
        self.app = app
        self.strategy = app.restoreStrategy
        self.instance = app.launchInstance()
        self.launchState = instance.context.state
        checksSnapshots = app.checksSnapshots(in: instance)
        if checksSnapshots { launchSaved = instance.context.savedState() }
    }

    /// Frees the instance when the search is done with it (its objects may hold its context).
    deinit { instance.close() }

    /// The state this instance is in right after launch.
    var launched: NavigationState { launchState }

    /// Restores state `parent`, then takes each available action from it and appends what it did to
    /// `outcomes`, in action order, with their keys in `arena` (an action that changed nothing leads back
    /// to `parent` and is not keyed). Returns `false`, having appended nothing, when replaying the path
    /// fails (the app offered fewer actions).
    func expand(
        _ start: Restore, parent: Int32, appendingTo outcomes: inout [Outcome], arena: inout KeyArena, coding: KeyCoding
    ) -> Bool {
        let first = outcomes.count
        var saved: NavigationState
        let path: ReplayPath
        let home: NavigationState?
        switch start {
        case .snapshot(let state, let savedHome):
            saved = state
            path = .launch
            home = savedHome
            instance.context.state = state
        case .checked(let state, let steps) where checksSnapshots && instance.context.canRestore(state):
            saved = state
            path = steps
            home = nil
            instance.context.state = state
            restores.assigned += 1
        case .checked(_, let steps), .path(let steps):
            path = steps
            guard let replayedHome = follow(steps) else { return false }
            home = replayedHome
            saved = checksSnapshots ? instance.context.savedState() : instance.context.state
        }
        let bar = reduction?.bar(of: saved)
        let depthBefore = saved.visibleStackDepth
        let savedDigest = gate.map { _ in keyBuffer.encode(saved) }
        AvailableAction.all(in: instance, events: app.events, into: &actions)
        let count = actions.count
        for index in 0..<count {
            if index > 0 {
                if checksSnapshots, instance.context.canRestore(saved) {
                    instance.context.state = saved
                    restores.assigned += 1
                } else if strategy == .replayFromLaunch {
                    guard follow(path) != nil else { return failed(&outcomes, from: first) }
                    AvailableAction.all(in: instance, events: app.events, into: &actions)
                    guard actions.count == count else { return failed(&outcomes, from: first) }
                    // The objects followed to are fresh: the next actions restore this state while they last.
                    if checksSnapshots { saved = instance.context.savedState() }
                } else {
                    instance.context.state = saved
                }
            }
            let action = actions[index]
            if let gate, let savedDigest {
                if let crash = gate.crash(in: savedDigest, action: Int32(index)) {
                    outcomes.append(Outcome(
                        actionIndex: Int32(index), action: action.name, source: action.source, kind: .none, faults: [],
                        digest: StateDigest(high: 0, low: 0), key: KeyArena.Place(words: 0..<0, values: 0..<0, coded: nil),
                        target: .known(parent), summary: nil, crash: crash))
                    continue
                }
                gate.willPerform(slot: slot, state: savedDigest, action: Int32(index))
            }
            action.perform(in: instance)
            gate?.didPerform(slot: slot)
            let context = instance.context
            var state = checksSnapshots ? context.savedState() : context.state
            var switchedTo: Int8 = -1
            var homeChange = TabReduction.HomeChange.none
            var tabHome: NavigationState?
            if let reduction {
                let reduced = reduction.reduce(
                    before: saved, old: bar, after: state, touched: context.touchedContainers, home: home)
                if !reduced.pins.isEmpty { neededPins.formUnion(reduced.pins) }
                switchedTo = reduced.switchedTo
                homeChange = reduced.home
                state = reduced.state
                tabHome = TabTracker.home(after: reduced, from: home)
            }
            let kind = TransitionKind.naming(
                context.effects, source: action.source, stackDepthBefore: depthBefore,
                stackDepthAfter: state.visibleStackDepth)
            if state.isIdentical(to: saved) {
                outcomes.append(Outcome(
                    actionIndex: Int32(index), action: action.name, source: action.source, kind: kind,
                    faults: context.faults, digest: StateDigest(high: 0, low: 0),
                    key: KeyArena.Place(words: 0..<0, values: 0..<0, coded: nil), target: .known(parent), summary: nil,
                    homeChange: homeChange))
                continue
            }
            let digest = keyBuffer.encode(state)
            let key = arena.append(keyBuffer, coding: coding)
            outcomes.append(Outcome(
                actionIndex: Int32(index), action: action.name, source: action.source, kind: kind,
                faults: context.faults, digest: digest, key: key, target: .unknown(state), summary: nil,
                switchedTo: switchedTo, homeChange: homeChange, tabHome: tabHome))
        }
        if checksSnapshots { keep(saved, of: parent, depth: path.actions.count) }
        return true
    }

    private func failed(_ outcomes: inout [Outcome], from first: Int) -> Bool {
        outcomes.removeSubrange(first...)
        return false
    }

    /// Puts the instance in the state at the end of `path`. When the app's style vouches for saved states,
    /// from the nearest state on the path whose saved state (kept from its expansion) still restores the
    /// app, following the rest of the path; otherwise, or when the rest cannot be followed, as
    /// ``replay(_:)`` does. Returns the state its tab bar appeared in (`.some(nil)` without one), or `nil`
    /// when the path cannot be followed.
    private func follow(_ path: ReplayPath) -> NavigationState?? {
        // With a tab reduction, following a path needs the tabs' homes from launch on.
        if checksSnapshots, reduction == nil, let (position, state) = nearestRestorable(on: path) {
            instance.context.state = state
            let rest = Array(path.actions[position...])
            var tracker: TabTracker? = nil
            if Replay.follow(rest, in: instance, events: app.events, actions: &actions, tracker: &tracker) {
                restores.resumed += 1
                restores.resumedSteps += rest.count
                return .some(nil)
            }
        }
        return replay(path.actions)
    }

    /// Puts the instance in the state `path` leads to from launch: this instance's saved launch state
    /// while it restores the app and the app's style vouches for saved states, else a fresh launch under
    /// the replay strategy; this instance's launch state under the snapshot strategy. Returns the state its
    /// tab bar appeared in (`.some(nil)` without one), or `nil` when the path cannot be followed.
    ///
    /// A fresh launch costs more than the launch: the runtime cannot tell what the new launch's objects
    /// reach, so the states that follow from it stop restoring the app as soon as anything made before
    /// changes, where states that follow from the saved launch state reach only what was made on their way.
    private func replay(_ path: [Int32]) -> NavigationState?? {
        if checksSnapshots, let launchSaved, instance.context.canRestore(launchSaved) {
            instance.context.state = launchSaved
            restores.resumed += 1
            restores.resumedSteps += path.count
        } else if checksSnapshots {
            relaunch()
            restores.replayed += 1
        } else if strategy == .replayFromLaunch {
            // No saved state of the old instance is ever assigned again: it is freed.
            instance.close()
            instance = app.launchInstance()
        } else {
            instance.context.state = launchState
        }
        var tracker = reduction.map { TabTracker($0, launch: instance.context.state) }
        guard Replay.follow(path, in: instance, events: app.events, actions: &actions, tracker: &tracker) else { return nil }
        return .some(tracker?.home)
    }

    // MARK: Earlier states on a path

    /// The saved states this expander's expansions ended with, by the depth of the state expanded (its
    /// path's length) and its number: restoring one of them and following the rest of a later state's path
    /// costs a few actions where a replay costs a launch and the whole path. The deepest ``keptDepths``
    /// depths are always kept; shallower ones while there are at most ``keptStates`` states in all, the
    /// shallowest dropped first (a nearer earlier state leaves less of the path to follow).
    private var kept: [Int: [Int32: NavigationState]] = [:]
    private var keptCount = 0
    /// How many of the deepest depths of saved states ``kept`` always holds.
    static let keptDepths = 8
    /// How many saved states ``kept`` holds at most beyond the deepest ``keptDepths`` depths.
    static let keptStates = 16_384

    private func keep(_ saved: NavigationState, of state: Int32, depth: Int) {
        if kept[depth] == nil {
            kept[depth] = [:]
            for old in kept.keys.sorted() where old + Self.keptDepths <= depth && keptCount > Self.keptStates {
                keptCount -= kept.removeValue(forKey: old)?.count ?? 0
            }
        }
        if kept[depth]!.updateValue(saved, forKey: state) == nil { keptCount += 1 }
    }

    /// The position on `path` of the last state whose kept saved state still restores the app, with that
    /// saved state.
    private func nearestRestorable(on path: ReplayPath) -> (Int, NavigationState)? {
        for position in path.states.indices.reversed() {
            guard let saved = kept[position]?[path.states[position]] else { continue }
            if instance.context.canRestore(saved) { return (position, saved) }
        }
        return nil
    }

    /// Launches the app again in this instance's context (as ``ExplorableApp/launchInstance()`` does in a
    /// new one), whose saved states keep the objects they were saved with.
    private func relaunch() {
        let context = instance.context
        context.state = NavigationState()
        let root = app.launch(context)
        context.endTransition()
        instance = LaunchedApp(context: context, root: root)
        launchSaved = context.savedState()
    }
}

/// Following recorded action indices in a running instance.
enum Replay {
    /// Takes the actions at `path`'s indices one after the other, from the instance's launch state;
    /// `false` as soon as a state offers fewer actions than the index. With the search's tab `reduction`,
    /// a switch parks the tab left as the search did. `step` sees each state reached, with its position
    /// in the path.
    static func follow(
        _ path: [Int32], in instance: LaunchedApp, events: [ExternalEvent], actions: inout [AvailableAction],
        reduction: TabReduction? = nil, step: (Int, AvailableAction, NavigationState) -> Bool = { _, _, _ in true }
    ) -> Bool {
        var tracker = reduction.map { TabTracker($0, launch: instance.context.state) }
        return follow(path, in: instance, events: events, actions: &actions, tracker: &tracker, step: step)
    }

    /// ``follow(_:in:events:actions:reduction:step:)`` with the reduction's `tracker`, which ends with
    /// the home of the state reached.
    static func follow(
        _ path: [Int32], in instance: LaunchedApp, events: [ExternalEvent], actions: inout [AvailableAction],
        tracker: inout TabTracker?, step: (Int, AvailableAction, NavigationState) -> Bool = { _, _, _ in true }
    ) -> Bool {
        for (position, index) in path.enumerated() {
            AvailableAction.all(in: instance, events: events, into: &actions)
            guard Int(index) < actions.count else { return false }
            let action = actions[Int(index)]
            if tracker == nil {
                // No copy of the state before: one kept alive through the action would make it copy what it changes.
                action.perform(in: instance)
            } else {
                let before = instance.context.state
                action.perform(in: instance)
                tracker?.keep(from: before, in: instance.context)
            }
            guard step(position, action, instance.context.state) else { return false }
        }
        return true
    }
}

extension ExplorableApp {
    /// Whether `instance` of this replay-strategy app may be restored by assigning a saved state when its
    /// style says that still restores it (``NavigationContext/canRestore(_:)``). Apps with events are
    /// always replayed: an event fires on the root of the instance's latest launch.
    func checksSnapshots(in instance: LaunchedApp) -> Bool {
        restoreStrategy == .replayFromLaunch && events.isEmpty && instance.context.canRestore(instance.context.savedState())
    }
}
