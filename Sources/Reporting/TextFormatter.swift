import NavigationGraph

/// The terminal report: a summary of the exploration, then the findings by severity with their
/// source location and the action path that shows them.
public struct TextFormatter: OutputFormatter {
    /// Whether to use ANSI colours; when `false` the output has no escape codes at all.
    public var colored: Bool

    public init(colored: Bool) {
        self.colored = colored
    }

    public func format(_ graph: NavigationGraph) -> String {
        let style = TerminalStyle(colored: colored)
        var lines = summary(graph, style: style)
        let locator = FindingLocator(graph: graph)
        for group in ReportVocabulary.groupedBySeverity(graph.findings) {
            lines.append("")
            lines.append(style.bold(paint("\(ReportVocabulary.heading(group.severity)) (\(group.findings.count))", group.severity, style)))
            for finding in group.findings {
                lines += describe(finding, location: locator.location(of: finding), style: style)
            }
        }
        lines.append("")
        lines.append(totals(graph.findings, style: style))
        return lines.joined(separator: "\n") + "\n"
    }

    private func summary(_ graph: NavigationGraph, style: TerminalStyle) -> [String] {
        let statistics = graph.exploration.statistics
        var lines = [
            style.bold(ReportVocabulary.shown(graph.app.name)) + style.dim(" · \(ReportVocabulary.shown("\(graph.app.style)"))"),
            "  " + [
                ReportVocabulary.counted(statistics.states, "state"),
                ReportVocabulary.counted(statistics.transitions, "transition"),
                ReportVocabulary.screensReached(statistics),
            ].joined(separator: ", "),
        ]
        if graph.exploration.isExhaustive {
            lines.append("  Exploration: " + style.green("exhaustive"))
        } else {
            lines.append("  Exploration: " + style.yellow("cut by a bound") + ", findings may be missing")
            for cut in ReportVocabulary.orderedCuts(graph.exploration) {
                lines.append("    " + ReportVocabulary.cut(cut, bounds: graph.exploration.bounds))
            }
        }
        return lines
    }

    private func describe(_ finding: Finding, location: SourceReference?, style: TerminalStyle) -> [String] {
        let prefix = location.map { style.bold("\(ReportVocabulary.shown($0.description)):") + " " } ?? ""
        var lines = [
            "  " + prefix + paint(finding.kind.title, finding.severity, style) + ": " + ReportVocabulary.shown(finding.subject.description)
        ]
        lines.append("    " + ReportVocabulary.shown(finding.message))
        if !finding.path.isEmpty || finding.state != nil {
            lines.append("    " + style.dim("path: " + ReportVocabulary.path(finding.path)))
        }
        return lines
    }

    private func totals(_ findings: [Finding], style: TerminalStyle) -> String {
        guard !findings.isEmpty else { return style.green("No findings.") }
        return "\(ReportVocabulary.counted(findings.count, "finding")): \(ReportVocabulary.severityCounts(findings))"
    }

    private func paint(_ text: String, _ severity: Severity, _ style: TerminalStyle) -> String {
        switch severity {
        case .error: style.red(text)
        case .warning: style.yellow(text)
        case .note: style.cyan(text)
        }
    }
}
