/// Text from the app under test (screen and route names, action labels, summaries), made safe to show.
///
/// An app's names are untrusted: a label can hold ANSI escape sequences that recolour or rewrite a terminal
/// or a CI log, a BEL, newlines that break a report's layout, or bidirectional overrides that make text read
/// differently from what it is. Every output escapes them *visibly*, so the reader sees that they are there:
/// a newline becomes `\n`, an escape `\u{1B}`, a right-to-left override `\u{202E}`. Everything else (quotes,
/// emoji, CJK) is kept as written; each format then applies its own syntax escaping.
public enum VisibleText {
    /// `text` with every control character, line or paragraph separator and bidirectional formatting
    /// character written as a visible escape.
    public static func escaping(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            guard needsEscape(scalar) else {
                result.unicodeScalars.append(scalar)
                continue
            }
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default: result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            }
        }
        return result
    }

    /// Whether `scalar` must not reach an output as it is.
    public static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator: return true
        default: return bidiControls.contains(scalar.value)
        }
    }

    /// Arabic letter mark, left-to-right and right-to-left marks, embeddings, overrides and isolates.
    private static let bidiControls: Set<UInt32> = [
        0x061C, 0x200E, 0x200F, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069,
    ]
}
