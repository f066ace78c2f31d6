import Foundation
import SharedTestSupport
import Testing

/// Tests that write files do so in scratch folders inside one folder per test process, which the process
/// removes when it exits: a test run leaves nothing behind in the temporary folder.
@Suite struct ScratchFolderTests {
    @Test func eachScratchFolderIsNewEmptyAndInsideThisProcesssFolder() throws {
        let first = try ScratchFolder.make("one")
        let second = try ScratchFolder.make("one")
        #expect(first != second)
        for folder in [first, second] {
            #expect(folder.deletingLastPathComponent().standardizedFileURL.path == ScratchFolder.root.standardizedFileURL.path)
            #expect(folder.lastPathComponent.hasPrefix("one-"))
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
        }
        #expect(ScratchFolder.root.deletingLastPathComponent().standardizedFileURL.path
            == FileManager.default.temporaryDirectory.standardizedFileURL.path)
        #expect(ScratchFolder.root.lastPathComponent.hasPrefix("coordgraph-tests-\(ProcessInfo.processInfo.processIdentifier)-"))
    }
}
