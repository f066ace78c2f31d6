import Foundation
import NavigationGraph
import Reporting
import Testing

/// A screen only ever covered is said to be so in every report, never "reached" (issue 16, point 3).
@Suite struct CoveredScreenReportTests {
    /// The router fixture with its splash screen only ever under the onboarding flow.
    private func coveredSplash() throws -> NavigationGraph {
        var graph = ReportFixtures.routerApp()
        let index = try #require(graph.screens.firstIndex { $0.id == "MainCoordinator.splash" })
        graph.screens[index].reached = false
        graph.screens[index].covered = true
        graph.screens[index].pathFromLaunch = []
        graph.exploration.statistics.screensReached -= 1
        graph.exploration.statistics.screensCovered = 1
        return graph
    }

    @Test func markdownSaysNeverVisibleInsteadOfAtLaunch() throws {
        let document = MarkdownFormatter().format(try coveredSplash())
        #expect(document.contains("| `splash` | `SplashScreen` | push | _never visible_: in the window at launch, always covered |"))
        #expect(document.contains("| `MainCoordinator` | navigation | yes | 0 of 1 (1 only covered) |"))
        #expect(document.contains(" screens reached, 1 only covered"))
    }

    @Test func theTerminalAndTheSummaryLineCountCoveredScreensApart() throws {
        let graph = try coveredSplash()
        #expect(TextFormatter(colored: false).format(graph).contains("screens reached, 1 only covered"))
        #expect(Summary(graph: graph).line.contains("screens reached, 1 only covered"))
    }

    @Test func jsonAndTheViewerCarryTheCoveredFlag() throws {
        let graph = try coveredSplash()
        let json = try #require(JSONFormatter().format(graph).data(using: .utf8))
        let decoded = try JSONDecoder().decode(NavigationGraph.self, from: json)
        #expect(decoded.screens.first { $0.id == "MainCoordinator.splash" }?.covered == true)
        let page = try HTMLReport().format(graph, screenMapSVG: "<svg></svg>")
        #expect(page.contains(#""covered" : true"#))
        #expect(page.contains("Never visible: always covered by another screen."))
    }
}
