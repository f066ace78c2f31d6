import Foundation
import Reporting
import SharedTestSupport
import Testing

@Suite struct AtomicFileTests {
    @Test func createsAndReplacesFilesLeavingNoTemporaryFiles() throws {
        let folder = try ScratchFolder.make("ReportingTests")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("report.md")
        try AtomicFile.write("first\n", to: file)
        try AtomicFile.write("second\n", to: file)
        #expect(try String(contentsOf: file, encoding: .utf8) == "second\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["report.md"])
    }

    @Test func keepsTheOldFileWhenTheFolderIsNotAFolder() throws {
        let folder = try ScratchFolder.make("ReportingTests")
        defer { try? FileManager.default.removeItem(at: folder) }
        // Running as root, permissions cannot make a folder unwritable: a regular file in the way can.
        let blocker = folder.appendingPathComponent("Output")
        try Data("old contents\n".utf8).write(to: blocker)
        let error = try #require(throws: AtomicWriteError.self) {
            try AtomicFile.write("new\n", to: blocker.appendingPathComponent("graph.json"))
        }
        #expect(error.description == "Cannot write \(blocker.path)/graph.json: \(blocker.path) is a file, not a folder")
        #expect(try String(contentsOf: blocker, encoding: .utf8) == "old contents\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["Output"])
    }

    @Test func namesAMissingFolder() throws {
        let missing = URL(fileURLWithPath: "/nonexistent-\(UUID().uuidString)")
        let error = try #require(throws: AtomicWriteError.self) {
            try AtomicFile.write("x", to: missing.appendingPathComponent("report.sarif"))
        }
        #expect(error.description.hasSuffix(": the folder \(missing.path) does not exist"))
    }

    @Test func leavesAFolderInTheWayUntouched() throws {
        let folder = try ScratchFolder.make("ReportingTests")
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("report.md")
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: false)
        try Data("kept".utf8).write(to: target.appendingPathComponent("inside.txt"))
        let error = try #require(throws: AtomicWriteError.self) { try AtomicFile.write("x", to: target) }
        #expect(error.description == "Cannot write \(target.path): it is a folder")
        #expect(try String(contentsOf: target.appendingPathComponent("inside.txt"), encoding: .utf8) == "kept")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["report.md"])
    }

    @Test func keepsThePermissionsOfTheFileItReplaces() throws {
        let folder = try ScratchFolder.make("ReportingTests")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("baseline.json")
        try Data("{}".utf8).write(to: file)
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: file.path)
        try AtomicFile.write("{ }\n", to: file)
        let permissions = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int
        #expect(permissions == 0o640)
    }
}
