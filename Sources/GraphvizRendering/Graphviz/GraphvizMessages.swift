import CGraphviz

/// Graphviz's warnings and errors, captured instead of printed.
///
/// cgraph reports through one process-wide callback (`agseterrf`, a C function pointer with no context),
/// in fragments (`"Warning"`, `": "`, the message). Only the serial owner calls Graphviz, so one buffer
/// suffices; it is read and cleared around each call (``collect(_:)``).
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
    static func collect<T>(_ body: () throws -> T) rethrows -> (result: T, failed: Bool, messages: [String]) {
        buffer = ""
        _ = agreseterrors()
        let result = try body()
        let failed = agerrors() >= Int32(AGERR.rawValue)
        _ = agreseterrors()
        let messages = summarized(buffer)
        buffer = ""
        return (result, failed, messages)
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
