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
            coordinator and route), never by line numbers, so the baseline survives code moving. The exit \
            status is 0 when every finding at or above --severity is accepted, 1 when one is not, and 64 for \
            a usage mistake.

            EXAMPLES
              Record the current findings as accepted:
                coordgraph check router-example --write-baseline
              Gate a pull request on errors only, with annotations on the changed code:
                coordgraph check router-example --severity error --format github-actions
              Upload findings to code scanning:
                coordgraph check router-example --format sarif --output coordgraph.sarif
            """)

    @Argument(help: "The app to check (see 'coordgraph list').")
    var app: String

    @Option(help: ArgumentHelp("The baseline of accepted findings.", valueName: "file"))
    var baseline: String = "coordgraph-baseline.json"

    @Flag(help: "Accept every current finding: write them to the baseline, keeping the reasons already written there.")
    var writeBaseline = false

    @Option(help: ArgumentHelp("The lowest severity that fails the check: \(Severity.allCases.map(\.rawValue).joined(separator: ", ")).", valueName: "severity"))
    var severity: Severity = .warning

    @Option(help: ArgumentHelp("How to write the result: \(ReportFormat.allCases.map(\.rawValue).joined(separator: ", ")).", valueName: "format"))
    var format: ReportFormat = .text

    @Option(help: ArgumentHelp("Write the result to this file instead of standard output.", valueName: "file"))
    var output: String?

    @Option(help: "Colour the text result: auto, always or never. NO_COLOR turns auto off.")
    var color: ColorMode = .auto

    @OptionGroup(title: "Exploration bounds")
    var bounds: BoundsOptions

    func run(in environment: CommandEnvironment) throws {
        let app = try environment.app(named: app)
        let baselineURL = URL(fileURLWithPath: baseline)
        let previous = FileManager.default.fileExists(atPath: baselineURL.path) ? try Baseline.read(from: baselineURL) : nil
        let graph = environment.explore(app, with: Pipeline(options: .init(exploration: bounds.explorationOptions)))

        if writeBaseline {
            let accepted = Baseline(accepting: graph.findings, keepingReasonsFrom: previous)
            try accepted.write(to: baselineURL)
            environment.console.line("Wrote \(accepted.entries.count) accepted findings of \(app.name) to \(baseline).")
            return
        }

        let evaluation = GateEvaluation(graph: graph, baseline: previous ?? Baseline(), minimumSeverity: severity)
        let result = try result(for: evaluation, graph: graph, baseline: previous, console: environment.console)
        if let output {
            try AtomicFile.write(result, to: URL(fileURLWithPath: output))
        } else {
            environment.console.write(result)
        }
        if evaluation.fails { throw ExitCode.failure }
    }

    private func result(
        for evaluation: GateEvaluation, graph: NavigationGraph, baseline: Baseline?, console: Console
    ) throws -> String {
        let options = ReportOptions(
            colored: color.colors(console) && output == nil, toolVersion: CoordinatorGraphCLI.version,
            pathMapping: .packageLayout(root: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)), baseline: baseline)
        switch format {
        case .text:
            return evaluation.summary(colored: options.colored)
        case .githubActions:
            var gated = graph
            gated.findings = evaluation.newFindings
            return try format.formatter(options: options).format(gated)
        default:
            return try format.formatter(options: options).format(graph)
        }
    }
}
