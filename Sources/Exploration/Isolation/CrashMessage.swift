import Foundation

/// What the app said when it crashed, from the child's standard error, in a form that is the same on every
/// run (no addresses, no backtrace).
enum CrashMessage {
    /// The runtime's own line ("…: Fatal error: …", "Could not cast value of type …"), or the signal.
    static func extract(from errors: String, status: Int32) -> String {
        let markers = ["Fatal error", "Could not cast value", "Precondition failed", "Assertion failed", "Unexpectedly found nil"]
        let lines = errors.split(whereSeparator: \.isNewline).map(String.init)
        if let line = lines.last(where: { line in markers.contains { line.contains($0) } }) {
            return withoutAddresses(line.trimmingCharacters(in: .whitespaces))
        }
        return status > 128 ? "the app was stopped by signal \(status - 128)." : "the app exited with status \(status)."
    }

    /// `… 'Foo' (0x7f3a…) to 'Bar' (0x55…).` → `… 'Foo' to 'Bar'.`
    private static func withoutAddresses(_ line: String) -> String {
        var result = ""
        var rest = Substring(line)
        while let open = rest.range(of: " (0x") {
            result += rest[..<open.lowerBound]
            guard let close = rest[open.upperBound...].firstIndex(of: ")") else {
                rest = rest[open.lowerBound...]
                break
            }
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }
}
