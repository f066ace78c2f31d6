import Foundation

/// Runs the package's built executables, as a user would from a shell.
public enum Command {
    public struct Result {
        public var status: Int32
        public var output: String
        public var errors: String
    }

    /// Runs `coordgraph` with `arguments`.
    public static func coordgraph(_ arguments: String...) throws -> Result { try coordgraph(arguments) }

    /// Runs `executable` (a product of this package) with `arguments`, in `folder` when given.
    public static func coordgraph(
        _ arguments: [String], executable: String = "coordgraph", environment: [String: String] = [:],
        in folder: URL? = nil
    ) throws -> Result {
        let process = Process()
        process.executableURL = productsFolder.appendingPathComponent(executable)
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        if let folder { process.currentDirectoryURL = folder }
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        let complaints = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, output: String(decoding: printed, as: UTF8.self),
            errors: String(decoding: complaints, as: UTF8.self))
    }

    /// The build folder holding the executables (`.build/debug` for `swift test`).
    private static var productsFolder: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
    }
}
