import Foundation
import NavigationGraph

/// Findings a team has accepted, keyed by their stable ``Finding/identifier`` (kind and subject, never
/// a line number), so that a CI gate fails only on new ones.
///
/// On disk it is JSON with a `schemaVersion` and an `accepted` object from identifier to entry, keys
/// sorted, so that accepting one finding is a one-entry diff.
public struct Baseline: Hashable, Sendable {
    /// The version of the file format this build reads and writes.
    public static let currentSchemaVersion = 1

    public var schemaVersion: Int
    /// Accepted findings by identifier.
    public var entries: [String: Entry]

    /// One accepted finding.
    public struct Entry: Hashable, Sendable {
        public var kind: FindingKind
        public var subject: String
        /// The finding's message when it was accepted, for the reader of the file.
        public var message: String?
        /// Why it was accepted; written by hand, kept when the baseline is regenerated.
        public var reason: String?

        public init(kind: FindingKind, subject: String, message: String?, reason: String? = nil) {
            self.kind = kind
            self.subject = subject
            self.message = message
            self.reason = reason
        }

        /// The identifier of the findings it accepts.
        public var identifier: String { "\(kind.rawValue):\(subject)" }
    }

    public init(entries: [Entry] = []) {
        self.schemaVersion = Self.currentSchemaVersion
        self.entries = Dictionary(entries.map { ($0.identifier, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// A baseline accepting every one of `findings`, keeping the reasons `previous` gave for the ones it
    /// already accepted.
    public init(accepting findings: [Finding], keepingReasonsFrom previous: Baseline? = nil) {
        self.schemaVersion = Self.currentSchemaVersion
        var entries: [String: Entry] = [:]
        for finding in findings {
            entries[finding.identifier] = Entry(
                kind: finding.kind, subject: finding.subject.description, message: finding.message,
                reason: previous?.entries[finding.identifier]?.reason)
        }
        self.entries = entries
    }

    /// Whether `finding` is accepted.
    public func accepts(_ finding: Finding) -> Bool {
        entries[finding.identifier] != nil
    }

    /// The entries sorted by identifier.
    public var sortedEntries: [Entry] {
        entries.values.sorted { $0.identifier < $1.identifier }
    }
}

// MARK: - Reading and writing

extension Baseline {
    /// Reads the baseline at `url`.
    public static func read(from url: URL) throws(BaselineError) -> Baseline {
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw .unreadable(file: url.path, reason: "there is no such file")
        }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw .unreadable(file: url.path, reason: BaselineError.reason(error))
        }
        return try decode(data, file: url.path)
    }

    /// Decodes a baseline; `file` names it in errors.
    public static func decode(_ data: Data, file: String) throws(BaselineError) -> Baseline {
        do {
            _ = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw .malformed(file: file, problem: "it is not valid JSON (\(BaselineError.reason(error)))")
        }
        do {
            let version = try JSONDecoder().decode(VersionProbe.self, from: data).schemaVersion
            guard let version else { throw BaselineError.malformed(file: file, problem: "it has no schemaVersion") }
            guard version == currentSchemaVersion else {
                throw BaselineError.unsupportedSchemaVersion(file: file, found: version, supported: currentSchemaVersion)
            }
            return try JSONDecoder().decode(Baseline.self, from: data)
        } catch let error as BaselineError {
            throw error
        } catch let error as DecodingError {
            throw .malformed(file: file, problem: BaselineError.describe(error))
        } catch {
            throw .malformed(file: file, problem: BaselineError.reason(error))
        }
    }

    /// The file's bytes: pretty JSON, keys sorted, ending with a newline.
    public func encoded() throws -> Data {
        try StableJSON.data(self)
    }

    /// Writes the baseline to `url` atomically.
    public func write(to url: URL) throws {
        try AtomicFile.write(try encoded(), to: url)
    }

    private struct VersionProbe: Decodable {
        var schemaVersion: Int?
    }
}

extension Baseline: Codable {
    private enum CodingKeys: String, CodingKey {
        case schemaVersion, accepted
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        schemaVersion = try container.decode(Int.self, forKey: .schemaVersion)
        let accepted = try container.decode([String: Entry].self, forKey: .accepted)
        for (key, entry) in accepted where key != entry.identifier {
            throw DecodingError.dataCorruptedError(
                forKey: .accepted, in: container,
                debugDescription: "entry \"\(key)\" has kind \"\(entry.kind.rawValue)\" and subject \"\(entry.subject)\", "
                    + "so its key must be \"\(entry.identifier)\"")
        }
        entries = accepted
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(schemaVersion, forKey: .schemaVersion)
        try container.encode(entries, forKey: .accepted)
    }
}

extension Baseline.Entry: Codable {
    private enum CodingKeys: String, CodingKey {
        case kind, subject, message, reason
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let kindName = try container.decode(String.self, forKey: .kind)
        guard let kind = FindingKind(rawValue: kindName) else {
            throw DecodingError.dataCorruptedError(
                forKey: .kind, in: container,
                debugDescription: "unknown finding kind \"\(kindName)\" (known kinds: "
                    + FindingKind.allCases.map(\.rawValue).joined(separator: ", ") + ")")
        }
        self.kind = kind
        subject = try container.decode(String.self, forKey: .subject)
        message = try container.decodeIfPresent(String.self, forKey: .message)
        reason = try container.decodeIfPresent(String.self, forKey: .reason)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(kind, forKey: .kind)
        try container.encode(subject, forKey: .subject)
        try container.encodeIfPresent(message, forKey: .message)
        try container.encodeIfPresent(reason, forKey: .reason)
    }
}
