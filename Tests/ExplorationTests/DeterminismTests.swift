import Exploration
import Foundation
import NavigationGraph
import Testing

/// The same app gives the same graph, byte for byte, however it is explored.
@Suite struct DeterminismTests {
    private func json(_ app: ExplorableApp, _ options: ExplorationOptions = .init()) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        return try encoder.encode(Explorer(app: app, options: options).run())
    }

    @Test(arguments: [TestApps.shop(), TestApps.leak(), TestApps.loop(), TestApps.trap(), TestApps.grid(size: 6)].map(NamedApp.init))
    func twoRunsGiveByteIdenticalJSON(_ app: NamedApp) throws {
        #expect(try json(app.app) == json(app.app))
    }

    @Test func twoWorkersGiveTheSameGraphAsOne() throws {
        // Levels of a 40 × 40 grid are wide enough to be expanded in parallel batches.
        let app = TestApps.grid(size: 40)
        let single = try json(app, .init(maxDepth: 100))
        #expect(try json(app, .init(maxDepth: 100, workers: 2)) == single)
        #expect(try json(app, .init(maxDepth: 100, workers: 3)) == single)
        let graph = try JSONDecoder().decode(NavigationGraph.self, from: single)
        #expect(graph.states.count == 1_600)
        #expect(graph.states.last?.model == "(39, 39)")
    }

    @Test func twoWorkersCutAtTheSameStateBound() throws {
        let app = TestApps.grid(size: 40)
        let options = ExplorationOptions(maxStates: 700)
        var parallel = options
        parallel.workers = 2
        #expect(try json(app, parallel) == json(app, options))
    }

    @Test func replayingFromLaunchGivesTheSameGraphAsSnapshots() throws {
        #expect(try json(TestApps.shop(strategy: .replayFromLaunch)) == json(TestApps.shop()))
    }
}

/// An app with a readable test argument name.
struct NamedApp: CustomTestStringConvertible, Sendable {
    nonisolated(unsafe) let app: ExplorableApp
    init(_ app: ExplorableApp) { self.app = app }
    var testDescription: String { app.name }
}
