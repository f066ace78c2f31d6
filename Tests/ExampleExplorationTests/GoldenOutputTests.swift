// Golden files: the DOT source of every view, the Markdown report and (but for the largest app) the JSON
// graph of each bundled example, in Golden/<app>/. After a deliberate change, regenerate them with
//
//     RECORD_GOLDENS=1 swift test --filter ExampleExplorationTests
//
// and review the diff. Never edit them by hand.
import Foundation
import GraphvizRendering
import NavigationGraph
import Reporting
import Testing

@Suite struct GoldenOutputTests {
    /// Apps whose JSON graph is too large to keep as a golden file (their Markdown and DOT are kept).
    static let withoutJSONGolden: Set<String> = ["stinsen-example"]

    static let goldenFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    @Test(arguments: ExploredExamples.all.map(\.app.name))
    func outputsMatchTheGoldenFiles(app: String) throws {
        let graph = try #require(ExploredExamples.all.first { $0.app.name == app })
        var outputs: [(String, String)] = [("report.md", MarkdownFormatter().format(graph))]
        if !Self.withoutJSONGolden.contains(app) { outputs.append(("graph.json", try JSONFormatter().format(graph))) }
        for view in GraphView.allCases {
            guard let description = try? view.describe(graph) else { continue }
            outputs.append(("\(view.rawValue).dot", description.canonicalDOT))
        }
        for (name, text) in outputs {
            try Golden.check(text, against: Self.goldenFolder.appendingPathComponent(app).appendingPathComponent(name))
        }
    }
}

enum Golden {
    static var isRecording: Bool { ProcessInfo.processInfo.environment["RECORD_GOLDENS"] == "1" }

    /// Compares `text` with the golden file, or rewrites the file when recording.
    static func check(_ text: String, against file: URL, sourceLocation: SourceLocation = #_sourceLocation) throws {
        if isRecording {
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
            return
        }
        guard let golden = try? String(contentsOf: file, encoding: .utf8) else {
            Issue.record("No golden file at \(file.path); record it with RECORD_GOLDENS=1", sourceLocation: sourceLocation)
            return
        }
        if golden != text {
            let first = zip(golden.split(separator: "\n", omittingEmptySubsequences: false), text.split(separator: "\n", omittingEmptySubsequences: false))
                .enumerated().first { $0.element.0 != $0.element.1 }
            let where_ = first.map { "line \($0.offset + 1): expected «\($0.element.0)», got «\($0.element.1)»" } ?? "lengths differ"
            Issue.record("\(file.lastPathComponent) differs from its golden file (\(where_))", sourceLocation: sourceLocation)
        }
    }
}
