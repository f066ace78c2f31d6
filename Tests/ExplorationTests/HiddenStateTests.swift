import Exploration
import NavigationGraph
import Testing

/// The same action from the same state leading to different states is an error finding, and the app's
/// other findings are said to be unreliable.
@Suite struct HiddenStateTests {
    @Test func aTapCountInACoordinatorIsFoundWithTheActionTheStateAndBothOutcomes() throws {
        let graph = Explorer(app: EverySecondTapCoordinator.app()).run()
        let finding = try #require(graph.findings.first { $0.kind == .hiddenState })
        #expect(finding.identifier == "hiddenState:MainCoordinator.Home.next")
        #expect(finding.severity == .error)
        #expect(finding.path.map(\.action) == ["next"])
        #expect(finding.message.contains("the search saw it change nothing; taken again from that state, it leads to another state, showing MainCoordinator.Detail"))
        #expect(finding.message.contains("may be wrong"))
    }

    @Test func theCheckCanBeTurnedOffWithTheReplayBudget() {
        let graph = Explorer(app: EverySecondTapCoordinator.app(), options: .init(replayCheckBudget: 0)).run()
        #expect(!graph.findings.contains { $0.kind == .hiddenState })
    }

    @Test func anAppWithoutHiddenStateHasNone() {
        #expect(!Explorer(app: TestApps.shop()).run().findings.contains { $0.kind == .hiddenState })
    }
}
