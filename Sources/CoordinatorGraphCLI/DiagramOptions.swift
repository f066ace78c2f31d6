import ArgumentParser
import Foundation
import GraphvizRendering
import NavigationGraph

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
        guard layoutBudget > 0, layoutBudget.isFinite else {
            throw ValidationError("--layout-budget must be a positive number of seconds, not \(layoutBudget).")
        }
        guard stateLimit > 0 else { throw ValidationError("--state-limit must be at least 1, not \(stateLimit).") }
    }

    private var renderOptions: RenderOptions {
        RenderOptions(timeBudget: .milliseconds(Int(layoutBudget * 1000)), showReturnEdges: returnEdges, stateLimit: stateLimit)
    }

    /// The formats of `view`.
    private func formats(of view: GraphView) -> [OutputFormat] {
        if let format { return format.formats }
        return view == .screens ? [.svg, .png] : [.svg]
    }

    /// Every diagram of `graph`, made in memory, with a line per view on how it was laid out.
    func render(_ graph: NavigationGraph) async throws -> DiagramSet {
        var set = DiagramSet()
        guard !noDiagrams else { return set }
        let renderer = Renderer()
        for view in GraphView.allCases {
            if view == .states && graph.states.count > stateLimit {
                set.notes.append(.init(view: view, text: "not drawn: \(graph.states.count) states is more than --state-limit \(stateLimit); "
                    + "the screen map and the coordinator map show this app"))
                set.skipped.append(view)
                continue
            }
            for format in formats(of: view) {
                let name = "\(view.rawValue).\(format.fileExtension)"
                do {
                    if format == .dot {
                        set.files.append(OutputFile(name: name, text: try view.describe(graph, options: renderOptions).canonicalDOT))
                        continue
                    }
                    let picture = try await renderer.render(graph, view: view, format: format, options: renderOptions)
                    set.files.append(OutputFile(name: name, contents: Data(picture.bytes)))
                    if !set.notes.contains(where: { $0.view == view }) {
                        set.notes.append(.init(view: view, text: picture.layout.summary))
                    }
                } catch {
                    throw CommandLineError.renderingFailed(app: graph.app.name, view: "\(view.title) (\(name))", reason: "\(error)")
                }
            }
        }
        return set
    }
}

/// The diagrams of one app, and how each was laid out.
struct DiagramSet {
    struct Note {
        var view: GraphView
        var text: String
    }

    var files: [OutputFile] = []
    var notes: [Note] = []
    /// Views not drawn (the state graph of a large app); their old files are removed.
    var skipped: [GraphView] = []

    /// A Markdown section saying which layout drew each diagram and why.
    var markdown: String {
        guard !notes.isEmpty else { return "" }
        return "\n## Diagrams\n\n" + notes.map { "- **\($0.view.title)**: \($0.text)" }.joined(separator: "\n") + "\n"
    }
}

extension GraphView {
    /// The view's name in prose.
    var title: String {
        switch self {
        case .screens: "Screen map"
        case .coordinators: "Coordinator map"
        case .states: "State graph"
        }
    }
}

extension LayoutDecision {
    /// One line: the engine, why, and any fallback.
    var summary: String {
        var text = "\(configuration) — \(reason)"
        if fallbackTaken { text += "; fell back after: " + failures.map(\.description).joined(separator: "; ") }
        return text
    }
}
