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
        try Golden.check(actual, against: goldenFolder.appendingPathComponent(name), sourceLocation: sourceLocation)
    }


    /// Parses JSON text into Foundation values.
    static func jsonObject(_ text: String) throws -> [String: Any] {
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8))
        return try #require(object as? [String: Any])
    }
}
