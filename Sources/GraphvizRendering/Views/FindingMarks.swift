import NavigationGraph

/// Which findings mark which screen, coordinator or state, and how the mark looks.
///
/// Kinds whose descriptor says they are drawn apart (unreachable declarations) are not marked here: the
/// views draw their subjects apart, dashed and grey.
struct FindingMarks {
    private(set) var screens: [String: [Finding]] = [:]
    private(set) var coordinators: [String: [Finding]] = [:]
    private(set) var states: [Int: [Finding]] = [:]
    /// Findings whose subject names nothing drawn, in their given order.
    private(set) var unplaced: [Finding] = []

    /// Places each finding on the screen or coordinator it names; the others go in one note.
    init(_ graph: NavigationGraph) {
        let screenIDs = Set(graph.screens.map(\.id))
        let coordinatorIDs = Set(graph.coordinators.map(\.id)).union(graph.screens.map(\.coordinator))
        for finding in graph.findings where !finding.kind.descriptor.mark.drawnApart {
            if let state = finding.state { states[state, default: []].append(finding) }
            switch finding.subject {
            case .screen(let id) where screenIDs.contains(id): screens[id, default: []].append(finding)
            case .action(_, let id) where screenIDs.contains(id): screens[id, default: []].append(finding)
            case .coordinator(let id) where coordinatorIDs.contains(id): coordinators[id, default: []].append(finding)
            default: unplaced.append(finding)
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
        return ["color": lead.kind.descriptor.mark.color, "fillcolor": lead.kind.descriptor.mark.fill, "penwidth": "2.4"]
    }

    /// A note listing `findings`, one `⚠ Title: message` entry each, sorted by severity then kind.
    static func note(id: String, about findings: [Finding], heading: String? = nil) -> GraphDescription.Node {
        let ordered = findings.sorted { ($1.severity, $0.kind, $0.message) < ($0.severity, $1.kind, $1.message) }
        let texts = (heading.map { [$0] } ?? []) + ordered.map { "⚠ \($0.kind.title): \($0.message)" }
        var attributes = Style.noteNode
        if let lead = leading(findings) { attributes["color"] = lead.kind.descriptor.mark.color }
        return .init(id: id, label: .leftAligned(LabelText.note.lines(texts)), attributes: attributes)
    }

    /// The quiet line tying a note to what it is about.
    static func noteEdge(from note: String, to subject: String, findings: [Finding]) -> GraphDescription.Edge {
        let color = leading(findings).map { $0.kind.descriptor.mark.color } ?? Style.quiet
        return .init(from: note, to: subject, attributes: ["style": "dotted", "arrowhead": "none", "color": color])
    }
}
