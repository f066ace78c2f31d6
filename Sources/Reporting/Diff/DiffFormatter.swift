import GraphDiff
import NavigationGraph

/// Turns a ``GraphDiff`` into one report format; pure, like ``OutputFormatter``.
public protocol DiffFormatter: Sendable {
    /// The report for `diff`, ending with a newline.
    func format(_ diff: GraphDiff) throws -> String
}

/// The formats `coordgraph diff` writes.
public enum DiffFormat: String, CaseIterable, Sendable {
    /// For the terminal.
    case text
    /// Short and grouped, to post as a pull-request comment.
    case markdown
    /// The whole diff, for tools.
    case json

    public func formatter(colored: Bool = false) -> any DiffFormatter {
        switch self {
        case .text: DiffTextFormatter(colored: colored)
        case .markdown: DiffMarkdownFormatter()
        case .json: DiffJSONFormatter()
        }
    }
}

/// The whole diff as JSON, with its `schemaVersion`: pretty, keys sorted, byte-identical across runs.
public struct DiffJSONFormatter: DiffFormatter {
    public init() {}
    public func format(_ diff: GraphDiff) throws -> String { try StableJSON.string(diff) }
}

/// What every diff format says, in one order and one wording: groups of signed entries.
struct DiffSections {
    enum Sign: String {
        case added = "+", removed = "−", changed = "~"
    }

    struct Entry {
        var sign: Sign
        /// The identifier, shown as code.
        var subject: String
        /// What else to say, in words.
        var detail: String
    }

    struct Section {
        var title: String
        /// `+1 −2 ~1`, or for findings `1 new, 2 fixed`.
        var counts: String
        var entries: [Entry]
    }

    let sections: [Section]
    /// `1 route added, 1 screen no longer reachable, 1 new finding`; `No navigation changes.` when empty.
    let headline: String

    init(_ diff: GraphDiff) {
        var sections: [Section] = []
        func add<Element>(_ title: String, _ changes: GraphDiff.Changes<Element>, added: (Element) -> Entry, removed: (Element) -> Entry, changed: ((GraphDiff.Change<Element>) -> Entry)? = nil) {
            guard !changes.isEmpty else { return }
            var entries = changes.added.map(added) + changes.removed.map(removed)
            if let changed { entries += changes.changed.map(changed) }
            sections.append(Section(title: title, counts: Self.counts(changes), entries: entries))
        }
        func changedEntry<Element>(_ id: @escaping (Element) -> String) -> (GraphDiff.Change<Element>) -> Entry {
            { Entry(sign: .changed, subject: id($0.new), detail: $0.differences.joined(separator: "; ")) }
        }
        add(
            "Screens", diff.screens,
            added: { Entry(sign: .added, subject: $0.id, detail: Self.screenDetail($0, reachable: true)) },
            removed: { Entry(sign: .removed, subject: $0.id, detail: "no longer reachable") },
            changed: changedEntry(\.id))
        add(
            "Routes", diff.routes,
            added: { Entry(sign: .added, subject: $0.id, detail: Self.screenDetail($0, reachable: $0.reached)) },
            removed: { Entry(sign: .removed, subject: $0.id, detail: "no longer declared") },
            changed: changedEntry(\.id))
        add(
            "Coordinators", diff.coordinators,
            added: { Entry(sign: .added, subject: $0.id, detail: $0.kind + ($0.reached ? "" : ", never reached")) },
            removed: { Entry(sign: .removed, subject: $0.id, detail: "gone") },
            changed: changedEntry(\.id))
        add(
            "Transitions", diff.transitions,
            added: { Entry(sign: .added, subject: "\($0.from ?? "external event") → \($0.to)", detail: "\"\($0.action)\" (\(Self.kind($0.kind)))") },
            removed: { Entry(sign: .removed, subject: "\($0.from ?? "external event") → \($0.to)", detail: "\"\($0.action)\" (\(Self.kind($0.kind)))") },
            changed: { Entry(sign: .changed, subject: "\($0.new.from ?? "external event") → \($0.new.to)", detail: "\"\($0.new.action)\": " + $0.differences.joined(separator: "; ")) })
        if !diff.paths.isEmpty {
            let entries = diff.paths.map { change -> Entry in
                switch change.change {
                case .disappeared:
                    return Entry(sign: .removed, subject: change.screen, detail: "cannot be reached any more; was " + Self.path(change.old))
                case .longer:
                    return Entry(
                        sign: .changed, subject: change.screen,
                        detail: "\(change.old.count) → \(change.new!.count) actions: " + Self.path(change.new!))
                }
            }
            let longer = diff.paths.filter { $0.change == .longer }.count
            let counts = [longer > 0 ? "\(longer) longer" : nil, diff.paths.count > longer ? "\(diff.paths.count - longer) gone" : nil]
            sections.append(Section(title: "Ways to reach a screen", counts: counts.compactMap { $0 }.joined(separator: ", "), entries: entries))
        }
        if !diff.findings.isEmpty {
            let finding = { (sign: Sign, record: FindingRecord) in
                Entry(sign: sign, subject: record.id, detail: "\(record.severity.rawValue), \(record.kind.title): \(record.message)")
            }
            sections.append(Section(
                title: "Findings", counts: "\(diff.findings.added.count) new, \(diff.findings.removed.count) fixed",
                entries: diff.findings.added.map { finding(.added, $0) } + diff.findings.removed.map { finding(.removed, $0) }))
        }
        self.sections = sections
        headline = Self.headline(diff)
    }

    private static func counts<Element>(_ changes: GraphDiff.Changes<Element>) -> String {
        var parts: [String] = []
        if !changes.added.isEmpty { parts.append("+\(changes.added.count)") }
        if !changes.removed.isEmpty { parts.append("−\(changes.removed.count)") }
        if !changes.changed.isEmpty { parts.append("~\(changes.changed.count)") }
        return parts.joined(separator: " ")
    }

    private static func screenDetail(_ screen: ScreenRecord, reachable: Bool) -> String {
        var parts = [screen.typeName]
        if let transition = screen.transition { parts.append("shown as \(transition)") }
        if !reachable { parts.append("never reached") }
        if let location = screen.location { parts.append("at \(location)") }
        return parts.joined(separator: ", ")
    }

    static func kind(_ kind: TransitionKind) -> String {
        switch kind {
        case .fullScreen: "full screen"
        case .rootSwitch: "root switch"
        case .externalEvent: "external event"
        default: kind.rawValue
        }
    }

    static func path(_ actions: [String]) -> String {
        (["launch"] + actions).joined(separator: ReportVocabulary.arrow)
    }

    private static func headline(_ diff: GraphDiff) -> String {
        guard !diff.isEmpty else { return "No navigation changes." }
        var parts: [String] = []
        func say(_ count: Int, _ noun: String, _ plural: String? = nil, _ what: String) {
            if count > 0 { parts.append("\(ReportVocabulary.counted(count, noun, plural: plural)) \(what)") }
        }
        say(diff.screens.added.count, "screen", nil, "newly reachable")
        say(diff.screens.removed.count, "screen", nil, "no longer reachable")
        say(diff.routes.added.count, "route", nil, "added")
        say(diff.routes.removed.count, "route", nil, "removed")
        say(diff.coordinators.added.count, "coordinator", nil, "added")
        say(diff.coordinators.removed.count, "coordinator", nil, "removed")
        say(diff.transitions.added.count, "transition", nil, "added")
        say(diff.transitions.removed.count, "transition", nil, "removed")
        say(diff.paths.filter { $0.change == .longer }.count, "path", nil, "longer")
        say(diff.findings.added.count, "new finding", nil, "")
        say(diff.findings.removed.count, "finding", nil, "fixed")
        let other = diff.routes.changed.count + diff.screens.changed.count + diff.coordinators.changed.count + diff.transitions.changed.count
        say(other, "other change", nil, "")
        return parts.map { $0.trimmingTrailingSpace }.joined(separator: ", ")
    }
}

extension String {
    fileprivate var trimmingTrailingSpace: String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
