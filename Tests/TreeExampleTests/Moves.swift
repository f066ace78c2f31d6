import Exploration
import NavigationModel

/// One thing a user can do in a state: tap a button of the visible screen, or a system action.
enum Move: Hashable, CustomStringConvertible {
    case tap(String)
    case system(SystemAction)

    /// Every move available in `context`'s current state, buttons first.
    static func available(in context: NavigationContext) -> [Move] {
        context.visibleActions().filter(\.isEnabled).map { .tap($0.name) }
            + context.availableSystemActions().map { .system($0) }
    }

    /// Makes the move as one transition; returns the faults it recorded.
    @discardableResult
    func make(in context: NavigationContext) -> [StyleFault] {
        switch self {
        case .tap(let name):
            context.tap(name)
        case .system(let action):
            context.beginTransition()
            context.perform(action)
            context.endTransition()
        }
        return context.faults
    }

    var description: String {
        switch self {
        case .tap(let name): name
        case .system(let action): action.description
        }
    }
}

/// A state found by a breadth-first walk, with the shortest path that reached it.
struct FoundState {
    let state: NavigationState
    let path: [Move]
}

/// Every state reachable from `app`'s launch in at most `depth` moves, breadth first, by saving and
/// restoring the navigation state. `visit` sees each state once, restored into the context.
func walkStates(
    of app: LaunchedApp, depth: Int, visit: (FoundState, [StyleFault]) -> Void
) -> [FoundState] {
    let context = app.context
    var found = [FoundState(state: context.state, path: [])]
    var known: Set<StateKey> = [context.state.key]
    var faultsOnArrival: [[StyleFault]] = [[]]
    var next = 0
    while next < found.count {
        let current = found[next]
        context.state = current.state
        visit(current, faultsOnArrival[next])
        next += 1
        guard current.path.count < depth else { continue }
        for move in Move.available(in: context) {
            context.state = current.state
            let faults = move.make(in: context)
            guard known.insert(context.state.key).inserted else { continue }
            found.append(FoundState(state: context.state, path: current.path + [move]))
            faultsOnArrival.append(faults)
        }
    }
    return found
}
