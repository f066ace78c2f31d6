import Foundation

/// Where a command prints: standard output and standard error, or buffers when a test runs the command
/// line in-process.
public final class Console: @unchecked Sendable {
    /// The two streams a command writes to.
    public enum Stream: Sendable { case output, errors }

    private let lock = NSLock()
    private let capturing: Bool
    private var captured: [Stream: String] = [:]
    private let terminal: Set<Stream>
    /// The environment colour decisions read (`NO_COLOR`, `TERM`).
    public let environment: [String: String]

    private init(capturing: Bool, terminal: Set<Stream>, environment: [String: String]) {
        self.capturing = capturing
        self.terminal = terminal
        self.environment = environment
    }

    /// The process's own standard output and standard error.
    public static func standard() -> Console {
        var terminal: Set<Stream> = []
        if isatty(STDOUT_FILENO) != 0 { terminal.insert(.output) }
        if isatty(STDERR_FILENO) != 0 { terminal.insert(.errors) }
        return Console(capturing: false, terminal: terminal, environment: ProcessInfo.processInfo.environment)
    }

    /// A console that keeps what is written, for running commands in-process.
    public static func capturing(terminal: Set<Stream> = [], environment: [String: String] = [:]) -> Console {
        Console(capturing: true, terminal: terminal, environment: environment)
    }

    /// Whether `stream` is a terminal.
    public func isTerminal(_ stream: Stream) -> Bool { terminal.contains(stream) }

    /// Writes `text` as it is to `stream`.
    public func write(_ text: String, to stream: Stream = .output) {
        guard capturing else {
            (stream == .output ? FileHandle.standardOutput : FileHandle.standardError).write(Data(text.utf8))
            return
        }
        lock.withLock { captured[stream, default: ""] += text }
    }

    /// Writes `line` and a newline to `stream`.
    public func line(_ line: String, to stream: Stream = .output) { write(line + "\n", to: stream) }

    /// Everything written to `stream` so far (capturing consoles only).
    public func text(of stream: Stream) -> String { lock.withLock { captured[stream] ?? "" } }
}
