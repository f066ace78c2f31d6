import NavigationGraph

extension ExplorationRecord {
    /// The transitions from launch to `state`, first step first: the breadth-first tree's branch, which is
    /// the shortest path and, among the shortest, the first in action order.
    func transitionPath(to state: Int32) -> [Int32] {
        var path: [Int32] = []
        var via = states[Int(state)].via
        while via >= 0 {
            path.append(via)
            via = states[Int(transitions[Int(via)].source)].via
        }
        return path.reversed()
    }

    /// The action indices from launch to `state`, for replaying.
    func actionIndices(to state: Int32) -> [Int32] {
        transitionPath(to: state).map { transitions[Int($0)].actionIndex }
    }

    /// The action indices from launch to `state` and the states they are taken in, for replaying.
    func replayPath(to state: Int32) -> ReplayPath {
        var path = ReplayPath(actions: [], states: [])
        var via = states[Int(state)].via
        while via >= 0 {
            let transition = transitions[Int(via)]
            path.actions.append(transition.actionIndex)
            path.states.append(transition.source)
            via = states[Int(transition.source)].via
        }
        path.actions.reverse()
        path.states.reverse()
        return path
    }

    /// The steps a user takes from launch to `state`.
    func steps(to state: Int32) -> [PathStep] {
        transitionPath(to: state).map(step)
    }

    /// The steps to `transition`'s source, then the transition itself.
    func steps(through transition: Int32) -> [PathStep] {
        steps(to: transitions[Int(transition)].source) + [step(transition)]
    }

    func step(_ transition: Int32) -> PathStep {
        let record = transitions[Int(transition)]
        return PathStep(action: record.action, source: record.actionSource, screen: screenID(of: record.target))
    }

    /// The visible screen's node id of `state`, `nil` for an empty window.
    func screenID(of state: Int32) -> String? {
        let node = states[Int(state)].visibleScreen
        return node < 0 ? nil : screens[Int(node)].id
    }

    /// Whether the search expanded `state` completely, so that its transitions are all there are.
    func isFullyExpanded(_ state: Int32) -> Bool { states[Int(state)].expanded }
}
