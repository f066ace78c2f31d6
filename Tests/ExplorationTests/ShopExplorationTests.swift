import Exploration
import NavigationGraph
import NavigationModel
import Testing

/// A well-behaved app, explored: its states, transitions, nodes and paths, and no findings.
@Suite struct ShopExplorationTests {
    let graph = Explorer(app: TestApps.shop()).run()

    @Test func findsEveryStateBreadthFirst() {
        #expect(graph.states.map(\.visibleScreen) == [
            "MainCoordinator.Home", "MainCoordinator.Detail", "SettingsCoordinator.Settings", "TabsCoordinator.First",
            "TabsCoordinator.Second",
        ])
        #expect(graph.states.map(\.depth) == [0, 1, 1, 1, 2])
        #expect(graph.states.allSatisfy { !$0.truncated })
        #expect(graph.states[3].coordinators == ["MainCoordinator", "TabsCoordinator"])
        #expect(graph.states[3].modalDepth == 1)
        #expect(graph.states[1].stackDepth == 2)
    }

    @Test func namesEachTransitionByWhatItDid() {
        let described = graph.transitions.map { "\($0.source)-\($0.action)->\($0.target):\($0.kind.rawValue)" }
        #expect(described == [
            "0-open detail->1:push", "0-open settings->2:sheet", "0-open tabs->3:fullScreen",
            "0-deep link app://detail->1:externalEvent",
            "1-close->0:back", "1-back->0:back",
            "2-done->0:dismiss", "2-swipe down->0:dismiss",
            "3-close->0:dismiss", "3-reselect tab First->3:none", "3-tab Second->4:tab",
            "4-close->0:dismiss", "4-tab First->3:tab", "4-reselect tab Second->4:none",
        ])
        #expect(graph.transitions[3].actionSource == .external)
        #expect(graph.transitions[5].actionSource == .system)
        #expect(graph.transitions[2].fromScreen == "MainCoordinator.Home")
        #expect(graph.transitions[2].toScreen == "TabsCoordinator.First")
    }

    @Test func mergesScreensWithTheCatalog() throws {
        #expect(graph.screens.map(\.id) == [
            "MainCoordinator.Detail", "MainCoordinator.Home", "SettingsCoordinator.Settings", "TabsCoordinator.First",
            "TabsCoordinator.Second",
        ])
        #expect(graph.screens.allSatisfy { $0.declared && $0.reached })
        let detail = try #require(graph.screens.first { $0.id == "MainCoordinator.Detail" })
        #expect(detail.sampleInputs == ["id: 1"])
        #expect(detail.transition == "push")
        #expect(detail.location == SourceReference(file: "TestApps/Detail.swift", line: 10))
        #expect(detail.pathFromLaunch == [PathStep(action: "open detail", source: .user, screen: "MainCoordinator.Detail")])
        let second = try #require(graph.screens.first { $0.id == "TabsCoordinator.Second" })
        #expect(second.pathFromLaunch?.map(\.action) == ["open tabs", "tab Second"])
        #expect(graph.screens.first { $0.id == "MainCoordinator.Home" }?.pathFromLaunch == [])
        #expect(graph.coordinators.map(\.id) == ["MainCoordinator", "SettingsCoordinator", "TabsCoordinator"])
        #expect(graph.coordinators.allSatisfy { $0.declared && $0.reached })
        #expect(graph.coordinators.last?.kind == "tabs")
    }

    @Test func reportsNothingForAWellBehavedApp() {
        #expect(graph.findings == [])
        #expect(graph.exploration.isExhaustive)
    }

    @Test func countsWhatItSaw() throws {
        let statistics = graph.exploration.statistics
        #expect(statistics.states == 5)
        #expect(statistics.transitions == 14)
        #expect(statistics.screensReached == 5)
        #expect(statistics.screensDeclared == 5)
        #expect(statistics.maxStackDepth == 2)
        #expect(statistics.maxModalDepth == 1)
        let tabs = try #require(statistics.perCoordinator.first { $0.coordinator == "TabsCoordinator" })
        #expect(tabs == .init(coordinator: "TabsCoordinator", screensDeclared: 2, screensReached: 2, statesVisible: 2, maxInstances: 1))
        let main = try #require(statistics.perCoordinator.first { $0.coordinator == "MainCoordinator" })
        #expect(main.statesVisible == 2)
    }

    @Test func reportsDeclarationsNeverShown() {
        let ghost = declare("GhostCoordinator", screenRoute("GhostHome", nil))
        let extra = declare("ExtrasCoordinator", screenRoute("Orphan"), coordinatorRoute("ghost", starts: "GhostCoordinator"))
        let graph = Explorer(app: TestApps.shop(extraCatalog: [ghost, extra])).run()
        #expect(graph.findings.map(\.identifier) == [
            "unreachableCoordinator:ExtrasCoordinator", "unreachableCoordinator:GhostCoordinator",
            "unreachableScreen:ExtrasCoordinator.Orphan", "unreachableScreen:ExtrasCoordinator.ghost",
            "unreachableScreen:GhostCoordinator.GhostHome",
        ])
        #expect(graph.findings.allSatisfy { $0.severity == .warning && $0.path.isEmpty })
        #expect(graph.findings.first { $0.subject == .screen("ExtrasCoordinator.Orphan") }?.location == SourceReference(file: "TestApps/Orphan.swift", line: 10))
        #expect(graph.screens.first { $0.id == "GhostCoordinator.GhostHome" }.map { $0.declared && !$0.reached } == true)
        #expect(graph.coordinators.first { $0.id == "GhostCoordinator" }?.reached == false)
        #expect(graph.exploration.statistics.screensDeclared == 7)
    }

    @Test func routesThatStartASeenCoordinatorCountAsReached() {
        // The shop's catalog declares `settings` and `tabs` as coordinator-starting routes; both run.
        #expect(!graph.findings.contains { $0.kind == .unreachableScreen })
    }
}
