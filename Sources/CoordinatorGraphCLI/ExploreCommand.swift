import ArgumentParser
import Exploration
import Foundation
import NavigationGraph
import Reporting

/// `coordgraph explore`: diagrams and reports for one app or all of them.
struct ExploreCommand: ParsableCommand {
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

    func run() throws {
        let registry = AppRegistry.current
        let apps = all ? registry.apps : [try registry.app(named: app ?? "")]
        guard !apps.isEmpty else { throw CommandLineError.noAppsRegistered }
        let root = URL(fileURLWithPath: out ?? "Output")
        var explored: [NavigationGraph] = []
        for app in apps {
            let folder = all || out == nil ? root.appendingPathComponent(app.name) : root
            let graph = app.explore(within: bounds)
            var files = try reports(for: graph)
            files += try diagrams.render(graph)
            try OutputFolder.write(files, into: folder)
            explored.append(graph)
            report(graph, writtenTo: folder)
        }
        if all {
            try OutputFolder.write([OutputFile(name: "README.md", text: Gallery(graphs: explored, diagrams: diagrams).markdown)],
                                   into: root)
        }
    }

    private func reports(for graph: NavigationGraph) throws -> [OutputFile] {
        [
            OutputFile(name: "report.md", text: try MarkdownFormatter().format(graph)),
            OutputFile(name: "graph.json", text: try JSONFormatter().format(graph)),
        ]
    }

    private func report(_ graph: NavigationGraph, writtenTo folder: URL) {
        let colored = color.forStandardOutput
        if quiet || all {
            print(Summary(graph: graph).line + " → \(folder.relativePath)/")
        } else {
            print((try? TextFormatter(colored: colored).format(graph)) ?? "", terminator: "")
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
