import Exploration
import NavigationGraph
import NavigationModel
import Testing

/// Each bound stops the search where it should, and the summary says which one and where.
@Suite struct BoundsTests {
    @Test func growthBoundKeepsTheGrowingStateButDoesNotExpandIt() throws {
        // The first page is there at launch; the fourth page added is one too many.
        let graph = Explorer(app: TestApps.pages(), options: .init(growthLimit: 3)).run()
        #expect(graph.states.count == 5)
        #expect(graph.states.map(\.truncated) == [false, false, false, false, true])
        #expect(graph.exploration.cuts == [.init(bound: .growthLimit, unexpandedStates: 1, firstState: 4)])
        let growth = try #require(graph.findings.first { $0.kind == .unboundedGrowth })
        #expect(growth.subject == .screen("MainCoordinator.Page"))
        #expect(growth.message == "MainCoordinator.Page keeps growing: each round of “next” adds another copy; the growth bound (3) stopped the search at 5 copies in the window.")
        #expect(graph.exploration.bounds.growthLimit == 3)
    }

    @Test func depthBoundCutsTheDeepestLevel() {
        let graph = Explorer(app: TestApps.pages(), options: .init(maxDepth: 5, growthLimit: 100)).run()
        #expect(graph.states.count == 6)
        #expect(graph.states.last?.depth == 5)
        #expect(graph.exploration.cuts == [.init(bound: .maxDepth, unexpandedStates: 1, firstState: 5)])
        #expect(graph.findings.map(\.identifier) == ["explorationBound:maxDepth"])
        #expect(graph.findings.first?.path.count == 5)
        // The cut state has no transitions, yet it is not a dead end: it is unknown.
        #expect(!graph.transitions.contains { $0.source == 5 })
    }

    @Test func stateBoundStopsAtTheLimitAndCutsThePartlyExpandedState() {
        let graph = Explorer(app: TestApps.pages(), options: .init(maxStates: 3, growthLimit: 100)).run()
        #expect(graph.states.count == 3)
        #expect(graph.states.map(\.truncated) == [false, false, true])
        #expect(graph.exploration.cuts == [.init(bound: .maxStates, unexpandedStates: 1, firstState: 2)])
        #expect(graph.transitions.map { "\($0.source)->\($0.target)" } == ["0->1", "1->2", "1->0"])
        #expect(graph.findings.map(\.identifier) == ["explorationBound:maxStates"])
    }

    @Test func timeLimitOfZeroExpandsNothing() {
        let graph = Explorer(app: TestApps.shop(), options: .init(timeLimit: 0)).run()
        #expect(graph.states.count == 1)
        #expect(graph.states[0].truncated)
        #expect(graph.exploration.cuts == [.init(bound: .timeLimit, unexpandedStates: 1, firstState: 0)])
        #expect(!graph.exploration.isExhaustive)
        // Screens never shown because the search stopped are reported as such, not as dead ends.
        #expect(!graph.findings.contains { $0.kind == .deadEnd || $0.kind == .trap })
        #expect(graph.findings.first { $0.kind == .unreachableScreen }?.message.hasSuffix("in the explored states.") == true)
    }

    @Test func boundsCutOnlyWhatTheyReach() {
        let graph = Explorer(app: TestApps.shop(), options: .init(maxDepth: 1)).run()
        #expect(graph.exploration.cuts == [.init(bound: .maxDepth, unexpandedStates: 3, firstState: 1)])
        #expect(graph.states.count == 4)
    }

    @Test func invalidOptionsAreRejectedWithAReadableError() {
        #expect(throws: InvalidExplorationOption(option: "workers", value: "0", requirement: "at least 1")) {
            try ExplorationOptions(workers: 0).validate()
        }
        #expect(throws: InvalidExplorationOption.self) { try ExplorationOptions(maxDepth: -1).validate() }
        #expect(throws: InvalidExplorationOption.self) { try ExplorationOptions(timeLimit: .nan).validate() }
        #expect(String(describing: InvalidExplorationOption(option: "maxStates", value: "0", requirement: "at least 1"))
            == "maxStates must be at least 1 (got 0)")
        #expect(throws: Never.self) { try ExplorationOptions().validate() }
    }

    @Test func outOfRangeOptionsAreClampedRatherThanCrashing() {
        let graph = Explorer(app: TestApps.shop(), options: .init(maxStates: -5, workers: 0)).run()
        #expect(graph.states.count == 1)
        #expect(graph.exploration.bounds.maxStates == 1)
    }

    @Test func progressIsReportedAsLevelsComplete() {
        final class Levels: @unchecked Sendable {
            var seen: [ExplorationProgress] = []
        }
        let levels = Levels()
        _ = Explorer(app: TestApps.shop()).run { levels.seen.append($0) }
        #expect(levels.seen.map(\.depth) == [0, 1, 2])
        #expect(levels.seen.map(\.statesExplored) == [4, 5, 5])
        #expect(levels.seen.last?.transitions == 14)
        #expect(levels.seen.last?.frontier == 0)
    }
}
