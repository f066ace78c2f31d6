import Foundation
import SharedTestSupport
import Testing

/// `swift test` must pass in a clone with nothing beside it: nothing the tests read lies outside the package.
@Suite struct SelfContainedTests {
    @Test func theSARIFSchemaShipsWithThePackage() throws {
        let schema = try SARIFSchema.schemaURL().standardizedFileURL.path
        #expect(schema.hasPrefix(PackageRoot.url.standardizedFileURL.path + "/"))
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: schema))) as? [String: Any]
        #expect(object?["id"] as? String
            == "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json")
    }

    /// No test or test helper names a folder beside the package (the shared data folder).
    @Test func noTestReadsAFolderBesideThePackage() throws {
        let tests = PackageRoot.url.appendingPathComponent("Tests")
        let files = try #require(FileManager.default.enumerator(at: tests, includingPropertiesForKeys: nil))
        var offenders: [String] = []
        for case let file as URL in files where file.pathExtension == "swift" {
            let text = try String(contentsOf: file, encoding: .utf8)
            let patterns = ["../" + "shared", "shared/" + "data", "deletingLastPathComponent().appendingPathComponent(\"" + "shared"]
            if patterns.contains(where: text.contains) { offenders.append(file.lastPathComponent) }
        }
        #expect(offenders.isEmpty, "tests that read outside the package: \(offenders)")
    }
}
