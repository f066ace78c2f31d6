import Foundation
import SharedTestSupport
import Testing

/// Every shell script the project ships or runs passes shellcheck.
@Suite struct ShellScriptTests {
    /// The files under `scripts/` and `.ci/` that start with a bash shebang.
    static var scripts: [URL] {
        ["scripts", ".ci"].flatMap { folder -> [URL] in
            let url = PackageRoot.url.appendingPathComponent(folder)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
            return names.sorted().map { url.appendingPathComponent($0) }.filter { file in
                let head = (try? FileHandle(forReadingFrom: file))?.readData(ofLength: 64) ?? Data()
                return String(decoding: head, as: UTF8.self).hasPrefix("#!/usr/bin/env bash")
            }
        }
    }

    @Test func thereAreScriptsToCheck() {
        let names = Set(Self.scripts.map(\.lastPathComponent))
        #expect(names.isSuperset(of: ["setup", "release", "check-plugin", "run"]), "\(names)")
    }

    @Test(arguments: ShellScriptTests.scripts)
    func passesShellcheck(script: URL) throws {
        let complaints = try ShellCheck.complaints(about: script)
        #expect(complaints.isEmpty, "\(complaints.joined(separator: "\n"))")
    }
}
