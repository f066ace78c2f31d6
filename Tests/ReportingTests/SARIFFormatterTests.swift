import Foundation
import NavigationGraph
import Reporting
import SharedTestSupport
import Testing

@Suite struct SARIFFormatterTests {
    let formatter = SARIFFormatter(toolVersion: "1.2.0", pathMapping: .moduleFolder("Examples"))

    @Test func validatesAgainstTheSARIFSchema() throws {
        for graph in [ReportFixtures.routerApp(cutBy: .maxStates), ReportFixtures.hostileApp(), ReportFixtures.cleanApp()] {
            let problems = try SARIFSchema.validate(try formatter.format(graph))
            #expect(problems.isEmpty, "\(graph.app.name): \(problems)")
        }
        var withBaseline = formatter
        withBaseline.baseline = Baseline(accepting: Array(ReportFixtures.routerApp().findings.prefix(3)))
        #expect(try SARIFSchema.validate(try withBaseline.format(ReportFixtures.routerApp())).isEmpty)
    }

    @Test func theSchemaCheckCatchesInvalidSARIF() throws {
        let valid = try formatter.format(ReportFixtures.routerApp())
        let invalid = valid.replacingOccurrences(of: "\"level\" : \"error\"", with: "\"level\" : \"fatal\"")
        #expect(invalid != valid)
        #expect(try !SARIFSchema.validate(invalid).isEmpty)
    }

    @Test func describesTheToolWithOneRulePerFindingKind() throws {
        let run = try firstRun(formatter.format(ReportFixtures.cleanApp()))
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "coordgraph")
        #expect(driver["version"] as? String == "1.2.0")
        #expect(driver["informationUri"] == nil)
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.compactMap { $0["id"] as? String } == FindingKind.allCases.map(\.rawValue))
        #expect(rules.first?["name"] as? String == "UnreachableScreen")
        #expect((rules.first?["shortDescription"] as? [String: Any])?["text"] as? String == "Unreachable screen")
        #expect((run["results"] as? [Any])?.isEmpty == true)
    }

    @Test func reportsEachFindingWithLevelLocationAndFingerprint() throws {
        let graph = ReportFixtures.routerApp()
        let run = try firstRun(formatter.format(graph))
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == graph.findings.count)
        let rules = try #require(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])

        let deadEnd = try #require(results.first { $0["ruleId"] as? String == "deadEnd" })
        #expect(deadEnd["level"] as? String == "error")
        #expect(rules[try #require(deadEnd["ruleIndex"] as? Int)]["id"] as? String == "deadEnd")
        #expect(deadEnd["partialFingerprints"] as? [String: String]
            == [SARIFFormatter.fingerprintKey: "deadEnd:ShoppingCartCoordinator.checkout"])
        let message = try #require((deadEnd["message"] as? [String: Any])?["text"] as? String)
        #expect(message.hasPrefix("Checkout offers no action"))
        #expect(message.hasSuffix("\nPath: launch → continue → go second view → go home → select tab marketplace → show shopping cart → show checkout"))
        #expect(physicalLocation(of: deadEnd) == "Examples/RouterExample/ShoppingCart.swift:40")

        let levels = Dictionary(results.map { ($0["ruleId"] as! String, $0["level"] as! String) }, uniquingKeysWith: { a, _ in a })
        #expect(levels["trap"] == "warning")
        #expect(levels["replayMismatch"] == "note")
    }

    @Test func pointsAtTheSubjectsDeclarationWhenAFindingHasNoLocation() throws {
        let results = try #require(try firstRun(formatter.format(ReportFixtures.routerApp()))["results"] as? [[String: Any]])
        let coordinator = try #require(results.first { $0["ruleId"] as? String == "unreachableCoordinator" })
        #expect(physicalLocation(of: coordinator) == "Examples/RouterExample/ShoppingCart.swift:61")
    }

    @Test func mapsFileIDsThroughTheGivenMapping() throws {
        let custom = SARIFFormatter(
            toolVersion: "1.0.0", pathMapping: SourcePathMapping { "App/Sources/\($0.split(separator: "/").last!)" })
        let results = try #require(try firstRun(custom.format(ReportFixtures.hostileApp()))["results"] as? [[String: Any]])
        // Reserved characters are percent-encoded, as a URI must be.
        #expect(physicalLocation(of: results[0]) == "App/Sources/Evil%7CFile.swift:6")
    }

    @Test func marksBaselineFindingsAsUnchangedAndSuppressed() throws {
        let graph = ReportFixtures.routerApp()
        let trap = try #require(graph.findings.first { $0.kind == .trap })
        var baseline = Baseline(accepting: [trap])
        baseline.entries[trap.identifier]?.reason = "Onboarding is shown once by design."
        var withBaseline = formatter
        withBaseline.baseline = baseline
        let results = try #require(try firstRun(withBaseline.format(graph))["results"] as? [[String: Any]])
        for result in results {
            let accepted = result["ruleId"] as? String == "trap"
            #expect(result["baselineState"] as? String == (accepted ? "unchanged" : "new"))
            let suppressions = result["suppressions"] as? [[String: String]]
            #expect(suppressions == (accepted ? [["kind": "external", "justification": "Onboarding is shown once by design."]] : nil))
        }
    }

    @Test func isByteIdenticalAcrossRuns() throws {
        #expect(try formatter.format(ReportFixtures.routerApp()) == formatter.format(ReportFixtures.routerApp()))
    }

    private func firstRun(_ text: String) throws -> [String: Any] {
        let log = try TestSupport.jsonObject(text)
        #expect(log["version"] as? String == "2.1.0")
        return try #require((log["runs"] as? [[String: Any]])?.first)
    }

    /// The result's first physical location as `uri:line`.
    private func physicalLocation(of result: [String: Any]) -> String? {
        guard let location = (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any],
            let uri = (location["artifactLocation"] as? [String: Any])?["uri"] as? String,
            let line = (location["region"] as? [String: Any])?["startLine"] as? Int
        else { return nil }
        return "\(uri):\(line)"
    }
}
