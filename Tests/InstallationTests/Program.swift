import Foundation

/// A program run to its end, as a shell would run it: its status and what it printed.
struct Program {
    var status: Int32
    var output: String
    var errors: String

    /// Runs `path` (an absolute path, or a name looked up on `PATH`) with `arguments`.
    static func run(
        _ path: String, _ arguments: [String], environment: [String: String]? = nil, in folder: URL? = nil
    ) throws -> Program {
        let process = Process()
        if path.hasPrefix("/") {
            process.executableURL = URL(fileURLWithPath: path)
            process.arguments = arguments
        } else {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = [path] + arguments
        }
        if let environment { process.environment = environment }
        if let folder { process.currentDirectoryURL = folder }
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        let complaints = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Program(
            status: process.terminationStatus, output: String(decoding: printed, as: UTF8.self),
            errors: String(decoding: complaints, as: UTF8.self))
    }
}

/// A script written to be run while other tests start programs in parallel.
enum ExecutableFile {
    struct WriteFailure: Error, CustomStringConvertible {
        var path: String
        var code: Int32
        var description: String { "cannot write \(path): \(String(cString: strerror(code)))" }
    }

    /// Writes `text` to `file`, executable. The file is opened close-on-exec: a program another test starts
    /// while it is open would otherwise keep a writer on it, and running it would fail with "Text file busy".
    static func write(_ text: String, to file: URL) throws {
        let descriptor = open(file.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o755)
        guard descriptor >= 0 else { throw WriteFailure(path: file.path, code: errno) }
        defer { close(descriptor) }
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
            guard written > 0 else { throw WriteFailure(path: file.path, code: errno) }
            bytes = bytes.dropFirst(written)
        }
        guard fchmod(descriptor, 0o755) == 0 else { throw WriteFailure(path: file.path, code: errno) }
    }
}

/// `shellcheck` over a script, as the tests require it (scripts/setup installs it).
enum ShellCheck {
    struct Missing: Error, CustomStringConvertible {
        var description: String { "shellcheck is not installed: run scripts/setup" }
    }

    /// shellcheck's complaints about the bash script at `file`, one per line; empty when it passes.
    static func complaints(about file: URL) throws -> [String] {
        guard (try? Program.run("shellcheck", ["--version"]))?.status == 0 else { throw Missing() }
        let result = try Program.run("shellcheck", ["--shell=bash", "--format=gcc", file.path])
        return result.output.split(separator: "\n").map(String.init) + (result.status > 1 ? [result.errors] : [])
    }
}
