import NavigationGraph

/// Which bounds cut the search, how many states each kept from being expanded, and the first of them.
enum ExplorationBounds: Analysis {
    static func cuts(_ record: ExplorationRecord) -> [ExplorationSummary.Cut] {
        var counts: [CutBound: (count: Int, first: Int)] = [:]
        for (id, state) in record.states.enumerated() {
            guard let bound = state.cut else { continue }
            counts[bound, default: (0, id)].count += 1
        }
        return CutBound.allCases.compactMap { bound in
            counts[bound].map { ExplorationSummary.Cut(bound: bound, unexpandedStates: $0.count, firstState: $0.first) }
        }
    }

    /// One note per cut, saying what it means for the other findings.
    static func findings(in context: AnalysisContext) -> [Finding] {
        let options = context.options
        let undecidedTraps = context.undecidedTraps
        return cuts(context.record).map { cut in
            let states = cut.unexpandedStates == 1 ? "1 state was" : "\(cut.unexpandedStates) states were"
            let what = switch cut.bound {
            case .maxDepth: "The depth bound (\(options.maxDepth) actions) stopped the search: \(states) not expanded."
            case .maxStates: "The state bound (\(options.maxStates) states) stopped the search: \(states) not expanded."
            case .timeLimit: "The time limit (\(options.timeLimit) s) stopped the search: \(states) not expanded."
            case .growthLimit: "The growth bound (\(options.growthLimit)) kept growing states from being expanded: \(states) not expanded (see the unbounded-growth findings); for traps, each counts as returning to the launch screen when an explored state showing its screen does."
            }
            let undecided = switch undecidedTraps {
            case 0: ""
            case 1: " 1 state could get back to the launch screen only through unexpanded states; it is unknown, not reported as a trap."
            default: " \(undecidedTraps) states could get back to the launch screen only through unexpanded states; they are unknown, not reported as traps."
            }
            return Finding(
                kind: .explorationBound, subject: .bound(cut.bound),
                message: "\(what) Dead ends and traps are judged among expanded states only.\(undecided)",
                location: nil, path: context.record.steps(to: Int32(cut.firstState)), state: cut.firstState)
        }
    }
}
