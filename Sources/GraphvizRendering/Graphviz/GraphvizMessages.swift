import CGraphviz

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Graphviz's warnings and errors, captured instead of printed.
///
/// cgraph reports through one process-wide callback (`agseterrf`, a C function pointer with no context),
/// in fragments (`"Warning"`, `": "`, the message). Only the serial owner calls Graphviz, so one buffer
/// suffices; it is read and cleared around each call (``collect(_:)``). Some parts of Graphviz (the path
/// planner: "triangulation failed") write straight to standard error, so ``collect(_:)`` also points file
/// descriptor 2 at a temporary file while Graphviz runs; anything written there meanwhile becomes a message.
enum GraphvizMessages {
    /// Written only by the callback, on the serial owner's thread (or in a layout child process).
    nonisolated(unsafe) private static var buffer = ""

    private static let callback: agusererrf = { fragment in
        if let fragment { GraphvizMessages.buffer += String(cString: fragment) }
        return 0
    }

    /// Routes every warning and error to the buffer. Idempotent.
    static func install() {
        _ = agseterrf(callback)
        _ = agseterr(AGWARN)
    }

    /// What Graphviz said while `body` ran: whether it reported an error (not only warnings) and its messages.
    static func collect<T>(_ body: () -> T) -> (result: T, failed: Bool, messages: [String]) {
        buffer = ""
        _ = agreseterrors()
        let (result, printed) = capturingStandardError(body)
        let failed = agerrors() >= Int32(AGERR.rawValue)
        _ = agreseterrors()
        let messages = summarized(buffer + printed)
        buffer = ""
        return (result, failed, messages)
    }

    /// Runs `body` with file descriptor 2 redirected to a temporary file, and returns what was written.
    private static func capturingStandardError<T>(_ body: () -> T) -> (T, String) {
        fflush(nil)
        guard let file = tmpfile() else { return (body(), "") }
        defer { fclose(file) }
        let saved = dup(2)
        guard saved >= 0, dup2(fileno(file), 2) >= 0 else {
            if saved >= 0 { close(saved) }
            return (body(), "")
        }
        let result = body()
        fflush(nil)
        dup2(saved, 2)
        close(saved)
        rewind(file)
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = chunk.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
            if count <= 0 { break }
            bytes += chunk[0..<count]
        }
        return (result, String(decoding: bytes, as: UTF8.self))
    }

    /// Distinct non-empty lines, at most `limit` of them plus a count of the rest: dot's ranking errors come
    /// with hundreds of detail lines.
    static func summarized(_ text: String, limit: Int = 8) -> [String] {
        var seen: Set<String> = []
        var lines: [String] = []
        for raw in text.split(whereSeparator: \.isNewline) {
            let line = raw.trimmingWhitespace
            guard !line.isEmpty, seen.insert(line).inserted else { continue }
            lines.append(line)
        }
        guard lines.count > limit else { return lines }
        return Array(lines.prefix(limit)) + ["… and \(lines.count - limit) more lines"]
    }
}

extension Substring {
    fileprivate var trimmingWhitespace: String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
