import NavigationGraph

/// The app's flow documentation in Markdown: what the app is, its coordinators, every screen with how
/// to reach it, the findings, statistics and the bounds of the exploration.
///
/// Every name that comes from the app is escaped, so hostile names (pipes, backticks, HTML) render
/// as written and never break a table.
public struct MarkdownFormatter: OutputFormatter {
    public init() {}

    public func format(_ graph: NavigationGraph) -> String {
        let sections = [
            title(graph),
            summary(graph),
            coordinators(graph),
            screens(graph),
            findings(graph),
            statistics(graph),
            bounds(graph.exploration),
        ]
        return sections.map { $0.joined(separator: "\n") }.joined(separator: "\n\n") + "\n"
    }

    private func title(_ graph: NavigationGraph) -> [String] {
        var lines = ["# \(Markdown.text(graph.app.name)) navigation", "", "Style: \(Markdown.text(graph.app.style.rawValue))"]
        let summary = graph.app.summary.split(whereSeparator: \.isNewline).map { Markdown.text(String($0)) }
        if !summary.isEmpty {
            lines += [""] + summary.map { "> \($0)" }
        }
        return lines
    }

    private func summary(_ graph: NavigationGraph) -> [String] {
        let statistics = graph.exploration.statistics
        let exploration =
            graph.exploration.isExhaustive
            ? "exhaustive"
            : "cut by a bound, so findings may be missing (see [Exploration bounds](#exploration-bounds))"
        return [
            "## Summary",
            "",
            "- \(ReportVocabulary.counted(statistics.states, "state")), "
                + "\(ReportVocabulary.counted(statistics.transitions, "transition"))",
            "- \(ReportVocabulary.screensReached(statistics))",
            "- Exploration: \(exploration)",
        ] + (ReportVocabulary.coverage(graph.exploration).map { ["- Coverage: \(Markdown.text($0))"] } ?? []) + [
            "- Findings: \(ReportVocabulary.severityCounts(graph.findings))",
        ]
    }

    private func coordinators(_ graph: NavigationGraph) -> [String] {
        guard !graph.coordinators.isEmpty else { return ["## Coordinators", "", "None."] }
        let rows = graph.coordinators.sorted { $0.id < $1.id }.map { coordinator in
            let screens = graph.screens.filter { $0.coordinator == coordinator.id }
            return [
                Markdown.code(coordinator.id, in: .tableCell),
                Markdown.text(coordinator.kind.rawValue),
                coordinator.reached ? "yes" : "**no**",
                screens.isEmpty ? "—" : "\(screens.filter(\.reached).count) of \(screens.count)"
                    + (screens.contains(where: \.covered) ? " (\(screens.filter(\.covered).count) only covered)" : ""),
                location(coordinator.location),
            ]
        }
        return ["## Coordinators", ""]
            + Markdown.table(header: ["Coordinator", "Kind", "Reached", "Screens reached", "Declared at"], rows: rows)
    }

    private func screens(_ graph: NavigationGraph) -> [String] {
        let owners = Set(graph.screens.map(\.coordinator)).sorted()
        guard !owners.isEmpty else { return ["## Screens", "", "None."] }
        var lines = ["## Screens"]
        for owner in owners {
            let rows = graph.screens.filter { $0.coordinator == owner }.sorted { $0.route < $1.route }.map { screen in
                [
                    Markdown.code(screen.route, in: .tableCell),
                    Markdown.code(screen.typeName, in: .tableCell) + (screen.declared ? "" : " (not declared)"),
                    screen.transition.map(Markdown.text) ?? "—",
                    howToReach(screen),
                ]
            }
            lines += ["", "### \(Markdown.code(owner))", ""]
            lines += Markdown.table(header: ["Route", "Screen", "Shown as", "How to reach"], rows: rows)
        }
        return lines
    }

    private func howToReach(_ screen: ScreenNode) -> String {
        guard screen.isInWindow else { return "_not reached_" }
        let path: String
        if let steps = screen.pathFromLaunch {
            path = steps.isEmpty ? "at launch" : (["launch"] + steps.map { Markdown.text($0.action) }).joined(separator: ReportVocabulary.arrow)
        } else {
            path = "path not recorded"
        }
        guard screen.covered else { return screen.pathFromLaunch == nil ? "reached (path not recorded)" : path }
        return "_never visible_: in the window \(screen.pathFromLaunch?.isEmpty == true ? "" : "after ")\(path), always covered"
    }

    private func findings(_ graph: NavigationGraph) -> [String] {
        let groups = ReportVocabulary.groupedBySeverity(graph.findings)
        guard !groups.isEmpty else { return ["## Findings", "", "No findings."] }
        let locator = FindingLocator(graph: graph)
        var lines = ["## Findings"]
        for group in groups {
            lines += ["", "### \(ReportVocabulary.heading(group.severity)) (\(group.findings.count))", ""]
            for finding in group.findings {
                var item = ["- **\(finding.kind.title)**: \(Markdown.code(finding.subject.description))"]
                if let location = locator.location(of: finding) { item[0] += " at \(Markdown.code(location.description))" }
                item.append("  \(Markdown.text(finding.message))")
                if !finding.path.isEmpty || finding.state != nil {
                    item.append("  Path: " + (["launch"] + finding.path.map { Markdown.text($0.action) })
                        .joined(separator: ReportVocabulary.arrow))
                }
                lines.append(item.joined(separator: "\\\n"))
            }
        }
        return lines
    }

    private func statistics(_ graph: NavigationGraph) -> [String] {
        let statistics = graph.exploration.statistics
        var lines = [
            "## Statistics",
            "",
            "- Deepest navigation stack: \(statistics.maxStackDepth)",
            "- Most modals presented at once: \(statistics.maxModalDepth)",
        ]
        let rows = statistics.perCoordinator.sorted { $0.coordinator < $1.coordinator }.map { entry in
            [
                Markdown.code(entry.coordinator, in: .tableCell), "\(entry.screensDeclared)", "\(entry.screensReached)",
                "\(entry.statesVisible)", "\(entry.maxInstances)",
            ]
        }
        if !rows.isEmpty {
            lines += [""] + Markdown.table(
                header: ["Coordinator", "Screens declared", "Screens reached", "States visible", "Most instances"],
                rows: rows)
        }
        return lines
    }

    private func bounds(_ exploration: ExplorationSummary) -> [String] {
        let rows = ExplorationSummary.Cut.Bound.allCases.map { bound in
            let cuts = exploration.cuts.filter { $0.bound == bound }
            let result =
                cuts.isEmpty
                ? "not reached"
                : cuts.map {
                    "**cut**: \(ReportVocabulary.counted($0.unexpandedStates, "state")) left unexpanded, "
                        + "the first is state \($0.firstState)"
                }.joined(separator: "; ")
            return [bound.rawValue, ReportVocabulary.limit(of: bound, in: exploration.bounds), result]
        }
        return ["## Exploration bounds", ""] + Markdown.table(header: ["Bound", "Limit", "Result"], rows: rows)
    }

    private func location(_ reference: SourceReference?) -> String {
        reference.map { Markdown.code($0.description, in: .tableCell) } ?? "—"
    }
}
