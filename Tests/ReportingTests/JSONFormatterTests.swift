// Golden files: see the comment at the top of TestSupport.swift (regenerate with RECORD_GOLDENS=1).

import Foundation
import NavigationGraph
import Reporting
import Testing

@Suite struct JSONFormatterTests {
    @Test func matchesTheGoldenFile() throws {
        try TestSupport.assertMatchesGolden(JSONFormatter().format(ReportFixtures.routerApp(cutBy: .timeLimit)), named: "RouterExample.json")
    }

    @Test func decodesBackToTheSameGraph() throws {
        for graph in [ReportFixtures.routerApp(), ReportFixtures.hostileApp(), ReportFixtures.cleanApp()] {
            let text = try JSONFormatter().format(graph)
            #expect(try JSONDecoder().decode(NavigationGraph.self, from: Data(text.utf8)) == graph)
        }
    }

    @Test func carriesTheSchemaVersionAndSortsKeys() throws {
        let text = try JSONFormatter().format(ReportFixtures.cleanApp())
        let object = try TestSupport.jsonObject(text)
        #expect(object["schemaVersion"] as? Int == NavigationGraph.currentSchemaVersion)
        let topLevelKeys = text.split(separator: "\n").filter { $0.hasPrefix("  \"") }.map { $0.split(separator: "\"")[1] }
        #expect(topLevelKeys == topLevelKeys.sorted())
        #expect(topLevelKeys.count == object.count)
        #expect(text.hasSuffix("}\n"))
    }

    @Test func isByteIdenticalAcrossRuns() throws {
        let first = try JSONFormatter().format(ReportFixtures.routerApp())
        let second = try JSONFormatter().format(ReportFixtures.routerApp())
        #expect(first == second)
    }

    @Test func rejectsAnInfiniteTimeLimitWithAnError() {
        var graph = ReportFixtures.cleanApp()
        graph.exploration.bounds.timeLimit = .infinity
        #expect(throws: EncodingError.self) { try JSONFormatter().format(graph) }
    }
}
