#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Makes cairo's PDFs the same on every run.
///
/// cairo stamps the render time into the document information (`/CreationDate (D:20261123160140Z)`), so two
/// renders of one graph differ. This rewrites that entry in place, keeping every byte offset (the
/// cross-reference table points into the file): with `SOURCE_DATE_EPOCH` set it becomes that moment in UTC
/// (the reproducible-builds convention), otherwise the entry is blanked out, since the picture depends on the
/// graph alone.
enum ReproduciblePDF {
    /// `pdf` with its creation date fixed; `epoch` is seconds since 1970 (from `SOURCE_DATE_EPOCH`).
    static func normalize(_ pdf: [UInt8], epoch: Int? = sourceDateEpoch()) -> [UInt8] {
        let key = Array("/CreationDate (".utf8)
        guard let start = firstIndex(of: key, in: pdf),
            let close = pdf[(start + key.count)...].firstIndex(of: UInt8(ascii: ")"))
        else { return pdf }
        let length = close + 1 - start
        var replacement = epoch.map { Array("/CreationDate (D:\(pdfDate(epoch: $0)))".utf8) } ?? []
        guard replacement.count <= length else { return pdf }
        replacement += Array(repeating: UInt8(ascii: " "), count: length - replacement.count)
        var result = pdf
        result.replaceSubrange(start..<(start + length), with: replacement)
        return result
    }

    /// `SOURCE_DATE_EPOCH` when it is a whole, non-negative number of seconds.
    static func sourceDateEpoch() -> Int? {
        guard let value = getenv("SOURCE_DATE_EPOCH"), let seconds = Int(String(cString: value)), seconds >= 0 else {
            return nil
        }
        return seconds
    }

    /// A PDF date in UTC: `20261123160140Z`.
    static func pdfDate(epoch: Int) -> String {
        // Days since 1970-01-01 to a civil date (Howard Hinnant's algorithm).
        let days = epoch / 86_400
        let seconds = epoch % 86_400
        let shifted = days + 719_468
        let era = shifted / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        func padded(_ value: Int, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return padded(year, 4) + padded(month, 2) + padded(day, 2) + padded(seconds / 3_600, 2)
            + padded(seconds % 3_600 / 60, 2) + padded(seconds % 60, 2) + "Z"
    }

    private static func firstIndex(of needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard haystack.count >= needle.count else { return nil }
        // The document information is written last, so search from the end.
        return (0...(haystack.count - needle.count)).reversed().first { start in
            haystack[start] == needle[0] && Array(haystack[start..<(start + needle.count)]) == needle
        }
    }
}
