import Foundation

/// Validates SARIF with Python's `jsonschema` against the OASIS schema shipped with the tests
/// (`Tests/SharedTestSupport/Schemas/sarif-schema-2.1.0.json`), so nothing beside the package is needed.
public enum SARIFSchema {
    public struct Unavailable: Error, CustomStringConvertible {
        public var description: String
    }

    /// The schema's place inside the package.
    public static let schemaPath = "Tests/SharedTestSupport/Schemas/sarif-schema-2.1.0.json"

    /// The schema shipped with the tests.
    public static func schemaURL() throws -> URL {
        let url = PackageRoot.url.appendingPathComponent(schemaPath)
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw Unavailable(description: "The SARIF schema is missing from the package: expected \(url.path)")
        }
        return url
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
