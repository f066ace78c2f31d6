// Golden files are compared byte for byte and never edited by hand. After an intended change of output,
// regenerate them with `RECORD_GOLDENS=1 swift test --filter <suite>` (README, Development) and review
// the diff before committing.
import Foundation
import Testing

/// The one golden-file check the test targets share.
public enum Golden {
    /// Whether this run rewrites golden files instead of comparing with them (`RECORD_GOLDENS=1`).
    public static var isRecording: Bool { ProcessInfo.processInfo.environment["RECORD_GOLDENS"] == "1" }

    /// Compares `text` with the golden `file`, or rewrites the file when recording. A difference is
    /// recorded as an issue naming the first line that differs.
    public static func check(_ text: String, against file: URL, sourceLocation: SourceLocation = #_sourceLocation) throws {
        if isRecording {
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
            return
        }
        guard let golden = try? String(contentsOf: file, encoding: .utf8) else {
            Issue.record("No golden file at \(file.path); record it with RECORD_GOLDENS=1", sourceLocation: sourceLocation)
            return
        }
        guard golden != text else { return }
        let expected = golden.split(separator: "\n", omittingEmptySubsequences: false)
        let actual = text.split(separator: "\n", omittingEmptySubsequences: false)
        let line = zip(expected, actual).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(expected.count, actual.count)
        Issue.record(
            """
            \(file.lastPathComponent) differs from its golden file at line \(line + 1):
              expected: \(line < expected.count ? String(expected[line]) : "<end of file>")
              actual:   \(line < actual.count ? String(actual[line]) : "<end of file>")
            Rerun with RECORD_GOLDENS=1 if the change is intended.
            """, sourceLocation: sourceLocation)
    }
}
