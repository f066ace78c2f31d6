import Foundation
import NavigationGraph
import Reporting
import SharedTestSupport
import Testing

@Suite struct BaselineTests {
    @Test func roundTripsThroughAFile() throws {
        let folder = try ScratchFolder.make("ReportingTests")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("coordgraph-baseline.json")
        var baseline = Baseline(accepting: ReportFixtures.routerApp().findings)
        baseline.entries["trap:HomeCoordinator"]?.reason = "Onboarding is shown once, by design."
        try baseline.write(to: file)
        #expect(try Baseline.read(from: file) == baseline)
    }

    @Test func writesSortedDeterministicJSONKeyedByIdentifier() throws {
        let findings = ReportFixtures.routerApp().findings
        let text = String(decoding: try Baseline(accepting: findings).encoded(), as: UTF8.self)
        #expect(text == String(decoding: try Baseline(accepting: findings.reversed()).encoded(), as: UTF8.self))
        let keys = text.split(separator: "\n").filter { $0.hasPrefix("    \"") }.map { String($0.split(separator: "\"")[1]) }
        #expect(keys == findings.map(\.identifier).sorted())
        #expect(text.contains("""
              "accepted" : {
                "deadEnd:ShoppingCartCoordinator.checkout" : {
                  "kind" : "deadEnd",
                  "message" : "Checkout offers no action, and no back or swipe-down applies.",
                  "subject" : "ShoppingCartCoordinator.checkout"
                },
            """))
        #expect(text.hasSuffix("  \"schemaVersion\" : 1\n}\n"))
        #expect(!text.contains("line"))
    }

    @Test func keepsReasonsWhenRegenerated() {
        let findings = ReportFixtures.routerApp().findings
        var previous = Baseline(accepting: findings)
        previous.entries["trap:HomeCoordinator"]?.reason = "By design."
        let regenerated = Baseline(accepting: findings, keepingReasonsFrom: previous)
        #expect(regenerated.entries["trap:HomeCoordinator"]?.reason == "By design.")
        #expect(regenerated.entries["deadEnd:ShoppingCartCoordinator.checkout"]?.reason == nil)
    }

    @Test func acceptsHandWrittenEntriesWithoutMessages() throws {
        let json = #"{"schemaVersion": 1, "accepted": {"trap:HomeCoordinator": {"kind": "trap", "subject": "HomeCoordinator"}}}"#
        let baseline = try Baseline.decode(Data(json.utf8), file: "baseline.json")
        #expect(baseline.sortedEntries == [Baseline.Entry(kind: .trap, subject: "HomeCoordinator", message: nil)])
    }

    @Test(arguments: [
        ("{ not json", "it is not valid JSON"),
        (#"{"accepted": {}}"#, "it has no schemaVersion"),
        (#"{"schemaVersion": 1}"#, #"the required key "accepted" is missing"#),
        (#"{"schemaVersion": "one", "accepted": {}}"#, "schemaVersion: expected an integer"),
        (#"{"schemaVersion": 1, "accepted": []}"#, "accepted: expected an object"),
        (
            #"{"schemaVersion": 1, "accepted": {"crash:X": {"kind": "crash", "subject": "X"}}}"#,
            #"accepted → crash:X → kind: unknown finding kind "crash" (known kinds: unreachableScreen, "#
        ),
        (
            #"{"schemaVersion": 1, "accepted": {"trap:X": {"kind": "trap"}}}"#,
            #"accepted → trap:X: the required key "subject" is missing"#
        ),
        (
            #"{"schemaVersion": 1, "accepted": {"trap:Old": {"kind": "trap", "subject": "New"}}}"#,
            #"entry "trap:Old" has kind "trap" and subject "New", so its key must be "trap:New""#
        ),
    ])
    func explainsWhatIsWrongWithAMalformedFile(json: String, problem: String) throws {
        let error = try #require(throws: BaselineError.self) {
            try Baseline.decode(Data(json.utf8), file: "ci/coordgraph-baseline.json")
        }
        #expect(error.description.hasPrefix("The baseline ci/coordgraph-baseline.json is malformed: "))
        #expect(error.description.contains(problem), "\(error)")
    }

    @Test func refusesANewerSchemaVersion() throws {
        let error = try #require(throws: BaselineError.self) {
            try Baseline.decode(Data(#"{"schemaVersion": 2, "accepted": {}}"#.utf8), file: "b.json")
        }
        #expect(error == .unsupportedSchemaVersion(file: "b.json", found: 2, supported: 1))
        #expect(error.description == "The baseline b.json has schemaVersion 2, but this coordgraph reads version 1")
    }

    @Test func namesAMissingFile() throws {
        let missing = URL(fileURLWithPath: "/nonexistent-\(UUID().uuidString)/baseline.json")
        let error = try #require(throws: BaselineError.self) { try Baseline.read(from: missing) }
        guard case .unreadable(let file, _) = error else {
            Issue.record("expected unreadable, got \(error)")
            return
        }
        #expect(file == missing.path)
        #expect(error.description == "Cannot read the baseline \(missing.path): there is no such file")
    }
}

@Suite struct GateEvaluationTests {
    let graph = ReportFixtures.routerApp()

    @Test func aNewFindingFailsTheGate() throws {
        let deadEnd = try #require(graph.findings.first { $0.kind == .deadEnd })
        let baseline = Baseline(accepting: graph.findings.filter { $0 != deadEnd })
        let gate = GateEvaluation(graph: graph, baseline: baseline, minimumSeverity: .warning)
        #expect(gate.fails)
        #expect(gate.newFindings == [deadEnd])
        #expect(gate.acceptedFindings.count == 7)
        #expect(gate.staleEntries.isEmpty)
        let location = deadEnd.location.map { " at \($0)" } ?? ""
        #expect(gate.summary(colored: false).hasPrefix(
            "Gate failed: 1 new finding at or above warning\n"
                + "  error: Dead end: ShoppingCartCoordinator.checkout\(location) [deadEnd:ShoppingCartCoordinator.checkout]\n"
                + "    \(deadEnd.message)\n"
                + "Fix them, or accept them with --write-baseline.\n"))
    }

    @Test func acceptedFindingsPass() {
        let gate = GateEvaluation(graph: graph, baseline: Baseline(accepting: graph.findings), minimumSeverity: .note)
        #expect(!gate.fails)
        #expect(gate.newFindings.isEmpty)
        #expect(gate.acceptedFindings.count == graph.findings.count)
        #expect(gate.summary(colored: false) == "Gate passed: no new findings at or above note\n9 findings accepted by the baseline, 0 below note\n")
    }

    @Test func findingsBelowTheThresholdPass() {
        let gate = GateEvaluation(graph: graph, baseline: Baseline(), minimumSeverity: .error)
        #expect(gate.newFindings.map(\.kind) == [.deadEnd, .unboundedGrowth, .styleFault])
        let warningsAndNotes = GateEvaluation(
            graph: graph, baseline: Baseline(accepting: gate.newFindings), minimumSeverity: .error)
        #expect(!warningsAndNotes.fails)
        #expect(warningsAndNotes.findingsBelowThreshold.count == 6)
    }

    @Test func reportsStaleBaselineEntries() {
        var baseline = Baseline(accepting: graph.findings)
        baseline.entries["deadEnd:ProfileCoordinator.edit"] = Baseline.Entry(
            kind: .deadEnd, subject: "ProfileCoordinator.edit", message: "Fixed since.")
        baseline.entries["trap:AccountCoordinator"] = Baseline.Entry(kind: .trap, subject: "AccountCoordinator", message: nil)
        let gate = GateEvaluation(graph: graph, baseline: baseline, minimumSeverity: .warning)
        #expect(!gate.fails)
        #expect(gate.staleEntries.map(\.identifier) == ["deadEnd:ProfileCoordinator.edit", "trap:AccountCoordinator"])
        #expect(gate.summary(colored: false).hasSuffix(
            "2 baseline entries no longer found; remove them from the baseline:\n"
                + "  deadEnd:ProfileCoordinator.edit\n  trap:AccountCoordinator\n"))
    }

    @Test func aFindingBelowTheThresholdIsNotStale() {
        let gate = GateEvaluation(graph: graph, baseline: Baseline(accepting: graph.findings), minimumSeverity: .error)
        #expect(gate.staleEntries.isEmpty)
    }

    @Test func movingCodeDoesNotMakeAFindingNew() {
        let baseline = Baseline(accepting: graph.findings)
        var moved = graph
        for index in moved.findings.indices {
            moved.findings[index].location?.line += 25
            moved.findings[index].state = (moved.findings[index].state ?? 0) + 3
        }
        #expect(!GateEvaluation(graph: moved, baseline: baseline, minimumSeverity: .note).fails)
    }

    @Test func theSummaryHasNoEscapeCodesWithoutColour() {
        let gate = GateEvaluation(graph: graph, baseline: Baseline(), minimumSeverity: .note)
        #expect(!gate.summary(colored: false).contains("\u{1B}"))
        #expect(gate.summary(colored: true).contains("\u{1B}[31m"))
    }
}
