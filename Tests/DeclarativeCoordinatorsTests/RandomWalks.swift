@testable import DeclarativeCoordinators
import NavigationModel

/// A small deterministic generator for the tests' random walks (a linear congruential sequence), so that a
/// failure repeats.
struct WalkSteps {
    var state: UInt64

    /// The next choice among `bound` (at least one).
    mutating func next(_ bound: Int) -> Int {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return Int((state >> 33) % UInt64(bound))
    }
}

extension NavigationContext {
    /// Takes `count` random actions of the visible screen (only its enabled ones when `enabledOnly`) and the
    /// system's, choosing by `seed`; one time in `restoreOneIn` it first goes back to a random earlier state,
    /// and it goes back to the first state when nothing is offered. `visit` sees the context after each
    /// action. Returns every state the walk reached, the starting one first.
    @discardableResult
    func randomWalk(
        count: Int, seed: UInt64, restoreOneIn: Int, enabledOnly: Bool = false, _ visit: (NavigationContext) -> Void = { _ in }
    ) -> [NavigationState] {
        var saved = [state]
        var steps = WalkSteps(state: seed)
        for _ in 0..<count {
            if steps.next(restoreOneIn) == 0 { state = saved[steps.next(saved.count)] }
            let actions = enabledOnly ? visibleActions().filter(\.isEnabled) : visibleActions()
            let system = availableSystemActions()
            guard actions.count + system.count > 0 else {
                state = saved[0]
                continue
            }
            let choice = steps.next(actions.count + system.count)
            beginTransition()
            if choice < actions.count { actions[choice].perform() } else { perform(system[choice - actions.count]) }
            endTransition()
            visit(self)
            saved.append(state)
        }
        return saved
    }
}

/// The layout `state` asks for, built from nothing: a context without the style's observer, memos or note.
func layoutFromScratch(_ state: NavigationState) -> WindowLayout {
    let bare = NavigationContext(appName: "bare")
    var state = state
    state.styleNote = nil
    bare.state = state
    return WindowLayout.build(bare)
}

/// The layout `state` asks for, placed from nothing (no note, no memo) by a context with the style's observer:
/// with the regions' spines and tab ranges noted, as the first layout of an app instance notes them.
func notedLayoutFromScratch(_ state: NavigationState) -> WindowLayout {
    let bare = NavigationContext(appName: "bare")
    bare.addObserver(DeclarativeObserver())
    var state = state
    state.styleNote = nil
    bare.state = state
    return WindowLayout.build(bare)
}
