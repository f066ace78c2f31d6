import ArgumentParser
import Foundation
import GraphvizRendering

/// A comma-separated list of formats, such as `svg,png,dot`.
struct FormatList: ExpressibleByArgument {
    var formats: [OutputFormat]

    init?(argument: String) {
        var formats: [OutputFormat] = []
        for name in argument.split(separator: ",") {
            guard let format = OutputFormat(rawValue: name.trimmingCharacters(in: .whitespaces).lowercased()) else { return nil }
            if !formats.contains(format) { formats.append(format) }
        }
        guard !formats.isEmpty else { return nil }
        self.formats = formats
    }

    static var allValueStrings: [String] { OutputFormat.allCases.map(\.rawValue) }
}

/// Which diagrams to draw, in which formats, within which layout budget.
struct DiagramOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Formats to draw every view in, comma separated: \(OutputFormat.allCases.map(\.rawValue).joined(separator: ", ")). "
                + "Default: the screen map as svg and png, the other views as svg. dot is the canonical, unlaid DOT source.",
            valueName: "formats"))
    var format: FormatList?

    @Flag(help: "Write the reports only, no diagrams.")
    var noDiagrams = false

    @Option(help: ArgumentHelp("The most seconds one diagram's layout may take; past it a cheaper layout draws it.", valueName: "seconds"))
    var layoutBudget: Double = 10

    @Option(help: "Draw the full state graph only for apps with at most this many states.")
    var stateLimit: Int = 300

    @Flag(help: "Draw back and dismiss edges on the screen map (quietly).")
    var returnEdges = false

    func validate() throws {
        guard layoutBudget > 0, layoutBudget <= Self.longestLayoutBudget else {
            throw ValidationError(
                "--layout-budget must be a positive number of seconds up to \(Int(Self.longestLayoutBudget)) (a day), "
                    + "not \(layoutBudget).")
        }
        guard stateLimit > 0 else { throw ValidationError("--state-limit must be at least 1, not \(stateLimit).") }
    }

    /// The longest --layout-budget: a day of seconds (and far from overflowing a duration).
    static let longestLayoutBudget: Double = 86_400

    /// The diagrams these options select.
    var selection: DiagramSelection { DiagramSelection(formats: format?.formats, enabled: !noDiagrams) }

    /// How to lay the diagrams out.
    var renderOptions: RenderOptions {
        RenderOptions(timeBudget: .milliseconds(Int(layoutBudget * 1000)), showReturnEdges: returnEdges, stateLimit: stateLimit)
    }
}
