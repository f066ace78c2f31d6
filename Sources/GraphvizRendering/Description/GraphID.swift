/// Node and cluster identifiers made only of safe characters, derived one-to-one from names.
///
/// Letters, digits, `_` and `.` are kept; every other byte becomes `%XX`. Identifiers therefore read like
/// the names they come from (`MainCoordinator.splash`), never collide, and never need more than plain
/// quoting in DOT or escaping in SVG titles.
public enum GraphID {
    /// `prefix:` followed by `name` encoded.
    public static func make(_ prefix: String, _ name: String) -> String {
        var result = prefix + ":"
        for byte in name.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "."):
                result.append(Character(Unicode.Scalar(byte)))
            default:
                result += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return result
    }
}

extension String {
    fileprivate func leftPadded(to length: Int) -> String {
        String(repeating: "0", count: max(0, length - count)) + self
    }
}
