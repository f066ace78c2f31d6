import NavigationGraph

/// States with no action that leaves them, one finding per visible screen.
///
/// Only fully expanded states count: a state a bound kept from being expanded may well have a way out.
enum DeadEnds {
    /// The fully expanded states that no transition leaves, in state order.
    static func states(_ input: AnalysisInput) -> [Int32] {
        (0..<Int32(input.record.states.count)).filter {
            input.record.isFullyExpanded($0) && !input.graph.leaves($0)
        }
    }

    static func findings(_ input: AnalysisInput, deadEnds: [Int32]) -> [Finding] {
        let record = input.record
        var actionCounts = [Int](repeating: 0, count: record.states.count)
        for transition in record.transitions { actionCounts[Int(transition.source)] += 1 }
        return deadEnds.map { state in
            let screen = input.screenName(of: state)
            let actions = actionCounts[Int(state)]
            let why = actions == 0
                ? "no action is available there"
                : "its \(actions == 1 ? "only action leaves" : "\(actions) actions all leave") the app where it is"
            return Finding(
                kind: .deadEnd, severity: .error, subject: screen,
                message: "\(screen) is a dead end: \(why), not even back or dismiss.",
                location: input.location(ofScreenIn: state), path: record.steps(to: state), state: Int(state))
        }.firstPerIdentifier()
    }
}
