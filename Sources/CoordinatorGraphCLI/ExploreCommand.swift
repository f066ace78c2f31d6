import ArgumentParser
import CoordinatorGraph
import Foundation

/// `coordgraph explore`: diagrams and reports for one app or all of them.
struct ExploreCommand: EnvironmentCommand {
    static let configuration = CommandConfiguration(
        commandName: "explore",
        abstract: "Explore an app's navigation and write its diagrams and reports.",
        discussion: """
            Writes, per app: report.md (flow documentation: coordinators, every screen and how to reach \
            it, findings), report.html (the screen map to search and click through in a browser, \
            self-contained), graph.json (the graph and findings), and the diagrams screens.svg, \
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

    func run(in environment: CommandEnvironment) async throws {
        let apps = all ? environment.apps : [try environment.app(named: app ?? "")]
        guard !apps.isEmpty else { throw CommandLineError.noAppsRegistered }
        let pipeline = Pipeline(options: .init(
            exploration: bounds.explorationOptions, diagrams: diagrams.selection, rendering: diagrams.renderOptions))
        let root = URL(fileURLWithPath: out ?? "Output")
        var written: [(result: Pipeline.Result, folder: String)] = []
        for app in apps {
            let folder = all || out == nil ? root.appendingPathComponent(app.name) : root
            let graph = environment.explore(app, with: pipeline)
            let result: Pipeline.Result
            do {
                result = try await pipeline.outputs(for: graph)
            } catch let error as DiagramError {
                throw CommandLineError.renderingFailed(app: app.name, error)
            }
            try CommandLineError.writing(into: folder) { try OutputFolder.write(result.files, into: folder) }
            OutputFolder.remove(result.obsoleteFiles, from: folder)
            written.append((result, folder.lastPathComponent))
            report(result.graph, writtenTo: folder, console: environment.console)
        }
        if all {
            try CommandLineError.writing(into: root) { try OutputFolder.write([Pipeline.gallery(written)], into: root) }
        }
    }

    private func report(_ graph: NavigationGraph, writtenTo folder: URL, console: Console) {
        if quiet || all {
            console.line(Summary(graph: graph).line + " → \(folder.relativePath)/")
        } else {
            console.write(TextFormatter(colored: color.colors(console)).format(graph))
            console.line("Wrote \(folder.relativePath)/")
        }
    }
}
