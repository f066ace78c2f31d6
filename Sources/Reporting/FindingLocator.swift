import NavigationGraph

/// Where to point a reader for a finding: its own location, else the declaration of its subject
/// (the screen or coordinator it is about).
struct FindingLocator {
    private let declarations: [String: SourceReference]

    init(graph: NavigationGraph) {
        var declarations: [String: SourceReference] = [:]
        for coordinator in graph.coordinators {
            if let location = coordinator.location { declarations[coordinator.id] = location }
        }
        for screen in graph.screens {
            if let location = screen.location { declarations[screen.id] = location }
        }
        self.declarations = declarations
    }

    func location(of finding: Finding) -> SourceReference? {
        finding.location ?? declarations[finding.subject.description]
    }
}
