import NavigationGraph

/// `Output/README.md`: every explored app's pictures, each with a line on what it shows.
public struct Gallery: Sendable {
    public struct Entry: Sendable {
        public var graph: NavigationGraph
        /// The app's folder, relative to the gallery.
        public var folder: String
        /// The files written there.
        public var files: [String]

        public init(graph: NavigationGraph, folder: String, files: [String]) {
            self.graph = graph
            self.folder = folder
            self.files = files
        }
    }

    public var entries: [Entry]

    public init(entries: [Entry]) { self.entries = entries }

    public var markdown: String {
        var lines = [
            "# Gallery",
            "",
            "What `coordgraph explore --all` makes of the bundled example apps, one per coordinator style. "
                + "Regenerate with `scripts/setup && swift run coordgraph explore --all`.",
            "",
        ]
        for entry in entries {
            let graph = entry.graph
            lines += [
                "## \(graph.app.name)", "",
                "\(graph.app.style). \(graph.app.summary)", "",
                Summary(graph: graph).line + ". Flow documentation: [report.md](\(entry.folder)/report.md); "
                    + (entry.files.contains("report.html")
                        ? "interactive screen map (search, paths, findings; open it in a browser): "
                            + "[report.html](\(entry.folder)/report.html); "
                        : "")
                    + "graph and findings: [graph.json](\(entry.folder)/graph.json).",
                "",
            ]
            if let marked = Self.marked(graph) { lines += [marked, ""] }
            for (file, caption) in Self.pictures where entry.files.contains(file) {
                lines += ["**\(caption.title)**: \(caption.text)", "", "![\(caption.title) of \(graph.app.name)](\(entry.folder)/\(file))", ""]
            }
        }
        return lines.joined(separator: "\n")
    }

    /// What the pictures of `graph` mark, by kind of finding, with the coordinators and screens concerned.
    private static func marked(_ graph: NavigationGraph) -> String? {
        let parts = FindingKind.allCases.compactMap { kind -> String? in
            let subjects = graph.findings.filter { $0.kind == kind }.map { "`\($0.subject)`" }
            return subjects.isEmpty ? nil : "\(kind.title.lowercased()): \(subjects.joined(separator: ", "))"
        }
        return parts.isEmpty ? nil : "Marked in the pictures: " + parts.joined(separator: "; ") + "."
    }

    private static let pictures: [(String, (title: String, text: String))] = [
        ("screens.svg", ("Screen map", "every screen, grouped by the coordinator that shows it, with one arrow per action; "
            + "solid arrows push, dashed ones present a sheet, bold ones cover the screen; unreachable screens are grey and dashed; "
            + "leaks, traps and unbounded cycles are coloured and carry a note.")),
        ("coordinators.svg", ("Coordinator map", "which coordinator holds which and how it shows it (push, present, "
            + "tab, root), and where one coordinator's screen leads to another's, with the number of actions that do it.")),
        ("states.svg", ("State graph", "every state the explorer reached, for small apps: what the user sees in each and "
            + "every action between them.")),
    ]
}
