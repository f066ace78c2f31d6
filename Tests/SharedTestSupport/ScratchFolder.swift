import Foundation

/// Fresh folders for tests that write files. They all live in one folder per test process, which is
/// removed when the process exits, so a test run leaves nothing behind in the temporary folder whether its
/// tests pass or fail.
public enum ScratchFolder {
    /// The folder holding this process's scratch folders, made on first use.
    public static let root: URL = {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("coordgraph-tests-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        atexit { try? FileManager.default.removeItem(at: ScratchFolder.root) }
        return url
    }()

    /// A new empty folder whose name starts with `label`.
    public static func make(_ label: String) throws -> URL {
        let url = root.appendingPathComponent("\(label)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
