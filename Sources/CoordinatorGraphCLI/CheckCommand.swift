import ArgumentParser
import CoordinatorGraph
import Foundation

extension Severity: ExpressibleByArgument {}
extension ReportFormat: ExpressibleByArgument {}

/// `coordgraph check`: the CI gate.
struct CheckCommand: EnvironmentCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Explore an app and fail when it has a finding the baseline does not accept.",
        discussion: """
            Findings are matched to the baseline by a stable identifier (the finding's kind and its \
            coordinator and route), never by line numbers, so the baseline survives code moving.

            When the state or depth bound cuts the search, the verdict stays the same on every machine: a \
            screen or coordinator not reached may be explained by the cut, so it is listed but does not fail \
            the gate, and baseline entries not found are kept, not called stale. The time limit is a safety \
            net: when it cuts the search first there is no verdict (exit status 2).

            EXIT STATUS
            \(ExitStatus.table)

            EXAMPLES
              Record the current findings as accepted:
                coordgraph check router-example --write-baseline
              Gate a pull request on errors only, with annotations on the changed code:
                coordgraph check router-example --severity error --format github-actions
              Upload findings to code scanning:
                coordgraph check router-example --format sarif --output coordgraph.sarif
              Gate an app scanned from its Swift sources (SARIF paths relative to that folder):
                coordgraph check --sources MyApp --format sarif --output coordgraph.sarif
            """)

    @Argument(help: "The app to check (see 'coordgraph list').")
    var app: String?

    @Option(help: ArgumentHelp("Check the app scanned from this folder of Swift sources instead of a registered app.", valueName: "path"))
    var sources: String?

    @OptionGroup(title: "Sources (with --sources)")
    var sourceOptions: SourceOptions

    @Option(help: ArgumentHelp(
        "The baseline of accepted findings (default: \(Self.defaultBaseline); when that file is missing, no finding is accepted).",
        valueName: "file"))
    var baseline: String?

    @Flag(help: "Accept every current finding: write them to the baseline (or to --output), keeping the reasons already written there.")
    var writeBaseline = false

    @Option(help: ArgumentHelp("The lowest severity that fails the check: \(Severity.allCases.map(\.rawValue).joined(separator: ", ")).", valueName: "severity"))
    var severity: Severity = .warning

    @Option(help: ArgumentHelp("How to write the result: \(ReportFormat.allCases.map(\.rawValue).joined(separator: ", ")).", valueName: "format"))
    var format: ReportFormat = .text

    @Option(help: ArgumentHelp("Write the result to this file instead of standard output.", valueName: "file"))
    var output: String?

    @Option(help: ArgumentHelp(
        "The package whose Sources/ and Examples/ hold the apps' code; SARIF and annotation paths are relative to it "
            + "(default: the package holding the current folder).",
        valueName: "folder"))
    var sourceRoot: String?

    @Option(help: "Colour the text result: auto, always or never. NO_COLOR turns auto off.")
    var color: ColorMode = .auto

    @OptionGroup(title: "Exploration bounds")
    var bounds: BoundsOptions

    static let defaultBaseline = "coordgraph-baseline.json"

    func validate() throws {
        if app != nil && sources != nil { throw ValidationError("Name an app or pass --sources PATH, not both.") }
        if app == nil && sources == nil { throw ValidationError("Name an app to check (see 'coordgraph list'), or pass --sources PATH.") }
        if baseline?.isEmpty == true { throw ValidationError("--baseline needs a file name, not an empty string.") }
        if output?.isEmpty == true { throw ValidationError("--output needs a file name, not an empty string.") }
        if let sourceRoot {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: sourceRoot, isDirectory: &isFolder), isFolder.boolValue else {
                throw ValidationError("--source-root must be an existing folder, not '\(sourceRoot)'.")
            }
        }
    }

    func run(in environment: CommandEnvironment) throws {
        let app = try sources.map { try sourceOptions.importApp(at: $0, console: environment.console).app } ?? environment.app(named: app ?? "")
        let baselineURL = URL(fileURLWithPath: baseline ?? Self.defaultBaseline)
        let previous: Baseline?
        if FileManager.default.fileExists(atPath: baselineURL.path) {
            previous = try Baseline.read(from: baselineURL)
        } else if let baseline, !writeBaseline {
            throw CommandLineError.baselineMissing(baseline)
        } else {
            previous = nil
        }
        let graph = environment.explore(app, with: Pipeline(options: .init(exploration: bounds.explorationOptions)))
        let evaluation = GateEvaluation(graph: graph, baseline: previous ?? Baseline(), minimumSeverity: severity)

        if writeBaseline {
            if evaluation.isIncomplete { throw CommandLineError.gateIncomplete }
            let destination = output ?? baseline ?? Self.defaultBaseline
            let accepted = Baseline(accepting: graph.findings, keepingReasonsFrom: previous)
            try AtomicFile.write(try accepted.encoded(), to: URL(fileURLWithPath: destination))
            environment.console.line("Wrote \(accepted.entries.count) accepted findings of \(app.name) to \(destination).")
            return
        }

        let root = sourceRootURL
        if sources == nil && [.sarif, .githubActions].contains(format) {
            warnAboutUnresolvedFiles(graph, root: root, console: environment.console)
        }
        let result = try result(for: evaluation, graph: graph, baseline: previous, root: root, console: environment.console)
        if let output {
            try AtomicFile.write(result, to: URL(fileURLWithPath: output))
        } else {
            environment.console.write(result)
        }
        if evaluation.isIncomplete { throw CommandLineError.gateIncomplete }
        if evaluation.fails { throw ExitCode(ExitStatus.newFindings.rawValue) }
    }

    private func result(
        for evaluation: GateEvaluation, graph: NavigationGraph, baseline: Baseline?, root: URL, console: Console
    ) throws -> String {
        let options = ReportOptions(
            colored: color.colors(console) && output == nil, toolVersion: CoordinatorGraphCLI.version,
            pathMapping: sources == nil ? .packageLayout(root: root) : .fileID, baseline: baseline)
        switch format {
        case .text:
            return evaluation.summary(colored: options.colored)
        case .json:
            return try evaluation.json()
        case .githubActions:
            var gated = graph
            gated.findings = evaluation.newFindings
            return try format.formatter(options: options).format(gated)
        default:
            return try format.formatter(options: options).format(graph)
        }
    }

    /// `--source-root`, else the package holding the current folder, else the current folder: never the
    /// current folder alone when it is inside the package, so paths do not depend on where the tool runs.
    private var sourceRootURL: URL {
        if let sourceRoot { return URL(fileURLWithPath: sourceRoot).standardizedFileURL }
        let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        return SourcePathMapping.packageRoot(containing: current) ?? current
    }

    /// Says on standard error which declared source files cannot be found under `root`.
    private func warnAboutUnresolvedFiles(_ graph: NavigationGraph, root: URL, console: Console) {
        let files = graph.findings.compactMap(\.location?.file) + graph.screens.compactMap(\.location?.file)
            + graph.coordinators.compactMap(\.location?.file)
        let missing = SourcePathMapping.unresolved(files, root: root)
        guard let first = missing.first else { return }
        console.line(
            "warning: \(missing.count == 1 ? "1 declared source file was" : "\(missing.count) declared source files were") "
                + "not found under \(root.path) (such as \(VisibleText.escaping(first))), so their paths in the results are "
                + "guesses. Run from inside the package, or pass --source-root.",
            to: .errors)
    }
}
