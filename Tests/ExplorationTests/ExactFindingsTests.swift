import Exploration
import NavigationGraph
import Testing

/// Findings say exactly what the state they point at shows (issue 16, points 3 to 5).
@Suite struct ExactFindingsTests {
    // MARK: Reached means seen

    @Test func aScreenOnlyEverCoveredIsNotReachedButCoveredWithAFindingOfItsOwn() throws {
        let graph = Explorer(app: ExactFindingsApps.coveredSplash()).run()
        let splash = try #require(graph.screens.first { $0.id == "MainCoordinator.Splash" })
        #expect(!splash.reached)
        #expect(splash.covered)
        #expect(splash.pathFromLaunch == [])
        #expect(graph.states.allSatisfy { $0.visibleScreen != splash.id })
        #expect(graph.exploration.statistics.screensReached == 2)
        #expect(graph.exploration.statistics.screensCovered == 1)
        let main = try #require(graph.exploration.statistics.perCoordinator.first { $0.coordinator == "MainCoordinator" })
        #expect(main.screensReached == 0 && main.statesVisible == 0)

        let finding = try #require(graph.findings.first { $0.kind == .coveredScreen })
        #expect(finding.identifier == "coveredScreen:MainCoordinator.Splash")
        #expect(finding.severity == .warning)
        #expect(finding.location == SourceReference(file: "TestApps/Splash.swift", line: 10))
        #expect(finding.message.contains("never visible: OnboardingCoordinator.Welcome covers it at launch"))
        #expect(!graph.findings.contains { $0.kind == .unreachableScreen })
    }

    @Test func aScreenVisibleSomewhereIsReachedAndNotCovered() throws {
        let graph = Explorer(app: TestApps.shop()).run()
        #expect(graph.screens.allSatisfy { $0.reached && !$0.covered })
        #expect(!graph.findings.contains { $0.kind == .coveredScreen })
    }

    // MARK: Growth describes its state

    @Test func screenCopiesAreCountedByRouteNotByScreenType() throws {
        let graph = Explorer(app: ExactFindingsApps.sharedScreenType(), options: .init(growthLimit: 2)).run()
        let finding = try #require(graph.findings.first { $0.kind == .unboundedGrowth })
        #expect(finding.subject == .screen("MainCoordinator.second"))
        let state = try #require(finding.state.map { graph.states[$0] })
        #expect(state.screens.count { $0 == "MainCoordinator.second" } == 2)
        #expect(finding.message.contains("at 3 copies of Item in the window, 2 of them this route"))
        #expect(finding.message.contains("each round of “more” adds another copy"))
    }

    @Test func eachGrowingRouteIsToldFromTheStateWhereItHoldsTheMostCopies() throws {
        let graph = Explorer(app: ExactFindingsApps.twoGrowingRoutesOfOneScreen(), options: .init(growthLimit: 2)).run()
        let growth = graph.findings.filter { $0.kind == .unboundedGrowth }
        #expect(Set(growth.map(\.subject)) == [.screen("MainCoordinator.pushed"), .screen("MainCoordinator.modal")])
        for finding in growth {
            guard case .screen(let route) = finding.subject else { continue }
            let state = try #require(finding.state.map { graph.states[$0] })
            let copies = state.screens.count { $0 == route }
            #expect(copies == 3, "\(route) is told from a state holding it \(copies) times")
            #expect(finding.message.contains("at 4 copies of Page in the window, 3 of them this route"))
            let action = route.hasSuffix("pushed") ? "push" : "modal"
            #expect(finding.message.contains("each round of “\(action)” adds another copy"))
        }
    }

    @Test func aBoundReachedWithoutARepeatingRouteIsNotCalledGrowth() throws {
        let graph = Explorer(app: ExactFindingsApps.chainOfOneScreenType(), options: .init(growthLimit: 2)).run()
        let finding = try #require(graph.findings.first { $0.kind == .unboundedGrowth })
        #expect(graph.findings.count { $0.kind == .unboundedGrowth } == 1)
        #expect(finding.message == "Step reached the growth bound (2) with 3 copies in the window, one each of "
            + "MainCoordinator.one, MainCoordinator.three, MainCoordinator.two: no route repeats, so the search cannot tell "
            + "whether they keep growing; raise the growth bound to explore past it.")
        #expect(finding.path.map(\.action) == ["begin", "next", "next"])
    }

    @Test func growthNamesTheCoordinatorThatGrewAndWhatStartsIt() throws {
        let graph = Explorer(app: ExactFindingsApps.nestedGrowth(), options: .init(growthLimit: 2)).run()
        let finding = try #require(graph.findings.first { $0.kind == .unboundedGrowth })
        #expect(finding.subject == .coordinator("Inner"))
        let state = try #require(finding.state.map { graph.states[$0] })
        #expect(state.coordinators.count { $0 == "Inner" } == 4)
        #expect(finding.message.contains("Inner keeps growing: each round of “open” adds another instance (each round starts a new Outer, which starts another Inner)"))
        #expect(finding.message.hasSuffix("stopped the search at 4 live instances."))
        #expect(finding.location == SourceReference(file: "TestApps/Inner.swift", line: 1))
    }

    @Test func growthAfterALeakSaysItRepeatsTheLeak() throws {
        let graph = Explorer(app: ExactFindingsApps.repeatedLeak(), options: .init(growthLimit: 2)).run()
        #expect(graph.findings.contains { $0.identifier == "leakedCoordinator:CartCoordinator" })
        let finding = try #require(graph.findings.first { $0.kind == .unboundedGrowth })
        #expect(finding.subject == .coordinator("CartCoordinator"))
        #expect(finding.message.contains("it repeats its leak, each round of “swipe down” → “open cart” leaving another instance owned with nothing on screen"))
    }

    @Test func growthWithoutALeakDoesNotMentionOne() throws {
        let graph = Explorer(app: TestApps.loop(), options: .init(growthLimit: 2)).run()
        let finding = try #require(graph.findings.first { $0.kind == .unboundedGrowth })
        #expect(!finding.message.contains("leak"))
    }

    // MARK: Registration mistakes

    @Test func aLaunchWithoutAMainCoordinatorSaysSoInsteadOfADeadEnd() throws {
        let graph = Explorer(app: ExactFindingsApps.noMainCoordinator()).run()
        let finding = try #require(graph.findings.first { $0.kind == .noMainCoordinator })
        #expect(finding.severity == .error)
        #expect(finding.identifier == "noMainCoordinator:launch")
        #expect(finding.message.contains("set no main coordinator"))
        #expect(!graph.findings.contains { $0.kind == .deadEnd })
        let unreached = try #require(graph.findings.first { $0.identifier == "unreachableCoordinator:MainCoordinator" })
        #expect(unreached.message.contains("(the launch set no main coordinator)"))
    }

    @Test func anAppWithAMainCoordinatorHasNoSuchFinding() {
        #expect(!Explorer(app: TestApps.deadEnd()).run().findings.contains { $0.kind == .noMainCoordinator })
    }

    @Test func aCoordinatorMissingFromTheCatalogIsAWarningWithItsPath() throws {
        let graph = Explorer(app: ExactFindingsApps.undeclaredCoordinator()).run()
        let finding = try #require(graph.findings.first { $0.kind == .undeclaredCoordinator })
        #expect(finding.identifier == "undeclaredCoordinator:HelpCoordinator")
        #expect(finding.severity == .warning)
        #expect(finding.path.map(\.action) == ["help"])
        #expect(finding.message.contains("not in the route catalog"))
        #expect(graph.findings.count { $0.kind == .undeclaredCoordinator } == 1)
    }

    @Test func aStyleFaultPointsAtTheCallThatCausedIt() throws {
        let graph = Explorer(app: ExactFindingsApps.faultAtCall(line: 42)).run()
        let finding = try #require(graph.findings.first { $0.kind == .styleFault })
        #expect(finding.location == SourceReference(file: "ExactFindingsApp/Home.swift", line: 42))
    }
}
