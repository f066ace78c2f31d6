import Foundation
import NavigationGraph
import Reporting
import GraphFixtures
import SharedTestSupport
import Testing

/// Names from the app under test reach terminals, CI logs and rendered Markdown: every report format keeps
/// its syntax and shows control, newline and bidirectional characters escaped, never raw.
@Suite struct HostileTextTests {
    static let names = [
        "Say \"hi\" \\ back\\slash", "<script>alert(1)</script>", "CDATA ]]> and --> end",
        "\u{1B}[31mRED\u{1B}[0m \u{1B}]0;title\u{7} clear\u{1B}[2J", "Bell\u{7}\u{7} ring", "Line one\nLine two\r\nthree",
        "Pay \u{202E}fdp.exe\u{202C} now \u{2066}isolate\u{2069}", "🚀 👩‍👩‍👧 🇫🇷 画面 設定", String(repeating: "x", count: 5_000),
    ]
    /// Characters that must never reach an output raw (a newline is checked per format: some need their own).
    static let forbidden: Set<Unicode.Scalar> = ["\u{1B}", "\u{7}", "\u{202E}", "\u{202C}", "\u{2066}", "\u{2069}", "\r"]

    static func hostileApp() -> NavigationGraph {
        var fixture = GraphFixture(name: "hostile \u{1B}[1mapp\u{7}", style: .router, summary: "fine\u{1B}[2J")
        let file = "Hostile/Evil\u{1B}[1m.swift"
        fixture.coordinator("Main", kind: .navigation, file: file, line: 1)
        for (index, name) in names.enumerated() {
            fixture.screen("Main", "route\(index)", type: name, transition: "push", file: file, line: index + 2, path: [name])
            fixture.finding(
                index % 2 == 0 ? .deadEnd : .trap, .error, about: .screen("Main.route\(index)"), "Stuck on \(name)",
                at: (file, index + 2),
                path: [name])
        }
        return fixture.build()
    }

    static func rawCharacters(_ text: String) -> [String] {
        text.unicodeScalars.filter { forbidden.contains($0) }.map { "U+" + String($0.value, radix: 16) }
    }

    /// JSON and SARIF keep names as data (their identifiers must match the app's); JSON escapes every control
    /// character itself, and the text a viewer shows (SARIF messages) is checked below.
    @Test(arguments: ReportFormat.allCases)
    func noRawControlCharacters(format: ReportFormat) throws {
        let output = try format.formatter(options: ReportOptions(colored: false)).format(Self.hostileApp())
        let raw = Self.rawCharacters(output).filter { [.json, .sarif].contains(format) ? !$0.hasPrefix("U+20") : true }
        #expect(raw.isEmpty, "\(format): \(raw.prefix(5))")
        #expect(output.contains("\\u{1B}[31mRED") || format == .json, "\(format) shows the escape visibly")
    }

    @Test func textHasOneLinePerFindingLine() throws {
        let output = TextFormatter(colored: false).format(Self.hostileApp())
        #expect(!output.contains("\nLine two"), "an app's newline started a line of its own")
        #expect(output.contains("Line one\\nLine two\\r\\nthree"))
        #expect(output.contains("Pay \\u{202E}fdp.exe\\u{202C}"))
    }

    @Test func colouredTextHasOnlyItsOwnEscapes() throws {
        let output = TextFormatter(colored: true).format(Self.hostileApp())
        // The formatter's own colours are SGR sequences; nothing else may start with ESC.
        let stripped = output.replacing(/\u{1B}\[[0-9;]*m/, with: "")
        #expect(Self.rawCharacters(stripped).isEmpty)
        #expect(!output.contains("\u{1B}[2J") && !output.contains("\u{1B}]0;"))
    }

    @Test func gitHubAnnotationsAreOneCommandPerFinding() throws {
        let graph = Self.hostileApp()
        let output = GitHubActionsFormatter(pathMapping: .moduleFolder("Sources")).format(graph)
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == graph.findings.count)
        #expect(lines.allSatisfy { $0.hasPrefix("::error ") })
        #expect(output.contains("%0APath: "), "the path is on its own line, encoded")
    }

    @Test func markdownKeepsEveryFindingOnItsLine() throws {
        let document = MarkdownFormatter().format(Self.hostileApp())
        #expect(!document.contains("\nLine two"))
        #expect(document.contains("Stuck on Line one\\\\nLine two\\\\r\\\\nthree"))
        #expect(document.contains("画面"))
    }

    @Test func sarifStaysValidWithVisibleEscapes() throws {
        let sarif = try SARIFFormatter(toolVersion: "1.0.0", pathMapping: .moduleFolder("Sources")).format(Self.hostileApp())
        #expect(try SARIFSchema.validate(sarif).isEmpty)
        let object = try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any]
        let results = ((object?["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]]) ?? []
        let messages = results.compactMap { ($0["message"] as? [String: Any])?["text"] as? String }
        #expect(messages.count == Self.names.count)
        #expect(messages.allSatisfy { Self.rawCharacters($0).isEmpty })
    }

    @Test func theGateSummaryShowsEscapesVisibly() {
        let gate = GateEvaluation(graph: Self.hostileApp(), baseline: Baseline(), minimumSeverity: .warning)
        let summary = gate.summary(colored: false)
        #expect(Self.rawCharacters(summary).isEmpty)
        #expect(!summary.contains("\nLine two"))
    }
}
