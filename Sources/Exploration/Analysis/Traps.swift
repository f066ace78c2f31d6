import NavigationGraph

/// Places the user can enter but never leave for the launch screen again, reported per way in.
///
/// A state *returns* when some path leads from it to a state showing the launch screen (the visible
/// screen of state 0). States a bound kept from being expanded are unknown, never traps themselves:
/// a state cut by the depth, state or time bound might return, so every state that reaches one is given
/// the benefit of the doubt. A state cut by the growth bound is one more round of a cycle already
/// explored, so it is judged like the explored states showing the same screen: it may return when one of
/// them returns. The expanded states left are traps, and a transition from a state that may return into a
/// trap is an entry, one finding per screen entered. Entering a dead end is left to the dead-end finding.
enum Traps: Analysis {
    /// The traps, one per screen entered; leaves in `context` how many expanded states it could not decide
    /// (they can return to the launch screen only, if at all, through unexpanded states).
    static func findings(in context: AnalysisContext) -> [Finding] {
        let deadEnds = context.deadEnds
        let record = context.record
        let graph = context.graph
        let launchScreen = record.states[0].visibleScreen
        let states = 0..<Int32(record.states.count)
        let targets = states.filter { record.states[Int($0)].visibleScreen == launchScreen }
        let returns = graph.canReach(targets)
        var returningScreens = Set<Int32>()
        for state in states where record.isFullyExpanded(state) && returns[Int(state)] {
            returningScreens.insert(record.states[Int(state)].visibleScreen)
        }
        let unknown = states.filter { state in
            let record = record.states[Int(state)]
            guard !record.expanded else { return false }
            return record.cut != .growthLimit || returningScreens.contains(record.visibleScreen)
        }
        let mayReturn = unknown.isEmpty ? returns : graph.canReach(targets + unknown)
        let undecided = states.count { !returns[Int($0)] && mayReturn[Int($0)] && record.isFullyExpanded($0) }

        var isDeadEnd = [Bool](repeating: false, count: record.states.count)
        for state in deadEnds { isDeadEnd[Int(state)] = true }
        let launchName = context.screenName(of: 0)
        var findings: [Finding] = []
        var reported: Set<String> = []
        for (index, transition) in record.transitions.enumerated() {
            let entered = transition.target
            guard mayReturn[Int(transition.source)], !mayReturn[Int(entered)], record.isFullyExpanded(entered),
                  !isDeadEnd[Int(entered)] else { continue }
            let screen = context.screenName(of: entered)
            guard reported.insert(screen).inserted else { continue }
            let trapped = graph.reachable(from: [entered]).count { $0 }
            let states = trapped == 1 ? "the one state there" : "none of the \(trapped) states reachable from there"
            findings.append(Finding(
                kind: .trap, subject: context.screenSubject(of: entered),
                message: "\(flow(transition.kind)) \(screen) has no way back to \(launchName): after “\(transition.action)”, \(states) leads back.",
                location: context.location(ofScreenIn: entered), path: record.steps(through: Int32(index)),
                state: Int(entered)))
        }
        context.undecidedTraps = undecided
        return findings
    }

    /// How the entry shows the trapped screen, as the start of a sentence.
    private static func flow(_ kind: TransitionKind) -> String {
        switch kind {
        case .push: "Pushed screen"
        case .sheet: "Sheet"
        case .fullScreen: "Full-screen flow"
        case .custom: "Custom presentation"
        case .rootSwitch: "Root"
        case .tab: "Tab"
        case .externalEvent: "Event target"
        case .back, .dismiss, .none: "Screen"
        }
    }
}
