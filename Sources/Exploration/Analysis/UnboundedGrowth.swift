import NavigationGraph
import NavigationModel

/// Cycles that keep adding coordinator instances or screen copies, one finding per growing type, with
/// the segment of the path that repeats: the steps between the last two times the count went up.
///
/// A cycle of coordinators (a tab bar whose page starts a flow that starts the same tab bar again) grows
/// every type in it; the finding names the coordinator the cycle's closing step starts anew (the
/// outermost one it creates), which is where the recursion is written.
enum UnboundedGrowth: Analysis {
    static func findings(in context: AnalysisContext) -> [Finding] {
        let record = context.record
        let app = context.app
        var findings: [Finding] = []
        var reported: Set<GrowthCut.Subject> = []
        var reportedSubjects: Set<Finding.Subject> = []
        for cut in record.growthCuts where reported.insert(cut.subject).inserted {
            let subject: Finding.Subject, name: String, unit: String, oneMore: String, location: SourceReference?
            let counts: [Int]?
            var bound = ""
            switch cut.subject {
            case .coordinator(let type):
                let grown = record.coordinatorTypes[type]
                let replay = replayCounts(of: grown, along: record.actionIndices(to: cut.state), app: app)
                counts = replay?.counts
                let recursion = counts.flatMap(repeatingSegment(of:)).flatMap { replay?.outermostCreated[$0.upperBound - 1] }
                name = recursion ?? grown
                if name != grown { bound = " (\(grown) reached \(counts?.last.map(String.init) ?? "more") live instances)" }
                subject = .coordinator(name)
                unit = "live instances"
                oneMore = "instance"
                location = context.catalog.location(ofCoordinator: name)
            case .screen(let type, let node):
                name = record.screenTypes[type]
                subject = .screen(record.screens[Int(node)].id)
                unit = "copies in the window"
                oneMore = "copy"
                location = context.catalog.location(ofScreen: record.screens[Int(node)].id, coordinator: record.coordinatorTypes[record.screens[Int(node)].coordinator])
                counts = ([0] + record.transitionPath(to: cut.state).map { record.transitions[Int($0)].target }).map { state in
                    record.screens(of: Int(state)).count { record.screens[Int($0)].screenType == type }
                }
            }
            let path = record.steps(to: cut.state)
            let round = counts.flatMap { repeatingSegment(of: $0) }.map { path[$0].map(\.action).arrowJoined }
            guard reportedSubjects.insert(subject).inserted else { continue }
            let growth = round.map { "each round of \($0) adds another \(oneMore)" } ?? "its path keeps adding \(unit)"
            let stop = bound.isEmpty
                ? " at \(counts?.last.map { "\($0) " } ?? "more than \(context.options.growthLimit) ")\(unit)" : bound
            findings.append(Finding(
                kind: .unboundedGrowth, subject: subject,
                message: "\(name) keeps growing: \(growth); the growth bound (\(context.options.growthLimit)) stopped the search\(stop).",
                location: location, path: path, state: Int(cut.state)))
        }
        return findings
    }

    /// The step indices between the last two increases of `counts` (`counts[j]` is the count after `j`
    /// steps), or from the start to the only increase.
    static func repeatingSegment(of counts: [Int]) -> Range<Int>? {
        let increases = counts.indices.dropFirst().filter { counts[$0] > counts[$0 - 1] }
        guard let last = increases.last else { return nil }
        let start = increases.count >= 2 ? increases[increases.count - 2] : 0
        return start..<last
    }

    /// Replays `path` in a fresh launch: the live instances of `typeName` at launch and after each step,
    /// and for each step the type of the outermost coordinator it created (`nil` when it created none);
    /// `nil` when the path cannot be replayed.
    private static func replayCounts(
        of typeName: String, along path: [Int32], app: ExplorableApp
    ) -> (counts: [Int], outermostCreated: [String?])? {
        let instance = app.launchInstance()
        func count(_ state: NavigationState) -> Int { state.coordinators.all.count { $0.typeName == typeName } }
        var counts = [count(instance.context.state)]
        var outermostCreated: [String?] = []
        var before = instance.context.state.coordinators
        var actions: [AvailableAction] = []
        let replayed = Replay.follow(path, in: instance, events: app.events, actions: &actions) { _, _, state in
            counts.append(count(state))
            let created = state.coordinators.all.filter { before[$0.id] == nil }
            let createdIDs = Set(created.map(\.id))
            outermostCreated.append(created.filter { $0.parent.map { !createdIDs.contains($0) } ?? true }.map(\.typeName).min())
            before = state.coordinators
            return true
        }
        return replayed ? (counts, outermostCreated) : nil
    }
}
