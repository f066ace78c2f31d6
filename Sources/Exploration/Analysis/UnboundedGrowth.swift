import NavigationGraph
import NavigationModel

/// Cycles that keep adding coordinator instances or screen copies: one finding per growing coordinator type
/// or screen (a route of a coordinator type), naming what grew past the bound in the state it points at,
/// with the round of the path that repeats.
///
/// For a coordinator type the round is the steps between the last two times its count went up. When the
/// round's closing step starts another coordinator that starts the grown one (a tab bar whose page starts
/// a flow that starts the same tab bar again), the message says so; when each round leaves another instance
/// owned with nothing on screen, it says the cycle repeats the leak. Screens are told by ``ScreenGrowth``.
enum UnboundedGrowth: Analysis {
    static func findings(in context: AnalysisContext) -> [Finding] {
        let record = context.record
        var findings: [Finding] = []
        var reported: Set<String> = []
        for cut in record.growthCuts {
            guard case .coordinator(let type) = cut.subject else { continue }
            let name = record.coordinatorTypes[type]
            guard reported.insert(name).inserted else { continue }
            let path = record.steps(to: cut.state)
            let replay = replay(of: name, along: record.actionIndices(to: cut.state), app: context.app, reduction: record.reduction)
            var growth = "its path keeps adding live instances"
            var note = ""
            if let replay, let segment = repeatingSegment(of: replay.counts) {
                let round = path[segment].map(\.action).arrowJoined
                let closing = replay.outermostCreated[segment.upperBound - 1]
                if let closing, closing != name { note = " (each round starts a new \(closing), which starts another \(name))" }
                growth = replay.leaked[segment.upperBound] > replay.leaked[segment.lowerBound]
                    ? "it repeats its leak, each round of \(round) leaving another instance owned with nothing on screen"
                    : "each round of \(round) adds another instance"
            }
            let stop = replay?.counts.last.map { "\($0) " } ?? "more than \(context.options.growthLimit) "
            findings.append(Finding(
                kind: .unboundedGrowth, subject: .coordinator(name),
                message: "\(name) keeps growing: \(growth)\(note); the growth bound (\(context.options.growthLimit)) stopped "
                    + "the search at \(stop)live instances.",
                location: context.catalog.location(ofCoordinator: name), path: path, state: Int(cut.state)))
        }
        return findings + ScreenGrowth.findings(in: context)
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
        defer { instance.close() }
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
