import Exploration
import Foundation
import GraphvizRendering
import NavigationGraph
import Reporting

/// An app in, every output file out: explore, analyse, draw and report, in memory.
///
/// ```swift
/// let result = try await Pipeline().run(MyApp.explorable)
/// try OutputFolder.write(result.files, into: URL(fileURLWithPath: "Output/my-app"))
/// ```
///
/// The command line's `explore`, `check` and `--all` are thin layers over this type; your own code can
/// call it the same way. Nothing is written to disk here.
public struct Pipeline: Sendable {
    /// What to explore and what to draw.
    public struct Options: Sendable {
        public var exploration: ExplorationOptions
        public var diagrams: DiagramSelection
        public var rendering: RenderOptions

        public init(
            exploration: ExplorationOptions = .init(), diagrams: DiagramSelection = .init(), rendering: RenderOptions = .init()
        ) {
            self.exploration = exploration
            self.diagrams = diagrams
            self.rendering = rendering
        }
    }

    /// What one run made of one app.
    public struct Result: Sendable {
        /// The explored graph with its findings.
        public var graph: NavigationGraph
        /// Every file to write into the app's folder: `report.md`, `graph.json` and the diagrams.
        public var files: [OutputFile]
        /// Files an earlier run may have written that this run makes no more (a state graph not drawn).
        public var obsoleteFiles: [String]
    }

    public var options: Options

    public init(options: Options = .init()) { self.options = options }

    /// Explores `app` and analyses what it found. `progress` is called now and then while it runs.
    public func explore(
        _ app: ExplorableApp, progress: (@Sendable (ExplorationProgress) -> Void)? = nil
    ) -> NavigationGraph {
        Explorer(app: app, options: options.exploration).run(progress: progress)
    }

    /// Explores `app`, then draws and reports it. Throws a ``GraphvizRendering/DiagramError`` when a diagram
    /// cannot be drawn.
    public func run(
        _ app: ExplorableApp, progress: (@Sendable (ExplorationProgress) -> Void)? = nil
    ) async throws -> Result {
        try await outputs(for: explore(app, progress: progress))
    }

    /// The report, the JSON graph and the diagrams of an explored `graph`.
    public func outputs(for graph: NavigationGraph) async throws -> Result {
        let diagrams = try await DiagramSet.draw(graph, selection: options.diagrams, options: options.rendering)
        let reports = [
            OutputFile(name: "report.md", text: MarkdownFormatter().format(graph) + diagrams.markdown),
            OutputFile(name: "graph.json", text: try JSONFormatter().format(graph)),
        ]
        let pictures = diagrams.diagrams.map { OutputFile(name: $0.fileName, contents: Data($0.bytes)) }
        let obsolete = diagrams.skipped.flatMap { view in OutputFormat.allCases.map { GraphView.fileName(view, $0) } }
        return Result(graph: graph, files: reports + (try await viewer(for: graph, diagrams: diagrams)) + pictures, obsoleteFiles: obsolete)
    }

    /// `report.html` around the screen map's SVG (drawn already, or drawn for it); none when diagrams are off.
    private func viewer(for graph: NavigationGraph, diagrams: DiagramSet) async throws -> [OutputFile] {
        guard options.diagrams.enabled else { return [] }
        let drawn = diagrams.diagrams.first { $0.view == .screens && $0.format == .svg }.map { String(decoding: $0.bytes, as: UTF8.self) }
        let svg: String
        if let drawn {
            svg = drawn
        } else {
            do {
                svg = try await Renderer().render(graph, view: .screens, format: .svg, options: options.rendering).text ?? ""
            } catch {
                throw DiagramError(view: .screens, fileName: "report.html", reason: "\(error)")
            }
        }
        return [OutputFile(name: "report.html", text: try HTMLReport().format(graph, screenMapSVG: svg))]
    }

    /// `README.md` of an output folder holding one folder per app: each app's pictures with what they show.
    public static func gallery(_ results: [(result: Result, folder: String)]) -> OutputFile {
        let entries = results.map { Gallery.Entry(graph: $0.result.graph, folder: $0.folder, files: $0.result.files.map(\.name)) }
        return OutputFile(name: "README.md", text: Gallery(entries: entries).markdown)
    }
}
