import NavigationGraph

/// The CI gate's decision for one graph: which findings are new (not in the baseline) at or above the
/// minimum severity, which the baseline accepts, and which baseline entries no longer match anything.
public struct GateEvaluation: Hashable, Sendable {
    public var minimumSeverity: Severity
    /// Findings at or above the minimum severity that the baseline does not accept; they fail the gate.
    public var newFindings: [Finding]
    /// Findings at or above the minimum severity that the baseline accepts.
    public var acceptedFindings: [Finding]
    /// Findings below the minimum severity; they never fail the gate.
    public var findingsBelowThreshold: [Finding]
    /// Baseline entries that match no current finding (fixed, or the subject was renamed): the baseline
    /// should drop them.
    public var staleEntries: [Baseline.Entry]

    /// Evaluates the gate. Findings come out most severe first; stale entries by identifier.
    public init(graph: NavigationGraph, baseline: Baseline, minimumSeverity: Severity) {
        self.minimumSeverity = minimumSeverity
        let findings = ReportVocabulary.ordered(graph.findings)
        let gated = findings.filter { $0.severity >= minimumSeverity }
        newFindings = gated.filter { !baseline.accepts($0) }
        acceptedFindings = gated.filter { baseline.accepts($0) }
        findingsBelowThreshold = findings.filter { $0.severity < minimumSeverity }
        let found = Set(graph.findings.map(\.identifier))
        staleEntries = baseline.sortedEntries.filter { !found.contains($0.identifier) }
    }

    /// Whether CI should fail: some finding at or above the minimum severity is new.
    public var fails: Bool { !newFindings.isEmpty }

    /// A few lines for the terminal: the decision, the new findings, and the stale entries.
    public func summary(colored: Bool) -> String {
        let style = TerminalStyle(colored: colored)
        let threshold = "at or above \(minimumSeverity.rawValue)"
        var lines: [String] = []
        if fails {
            lines.append(style.bold(style.red("Gate failed")) + ": "
                + "\(ReportVocabulary.counted(newFindings.count, "new finding")) \(threshold)")
            lines += newFindings.map { finding in
                "  \(finding.severity.rawValue): \(finding.kind.title): \(ReportVocabulary.shown(finding.subject.description))"
                    + (finding.location.map { " at \(ReportVocabulary.shown($0.description))" } ?? "")
                    + " [\(ReportVocabulary.shown(finding.identifier))]\n    \(ReportVocabulary.shown(finding.message))"
            }
            lines.append("Fix them, or accept them with --write-baseline.")
        } else {
            lines.append(style.bold(style.green("Gate passed")) + ": no new findings \(threshold)")
        }
        lines.append(
            "\(ReportVocabulary.counted(acceptedFindings.count, "finding")) accepted by the baseline, "
                + "\(findingsBelowThreshold.count) below \(minimumSeverity.rawValue)")
        if !staleEntries.isEmpty {
            lines.append(style.yellow(
                "\(ReportVocabulary.counted(staleEntries.count, "baseline entry", plural: "baseline entries")) no longer found; remove "
                    + (staleEntries.count == 1 ? "it" : "them") + " from the baseline:"))
            lines += staleEntries.map { "  \(ReportVocabulary.shown($0.identifier))" }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
