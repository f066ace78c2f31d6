import Foundation

/// Validates SARIF with Python's `jsonschema` against the OASIS schema kept in the shared data folder
/// beside the package (`../shared/data/sarif-schema-2.1.0.json` in CI).
public enum SARIFSchema {
    public struct Unavailable: Error, CustomStringConvertible {
        public var description: String
    }

    static let schemaName = "shared/data/sarif-schema-2.1.0.json"

    /// The schema in the nearest ancestor of the package root that has `shared/data`.
    public static func schemaURL() throws -> URL {
        var folder = PackageRoot.url.deletingLastPathComponent()
        while true {
            let candidate = folder.appendingPathComponent(schemaName)
            if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path {
                throw Unavailable(description: "The SARIF schema was not found: expected \(schemaName) beside the package "
                    + "(\(PackageRoot.url.deletingLastPathComponent().appendingPathComponent(schemaName).path)) "
                    + "or in a folder above it")
            }
            folder = parent
        }
    }

    /// The schema violations in `sarif`, one line each; empty when it is valid.
    public static func validate(_ sarif: String) throws -> [String] {
        let schema = try schemaURL()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("SARIFSchema-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let instance = folder.appendingPathComponent("report.sarif")
        try Data(sarif.utf8).write(to: instance)

        let script = """
            import json, sys
            try:
                import jsonschema
            except ImportError:
                sys.exit("Python's jsonschema module is missing: pip install jsonschema")
            schema = json.load(open(sys.argv[1]))
            instance = json.load(open(sys.argv[2]))
            validator = jsonschema.Draft4Validator(schema, format_checker=jsonschema.FormatChecker())
            for error in sorted(validator.iter_errors(instance), key=lambda e: list(map(str, e.absolute_path))):
                print("/".join(map(str, error.absolute_path)) + ": " + error.message)
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, schema.path, instance.path]
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let complaint = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Unavailable(description: "Validating SARIF with python3 failed: \(complaint)")
        }
        return printed.split(separator: "\n").map(String.init)
    }
}
