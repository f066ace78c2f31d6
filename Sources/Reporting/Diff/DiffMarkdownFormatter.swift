import GraphDiff

/// The diff as a pull-request comment: a headline, a before/after table, then each group of changes as
/// a short list; long groups fold into `<details>` so the comment stays short.
public struct DiffMarkdownFormatter: DiffFormatter {
    /// Groups with more entries than this are folded.
    public static let foldAbove = 8

    public init() {}

    public func format(_ diff: GraphDiff) -> String {
        let report = DiffSections(diff)
        var lines = [
            "### Navigation changes: \(Markdown.text(DiffTextFormatter.apps(diff)))",
            "",
            "**\(Markdown.text(report.headline))**",
        ]
        guard !diff.isEmpty else { return lines.joined(separator: "\n") + "\n" }
        lines += [""] + Markdown.table(
            header: ["", "Before", "After"],
            rows: [
                ["Screens reached", "\(diff.old.screensReached) of \(diff.old.screensDeclared)", "\(diff.new.screensReached) of \(diff.new.screensDeclared)"],
                ["Findings", "\(diff.old.findings)", "\(diff.new.findings)"],
            ])
        if !diff.old.exhaustive || !diff.new.exhaustive {
            lines += ["", "> A bound cut the exploration of \(DiffTextFormatter.cutSides(diff)): changes may be missing."]
        }
        for section in report.sections {
            let heading = "\(section.title) (\(Markdown.text(section.counts)))"
            let items = section.entries.map { entry in
                "- \(Self.sign(entry.sign)) \(Markdown.code(entry.subject))" + (entry.detail.isEmpty ? "" : ": \(Markdown.text(entry.detail))")
            }
            if items.count > Self.foldAbove {
                lines += ["", "<details><summary>\(heading)</summary>", ""] + items + ["", "</details>"]
            } else {
                lines += ["", "#### \(heading)", ""] + items
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func sign(_ sign: DiffSections.Sign) -> String {
        switch sign {
        case .added: "➕"
        case .removed: "➖"
        case .changed: "✏️"
        }
    }
}
