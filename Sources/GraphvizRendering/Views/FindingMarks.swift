import NavigationGraph

/// Which findings mark which screen, coordinator or state, and how the mark looks.
///
/// Unreachable screens and coordinators are not marked here: the views draw them apart, dashed and grey.
struct FindingMarks {
    private(set) var screens: [String: [Finding]] = [:]
    private(set) var coordinators: [String: [Finding]] = [:]
    private(set) var states: [Int: [Finding]] = [:]
    /// Findings whose subject names nothing drawn, in their given order.
    private(set) var unplaced: [Finding] = []

    static let drawnApart: Set<FindingKind> = [.unreachableScreen, .unreachableCoordinator]

    /// Resolves each finding's subject: a screen id, else a coordinator, else every screen with that route.
    init(_ graph: NavigationGraph) {
        let screenIDs = Set(graph.screens.map(\.id))
        let coordinatorIDs = Set(graph.coordinators.map(\.id)).union(graph.screens.map(\.coordinator))
        for finding in graph.findings where !Self.drawnApart.contains(finding.kind) {
            if let state = finding.state { states[state, default: []].append(finding) }
            if screenIDs.contains(finding.subject) {
                screens[finding.subject, default: []].append(finding)
            } else if coordinatorIDs.contains(finding.subject) {
                coordinators[finding.subject, default: []].append(finding)
            } else {
                let byRoute = graph.screens.filter { $0.route == finding.subject }.map(\.id)
                if byRoute.isEmpty { unplaced.append(finding) }
                for id in byRoute { screens[id, default: []].append(finding) }
            }
        }
    }

    /// Every finding kind that marks something, for the legend.
    var kinds: [FindingKind] {
        var all = Array(screens.values.joined())
        all += coordinators.values.joined()
        all += unplaced
        return Set(all.map(\.kind)).sorted()
    }

    /// The most severe finding among `findings` (then the first kind in declaration order).
    static func leading(_ findings: [Finding]) -> Finding? {
        findings.min { ($1.severity, $0.kind) < ($0.severity, $1.kind) }
    }

    /// Colour, thicker border and tint for a node marked by `findings`.
    static func nodeAttributes(_ findings: [Finding]) -> Attributes {
        guard let lead = leading(findings) else { return [:] }
        return ["color": Style.color(lead.kind), "fillcolor": Style.tint(lead.kind), "penwidth": "2.4"]
    }

    /// A note listing `findings`, one `⚠ Title: message` entry each, sorted by severity then kind.
    static func note(id: String, about findings: [Finding], heading: String? = nil) -> GraphDescription.Node {
        let ordered = findings.sorted { ($1.severity, $0.kind, $0.message) < ($0.severity, $1.kind, $1.message) }
        let texts = (heading.map { [$0] } ?? []) + ordered.map { "⚠ \($0.kind.title): \($0.message)" }
        var attributes = Style.noteNode
        if let lead = leading(findings) { attributes["color"] = Style.color(lead.kind) }
        return .init(id: id, label: .leftAligned(LabelText.note.lines(texts)), attributes: attributes)
    }

    /// The quiet line tying a note to what it is about.
    static func noteEdge(from note: String, to subject: String, findings: [Finding]) -> GraphDescription.Edge {
        let color = leading(findings).map { Style.color($0.kind) } ?? Style.quiet
        return .init(from: note, to: subject, attributes: ["style": "dotted", "arrowhead": "none", "color": color])
    }
}
