import Exploration
import NavigationGraph
import NavigationModel
import Testing

/// A crash in the app's own code is a finding with its path and message, and everything else is explored.
@Suite struct AppCrashTests {
    let isolated = ExplorationOptions(isolatesCrashes: true)

    @Test func everyCrashingActionIsAFindingWithItsPathAndMessage() throws {
        let graph = Explorer(app: CrashingApps.checkout(), options: isolated).run()
        #expect(graph.findings.filter { $0.kind == .appCrash }.map(\.identifier) == [
            "appCrash:MainCoordinator.Detail.receipt", "appCrash:MainCoordinator.Detail.share", "appCrash:MainCoordinator.Home.pay",
        ])
        let pay = try #require(graph.findings.first { $0.identifier == "appCrash:MainCoordinator.Home.pay" })
        #expect(pay.severity == .error)
        #expect(pay.path.map(\.action) == ["pay"])
        #expect(pay.message.contains("'try!' expression unexpectedly raised an error"))
        let share = try #require(graph.findings.first { $0.identifier == "appCrash:MainCoordinator.Detail.share" })
        #expect(share.path.map(\.action) == ["open detail", "share"])
        #expect(share.message.contains("Unexpectedly found nil while unwrapping an Optional value"))
        let receipt = try #require(graph.findings.first { $0.identifier == "appCrash:MainCoordinator.Detail.receipt" })
        #expect(receipt.message.contains("Could not cast value of type 'Swift.String'"))
        #expect(!receipt.message.contains("0x"))
    }

    @Test func theRestOfTheAppIsExploredAndCrashingActionsLeadNowhere() {
        let graph = Explorer(app: CrashingApps.checkout(), options: isolated).run()
        #expect(Set(graph.states.compactMap(\.visibleScreen)) == ["MainCoordinator.Home", "MainCoordinator.Detail", "MainCoordinator.Help"])
        let pay = graph.transitions.filter { $0.action == "pay" }
        #expect(pay.count == 1 && pay.allSatisfy { $0.source == $0.target })
    }

    @Test func theOutputIsTheSameOnEveryRunAndForAnyNumberOfWorkers() {
        let one = Explorer(app: CrashingApps.checkout(), options: .init(workers: 1, isolatesCrashes: true)).run()
        let two = Explorer(app: CrashingApps.checkout(), options: .init(workers: 2, isolatesCrashes: true)).run()
        #expect(one == two)
        #expect(one == Explorer(app: CrashingApps.checkout(), options: .init(workers: 1, isolatesCrashes: true)).run())
    }

    @Test func aCrashInTheFreshLaunchChecksIsOneFindingTheSameForAnyNumberOfWorkers() throws {
        let one = Explorer(app: CrashingApps.crashInChecks(), options: .init(workers: 1, isolatesCrashes: true)).run()
        let two = Explorer(app: CrashingApps.crashInChecks(), options: .init(workers: 2, isolatesCrashes: true)).run()
        #expect(one == two)
        let finding = try #require(one.findings.first { $0.kind == .appCrash })
        #expect(finding.message.contains("while the replay check replayed a path from a fresh launch"))
        #expect(finding.message.contains("finished before opening two items"))
        #expect(Set(one.states.compactMap(\.visibleScreen)) == ["MainCoordinator.Home", "MainCoordinator.Item", "MainCoordinator.Done"])
    }

    @Test func aCrashAtLaunchIsOneFindingAndNoStates() throws {
        let graph = Explorer(app: CrashingApps.crashAtLaunch(), options: isolated).run()
        #expect(graph.states.isEmpty)
        let finding = try #require(graph.findings.first)
        #expect(graph.findings.count == 1)
        #expect(finding.identifier == "appCrash:launch")
        #expect(finding.message.contains("Fatal error: no configuration file"))
    }

    @Test func anAppThatDoesNotCrashGetsTheSameGraphIsolatedOrNot() {
        #expect(Explorer(app: TestApps.shop(), options: isolated).run() == Explorer(app: TestApps.shop()).run())
    }
}
