import NavigationGraph
import Reporting
import Testing

@Suite struct GitHubActionsFormatterTests {
    let formatter = GitHubActionsFormatter(pathMapping: .moduleFolder("Examples"))

    @Test func writesOneAnnotationPerFinding() {
        let graph = ReportFixtures.routerApp()
        let lines = formatter.format(graph).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == graph.findings.count + 1)
        #expect(lines.last == "")
        #expect(lines[0] == "::error file=Examples/RouterExample/ShoppingCart.swift,line=40,title=Dead end%3A "
            + "ShoppingCartCoordinator.checkout::Checkout offers no action, and no back or swipe-down applies.%0APath: "
            + "launch → continue → go second view → go home → select tab marketplace → show shopping cart → show checkout")
    }

    @Test func mapsSeveritiesToCommands() {
        let lines = formatter.format(ReportFixtures.routerApp()).split(separator: "\n")
        #expect(lines.filter { $0.hasPrefix("::error ") }.count == 3)
        #expect(lines.filter { $0.hasPrefix("::warning ") }.count == 5)
        #expect(lines.filter { $0.hasPrefix("::notice ") }.count == 1)
    }

    @Test func usesTheSubjectsDeclarationWhenAFindingHasNoLocation() {
        let output = formatter.format(ReportFixtures.routerApp())
        #expect(output.contains("::warning file=Examples/RouterExample/ShoppingCart.swift,line=61,"
            + "title=Unreachable coordinator%3A ShoppingCartCoordinatorUIKit::ShoppingCartCoordinatorUIKit is declared "
            + "but never started.\n"))
    }

    @Test func omitsFileAndLineWithoutAnyLocation() {
        var graph = ReportFixtures.cleanApp()
        graph.findings = [
            Finding(
                kind: .explorationBound, subject: .bound(.timeLimit), message: "Stopped after 60 s.",
                location: nil, path: [], state: nil)
        ]
        #expect(formatter.format(graph) == "::notice title=Exploration bound%3A timeLimit::Stopped after 60 s.\n")
    }

    @Test func escapesHostileNamesSoEachFindingStaysOneCommand() {
        let output = formatter.format(ReportFixtures.hostileApp())
        #expect(output == "::error file=Examples/EvilApp/Evil|File.swift,line=6,title=Dead end%3A Pipe|Coordinator.`tick`"
            + "::Stuck on <script>alert(1)</script> | no way out\\nsecond line%0APath: launch → tap | `here` *now*\n")
    }

    @Test func escapesPropertiesAndMessagesAsTheRunnerExpects() {
        #expect(WorkflowCommand.escapeProperty("a:b,c%d\re\nf") == "a%3Ab%2Cc%25d%0De%0Af")
        #expect(WorkflowCommand.escapeData("a:b,c%d\r\ne") == "a:b,c%25d%0D%0Ae")
        let command = WorkflowCommand(
            name: "warning", properties: [("file", "Sources/A,B.swift"), ("title", "50% done: yes")], message: "100%\nok")
        #expect(command.rendered == "::warning file=Sources/A%2CB.swift,title=50%25 done%3A yes::100%25%0Aok")
    }

    @Test func writesNothingWithoutFindings() {
        #expect(formatter.format(ReportFixtures.cleanApp()) == "")
    }
}
