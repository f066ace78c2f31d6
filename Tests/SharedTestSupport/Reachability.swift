import Exploration
import NavigationModel

/// A state found by breadth-first search, with the shortest path that reaches it.
public struct ReachedState {
    public let path: [Step]
    public let state: NavigationState
}

extension AppRun {
    /// Every state reachable from the current one within `depth` steps, breadth first, walked as the
    /// explorer walks a snapshot app: each state is saved as a copy and restored by assignment before each
    /// step from it. `afterEachStep` sees every step tried, with the path to it and the context holding
    /// its result.
    public func reachableStatesByRestoring(
        depth: Int = .max, afterEachStep: (_ path: [Step]) -> Void = { _ in }
    ) -> [ReachedState] {
        var reached = [ReachedState(path: [], state: context.state)]
        var seen: Set<StateKey> = [key]
        var next = 0
        while next < reached.count {
            let origin = reached[next]
            next += 1
            guard origin.path.count < depth else { continue }
            context.state = origin.state
            for step in availableSteps {
                context.state = origin.state
                apply(step)
                let path = origin.path + [step]
                afterEachStep(path)
                if seen.insert(key).inserted { reached.append(ReachedState(path: path, state: context.state)) }
            }
        }
        return reached
    }

    /// Every state reachable from launch within `depth` steps, breadth first, walked as the explorer walks
    /// an app restored by replay: each state is reached again by replaying its path on a fresh launch.
    public static func reachableStatesByReplay(of explorable: ExplorableApp, depth: Int = .max) -> [ReachedState] {
        var runs = [AppRun(explorable)]
        var reached = [ReachedState(path: [], state: runs[0].context.state)]
        var seen: Set<StateKey> = [runs[0].key]
        var next = 0
        while next < reached.count {
            let origin = reached[next]
            let run = runs[next]
            next += 1
            guard origin.path.count < depth else { continue }
            for step in run.availableSteps {
                let path = origin.path + [step]
                let replayed = AppRun(explorable, path)
                guard seen.insert(replayed.key).inserted else { continue }
                runs.append(replayed)
                reached.append(ReachedState(path: path, state: replayed.context.state))
            }
        }
        return reached
    }
}
