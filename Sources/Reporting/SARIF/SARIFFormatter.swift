import Foundation
import NavigationGraph

/// SARIF 2.1.0 for code scanning: one rule per ``FindingKind``, one result per finding with its level,
/// message, source location and a fingerprint from the finding's stable `identifier`.
public struct SARIFFormatter: OutputFormatter {
    /// The fingerprint key under which results carry their ``Finding/identifier``.
    public static let fingerprintKey = "coordgraphIdentifier/v1"

    public var toolVersion: String
    public var pathMapping: SourcePathMapping
    /// When given, findings it accepts are marked `unchanged` and suppressed, the others `new`.
    public var baseline: Baseline?

    public init(toolVersion: String, pathMapping: SourcePathMapping, baseline: Baseline? = nil) {
        self.toolVersion = toolVersion
        self.pathMapping = pathMapping
        self.baseline = baseline
    }

    public func format(_ graph: NavigationGraph) throws -> String {
        let kinds = FindingKind.allCases
        let rules = kinds.map { kind in
            SARIFLog.Rule(
                id: kind.rawValue, name: kind.ruleName, shortDescription: .init(text: kind.title),
                fullDescription: .init(text: kind.descriptor.explanation), help: .init(text: kind.descriptor.explanation))
        }
        let locator = FindingLocator(graph: graph)
        let results = ReportVocabulary.ordered(graph.findings).map { finding in
            result(for: finding, ruleIndex: kinds.firstIndex(of: finding.kind)!, location: locator.location(of: finding))
        }
        let run = SARIFLog.Run(
            tool: .init(driver: .init(name: "coordgraph", version: toolVersion, rules: rules)),
            automationDetails: .init(id: "coordgraph/\(graph.app.name)/"),
            results: results,
            properties: Self.runProperties(graph.exploration))
        return try StableJSON.string(SARIFLog(runs: [run]))
    }

    private func result(for finding: Finding, ruleIndex: Int, location: SourceReference?) -> SARIFLog.Result {
        var text = ReportVocabulary.shown(finding.message)
        if !finding.path.isEmpty || finding.state != nil {
            text += "\nPath: " + ReportVocabulary.path(finding.path)
        }
        let physical = location.map {
            SARIFLog.PhysicalLocation(
                artifactLocation: .init(uri: Self.uri(pathMapping.path(for: $0.file))), region: .init(startLine: max($0.line, 1)))
        }
        let accepted = baseline.flatMap { $0.entries[finding.identifier] }
        return SARIFLog.Result(
            ruleId: finding.kind.rawValue,
            ruleIndex: ruleIndex,
            level: Self.level(finding.severity),
            message: .init(text: text),
            locations: [.init(physicalLocation: physical, logicalLocations: [.init(fullyQualifiedName: finding.subject.description)])],
            partialFingerprints: [Self.fingerprintKey: finding.identifier],
            baselineState: baseline.map { _ in accepted == nil ? "new" : "unchanged" },
            suppressions: accepted.map { [SARIFLog.Suppression(justification: $0.reason)] })
    }

    /// Whether the search was exhaustive and, when not, where each bound cut it.
    static func runProperties(_ exploration: ExplorationSummary) -> SARIFLog.RunProperties {
        SARIFLog.RunProperties(
            exhaustive: exploration.isExhaustive,
            cuts: ReportVocabulary.orderedCuts(exploration).map { cut in
                SARIFLog.CutProperty(
                    bound: cut.bound.rawValue, limit: ReportVocabulary.limit(of: cut.bound, in: exploration.bounds),
                    unexpandedStates: cut.unexpandedStates, firstState: cut.firstState,
                    description: ReportVocabulary.cut(cut, bounds: exploration.bounds))
            })
    }

    /// A relative path as a URI reference: spaces and other reserved characters percent-encoded.
    static func uri(_ path: String) -> String {
        path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path
    }

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
    }
}
