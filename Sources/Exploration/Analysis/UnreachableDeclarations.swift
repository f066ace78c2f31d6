import NavigationGraph

/// Declared screens, coordinator-starting routes and coordinators that the app never puts in the window
/// or starts in any explored state.
enum UnreachableDeclarations: Analysis {
    static func findings(in context: AnalysisContext) -> [Finding] {
        let record = context.record
        let shown = Set(record.screens.filter { $0.firstPresent >= 0 }.map(\.id))
        let seenCoordinators = Set(record.coordinatorTypes.names)
        let qualifier = context.launchSetsNoMainCoordinator
            ? " (the launch set no main coordinator)"
            : context.record.states.contains { !$0.expanded } ? " in the explored states" : ""
        var findings: [Finding] = []
        for screen in context.catalog.screens where !shown.contains(screen.id) {
            findings.append(Finding(
                kind: .unreachableScreen, subject: .screen(screen.id),
                message: "\(screen.route.screenType ?? screen.route.name) (route \(screen.route.name) of \(screen.coordinator)) is declared but never shown\(qualifier).",
                location: SourceReference(screen.route.location), path: [], state: nil))
        }
        for route in context.catalog.coordinatorRoutes where !seenCoordinators.contains(route.started) {
            findings.append(Finding(
                kind: .unreachableScreen, subject: .route(route.id),
                message: "Route \(route.route.name) of \(route.coordinator) starts \(route.started), which never runs\(qualifier).",
                location: SourceReference(route.route.location), path: [], state: nil))
        }
        for coordinator in context.catalog.coordinators where !seenCoordinators.contains(coordinator.typeName) {
            findings.append(Finding(
                kind: .unreachableCoordinator, subject: .coordinator(coordinator.typeName),
                message: "\(coordinator.typeName) is declared but never started\(qualifier).",
                location: SourceReference(coordinator.location), path: [], state: nil))
        }
        return findings
    }
}
