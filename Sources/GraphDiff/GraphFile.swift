import Foundation
import NavigationGraph

/// Reads a `graph.json` written by `coordgraph explore` or `scan`, or the folder holding one, and refuses
/// anything it would misread: another file, a truncated one, or another `schemaVersion`.
public enum GraphFile {
    /// The graph at `path`: a `graph.json` file, or a folder with one.
    public static func read(_ path: String) throws(GraphFileError) -> NavigationGraph {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw .unreadable(path, reason: "there is no such file or folder")
        }
        let file = isFolder.boolValue ? (path as NSString).appendingPathComponent("graph.json") : path
        if isFolder.boolValue, !FileManager.default.fileExists(atPath: file) {
            throw .unreadable(path, reason: "the folder has no graph.json (write one with 'coordgraph explore')")
        }
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: file))
        } catch {
            throw .unreadable(file, reason: "it cannot be read (\((error as NSError).localizedDescription))")
        }
        return try decode(data, file: file)
    }

    /// The graph in `data`, read from `file` (named in errors).
    public static func decode(_ data: Data, file: String) throws(GraphFileError) -> NavigationGraph {
        struct VersionProbe: Decodable { var schemaVersion: Int? }
        let probe: VersionProbe
        do {
            probe = try JSONDecoder().decode(VersionProbe.self, from: data)
        } catch {
            throw .notAGraph(file, problem: "it is not JSON")
        }
        guard let version = probe.schemaVersion else { throw .notAGraph(file, problem: "it has no schemaVersion") }
        guard version == NavigationGraph.currentSchemaVersion else {
            throw .unsupportedSchema(file, found: version, supported: NavigationGraph.currentSchemaVersion)
        }
        do {
            return try JSONDecoder().decode(NavigationGraph.self, from: data)
        } catch let error as DecodingError {
            throw .notAGraph(file, problem: describe(error))
        } catch {
            throw .notAGraph(file, problem: "\(error)")
        }
    }

    private static func describe(_ error: DecodingError) -> String {
        func at(_ path: [any CodingKey]) -> String {
            path.isEmpty ? "the top level" : path.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
        }
        switch error {
        case .keyNotFound(let key, let context): return "\(key.stringValue) is missing at \(at(context.codingPath))"
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            return "\(at(context.codingPath)) is not what a graph holds there"
        @unknown default: return "it does not hold a navigation graph"
        }
    }
}

/// Why a graph file cannot be used, said with the fix.
public enum GraphFileError: Error, Hashable, CustomStringConvertible {
    case unreadable(String, reason: String)
    case notAGraph(String, problem: String)
    case unsupportedSchema(String, found: Int, supported: Int)

    public var description: String {
        switch self {
        case .unreadable(let path, let reason):
            return "Cannot read '\(path)': \(reason)."
        case .notAGraph(let path, let problem):
            return "'\(path)' is not a graph.json written by coordgraph: \(problem). "
                + "Pass a graph.json (or the folder holding it) written by 'coordgraph explore'."
        case .unsupportedSchema(let path, let found, let supported):
            let who = found < supported ? "an older" : "a newer"
            return "'\(path)' was written by \(who) coordgraph (graph schemaVersion \(found)); this one reads "
                + "schemaVersion \(supported) only. Write both graphs with the same coordgraph: run 'coordgraph explore' "
                + "again on \(found < supported ? "the old version of the app" : "this side with the newer coordgraph")."
        }
    }
}
