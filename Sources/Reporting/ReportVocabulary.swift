import NavigationGraph

/// Wording and ordering that every report shares, so the formats agree with each other.
enum ReportVocabulary {
    static let arrow = " → "

    /// An action path as `launch → go second view → go home`, the app's labels escaped visibly.
    static func path(_ steps: [PathStep]) -> String {
        (["launch"] + steps.map { shown($0.action) }).joined(separator: arrow)
    }

    /// Text from the app (names, labels, messages that quote them) as a terminal or a log may show it:
    /// control, newline and bidirectional characters escaped visibly (``VisibleText``).
    static func shown(_ text: String) -> String {
        VisibleText.escaping(text)
    }

    /// Findings most severe first, then by kind and subject.
    static func ordered(_ findings: [Finding]) -> [Finding] {
        findings.sorted { lhs, rhs in
            if lhs.severity != rhs.severity { return lhs.severity > rhs.severity }
            if lhs.kind != rhs.kind { return lhs.kind < rhs.kind }
            return lhs.identifier < rhs.identifier
        }
    }

    /// The findings of each severity present, most severe first.
    static func groupedBySeverity(_ findings: [Finding]) -> [(severity: Severity, findings: [Finding])] {
        Severity.allCases.reversed().compactMap { severity in
            let group = ordered(findings.filter { $0.severity == severity })
            return group.isEmpty ? nil : (severity, group)
        }
    }

    static func heading(_ severity: Severity) -> String {
        switch severity {
        case .error: "Errors"
        case .warning: "Warnings"
        case .note: "Notes"
        }
    }

    /// `1 error, 2 warnings, 0 notes`.
    static func severityCounts(_ findings: [Finding]) -> String {
        Severity.allCases.reversed().map { severity in
            counted(findings.filter { $0.severity == severity }.count, severity.rawValue)
        }.joined(separator: ", ")
    }

    /// `1 state`, `2 states`; `plural` for nouns that do not just take an `s`.
    static func counted(_ count: Int, _ noun: String, plural: String? = nil) -> String {
        "\(count) \(count == 1 ? noun : plural ?? noun + "s")"
    }

    /// What the explored states stand for, when the tab reduction stood in for the full product:
    /// `1193 states explored stand for 99099 states of the full tab product (each tab explored once)`;
    /// `nil` when every state explored is one of the product's.
    static func coverage(_ summary: ExplorationSummary) -> String? {
        guard let coverage = summary.coverage, coverage.reduction == .tabs else { return nil }
        let product = coverage.productStatesExact ? "\(coverage.productStates)" : "at least \(coverage.productStates)"
        let combined = coverage.combinedTabs.isEmpty
            ? "each tab explored once"
            : "tabs combined because an action reaches across them: \(coverage.combinedTabs.joined(separator: ", "))"
        return "\(counted(coverage.statesExplored, "state")) explored stand for \(product) states of the full tab product (\(combined))"
    }

    /// `9 of 11 screens reached`, and `, 1 only covered` when some screens are in the window but never
    /// visible.
    static func screensReached(_ statistics: ExplorationSummary.Statistics) -> String {
        "\(statistics.screensReached) of \(counted(statistics.screensDeclared, "screen")) reached"
            + (statistics.screensCovered > 0 ? ", \(statistics.screensCovered) only covered" : "")
    }

    /// The value a bound was set to, as a reader would write it.
    static func limit(of bound: ExplorationSummary.Cut.Bound, in bounds: ExplorationSummary.Bounds) -> String {
        switch bound {
        case .maxDepth: "\(bounds.maxDepth) actions"
        case .maxStates: counted(bounds.maxStates, "state")
        case .timeLimit: seconds(bounds.timeLimit)
        case .growthLimit: "\(bounds.growthLimit) of one kind"
        }
    }

    static func seconds(_ value: Double) -> String {
        guard value.isFinite else { return "none" }
        return value == value.rounded() && abs(value) < 1e15 ? "\(Int(value)) s" : "\(value) s"
    }

    /// `maxStates (500 states): 12 states left unexpanded, the first is state 480`.
    static func cut(_ cut: ExplorationSummary.Cut, bounds: ExplorationSummary.Bounds) -> String {
        "\(cut.bound.rawValue) (\(limit(of: cut.bound, in: bounds))): "
            + "\(counted(cut.unexpandedStates, "state")) left unexpanded, the first is state \(cut.firstState)"
    }

    /// Cuts in a fixed order, whatever order the explorer listed them in.
    static func orderedCuts(_ summary: ExplorationSummary) -> [ExplorationSummary.Cut] {
        let order = ExplorationSummary.Cut.Bound.allCases
        return summary.cuts.sorted {
            (order.firstIndex(of: $0.bound)!, $0.firstState) < (order.firstIndex(of: $1.bound)!, $1.firstState)
        }
    }
}
