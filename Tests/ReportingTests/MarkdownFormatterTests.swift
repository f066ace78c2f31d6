// Golden files: see the comment at the top of TestSupport.swift (regenerate with RECORD_GOLDENS=1).

import Foundation
import NavigationGraph
import Reporting
import Testing

@Suite struct MarkdownFormatterTests {
    @Test func matchesTheGoldenDocumentation() throws {
        try TestSupport.assertMatchesGolden(MarkdownFormatter().format(ReportFixtures.routerApp()), named: "RouterExample.md")
        try TestSupport.assertMatchesGolden(
            MarkdownFormatter().format(ReportFixtures.routerApp(cutBy: .maxDepth)), named: "RouterExample-cut.md")
        try TestSupport.assertMatchesGolden(MarkdownFormatter().format(ReportFixtures.hostileApp()), named: "HostileApp.md")
    }

    @Test func hasEverySectionInOrder() throws {
        let document = MarkdownFormatter().format(ReportFixtures.routerApp())
        let headings = document.split(separator: "\n").filter { $0.hasPrefix("## ") }
        #expect(headings == ["## Summary", "## Coordinators", "## Screens", "## Findings", "## Statistics", "## Exploration bounds"])
        #expect(document.hasPrefix("# RouterExample navigation\n\nStyle: Router (ALCoordinator)\n\n> The TestCoordinatorLibrary"))
    }

    @Test func tellsHowToReachEveryScreen() {
        let document = MarkdownFormatter().format(ReportFixtures.routerApp())
        #expect(document.contains("| `splash` | `SplashScreen` | push | at launch |"))
        #expect(document.contains(
            "| `checkout` | `Checkout` | push | launch → continue → go second view → go home → select tab marketplace → "
                + "show shopping cart → show checkout |"))
        #expect(document.contains("| `checkout` | `Checkout` | push | _not reached_ |"))
        // Grouped by the coordinator that shows them.
        #expect(document.contains("### `ShoppingCartCoordinatorUIKit`\n\n| Route | Screen | Shown as | How to reach |"))
    }

    @Test func listsCoordinatorsWithTheirCoverage() {
        let document = MarkdownFormatter().format(ReportFixtures.routerApp())
        #expect(document.contains("| `HomeCoordinator` | tabs | yes | — | `RouterExample/HomeCoordinator.swift:10` |"))
        #expect(document.contains(
            "| `ShoppingCartCoordinatorUIKit` | navigation | **no** | 0 of 2 | `RouterExample/ShoppingCart.swift:61` |"))
    }

    @Test func reportsTheBoundThatCutTheExploration() {
        let document = MarkdownFormatter().format(ReportFixtures.routerApp(cutBy: .maxDepth))
        #expect(document.contains("- Exploration: cut by a bound, so findings may be missing"))
        #expect(document.contains("| maxDepth | 40 actions | **cut**: 12 states left unexpanded, the first is state 6 |"))
        #expect(document.contains("| maxStates | 5000 states | not reached |"))
    }

    @Test func keepsEveryTableRowsColumnsWithHostileNames() throws {
        let document = MarkdownFormatter().format(ReportFixtures.hostileApp())
        var columns: Int?
        for line in document.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            guard line.hasPrefix("|") else {
                columns = nil
                continue
            }
            let count = MarkdownInspection.unescapedCount(of: "|", in: line)
            if let columns { #expect(count == columns, "row with the wrong number of cells: \(line)") }
            columns = columns ?? count
        }
        #expect(document.contains("| `Pipe\\|Coordinator` | nav\\|igation |"))
    }

    @Test func neverLetsHostileNamesBecomeHTMLOrMarkup() throws {
        let document = MarkdownFormatter().format(ReportFixtures.hostileApp())
        for line in document.split(separator: "\n").map(String.init) {
            let prose = MarkdownInspection.outsideCodeSpans(line)
            #expect(!prose.contains("<"), "raw HTML outside a code span: \(line)")
            let withoutOwnLink = prose.replacingOccurrences(of: "[Exploration bounds](#exploration-bounds)", with: "")
            #expect(MarkdownInspection.unescapedCount(of: "[", in: withoutOwnLink) == 0, "a link in: \(line)")
        }
        #expect(document.hasPrefix("# Evil \\| App &lt;script&gt;alert(1)&lt;/script&gt; navigation\n"))
        #expect(document.contains("Style: Router \\*bold\\* \\_it\\_"))
        #expect(document.contains("> Line one \\| with pipe\n> \\# not a heading\n> \\- not a list"))
        // Code spans are fenced with more backticks than the name holds.
        #expect(document.contains("| `` `tick` `` | ```Back``tick``` | sheet \\| modal | launch → tap \\| \\`here\\` \\*now\\* |"))
    }

    @Test func showsANewlineInAMessageVisiblyInsideItsListItem() {
        let document = MarkdownFormatter().format(ReportFixtures.hostileApp())
        #expect(document.contains("  Stuck on &lt;script&gt;alert(1)&lt;/script&gt; \\| no way out\\\\nsecond line\\\n"))
    }
}

/// Just enough of CommonMark and GitHub tables to check the formatter's escaping.
enum MarkdownInspection {
    /// How many times `target` occurs not escaped by an odd run of backslashes (for `|`: the table
    /// cell separators, since GitHub splits cells before it parses code spans).
    static func unescapedCount(of target: Character, in line: String) -> Int {
        var count = 0
        var backslashes = 0
        for character in line {
            if character == target, backslashes % 2 == 0 { count += 1 }
            backslashes = character == "\\" ? backslashes + 1 : 0
        }
        return count
    }

    /// `line` without its code spans (a run of n backticks up to the next run of exactly n).
    static func outsideCodeSpans(_ line: String) -> String {
        let characters = Array(line)
        var result = ""
        var index = 0
        while index < characters.count {
            if characters[index] == "\\", index + 1 < characters.count {
                result.append(characters[index])
                result.append(characters[index + 1])
                index += 2
                continue
            }
            guard characters[index] == "`" else {
                result.append(characters[index])
                index += 1
                continue
            }
            let opening = run(in: characters, from: index)
            var search = index + opening
            var closing: Int?
            while search < characters.count {
                if characters[search] == "`" {
                    let length = run(in: characters, from: search)
                    if length == opening {
                        closing = search
                        break
                    }
                    search += length
                } else {
                    search += 1
                }
            }
            if let closing {
                index = closing + opening
            } else {
                result += String(characters[index..<(index + opening)])
                index += opening
            }
        }
        return result
    }

    private static func run(in characters: [Character], from start: Int) -> Int {
        var end = start
        while end < characters.count, characters[end] == "`" { end += 1 }
        return end - start
    }
}
