import Foundation
import Reporting
import SharedTestSupport
import Testing

@Suite struct OutputFolderTests {
    @Test func aFailedWriteLeavesEveryEarlierOutputAsItWas() throws {
        let folder = try ScratchFolder.make("ReportingTests")
        try OutputFolder.write([OutputFile(name: "report.md", text: "first run")], into: folder)

        #expect(throws: OutputFolderError.self) {
            try OutputFolder.write(
                [OutputFile(name: "report.md", text: "second run"), OutputFile(name: "missing/graph.json", text: "{}")],
                into: folder)
        }
        #expect(try String(contentsOf: folder.appendingPathComponent("report.md"), encoding: .utf8) == "first run")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["report.md"])
    }

    @Test func aSuccessfulWriteReplacesEveryFile() throws {
        let folder = try ScratchFolder.make("ReportingTests")
        try OutputFolder.write([OutputFile(name: "a.txt", text: "1"), OutputFile(name: "b.txt", text: "1")], into: folder)
        try OutputFolder.write([OutputFile(name: "a.txt", text: "2"), OutputFile(name: "b.txt", text: "2")], into: folder)
        #expect(try String(contentsOf: folder.appendingPathComponent("a.txt"), encoding: .utf8) == "2")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["a.txt", "b.txt"])
    }
}
