import Foundation
import NavigationGraph

/// The whole graph as JSON, with its `schemaVersion`: pretty, keys sorted, byte-identical across runs.
public struct JSONFormatter: OutputFormatter {
    public init() {}

    public func format(_ graph: NavigationGraph) throws -> String {
        try StableJSON.string(graph)
    }
}

/// The one JSON encoding every file the tool writes uses, so they diff cleanly.
enum StableJSON {
    static func data(_ value: some Encodable) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(value)
        data.append(0x0A)
        return data
    }

    static func string(_ value: some Encodable) throws -> String {
        String(decoding: try data(value), as: UTF8.self)
    }
}
