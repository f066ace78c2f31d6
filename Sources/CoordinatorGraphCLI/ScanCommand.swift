import ArgumentParser
import Exploration
import Foundation
import NavigationGraph
import Reporting
import SourceImport

extension SourceStyle: ExpressibleByArgument {}
extension Platform: ExpressibleByArgument {}

/// `coordgraph scan`: an app's Swift sources in, the same diagrams and reports as `explore` out.
struct ScanCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scan",
        abstract: "Read an app's Swift sources, explore its navigation and write its diagrams and reports.",
        discussion: """
            The sources need not build here: they are parsed with swift-syntax, `#if` blocks resolved for \
            --platform and -D flags, and the coordinators of the Router style (ALCoordinator, \
            SUICoordinator) run on the headless runtime. Calls the importer cannot follow are note findings \
            at their file and line; locations are relative to the scanned folder.

            EXAMPLES
              coordgraph scan MyApp
              coordgraph scan MyApp --entry MainCoordinator --out /tmp/myapp
              coordgraph scan MyApp --platform tvos -D FEATURE_X
            """)

    @Argument(help: ArgumentHelp("The folder of the app's Swift sources.", valueName: "path"))
    var path: String

    @OptionGroup(title: "Sources")
    var sources: SourceOptions

    @Option(help: ArgumentHelp("Where to write (default Output/NAME).", valueName: "folder"))
    var out: String?

    @Flag(help: "Print only a one-line summary, not the findings.")
    var quiet = false

    @Option(help: "Colour the terminal report: auto, always or never. NO_COLOR turns auto off.")
    var color: ColorMode = .auto

    @OptionGroup(title: "Exploration bounds")
    var bounds: BoundsOptions

    @OptionGroup(title: "Diagrams")
    var diagrams: DiagramOptions

    func run() async throws {
        let scanned = try sources.importApp(at: path)
        let graph = scanned.explore(within: bounds)
        let folder = URL(fileURLWithPath: out ?? "Output/\(scanned.imported.app.name)")
        let pictures = try await diagrams.render(graph)
        try OutputFolder.write(
            [
                OutputFile(name: "report.md", text: MarkdownFormatter().format(graph) + pictures.markdown),
                OutputFile(name: "graph.json", text: try JSONFormatter().format(graph)),
            ] + pictures.files,
            into: folder)
        if quiet {
            print(Summary(graph: graph).line + " → \(folder.relativePath)/")
        } else {
            print(TextFormatter(colored: color.forStandardOutput).format(graph), terminator: "")
            print(scanned.imported.statistics.line)
            print("Wrote \(folder.relativePath)/")
        }
    }
}

/// The options that say how to read a folder of sources, shared by `scan` and `check --sources`.
struct SourceOptions: ParsableArguments {
    @Option(help: "The app's name in reports (default: the folder's name).")
    var name: String?

    @Option(help: "The coordinator style to look for: auto, declarative or router.")
    var style: SourceStyle = .auto

    @Option(help: "The platform `#if os(...)` branches are read for: ios, tvos, macos or watchos.")
    var platform: Platform = .ios

    @Option(name: .customShort("D"), help: ArgumentHelp("A compilation condition that is set (DEBUG only when given).", valueName: "flag"))
    var flags: [String] = []

    @Option(help: ArgumentHelp("The entry coordinator, when the sources have several.", valueName: "type"))
    var entry: String?

    func importApp(at path: String) throws -> ScannedApp {
        let importer = SourceImporter(options: .init(
            name: name, style: style, platform: platform, flags: Set(flags), entry: entry))
        let started = Date()
        do {
            let imported = try importer.importApp(at: URL(fileURLWithPath: path))
            return ScannedApp(imported: imported, scanSeconds: Date().timeIntervalSince(started))
        } catch {
            throw ValidationError(error.description)
        }
    }
}

/// An imported app and how long reading its sources took.
struct ScannedApp {
    var imported: ImportedApp
    var scanSeconds: Double

    /// Explores the app and adds what the importer could not follow to the findings.
    func explore(within bounds: BoundsOptions) -> NavigationGraph {
        var graph = imported.app.explore(within: bounds)
        graph.findings += imported.findings
        return graph
    }
}

extension ImportStatistics {
    var line: String {
        "Scanned \(parsedFiles) of \(files) Swift files: \(coordinators) coordinators, \(resolvedCalls) of "
            + "\(navigationCalls) navigation calls followed (\(Int((resolvedShare * 100).rounded())) %)."
    }
}
