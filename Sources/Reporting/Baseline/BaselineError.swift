import Foundation

/// Why a baseline file could not be used; every case names the file.
public enum BaselineError: Error, Equatable, CustomStringConvertible {
    case unreadable(file: String, reason: String)
    case malformed(file: String, problem: String)
    case unsupportedSchemaVersion(file: String, found: Int, supported: Int)

    public var description: String {
        switch self {
        case .unreadable(let file, let reason):
            "Cannot read the baseline \(file): \(reason)"
        case .malformed(let file, let problem):
            "The baseline \(file) is malformed: \(problem)"
        case .unsupportedSchemaVersion(let file, let found, let supported):
            "The baseline \(file) has schemaVersion \(found), but this coordgraph reads version \(supported)"
        }
    }

    /// A decoding error as a reader would say it: where in the file, and what is wrong there.
    static func describe(_ error: DecodingError) -> String {
        func place(_ path: [any CodingKey]) -> String {
            path.isEmpty ? "at the top level" : "at " + path.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }
                .joined(separator: " → ")
        }
        switch error {
        case .keyNotFound(let key, let context):
            return "\(place(context.codingPath)): the required key \"\(key.stringValue)\" is missing"
        case .typeMismatch(let type, let context):
            return "\(place(context.codingPath)): expected \(readable(type))"
        case .valueNotFound(let type, let context):
            return "\(place(context.codingPath)): expected \(readable(type)), found null"
        case .dataCorrupted(let context):
            return "\(place(context.codingPath)): \(context.debugDescription)"
        @unknown default:
            return String(describing: error)
        }
    }

    static func reason(_ error: any Error) -> String {
        let nsError = error as NSError
        return (nsError.userInfo[NSDebugDescriptionErrorKey] as? String) ?? nsError.localizedDescription
    }

    private static func readable(_ type: Any.Type) -> String {
        let name = String(describing: type)
        if type == String.self { return "a string" }
        if type == Int.self { return "an integer" }
        if name.hasPrefix("Dictionary") || type == Baseline.self || type == Baseline.Entry.self { return "an object" }
        if name.hasPrefix("Array") { return "an array" }
        return "a value of type \(name)"
    }
}
