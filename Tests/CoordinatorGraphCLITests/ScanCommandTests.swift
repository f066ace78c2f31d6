import Foundation
import NavigationGraph
import SharedTestSupport
import Testing

/// `coordgraph scan` as a user runs it, on the source importer's Router-style fixture app.
@Suite struct ScanCommandTests {
    static let fixture = PackageRoot.url.appendingPathComponent("Tests/SourceImportTests/Fixtures/RouterShop").path

    @Test func scanWritesReportsWithLocationsInTheScannedFolder() throws {
        let out = try ScratchFolder.make("coordgraph-cli")
        let result = try Command.coordgraph("scan", Self.fixture, "--out", out.path, "--no-diagrams")
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.contains("16 of 17 navigation calls followed (94 %)"))
        let graph = try JSONDecoder().decode(
            NavigationGraph.self, from: Data(contentsOf: out.appendingPathComponent("graph.json")))
        #expect(graph.app.name == "router-shop")
        let note = try #require(graph.findings.first { $0.kind == .unresolvedCall && $0.location?.file == "Catalog/ProductView.swift" })
        #expect(note.severity == .note)
        #expect(note.location?.line == 24)
    }

    @Test(arguments: [
        (["/no/such/folder"], "/no/such/folder does not exist"),
        (["Sources/NavigationGraph"], "no coordinator of a known style"),
        (["Sources/NavigationGraph", "--style", "router"], "NavigationCoordinator<Route>"),
        (["Tests/SourceImportTests/Fixtures/RouterShop", "--entry", "Nowhere"], "--entry Nowhere is not a coordinator"),
        (["Tests/SourceImportTests/Fixtures/RouterShop", "--style", "view-model"], "a @Published optional enum"),
    ])
    func badInputExitsWith64AndSaysWhy(arguments: [String], complaint: String) throws {
        let out = try ScratchFolder.make("coordgraph-cli")
        let path = arguments[0].hasPrefix("/") ? arguments[0] : PackageRoot.url.appendingPathComponent(arguments[0]).path
        let result = try Command.coordgraph(["scan", path, "--out", out.path] + arguments.dropFirst())
        #expect(result.status == 64)
        #expect(result.errors.contains(complaint), "\(result.errors)")
        #expect(!result.errors.contains("USAGE"), "a user's mistake is said in one sentence: \(result.errors)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path).isEmpty)
    }

    @Test func checkGatesScannedSourcesWithSARIFPathsInTheScannedFolder() throws {
        let out = try ScratchFolder.make("coordgraph-cli")
        let sarif = out.appendingPathComponent("scan.sarif")
        // Run in an empty folder: no coordgraph-baseline.json there, so no finding is accepted.
        let result = try Command.coordgraph(
            ["check", "--sources", Self.fixture, "--severity", "error", "--format", "sarif", "--output", sarif.path], in: out)
        #expect(result.status == 1, "the fixture's dead end is an error: \(result.errors)")
        let text = try String(contentsOf: sarif, encoding: .utf8)
        #expect(text.contains("\"uri\" : \"App/RootCoordinator.swift\"") || text.contains("\"uri\":\"App/RootCoordinator.swift\""))
        #expect(text.contains("Catalog/ProductView.swift"))
    }

    @Test func theScannedFixtureIsListedBesideTheHandPorts() throws {
        let result = try Command.coordgraph("list")
        #expect(result.output.contains("router-shop"))
        #expect(result.output.contains("tree-notes"))
        #expect(result.output.contains("stinsen-notes"))
        #expect(result.output.contains("reactive-trips"))
        #expect(result.output.contains("view-model-trips"))
    }

    @Test func scanReadsTheViewModelStyleByNameOrByItself() throws {
        let fixture = PackageRoot.url.appendingPathComponent("Tests/SourceImportTests/Fixtures/ViewModelTrips").path
        for style in [["--style", "view-model"], []] {
            let out = try ScratchFolder.make("coordgraph-cli")
            let result = try Command.coordgraph(["scan", fixture, "--out", out.path, "--no-diagrams"] + style)
            #expect(result.status == 0, "\(result.errors)")
            #expect(result.output.contains("8 of 10 navigation calls followed (80 %)"), "\(result.output)")
        }
    }
}
