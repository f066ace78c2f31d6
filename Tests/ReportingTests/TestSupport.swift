// Golden files: Markdown and JSON reports are compared byte for byte with the files in
// `Tests/ReportingTests/Golden/`. After an intended change of output, regenerate them with
//
//     RECORD_GOLDENS=1 swift test --filter ReportingTests
//
// and review the diff before committing. Never edit a golden file by hand.

import Foundation
import SharedTestSupport
import Testing

enum TestSupport {
    static let goldenFolder = PackageRoot.url.appendingPathComponent("Tests/ReportingTests/Golden")

    /// Compares `actual` with the golden file `name`, or rewrites it when `RECORD_GOLDENS=1`.
    static func assertMatchesGolden(_ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let url = goldenFolder.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["RECORD_GOLDENS"] == "1" {
            try FileManager.default.createDirectory(at: goldenFolder, withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: url)
            return
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            Issue.record("Missing golden file \(url.path); run the tests with RECORD_GOLDENS=1", sourceLocation: sourceLocation)
            return
        }
        guard actual != expected else { return }
        let actualLines = actual.components(separatedBy: "\n")
        let expectedLines = expected.components(separatedBy: "\n")
        let common = min(actualLines.count, expectedLines.count)
        let line = (0..<common).first { actualLines[$0] != expectedLines[$0] } ?? common
        Issue.record(
            """
            \(name) differs from the golden file at line \(line + 1):
              expected: \(line < expectedLines.count ? expectedLines[line] : "<end of file>")
              actual:   \(line < actualLines.count ? actualLines[line] : "<end of file>")
            Rerun with RECORD_GOLDENS=1 if the change is intended.
            """, sourceLocation: sourceLocation)
    }

    /// A fresh empty folder for one test.
    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("ReportingTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Parses JSON text into Foundation values.
    static func jsonObject(_ text: String) throws -> [String: Any] {
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8))
        return try #require(object as? [String: Any])
    }
}
