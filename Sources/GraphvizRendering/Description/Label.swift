/// The text of a node, cluster, edge or graph.
///
/// User text (screen, route, coordinator and action names) only ever enters through ``text(_:)`` or
/// ``leftAligned(_:)``, whose lines are shown exactly as written: ``graphvizValue`` neutralises Graphviz's
/// escapes (`\N`, `\n`, `\\`) and entities (`&amp;`), so no name can change a label's layout or the markup of
/// an SVG. ``html(_:)`` is for markup this module builds itself (the legend).
public enum Label: Hashable, Sendable {
    /// Centred lines of plain text.
    case text([String])
    /// Left-aligned lines of plain text (notes).
    case leftAligned([String])
    /// An HTML-like label; build it with ``HTMLLabel``.
    case html(HTMLLabel)

    /// The attribute value Graphviz reads for this label (for `html`, the markup to pass through
    /// `agstrdup_html`, written between `<` and `>` in DOT).
    public var graphvizValue: String {
        switch self {
        case .text(let lines):
            lines.map(Self.escaped).joined(separator: "\\n")
        case .leftAligned(let lines):
            lines.map { Self.escaped($0) + "\\l" }.joined()
        case .html(let label):
            label.markup
        }
    }

    /// Whether Graphviz must read ``graphvizValue`` as an HTML-like label.
    public var isHTML: Bool {
        if case .html = self { return true }
        return false
    }

    /// One line of user text as Graphviz label text.
    ///
    /// Graphviz first substitutes `\N`-style escapes, then decodes entities, then reads `\n`, `\l`, `\r`
    /// and `\\`. So `&` becomes `&amp;` (shown as `&` after decoding) and a backslash becomes the entity pair
    /// `&#92;&#92;`, which decodes to `\\` and is then shown as one `\`. Writing the backslash as an entity
    /// keeps every value free of raw backslashes, so DOT quoting stays trivial (a value never ends in `\`).
    static func escaped(_ line: String) -> String {
        var result = ""
        result.reserveCapacity(line.utf8.count)
        for character in line {
            switch character {
            case "&": result += "&amp;"
            case "\\": result += "&#92;&#92;"
            default: result.append(character)
            }
        }
        return result
    }
}

/// Markup for an HTML-like label, built only from escaped text and this module's own tags.
public struct HTMLLabel: Hashable, Sendable {
    /// The markup, without the enclosing `<` `>` of DOT.
    public let markup: String

    init(markup: String) { self.markup = markup }

    /// Text escaped for HTML-like labels: `&`, `<`, `>`, `"` become entities.
    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }
}
