import Foundation
import SharedTestSupport
import Testing

/// An app's output folder holds exactly what one run wrote: files coordgraph owns that this run did not
/// make are removed, and files it does not own are never touched.
@Suite struct OutputFolderRunTests {
    @Test func aFolderHoldsExactlyWhatOneRunWrote() async throws {
        let out = try ScratchFolder.make("ExitStatusTests")
        let first = await ExitStatusTests.run(["explore", "tree-example", "--out", out.path])
        #expect(first.status == 0, "\(first.errors)")
        try Data("mine".utf8).write(to: out.appendingPathComponent("notes.txt"))
        let names = { try Set(FileManager.default.contentsOfDirectory(atPath: out.path)) }
        #expect(try names().isSuperset(of: ["report.md", "graph.json", "screens.svg", "screens.png", "coordinators.svg"]))

        let svgOnly = await ExitStatusTests.run(["explore", "tree-example", "--out", out.path, "--format", "svg"])
        #expect(svgOnly.status == 0)
        #expect(try !names().contains("screens.png"), "a format not asked for this time is removed")
        #expect(try names().contains("screens.svg"))

        let reportsOnly = await ExitStatusTests.run(["explore", "tree-example", "--out", out.path, "--no-diagrams"])
        #expect(reportsOnly.status == 0)
        #expect(try names() == ["report.md", "graph.json", "notes.txt"])
        #expect(try String(contentsOf: out.appendingPathComponent("notes.txt"), encoding: .utf8) == "mine")
    }
}
