import NavigationGraph
import Reporting
import Testing

@Suite struct TextFormatterTests {
    let graph = ReportFixtures.routerApp()

    @Test func summarisesTheExploration() {
        let report = TextFormatter(colored: false).format(graph)
        let lines = report.split(separator: "\n").map(String.init)
        #expect(lines[0] == "RouterExample · Router (ALCoordinator)")
        #expect(lines[1] == "  7 states, 6 transitions, 7 of 9 screens reached")
        #expect(lines[2] == "  Exploration: exhaustive")
        #expect(lines.last == "9 findings: 3 errors, 5 warnings, 1 note")
    }

    @Test func namesTheBoundThatCutTheExploration() {
        let report = TextFormatter(colored: false).format(ReportFixtures.routerApp(cutBy: .maxStates))
        #expect(report.contains("  Exploration: cut by a bound, findings may be missing\n"))
        #expect(report.contains("    maxStates (5000 states): 12 states left unexpanded, the first is state 6\n"))
        #expect(!report.contains("exhaustive"))
    }

    @Test func groupsFindingsBySeverityMostSevereFirst() throws {
        let report = TextFormatter(colored: false).format(graph)
        let errors = try #require(report.range(of: "Errors (3)"))
        let warnings = try #require(report.range(of: "Warnings (5)"))
        let notes = try #require(report.range(of: "Notes (1)"))
        #expect(errors.upperBound < warnings.lowerBound && warnings.upperBound < notes.lowerBound)
        // Each finding sits under its own severity.
        let trap = try #require(report.range(of: "Trap: HomeCoordinator"))
        #expect(warnings.upperBound < trap.lowerBound && trap.upperBound < notes.lowerBound)
    }

    @Test func showsLocationAndPathOfAFinding() {
        let report = TextFormatter(colored: false).format(graph)
        #expect(report.contains("""
              RouterExample/ShoppingCart.swift:40: Dead end: ShoppingCartCoordinator.checkout
                Checkout offers no action, and no back or swipe-down applies.
                path: launch → continue → go second view → go home → select tab marketplace → show shopping cart → show checkout

            """))
    }

    @Test func pointsAtTheSubjectsDeclarationWhenAFindingHasNoLocation() {
        let report = TextFormatter(colored: false).format(graph)
        #expect(report.contains("RouterExample/ShoppingCart.swift:68: Unreachable screen: ShoppingCartCoordinatorUIKit.checkout\n"))
        #expect(report.contains("RouterExample/ShoppingCart.swift:61: Unreachable coordinator: ShoppingCartCoordinatorUIKit\n"))
    }

    @Test func unreachableDeclarationsHaveNoPath() throws {
        let report = TextFormatter(colored: false).format(graph)
        let start = try #require(report.range(of: "Unreachable coordinator: ShoppingCartCoordinatorUIKit\n"))
        let rest = report[start.upperBound...].split(separator: "\n", maxSplits: 2)
        #expect(rest[0] == "    ShoppingCartCoordinatorUIKit is declared but never started.")
        #expect(!rest[1].contains("path:"))
    }

    @Test func saysSoWhenThereAreNoFindings() {
        let report = TextFormatter(colored: false).format(ReportFixtures.cleanApp())
        #expect(report.hasSuffix("\nNo findings.\n"))
        #expect(!report.contains("Errors"))
    }

    @Test func usesNoEscapeCodesWhenColourIsOff() {
        for fixture in [graph, ReportFixtures.routerApp(cutBy: .timeLimit), ReportFixtures.cleanApp()] {
            #expect(!TextFormatter(colored: false).format(fixture).contains("\u{1B}"))
        }
    }

    @Test func coloursSeveritiesWhenAsked() {
        let report = TextFormatter(colored: true).format(graph)
        #expect(report.contains("\u{1B}[31mDead end\u{1B}[0m"))
        #expect(report.contains("\u{1B}[33mTrap\u{1B}[0m"))
        #expect(report.contains("\u{1B}[36mReplay mismatch\u{1B}[0m"))
    }

    @Test func theFormatFactoryHonoursTheColourOption() throws {
        let plain = try ReportFormat.text.formatter(options: ReportOptions(colored: false)).format(graph)
        let colored = try ReportFormat.text.formatter(options: ReportOptions(colored: true)).format(graph)
        #expect(!plain.contains("\u{1B}"))
        #expect(colored.contains("\u{1B}["))
    }
}

@Suite struct ColorModeTests {
    @Test func coloursOnlyATerminal() {
        #expect(shouldColor(isTerminal: true, environment: [:]))
        #expect(!shouldColor(isTerminal: false, environment: [:]))
    }

    @Test func honoursNoColor() {
        #expect(!shouldColor(isTerminal: true, environment: ["NO_COLOR": "1"]))
        // An empty NO_COLOR does not count (no-color.org).
        #expect(shouldColor(isTerminal: true, environment: ["NO_COLOR": ""]))
        #expect(!shouldColor(isTerminal: true, environment: ["TERM": "dumb"]))
    }

    @Test func noColorGivesAPlainReport() {
        let colored = shouldColor(isTerminal: true, environment: ["NO_COLOR": "1", "TERM": "xterm-256color"])
        #expect(!TextFormatter(colored: colored).format(ReportFixtures.routerApp()).contains("\u{1B}"))
    }

    @Test func explicitModesOverrideDetection() {
        #expect(ColorMode.always.resolved(isTerminal: false, environment: ["NO_COLOR": "1"]))
        #expect(!ColorMode.never.resolved(isTerminal: true, environment: [:]))
        #expect(ColorMode.auto.resolved(isTerminal: true, environment: [:]))
        #expect(!ColorMode.auto.resolved(isTerminal: true, environment: ["NO_COLOR": "yes"]))
    }
}
