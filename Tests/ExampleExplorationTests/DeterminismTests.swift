import Exploration
import NavigationGraph
import Reporting
import Testing

/// The same app gives byte-identical reports on every run and with any number of workers.
@Suite struct DeterminismTests {
    @Test(arguments: ExploredExamples.apps.map(\.name))
    func twoRunsAndTwoWorkersGiveTheSameBytes(app name: String) throws {
        let app = try #require(ExploredExamples.apps.first { $0.name == name })
        let first = Explorer(app: app).run()
        let second = Explorer(app: app).run()
        var options = ExplorationOptions()
        options.workers = 2
        let parallel = Explorer(app: app, options: options).run()
        let json = try JSONFormatter().format(first)
        #expect(try JSONFormatter().format(second) == json)
        #expect(try JSONFormatter().format(parallel) == json)
        #expect(try MarkdownFormatter().format(second) == (try MarkdownFormatter().format(first)))
    }
}
