// Golden DOT files: the canonical DOT of each view of each fixture graph, compared byte for byte.
//
// The files live in Tests/GraphvizRenderingTests/Golden/ and are never edited by hand. After an intended
// change to a view, regenerate them and review the diff:
//
//     RECORD_GOLDENS=1 swift test --filter GraphvizRenderingTests
//
import Foundation
import GraphvizRendering
import GraphFixtures
import NavigationGraph
import SharedTestSupport
import Testing

@Suite struct GoldenDOTTests {
    static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    static let cases: [(String, NavigationGraph, GraphView, RenderOptions)] = [
        ("router-example-screens", Fixtures.routerExample, .screens, RenderOptions()),
        ("router-example-screens-with-returns", Fixtures.routerExample, .screens, RenderOptions(showReturnEdges: true)),
        ("router-example-coordinators", Fixtures.routerExample, .coordinators, RenderOptions()),
        ("router-example-states", Fixtures.routerExample, .states, RenderOptions()),
        ("torture-screens", Fixtures.torture, .screens, RenderOptions()),
        ("torture-coordinators", Fixtures.torture, .coordinators, RenderOptions()),
        ("torture-states", Fixtures.torture, .states, RenderOptions()),
    ]

    @Test(arguments: cases.indices)
    func canonicalDOTMatchesGolden(_ index: Int) throws {
        let (name, graph, view, options) = Self.cases[index]
        let dot = try view.describe(graph, options: options).canonicalDOT
        try Golden.check(dot, against: Self.golden.appendingPathComponent("\(name).dot"))
    }

    @Test func describingTwiceGivesIdenticalText() throws {
        for view in GraphView.allCases {
            let first = try view.describe(Fixtures.routerExample).canonicalDOT
            let second = try view.describe(Fixtures.routerExample).canonicalDOT
            #expect(first == second)
        }
    }
}
