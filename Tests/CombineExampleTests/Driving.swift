import CombineExample
import Exploration
import NavigationModel

/// One thing a user does: tap a visible action, or use the platform (back, swipe, tabs).
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

/// A fresh instance of the Combine example driven through `steps`.
struct Run {
    let app = CombineExample.app.launchInstance()
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

    var visibleScreen: String? { context.state.window.visibleScreen?.typeName }
    var key: StateKey { context.state.key }
    var leaked: [String] { context.state.leakedCoordinators().compactMap { context.record($0)?.typeName } }
    var roots: [String] { context.state.coordinators.roots.compactMap { context.record($0)?.typeName } }

    func children(of typeName: String) -> [String] {
        let record = context.state.coordinators.records.values.first { $0.typeName == typeName }
        return record?.children.compactMap { context.record($0)?.typeName } ?? []
    }
}

/// A state reached by breadth-first search, with the shortest path that reaches it.
struct ReachedState {
    let path: [Step]
    let run: Run
}

/// Every state reachable from launch within `depth` steps, found as the explorer does for an app restored
/// by replay: each state is reached again by replaying its path on a fresh launch.
func reachableStates(depth: Int) -> [ReachedState] {
    var reached = [ReachedState(path: [], run: Run())]
    var seen: Set<StateKey> = [reached[0].run.key]
    var frontier = reached
    for _ in 0..<depth {
        var next: [ReachedState] = []
        for state in frontier {
            for step in state.run.availableSteps {
                let path = state.path + [step]
                let run = Run(path)
                if seen.insert(run.key).inserted { next.append(ReachedState(path: path, run: run)) }
            }
        }
        reached += next
        frontier = next
    }
    return reached
}

/// The twenty-one rows of the Items list.
let itemRows = [
    "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
    "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty",
]
