import NavigationGraph

/// Coordinators still owned with nothing of them on screen, one finding per coordinator type, with the
/// path to the first state where it happens: its last step is the action that orphaned them.
enum LeakedCoordinators: Analysis {
    static func findings(in context: AnalysisContext) -> [Finding] {
        let record = context.record
        return record.firstLeak.indices.compactMap { type -> Finding? in
            let state = record.firstLeak[type]
            guard state >= 0 else { return nil }
            let name = record.coordinatorTypes[Int32(type)]
            let path = record.steps(to: state)
            let when = path.last.map { "after “\($0.action)”" } ?? "at launch"
            return Finding(
                kind: .leakedCoordinator, subject: .coordinator(name),
                message: "\(name) is still owned \(when), but nothing of it is on screen (\(context.screenName(of: state)) is showing).",
                location: context.catalog.location(ofCoordinator: name), path: path, state: Int(state))
        }
    }
}
