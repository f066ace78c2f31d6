import NavigationGraph

/// States with no action that leaves them, one finding per visible screen.
///
/// Only fully expanded states count: a state a bound kept from being expanded may well have a way out.
enum DeadEnds: Analysis {
    /// The fully expanded states that no transition leaves, in state order.
    static func states(_ context: AnalysisContext) -> [Int32] {
        (0..<Int32(context.record.states.count)).filter {
            context.record.isFullyExpanded($0) && !context.graph.leaves($0)
        }
    }

    static func findings(in context: AnalysisContext) -> [Finding] {
        let deadEnds = states(context)
        context.deadEnds = deadEnds
        let record = context.record
        var actionCounts = [Int](repeating: 0, count: record.states.count)
        for transition in record.transitions { actionCounts[Int(transition.source)] += 1 }
        // An empty launch window is the missing main coordinator, reported as that.
        return deadEnds.filter { $0 != 0 || !context.launchSetsNoMainCoordinator }.map { state in
            let screen = context.screenName(of: state)
            let actions = actionCounts[Int(state)]
            let why = actions == 0
                ? "no action is available there"
                : "its \(actions == 1 ? "only action leaves" : "\(actions) actions all leave") the app where it is"
            return Finding(
                kind: .deadEnd, subject: context.screenSubject(of: state),
                message: "\(screen) is a dead end: \(why), not even back or dismiss.",
                location: context.location(ofScreenIn: state), path: record.steps(to: state), state: Int(state))
        }.firstPerIdentifier()
    }
}
