import Foundation
import GraphvizRendering
import GraphFixtures
import NavigationGraph
import Testing

@Suite struct OutputFormatTests {
    let renderer = Renderer()

    @Test func screenMapSVGIsXMLWithOneNodePerScreen() async throws {
        let graph = Fixtures.routerExample
        let picture = try await renderer.render(graph, view: .screens, format: .svg)
        let svg = try #require(SVGDocument(picture.bytes), "the SVG is not well-formed XML")
        #expect(screenNodeTitles(svg) == screenNodeIDs(graph))
        #expect(svg.texts.contains("Legend"))
    }

    @Test func coordinatorMapSVGHasOneNodePerCoordinator() async throws {
        let graph = Fixtures.routerExample
        let picture = try await renderer.render(graph, view: .coordinators, format: .svg)
        let svg = try #require(SVGDocument(picture.bytes))
        let coordinators = svg.nodeTitles.filter { $0.hasPrefix("coordinator:") }.sorted()
        #expect(coordinators == graph.coordinators.map { GraphID.make("coordinator", $0.id) }.sorted())
        #expect(svg.texts.contains("root switch"))
    }

    @Test func stateGraphSVGHasOneNodePerState() async throws {
        let graph = Fixtures.routerExample
        let picture = try await renderer.render(graph, view: .states, format: .svg)
        let svg = try #require(SVGDocument(picture.bytes))
        #expect(svg.nodeTitles.filter { $0.hasPrefix("state:") }.count == graph.states.count)
    }

    @Test func pngStartsWithThePNGSignature() async throws {
        let picture = try await renderer.render(Fixtures.routerExample, view: .screens, format: .png)
        #expect(picture.bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        #expect(picture.text == nil)
    }

    @Test func pdfStartsWithPDFMarker() async throws {
        let picture = try await renderer.render(Fixtures.routerExample, view: .coordinators, format: .pdf)
        #expect(picture.bytes.starts(with: Array("%PDF".utf8)))
    }

    @Test func dotOutputCarriesLayoutPositions() async throws {
        let picture = try await renderer.render(Fixtures.routerExample, view: .screens, format: .dot)
        let text = try #require(picture.text)
        #expect(text.hasPrefix("digraph"))
        #expect(text.contains("pos=\""))
        #expect(text.contains("\"screen:MainCoordinator.splash\"") && !text.contains("<screen:"), "names are quoted, never HTML")
    }

    @Test func jsonOutputParsesWithEveryScreen() async throws {
        let graph = Fixtures.routerExample
        let picture = try await renderer.render(graph, view: .screens, format: .json)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(picture.bytes)) as? [String: Any])
        let names = (object["objects"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
        #expect(Set(screenNodeIDs(graph)).isSubset(of: names))
    }

    @Test func everyFormatIsAvailableOnThisMachine() async throws {
        #expect(try await renderer.availableFormats() == OutputFormat.allCases)
    }

    @Test func smallGraphsLayOutInAChildProcessWithTheRankedClusterLayout() async throws {
        let picture = try await renderer.render(Fixtures.routerExample, view: .screens, format: .svg)
        #expect(picture.layout.configuration == .rankedClusters)
        #expect(picture.layout.attributes["newrank"] == "true")
        #expect(picture.layout.isolated)
        #expect(!picture.layout.fallbackTaken)
    }
}
