import ArgumentParser
import CoordinatorGraph
import Foundation
import SourceImport

extension SourceStyle: ExpressibleByArgument {}
extension Platform: ExpressibleByArgument {}

/// `coordgraph scan`: an app's Swift sources in, the same diagrams and reports as `explore` out.
struct ScanCommand: EnvironmentCommand {
    static let configuration = CommandConfiguration(
        commandName: "scan",
        abstract: "Read an app's Swift sources, explore its navigation and write its diagrams and reports.",
        discussion: """
            The sources need not build here: they are parsed with swift-syntax, `#if` blocks resolved for \
            --platform and -D flags, and the coordinators of the Router (ALCoordinator, SUICoordinator), Tree \
            (ADCoordinator), Declarative (Stinsen), Reactive (Combine) and View-model (SwiftUI MVVM-C) styles run \
            on the headless runtime. Calls the importer cannot follow are note findings \
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

    func run(in environment: CommandEnvironment) async throws {
        let scanned = try sources.importApp(at: path, console: environment.console)
        let app = scanned.app
        let pipeline = Pipeline(options: .init(
            exploration: bounds.explorationOptions, diagrams: diagrams.selection, rendering: diagrams.renderOptions))
        let graph = environment.explore(app, with: pipeline)
        let result: Pipeline.Result
        do {
            result = try await pipeline.outputs(for: graph)
        } catch let error as DiagramError {
            throw CommandLineError.renderingFailed(app: app.name, error)
        }
        let folder = URL(fileURLWithPath: out ?? "Output/\(app.name)")
        try CommandLineError.writing(into: folder) { try OutputFolder.write(result.files, into: folder) }
        OutputFolder.remove(result.obsoleteFiles, from: folder)
        let console = environment.console
        if quiet {
            console.line(Summary(graph: result.graph).line + " → \(folder.relativePath)/")
        } else {
            console.write(TextFormatter(colored: color.colors(console)).format(result.graph))
            console.line(scanned.statistics.line)
            console.line("Wrote \(folder.relativePath)/")
        }
    }
}

/// The options that say how to read a folder of sources, shared by `scan` and `check --sources`.
struct SourceOptions: ParsableArguments {
    @Option(help: "The app's name in reports (default: the folder's name).")
    var name: String?

    @Option(help: ArgumentHelp(
        "The coordinator style to look for: \(SourceStyle.allCases.map(\.rawValue).joined(separator: ", ")).",
        valueName: "style"))
    var style: SourceStyle = .auto

    @Option(help: "The platform `#if os(...)` branches are read for: ios, tvos, macos or watchos.")
    var platform: Platform = .ios

    @Option(name: .customShort("D"), help: ArgumentHelp("A compilation condition that is set (DEBUG only when given).", valueName: "flag"))
    var flags: [String] = []

    @Option(help: ArgumentHelp("The entry coordinator, when the sources have several.", valueName: "type"))
    var entry: String?

    /// The app scanned from `path`, showing how parsing goes on `console`'s standard error.
    func importApp(at path: String, console: Console) throws -> ImportedApp {
        let importer = SourceImporter(options: .init(
            name: name, style: style, platform: platform, flags: Set(flags), entry: entry))
        let progress = ProgressLine(label: "Scanning \(path)", console: console)
        defer { progress.finish() }
        let start = ContinuousClock.now
        do {
            return try importer.importApp(at: URL(fileURLWithPath: path)) { parsed, total in
                let elapsed = start.duration(to: .now) / .seconds(1)
                progress.show(elapsed: elapsed) { "parsed \(parsed) of \(total) Swift files" }
            }
        } catch {
            throw CommandLineError.sourcesUnusable(error.description)
        }
    }
}

extension ImportStatistics {
    var line: String {
        "Scanned \(parsedFiles) of \(files) Swift files: \(coordinators) coordinators, \(resolvedCalls) of "
            + "\(navigationCalls) navigation calls followed (\(Int((resolvedShare * 100).rounded())) %)."
    }
}
