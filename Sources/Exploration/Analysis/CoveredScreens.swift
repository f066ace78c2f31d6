import NavigationGraph

/// Screens the app puts in the window but never shows: in every state that holds them another screen is
/// visible. One finding per screen, with the path to the first state that holds it.
enum CoveredScreens: Analysis {
    static func findings(in context: AnalysisContext) -> [Finding] {
        let record = context.record
        let qualifier = record.states.contains { !$0.expanded } ? " in the explored states" : ""
        return record.screens.filter { $0.firstPresent >= 0 && $0.firstVisible < 0 }.sorted { $0.id < $1.id }.map { screen in
            let first = screen.firstPresent
            let path = record.steps(to: first)
            let when = path.last.map { "after “\($0.action)”" } ?? "at launch"
            let coordinator = record.coordinatorTypes[screen.coordinator]
            return Finding(
                kind: .coveredScreen, subject: .screen(screen.id),
                message: "\(screen.typeName) (route \(screen.route) of \(coordinator)) is in the window but never visible"
                    + "\(qualifier): \(context.screenName(of: first)) covers it \(when), and another screen covers it in "
                    + "every state that holds it.",
                location: context.catalog.location(ofScreen: screen.id, coordinator: coordinator), path: path,
                state: Int(first))
        }
    }
}
