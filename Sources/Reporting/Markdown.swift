import Foundation
import NavigationGraph

/// Escaping for names that come from the app (type names, routes, action labels) so that they read as
/// written in any CommonMark or GitHub-flavoured renderer: no accidental emphasis, links, HTML or
/// broken tables, and no raw control or bidirectional characters.
enum Markdown {
    /// Where a piece of text goes; pipes split table cells even inside code spans.
    enum Context {
        case prose, tableCell
    }

    /// `text` as literal inline text.
    static func text(_ text: String) -> String {
        var escaped = ""
        for character in singleLine(text) {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\\", "`", "*", "_", "[", "]", "|", "~", "#":
                escaped += "\\\(character)"
            default: escaped.append(character)
            }
        }
        if let first = escaped.first, "-+=".contains(first) {
            escaped.insert("\\", at: escaped.startIndex)
        } else if let marker = escaped.firstIndex(where: { !$0.isNumber }), marker != escaped.startIndex,
            ".)".contains(escaped[marker])
        {
            escaped.insert("\\", at: marker)  // `1.` or `1)` would start an ordered list
        }
        return escaped
    }

    /// `text` as a code span, fenced with more backticks than it contains.
    static func code(_ text: String, in context: Context = .prose) -> String {
        var content = singleLine(text)
        guard !content.isEmpty else { return "" }
        if context == .tableCell { content = content.replacingOccurrences(of: "|", with: "\\|") }
        let fence = String(repeating: "`", count: longestBacktickRun(in: content) + 1)
        let padding = content.hasPrefix("`") || content.hasSuffix("`") ? " " : ""
        return fence + padding + content + padding + fence
    }

    /// A table with a header row; cells must already be escaped for ``Context/tableCell``.
    static func table(header: [String], rows: [[String]]) -> [String] {
        func row(_ cells: [String]) -> String { "| " + cells.joined(separator: " | ") + " |" }
        return [row(header), row(header.map { _ in "---" })] + rows.map(row)
    }

    /// Newlines, control and bidirectional characters written visibly (``VisibleText``), so the text stays on
    /// one line and reads as it is.
    private static func singleLine(_ text: String) -> String {
        VisibleText.escaping(text)
    }

    private static func longestBacktickRun(in text: String) -> Int {
        var longest = 0
        var current = 0
        for character in text {
            current = character == "`" ? current + 1 : 0
            longest = max(longest, current)
        }
        return longest
    }
}
