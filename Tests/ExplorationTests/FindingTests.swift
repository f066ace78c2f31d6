import Exploration
import NavigationGraph
import NavigationModel
import Testing

/// Each finding kind, shown by an app built for it, once per subject and with the path that shows it.
@Suite struct FindingTests {
    @Test func deadEndIsReportedOnceAndNotAlsoAsATrap() throws {
        let graph = Explorer(app: TestApps.deadEnd()).run()
        #expect(graph.findings.map(\.identifier) == ["deadEnd:MainCoordinator.Receipt"])
        let finding = try #require(graph.findings.first)
        #expect(finding.severity == .error)
        #expect(finding.path.map(\.action) == ["pay"])
        #expect(finding.location == SourceReference(file: "TestApps/Receipt.swift", line: 42))
        #expect(finding.message.contains("no action is available"))
    }

    @Test func trapIsReportedPerEntryWithItsPath() throws {
        let graph = Explorer(app: TestApps.trap()).run()
        #expect(graph.findings.map(\.identifier) == ["trap:OnboardingCoordinator.Welcome"])
        let finding = try #require(graph.findings.first)
        #expect(finding.path == [PathStep(action: "onboard", source: .user, screen: "OnboardingCoordinator.Welcome")])
        #expect(finding.message.hasPrefix("Full-screen flow OnboardingCoordinator.Welcome has no way back to MainCoordinator.Home"))
        #expect(finding.message.contains("none of the 2 states"))
        #expect(finding.state == 1)
    }

    @Test func trapIsFoundEvenWhenTheGrowthBoundCutsStatesInsideIt() throws {
        let graph = Explorer(app: TestApps.leakyTrap()).run()
        #expect(graph.findings.map(\.identifier) == [
            "explorationBound:growthLimit", "leakedCoordinator:TipCoordinator", "trap:OnboardingCoordinator.Welcome",
            "unboundedGrowth:TipCoordinator",
        ])
        #expect(graph.findings.first { $0.kind == .trap }?.path.map(\.action) == ["onboard"])
    }

    @Test func aDepthCutInsideATrapLeavesItUndecided() {
        let graph = Explorer(app: TestApps.leakyTrap(), options: .init(maxDepth: 3)).run()
        #expect(graph.findings.map(\.identifier) == ["explorationBound:maxDepth", "leakedCoordinator:TipCoordinator"])
        #expect(graph.findings.first?.message.contains("could get back to the launch screen only through unexpanded states") == true)
    }

    @Test func aScreenCoveredSinceLaunchIsCoveredNotUnreachable() throws {
        let graph = Explorer(app: TestApps.coveredSplash()).run()
        #expect(graph.findings.map(\.identifier) == ["coveredScreen:MainCoordinator.Splash"])
        let splash = try #require(graph.screens.first { $0.id == "MainCoordinator.Splash" })
        #expect(splash.covered && !splash.reached)
        #expect(splash.pathFromLaunch == [])
        #expect(!graph.states.contains { $0.visibleScreen == "MainCoordinator.Splash" })
    }

    @Test func growthIsReportedOncePerCoordinatorWithTheRepeatingSegment() throws {
        let graph = Explorer(app: TestApps.loop(), options: .init(growthLimit: 3)).run()
        #expect(graph.findings.map(\.identifier) == ["explorationBound:growthLimit", "unboundedGrowth:LoopCoordinator"])
        let finding = try #require(graph.findings.last)
        #expect(finding.path.map(\.action) == ["start loop", "again", "again", "again"])
        #expect(finding.message == "LoopCoordinator keeps growing: each round of “again” adds another instance; the growth bound (3) stopped the search at 4 live instances.")
        #expect(finding.location == SourceReference(file: "TestApps/LoopCoordinator.swift", line: 1))
        #expect(graph.exploration.cuts == [.init(bound: .growthLimit, unexpandedStates: 1, firstState: 4)])
        #expect(graph.states[4].truncated)
        #expect(graph.exploration.statistics.perCoordinator.first { $0.coordinator == "LoopCoordinator" }?.maxInstances == 4)
    }

    @Test func leakIsReportedOncePerCoordinatorWithTheActionThatOrphanedIt() throws {
        let graph = Explorer(app: TestApps.leak()).run()
        #expect(graph.findings.map(\.identifier) == [
            "explorationBound:growthLimit", "leakedCoordinator:CartCoordinator", "unboundedGrowth:CartCoordinator",
        ])
        let leak = try #require(graph.findings.first { $0.kind == .leakedCoordinator })
        #expect(leak.path.map(\.action) == ["show cart", "swipe down"])
        #expect(leak.message.hasPrefix("CartCoordinator is still owned after “swipe down”"))
        let growth = try #require(graph.findings.first { $0.kind == .unboundedGrowth })
        #expect(growth.message.contains("it repeats its leak, each round of “swipe down” → “show cart” leaving another instance"))
    }

    @Test func styleFaultIsReportedWithThePathThroughTheFaultyAction() throws {
        let graph = Explorer(app: TestApps.fault()).run()
        #expect(graph.findings.map(\.identifier) == ["styleFault:MainCoordinator.removeNonChild"])
        let finding = try #require(graph.findings.first)
        #expect(finding.severity == .error)
        #expect(finding.path.map(\.action) == ["remove stranger"])
        #expect(finding.message.hasPrefix("removeChild(_:) was given a coordinator that is not a child"))
    }

    @Test func replayMismatchIsFoundInAnAppWithHiddenObjectState() throws {
        let graph = Explorer(app: TestApps.hiddenState()).run()
        // Opening an item twice from Home numbers them differently: the repeat check sees it too.
        #expect(graph.findings.map(\.identifier) == ["hiddenState:MainCoordinator.Home.open a", "replayMismatch:MainCoordinator.Item"])
        let finding = try #require(graph.findings.last)
        #expect(finding.path.map(\.action) == ["open b"])
        #expect(finding.message.contains("outside NavigationState"))
    }

    @Test func anActionMissingOnAFreshLaunchIsAReplayMismatch() throws {
        let graph = Explorer(app: TestApps.firstLaunchOnly()).run()
        #expect(graph.findings.map(\.identifier) == ["replayMismatch:MainCoordinator.Home"])
        let finding = try #require(graph.findings.first)
        #expect(finding.message.contains("offers fewer actions than the search saw"))
        #expect(finding.path == [])
    }

    @Test func replayCheckCanBeTurnedOff() {
        let graph = Explorer(app: TestApps.hiddenState(), options: .init(replayCheckBudget: 0)).run()
        #expect(graph.findings == [])
    }

    @Test func replayCheckSamplesWithinItsBudget() {
        // Replaying both items takes two actions; a budget of one samples fewer states and misses it.
        let sampled = Explorer(app: TestApps.hiddenState(), options: .init(replayCheckBudget: 1)).run()
        #expect(sampled.findings == [])
        let complete = Explorer(app: TestApps.hiddenState(), options: .init(replayCheckBudget: 2)).run()
        #expect(complete.findings.map(\.kind) == [.replayMismatch])
    }

    @Test func replayingFromLaunchExploresTheHiddenStateAppFaithfully() {
        let graph = Explorer(app: TestApps.hiddenState(strategy: .replayFromLaunch)).run()
        #expect(graph.findings == [])
        // Each fresh launch numbers its first item 1, so both buttons lead to the same state.
        #expect(graph.states.count == 2)
    }

    @Test func findingsCarryNoStateNumbersInTheirIdentifiers() {
        let graphs = [TestApps.deadEnd(), TestApps.trap(), TestApps.loop(), TestApps.leak(), TestApps.fault()].map { Explorer(app: $0).run() }
        for finding in graphs.flatMap(\.findings) {
            #expect(finding.identifier == "\(finding.kind.rawValue):\(finding.subject)")
            #expect(!finding.subject.description.contains { $0.isNumber })
        }
    }
}
