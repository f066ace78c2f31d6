import NavigationGraph
import NavigationModel

/// Cycles that keep adding coordinator instances or screen copies, one finding per growing coordinator type
/// or screen (a route of a coordinator type), with the segment of the path that repeats: the steps between
/// the last two times the count went up.
///
/// The finding names what grew past the bound in the state it points at. When the round's closing step
/// starts another coordinator that starts the grown one (a tab bar whose page starts a flow that starts
/// the same tab bar again), the message says so; when each round leaves another instance owned with
/// nothing on screen, it says the cycle repeats the leak.
enum UnboundedGrowth: Analysis {
    static func findings(in context: AnalysisContext) -> [Finding] {
        let record = context.record
        let app = context.app
        var findings: [Finding] = []
        var reported: Set<Finding.Subject> = []
        for cut in record.growthCuts {
            let subject: Finding.Subject, name: String, unit: String, oneMore: String, location: SourceReference?
            let counts: [Int]?
            var note = ""
            var repeatsLeak = false
            var typeNote = ""
            switch cut.subject {
            case .coordinator(let type):
                name = record.coordinatorTypes[type]
                subject = .coordinator(name)
                guard !reported.contains(subject) else { continue }
                let replay = replay(of: name, along: record.actionIndices(to: cut.state), app: app, reduction: record.reduction)
                counts = replay?.counts
                if let replay, let segment = repeatingSegment(of: replay.counts) {
                    let closing = replay.outermostCreated[segment.upperBound - 1]
                    if let closing, closing != name { note = " (each round starts a new \(closing), which starts another \(name))" }
                    repeatsLeak = replay.leaked[segment.upperBound] > replay.leaked[segment.lowerBound]
                }
                unit = "live instances"
                oneMore = "instance"
                location = context.catalog.location(ofCoordinator: name)
            case .screen(let type, _):
                // The bound counts copies of a screen type; the finding names the route holding the most of
                // them in the cut state and says how many of the copies are that route's.
                let held = record.screens(of: Int(cut.state)).filter { record.screens[Int($0)].screenType == type }
                let node = Dictionary(grouping: held, by: { $0 }).max { ($0.value.count, $1.key) < ($1.value.count, $0.key) }!.key
                let screen = record.screens[Int(node)]
                name = screen.id
                subject = .screen(screen.id)
                guard !reported.contains(subject) else { continue }
                unit = "copies in the window"
                oneMore = "copy"
                location = context.catalog.location(ofScreen: screen.id, coordinator: record.coordinatorTypes[screen.coordinator])
                counts = ([0] + record.transitionPath(to: cut.state).map { record.transitions[Int($0)].target }).map { state in
                    record.screens(of: Int(state)).count { record.screens[Int($0)].screenType == type }
                }
                let ofRoute = held.count { $0 == node }
                if ofRoute != held.count {
                    typeNote = " at \(held.count) copies of \(screen.typeName) in the window, \(ofRoute) of them this route"
                }
            }
            reported.insert(subject)
            let path = record.steps(to: cut.state)
            let round = counts.flatMap { repeatingSegment(of: $0) }.map { path[$0].map(\.action).arrowJoined }
            let growth: String
            if repeatsLeak, let round {
                growth = "it repeats its leak, each round of \(round) leaving another \(oneMore) owned with nothing on screen"
            } else {
                growth = round.map { "each round of \($0) adds another \(oneMore)" } ?? "its path keeps adding \(unit)"
            }
            let stop = typeNote.isEmpty
                ? " at \(counts?.last.map { "\($0) " } ?? "more than \(context.options.growthLimit) ")\(unit)" : typeNote
            findings.append(Finding(
                kind: .unboundedGrowth, subject: subject,
                message: "\(name) keeps growing: \(growth)\(note); the growth bound (\(context.options.growthLimit)) stopped "
                    + "the search\(stop).",
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

    /// Replays `path` in a fresh launch: the live and the leaked instances of `typeName` at launch and after
    /// each step, and for each step the type of the outermost coordinator it created (`nil` when it created
    /// none); `nil` when the path cannot be replayed.
    private static func replay(
        of typeName: String, along path: [Int32], app: ExplorableApp, reduction: TabReduction?
    ) -> (counts: [Int], leaked: [Int], outermostCreated: [String?])? {
        let instance = app.launchInstance()
        func count(_ state: NavigationState) -> Int { state.coordinators.all.count { $0.typeName == typeName } }
        func leaked(_ state: NavigationState) -> Int {
            state.leakedCoordinators().count { state.coordinators[$0]?.typeName == typeName }
        }
        var counts = [count(instance.context.state)]
        var leakedCounts = [leaked(instance.context.state)]
        var outermostCreated: [String?] = []
        var before = instance.context.state.coordinators
        var actions: [AvailableAction] = []
        let replayed = Replay.follow(path, in: instance, events: app.events, actions: &actions, reduction: reduction) { _, _, state in
            counts.append(count(state))
            leakedCounts.append(leaked(state))
            let created = state.coordinators.all.filter { before[$0.id] == nil }
            let createdIDs = Set(created.map(\.id))
            outermostCreated.append(created.filter { $0.parent.map { !createdIDs.contains($0) } ?? true }.map(\.typeName).min())
            before = state.coordinators
            return true
        }
        return replayed ? (counts, leakedCounts, outermostCreated) : nil
    }
}
