/// The part of SARIF 2.1.0 that `coordgraph check` writes, as Codable values.
/// Property names follow the specification exactly; `nil` properties are left out.
struct SARIFLog: Encodable {
    var schema = "https://json.schemastore.org/sarif-2.1.0.json"
    var version = "2.1.0"
    var runs: [Run]

    enum CodingKeys: String, CodingKey {
        case schema = "$schema"
        case version, runs
    }

    struct Run: Encodable {
        var tool: Tool
        var automationDetails: AutomationDetails
        var results: [Result]
        var properties: RunProperties
    }

    /// How complete the search behind the results was: whether a bound cut it, and where.
    struct RunProperties: Encodable {
        var exhaustive: Bool
        var cuts: [CutProperty]
    }

    /// One bound that cut the search: which, set to what, how many states it left unexpanded, the first.
    struct CutProperty: Encodable {
        var bound: String
        var limit: String
        var unexpandedStates: Int
        var firstState: Int
        var description: String
    }

    struct Tool: Encodable {
        var driver: Driver
    }

    struct Driver: Encodable {
        var name: String
        var version: String
        var rules: [Rule]
    }

    struct Rule: Encodable {
        var id: String
        var name: String
        var shortDescription: Message
        var fullDescription: Message
        var help: Message
    }

    /// Identifies the analysed app, so one workflow can upload the results of several apps.
    struct AutomationDetails: Encodable {
        var id: String
    }

    struct Message: Encodable {
        var text: String
    }

    struct Result: Encodable {
        var ruleId: String
        var ruleIndex: Int
        var level: String
        var message: Message
        var locations: [Location]
        var partialFingerprints: [String: String]
        var baselineState: String?
        var suppressions: [Suppression]?
    }

    struct Location: Encodable {
        var physicalLocation: PhysicalLocation?
        var logicalLocations: [LogicalLocation]
    }

    struct PhysicalLocation: Encodable {
        var artifactLocation: ArtifactLocation
        var region: Region
    }

    struct ArtifactLocation: Encodable {
        var uri: String
    }

    struct Region: Encodable {
        var startLine: Int
    }

    struct LogicalLocation: Encodable {
        var fullyQualifiedName: String
    }

    /// Marks a finding accepted in the baseline file.
    struct Suppression: Encodable {
        var kind = "external"
        var justification: String?
    }
}
