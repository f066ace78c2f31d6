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
import SharedTestSupport
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
