import Exploration
import NavigationModel
import SceneExample

/// One thing a user does: tap a visible action, or use the platform (back, swipe).
enum Step: Hashable, CustomStringConvertible {
    case tap(String)
    case system(SystemAction)

    var description: String {
        switch self {
        case .tap(let name): name
        case .system(let action): action.description
        }
    }
}

/// A fresh instance of the scene example driven through `steps`.
struct Run {
    let app = SceneExample.app.launchInstance()
    var context: NavigationContext { app.context }

    init(_ steps: [Step] = []) {
        for step in steps { apply(step) }
    }

    /// Applies `step` as the user would; `false` when the current state does not offer it.
    @discardableResult
    func apply(_ step: Step) -> Bool {
        switch step {
        case .tap(let name):
            return context.tap(name)
        case .system(let action):
            guard context.availableSystemActions().contains(action) else { return false }
            context.beginTransition()
            context.perform(action)
            context.endTransition()
            return true
        }
    }

    /// Everything the user can do now, in a fixed order.
    var availableSteps: [Step] {
        context.visibleActions().filter(\.isEnabled).map { .tap($0.name) } + context.availableSystemActions().map(Step.system)
    }

    var visibleScreen: Screen? { context.state.window.visibleScreen }
    var actionNames: [String] { context.visibleActions().map(\.name) }
    var key: StateKey { context.state.key }
}

/// A state found by breadth-first search from launch, with the shortest path to it.
struct ReachedState {
    let path: [Step]
    let state: NavigationState
}

/// Every state reachable from launch, explored as the explorer does for a snapshot app: one instance,
/// each state saved as a copy and restored by assignment before trying each step from it.
func reachableStates(in run: Run) -> [ReachedState] {
    var reached = [ReachedState(path: [], state: run.context.state)]
    var seen: Set<StateKey> = [run.key]
    var index = 0
    while index < reached.count {
        let origin = reached[index]
        index += 1
        run.context.state = origin.state
        for step in run.availableSteps {
            run.context.state = origin.state
            run.apply(step)
            if seen.insert(run.key).inserted { reached.append(ReachedState(path: origin.path + [step], state: run.context.state)) }
        }
    }
    return reached
}
