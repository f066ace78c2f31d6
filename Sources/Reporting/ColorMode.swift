/// When the terminal report is coloured.
public enum ColorMode: String, CaseIterable, Sendable {
    /// Coloured on a terminal unless `NO_COLOR` is set or `TERM` is `dumb`.
    case auto
    case always
    case never

    /// Whether to colour, given where the output goes and the process environment.
    public func resolved(isTerminal: Bool, environment: [String: String]) -> Bool {
        switch self {
        case .always: true
        case .never: false
        case .auto: shouldColor(isTerminal: isTerminal, environment: environment)
        }
    }
}

/// Whether to colour output by default: only on a terminal, and never when the user set `NO_COLOR`
/// to a non-empty value (https://no-color.org) or the terminal is `dumb`.
public func shouldColor(isTerminal: Bool, environment: [String: String]) -> Bool {
    guard isTerminal else { return false }
    if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
    return environment["TERM"] != "dumb"
}

/// ANSI styling that is a no-op when colour is off, so formatters write one code path.
struct TerminalStyle {
    let colored: Bool

    func bold(_ text: String) -> String { wrap(text, "1") }
    func dim(_ text: String) -> String { wrap(text, "2") }
    func red(_ text: String) -> String { wrap(text, "31") }
    func yellow(_ text: String) -> String { wrap(text, "33") }
    func cyan(_ text: String) -> String { wrap(text, "36") }
    func green(_ text: String) -> String { wrap(text, "32") }

    private func wrap(_ text: String, _ code: String) -> String {
        colored ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
