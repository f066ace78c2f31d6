import NavigationGraph

/// The CI gate's decision for one graph: which findings are new (not in the baseline) at or above the
/// minimum severity, which the baseline accepts, and which baseline entries no longer match anything.
///
/// The decision is sound when a bound cut the search: a finding that only says something was *not* reached
/// (an unreachable screen or coordinator) may be explained by the cut alone, so it is listed as uncertain and
/// never fails the gate; and a baseline entry that was not found is not called stale, since the part of the
/// app the search did not reach may still hold it. Only the growth bound, which is how unbounded recursion is
/// stopped by design, leaves the decision as it is.
public struct GateEvaluation: Hashable, Sendable {
    public var minimumSeverity: Severity
    /// Findings at or above the minimum severity that the baseline does not accept; they fail the gate.
    public var newFindings: [Finding]
    /// Findings at or above the minimum severity that the baseline does not accept, but that the cut alone
    /// may explain (something not reached in a search that was cut); they never fail the gate.
    public var uncertainFindings: [Finding]
    /// Findings at or above the minimum severity that the baseline accepts.
    public var acceptedFindings: [Finding]
    /// Findings below the minimum severity; they never fail the gate.
    public var findingsBelowThreshold: [Finding]
    /// Baseline entries that match no current finding in a search no bound cut (fixed, or the subject was
    /// renamed): the baseline should drop them.
    public var staleEntries: [Baseline.Entry]
    /// Baseline entries that match no current finding in a search a bound cut: not re-checked, so kept.
    public var uncheckedEntries: [Baseline.Entry]
    /// The cuts that make the decision partial (every bound but the growth bound), in a fixed order.
    public var cuts: [ExplorationSummary.Cut]
    /// The bounds the search ran with, to say where each cut happened.
    public var bounds: ExplorationSummary.Bounds

    /// The kinds that say something was never reached (or never seen): a cut search may explain them.
    public static let absenceKinds: Set<FindingKind> = [.unreachableScreen, .unreachableCoordinator, .coveredScreen]

    /// Evaluates the gate. Findings come out most severe first; entries by identifier.
    public init(graph: NavigationGraph, baseline: Baseline, minimumSeverity: Severity) {
        self.minimumSeverity = minimumSeverity
        bounds = graph.exploration.bounds
        cuts = ReportVocabulary.orderedCuts(graph.exploration).filter { $0.bound != .growthLimit }
        let partial = !cuts.isEmpty
        let findings = ReportVocabulary.ordered(graph.findings)
        let gated = findings.filter { $0.severity >= minimumSeverity }
        let unaccepted = gated.filter { !baseline.accepts($0) }
        newFindings = unaccepted.filter { !(partial && Self.absenceKinds.contains($0.kind)) }
        uncertainFindings = unaccepted.filter { partial && Self.absenceKinds.contains($0.kind) }
        acceptedFindings = gated.filter { baseline.accepts($0) }
        findingsBelowThreshold = findings.filter { $0.severity < minimumSeverity }
        let found = Set(graph.findings.map(\.identifier))
        let missing = baseline.sortedEntries.filter { !found.contains($0.identifier) }
        staleEntries = partial ? [] : missing
        uncheckedEntries = partial ? missing : []
    }

    /// Whether CI should fail: some finding at or above the minimum severity is new.
    public var fails: Bool { !newFindings.isEmpty }

    /// Whether the wall-time safety net cut the search: the result depends on the machine, so the gate has
    /// no verdict (the command line exits with its own status).
    public var isIncomplete: Bool { cuts.contains { $0.bound == .timeLimit } }

    /// The one line said when ``isIncomplete``.
    public static let incompleteMessage =
        "incomplete: the time limit cut the search before the state and depth bounds did, so the result depends on "
        + "this machine's speed; raise --max-states or --time-limit"

    /// A few lines for the terminal: the decision, the new findings, the cut and the baseline entries.
    public func summary(colored: Bool) -> String {
        let style = TerminalStyle(colored: colored)
        let threshold = "at or above \(minimumSeverity.rawValue)"
        var lines: [String] = []
        if isIncomplete {
            lines.append(style.bold(style.yellow("Gate incomplete")) + ": " + Self.incompleteMessage.dropFirst("incomplete: ".count))
        } else if fails {
            lines.append(style.bold(style.red("Gate failed")) + ": "
                + "\(ReportVocabulary.counted(newFindings.count, "new finding")) \(threshold)")
        } else {
            lines.append(style.bold(style.green("Gate passed")) + ": no new findings \(threshold)")
        }
        lines += newFindings.map(describe)
        if fails && !isIncomplete { lines.append("Fix them, or accept them with --write-baseline.") }
        lines.append(
            "\(ReportVocabulary.counted(acceptedFindings.count, "finding")) accepted by the baseline, "
                + "\(findingsBelowThreshold.count) below \(minimumSeverity.rawValue)")
        for cut in cuts {
            lines.append(style.yellow("Search cut by " + ReportVocabulary.cut(cut, bounds: bounds)))
        }
        if !uncertainFindings.isEmpty {
            lines.append(style.yellow(
                "\(ReportVocabulary.counted(uncertainFindings.count, "finding")) not gated: the cut alone may explain "
                    + (uncertainFindings.count == 1 ? "it" : "them") + " (raise the bound to decide):"))
            lines += uncertainFindings.map(describe)
        }
        if !uncheckedEntries.isEmpty {
            lines.append(
                "\(ReportVocabulary.counted(uncheckedEntries.count, "baseline entry", plural: "baseline entries")) not found "
                    + "in the part the search reached; kept, not re-checked.")
        }
        if !staleEntries.isEmpty {
            lines.append(style.yellow(
                "\(ReportVocabulary.counted(staleEntries.count, "baseline entry", plural: "baseline entries")) no longer found; remove "
                    + (staleEntries.count == 1 ? "it" : "them") + " from the baseline:"))
            lines += staleEntries.map { "  \(ReportVocabulary.shown($0.identifier))" }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func describe(_ finding: Finding) -> String {
        "  \(finding.severity.rawValue): \(finding.kind.title): \(ReportVocabulary.shown(finding.subject.description))"
            + (finding.location.map { " at \(ReportVocabulary.shown($0.description))" } ?? "")
            + " [\(ReportVocabulary.shown(finding.identifier))]\n    \(ReportVocabulary.shown(finding.message))"
    }

    /// The decision as JSON, for `check --format json`: the verdict, the findings it rests on, the baseline
    /// entries it could and could not re-check, and where a bound cut the search.
    public func json() throws -> String {
        try StableJSON.string(JSONVerdict(
            verdict: isIncomplete ? "incomplete" : fails ? "failed" : "passed",
            minimumSeverity: minimumSeverity, newFindings: newFindings, uncertainFindings: uncertainFindings,
            acceptedFindings: acceptedFindings.map(\.identifier), staleEntries: staleEntries.map(\.identifier),
            uncheckedEntries: uncheckedEntries.map(\.identifier),
            cuts: cuts.map { ReportVocabulary.cut($0, bounds: bounds) }))
    }

    private struct JSONVerdict: Encodable {
        var verdict: String
        var minimumSeverity: Severity
        var newFindings: [Finding]
        var uncertainFindings: [Finding]
        var acceptedFindings: [String]
        var staleEntries: [String]
        var uncheckedEntries: [String]
        var cuts: [String]
    }
}
