import ArgumentParser
import Exploration
import Foundation
import GraphvizRendering
import NavigationGraph
import Reporting

/// `coordgraph explore`: diagrams and reports for one app or all of them.
struct ExploreCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explore",
        abstract: "Explore an app's navigation and write its diagrams and reports.",
        discussion: """
            Writes, per app: report.md (flow documentation: coordinators, every screen and how to reach \
            it, findings), graph.json (the graph and findings), and the diagrams screens.svg, \
            screens.png, coordinators.svg and, for small apps, states.svg. With --all, also a gallery \
            README.md in the output folder. Files are written only once everything was made, each \
            atomically: a failure leaves earlier outputs as they were.

            EXAMPLES
              coordgraph explore router-example
              coordgraph explore --all
              coordgraph explore stinsen-example --max-states 5000 --out /tmp/stinsen
              coordgraph explore tree-example --format svg,png,pdf,dot
            """)

    @Argument(help: "The app to explore (see 'coordgraph list').")
    var app: String?

    @Flag(help: "Explore every registered app.")
    var all = false

    @Option(help: ArgumentHelp("Where to write: the app's folder (default Output/APP), or with --all the folder holding one folder per app (default Output).", valueName: "folder"))
    var out: String?

    @Flag(help: "Print only a one-line summary per app, not the findings.")
    var quiet = false

    @Option(help: "Colour the terminal report: auto, always or never. NO_COLOR turns auto off.")
    var color: ColorMode = .auto

    @OptionGroup(title: "Exploration bounds")
    var bounds: BoundsOptions

    @OptionGroup(title: "Diagrams")
    var diagrams: DiagramOptions

    func validate() throws {
        if app != nil && all { throw CommandLineError.appAndAllTogether }
        if app == nil && !all { throw CommandLineError.neitherAppNorAll }
    }

    func run() async throws {
        let registry = AppRegistry.current
        let apps = all ? registry.apps : [try registry.app(named: app ?? "")]
        guard !apps.isEmpty else { throw CommandLineError.noAppsRegistered }
        let root = URL(fileURLWithPath: out ?? "Output")
        var entries: [Gallery.Entry] = []
        for app in apps {
            let folder = all || out == nil ? root.appendingPathComponent(app.name) : root
            let graph = app.explore(within: bounds)
            let pictures = try await diagrams.render(graph)
            try OutputFolder.write(try reports(for: graph, diagrams: pictures) + pictures.files, into: folder)
            OutputFolder.remove(pictures.skipped.flatMap { view in OutputFormat.allCases.map { "\(view.rawValue).\($0.fileExtension)" } },
                                from: folder)
            entries.append(Gallery.Entry(graph: graph, folder: folder.lastPathComponent, files: pictures.files.map(\.name)))
            report(graph, writtenTo: folder)
        }
        if all {
            try OutputFolder.write([OutputFile(name: "README.md", text: Gallery(entries: entries).markdown)], into: root)
        }
    }

    /// The Markdown flow documentation (with how each diagram was laid out) and the JSON graph.
    private func reports(for graph: NavigationGraph, diagrams: DiagramSet) throws -> [OutputFile] {
        [
            OutputFile(name: "report.md", text: MarkdownFormatter().format(graph) + diagrams.markdown),
            OutputFile(name: "graph.json", text: try JSONFormatter().format(graph)),
        ]
    }

    private func report(_ graph: NavigationGraph, writtenTo folder: URL) {
        let colored = color.forStandardOutput
        if quiet || all {
            print(Summary(graph: graph).line + " → \(folder.relativePath)/")
        } else {
            print(TextFormatter(colored: colored).format(graph), terminator: "")
            print("Wrote \(folder.relativePath)/")
        }
    }
}

/// One line on what the explorer found.
struct Summary {
    let graph: NavigationGraph

    var line: String {
        let statistics = graph.exploration.statistics
        let counts = Dictionary(grouping: graph.findings, by: \.severity).mapValues(\.count)
        let findings = Severity.allCases.reversed().compactMap { severity in
            counts[severity].map { "\($0) \(severity.rawValue)\($0 == 1 ? "" : "s")" }
        }
        return "\(graph.app.name): \(statistics.states) states, \(statistics.transitions) transitions, "
            + "\(statistics.screensReached) of \(statistics.screensDeclared) screens reached"
            + (graph.exploration.isExhaustive ? "" : " (cut by a bound)")
            + (findings.isEmpty ? ", no findings" : ", " + findings.joined(separator: ", "))
    }
}
