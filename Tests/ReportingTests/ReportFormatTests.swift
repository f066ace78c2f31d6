import NavigationGraph
import Reporting
import Testing

@Suite struct ReportFormatTests {
    @Test func parsesTheNamesTheCommandLineUses() {
        #expect(ReportFormat.allCases.map(\.rawValue) == ["text", "json", "sarif", "github-actions"])
        #expect(ReportFormat(rawValue: "github-actions") == .githubActions)
    }

    @Test func theFactoryGivesTheSameOutputAsTheFormatterItNames() throws {
        let graph = ReportFixtures.routerApp()
        let baseline = Baseline(accepting: Array(graph.findings.prefix(2)))
        let options = ReportOptions(toolVersion: "2.0.0", pathMapping: .moduleFolder("Examples"), baseline: baseline)
        let direct: [ReportFormat: any OutputFormatter] = [
            .text: TextFormatter(colored: false),
            .json: JSONFormatter(),
            .sarif: SARIFFormatter(toolVersion: "2.0.0", pathMapping: .moduleFolder("Examples"), baseline: baseline),
            .githubActions: GitHubActionsFormatter(pathMapping: .moduleFolder("Examples")),
        ]
        for format in ReportFormat.allCases {
            let expected = try #require(direct[format]).format(graph)
            #expect(try format.formatter(options: options).format(graph) == expected, "\(format)")
            #expect(expected.hasSuffix("\n"), "\(format)")
        }
    }
}
