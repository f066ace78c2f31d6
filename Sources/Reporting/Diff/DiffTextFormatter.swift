import GraphDiff

/// The diff for the terminal: both sides, a one-line summary, then each group of changes with `+ − ~`.
public struct DiffTextFormatter: DiffFormatter {
    /// Whether to use ANSI colours; when `false` the output has no escape codes at all.
    public var colored: Bool

    public init(colored: Bool) {
        self.colored = colored
    }

    public func format(_ diff: GraphDiff) -> String {
        let style = TerminalStyle(colored: colored)
        let report = DiffSections(diff)
        var lines = [
            style.bold(Self.apps(diff)) + style.dim(" · \(diff.new.style)"),
            "  screens reached \(diff.old.screensReached) → \(diff.new.screensReached), "
                + "findings \(diff.old.findings) → \(diff.new.findings)",
        ]
        if !diff.old.exhaustive || !diff.new.exhaustive {
            lines.append("  " + style.yellow("a bound cut the exploration of \(Self.cutSides(diff)): changes may be missing"))
        }
        for section in report.sections {
            lines.append("")
            lines.append(style.bold("\(section.title) (\(section.counts))"))
            for entry in section.entries {
                let sign: String
                switch entry.sign {
                case .added: sign = style.green("+")
                case .removed: sign = style.red("−")
                case .changed: sign = style.yellow("~")
                }
                lines.append("  \(sign) \(entry.subject)" + (entry.detail.isEmpty ? "" : style.dim(": ") + entry.detail))
            }
        }
        lines.append("")
        lines.append(diff.isEmpty ? style.green(report.headline) : report.headline)
        return lines.joined(separator: "\n") + "\n"
    }

    static func apps(_ diff: GraphDiff) -> String {
        diff.old.app == diff.new.app ? diff.new.app : "\(diff.old.app) → \(diff.new.app)"
    }

    static func cutSides(_ diff: GraphDiff) -> String {
        switch (diff.old.exhaustive, diff.new.exhaustive) {
        case (false, false): "both sides"
        case (false, true): "OLD"
        default: "NEW"
        }
    }
}
