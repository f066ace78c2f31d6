import NavigationGraph

/// One line on what the explorer found, for the terminal and the gallery.
public struct Summary: Sendable {
    public let graph: NavigationGraph

    public init(graph: NavigationGraph) { self.graph = graph }

    public var line: String {
        let statistics = graph.exploration.statistics
        let counts = Dictionary(grouping: graph.findings, by: \.severity).mapValues(\.count)
        let findings = Severity.allCases.reversed().compactMap { severity in
            counts[severity].map { "\($0) \(severity.rawValue)\($0 == 1 ? "" : "s")" }
        }
        return "\(graph.app.name): \(statistics.states) states, \(statistics.transitions) transitions, "
            + ReportVocabulary.screensReached(statistics)
            + (graph.exploration.isExhaustive ? "" : " (cut by a bound)")
            + (findings.isEmpty ? ", no findings" : ", " + findings.joined(separator: ", "))
    }
}
