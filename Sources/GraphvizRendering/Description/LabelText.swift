import NavigationGraph

/// Fitting user text into a label: control characters made visible, words wrapped, long text cut with `…`.
public struct LabelText: Hashable, Sendable {
    /// Characters per line.
    public var width: Int
    /// Lines at most; the last one ends with `…` when text was cut.
    public var maxLines: Int

    public init(width: Int, maxLines: Int) {
        precondition(width >= 2 && maxLines >= 1, "a label needs room for one character and the ellipsis")
        self.width = width
        self.maxLines = maxLines
    }

    /// Screen, coordinator and state names.
    public static let name = LabelText(width: 34, maxLines: 4)
    /// Action names on edges.
    public static let action = LabelText(width: 24, maxLines: 2)
    /// Finding notes.
    public static let note = LabelText(width: 44, maxLines: 8)

    /// `text` as at most ``maxLines`` lines of at most ``width`` characters; never empty.
    public func lines(_ text: String) -> [String] {
        let words = Self.visible(text).split(whereSeparator: \.isWhitespace)
        var lines: [String] = []
        var current = ""
        for word in words {
            var rest = Substring(word)
            while rest.count > width {
                if !current.isEmpty {
                    lines.append(current)
                    current = ""
                }
                lines.append(String(rest.prefix(width)))
                rest = rest.dropFirst(width)
            }
            if current.isEmpty {
                current = String(rest)
            } else if current.count + 1 + rest.count <= width {
                current += " " + rest
            } else {
                lines.append(current)
                current = String(rest)
            }
        }
        if !current.isEmpty { lines.append(current) }
        if lines.isEmpty { return ["(unnamed)"] }
        guard lines.count > maxLines else { return lines }
        var kept = Array(lines.prefix(maxLines))
        kept[maxLines - 1] = String(kept[maxLines - 1].prefix(width - 1)) + "…"
        return kept
    }

    /// `lines` of several pieces of text, each fitted on its own, stopping at ``maxLines`` in total.
    public func lines(_ texts: [String]) -> [String] {
        var result: [String] = []
        for text in texts {
            let room = maxLines - result.count
            guard room > 0 else { break }
            let fitted = LabelText(width: width, maxLines: room).lines(text)
            result += fitted
        }
        return result
    }

    /// Newlines and tabs as spaces, so text is laid out by the wrapping alone; every other control or
    /// bidirectional character escaped visibly (``VisibleText``): SVG cannot hold them, and a reader should
    /// see that they are there.
    static func visible(_ text: String) -> String {
        let spaced = String(text.map { $0.isNewline || $0 == "\t" ? " " : $0 })
        return VisibleText.escaping(spaced)
    }
}
