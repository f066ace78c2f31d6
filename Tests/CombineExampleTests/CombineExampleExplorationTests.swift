import Exploration
import NavigationModel
import SharedTestSupport
import Testing
@testable import CombineExample

@Suite struct CombineExampleExplorationTests {
    @Test func onceMainIsShownThereIsNoWayBackToWelcome() {
        for reached in AppRun.reachableStatesByReplay(of: CombineExample.app, depth: 5) where !reached.path.isEmpty {
            #expect(reached.state.window.visibleScreen?.typeName != "WelcomeViewController", "\(reached.path)")
            #expect(reached.state.window.presented.first?.kind == .fullScreen, "\(reached.path)")
        }
    }

    @Test func everyDeclaredScreenIsReachedAndEveryShownScreenIsDeclared() {
        var coverage = CatalogCoverage(CombineExample.catalog)
        for reached in AppRun.reachableStatesByReplay(of: CombineExample.app, depth: 4) { coverage.record(reached.state) }
        #expect(coverage.mismatched.isEmpty)
        #expect(coverage.shown == coverage.declared)
    }

    @Test func theCatalogIsDeclaredWhereTheCoordinatorsAre() {
        let catalog = CombineExample.catalog
        #expect(catalog.coordinators.map(\.typeName) == [
            "AppCoordinator", "WelcomeCoordinator", "MainCoordinator", "FirstCoordinator", "SecondCoordinator",
            "ItemsCoordinator",
        ])
        let items = catalog.coordinators.first { $0.typeName == "ItemsCoordinator" }
        #expect(items?.location.fileID == "CombineExample/ItemsCoordinator.swift")
        #expect(items?.routes.map(\.transition) == [.sheet])
        let welcome = catalog.coordinators.first { $0.typeName == "WelcomeCoordinator" }
        #expect(welcome?.routes.map(\.name) == ["welcome", "main"])
        #expect(welcome?.routes.last?.coordinatorType == "MainCoordinator")
        #expect(welcome?.routes.last?.transition == .fullScreen)
        #expect(catalog.coordinators.first { $0.typeName == "MainCoordinator" }?.kind == "tabs")
    }
}

@Suite struct CombineExampleRestoreTests {
    private let path: [Step] = [
        .tap("to main"), .tap("select item"), .system(.swipeDown), .system(.selectTab(index: 1, title: "Second")),
        .tap("select item"), .tap("twelve"), .system(.selectTab(index: 0, title: "First")), .tap("select item"),
    ]

    @Test func replayingAPathFromLaunchReachesTheSameKeysAtEveryStep() {
        let original = AppRun()
        let replay = AppRun()
        for step in path {
            #expect(original.apply(step))
            #expect(replay.apply(step))
            #expect(original.key == replay.key, "\(step)")
        }
    }

    /// Why the app is restored by replay: a copied state shares the Combine objects of the branch it was
    /// copied from, and the Items subject that branch finished no longer delivers.
    @Test func restoringACopiedStateWouldLoseTheFinishedSubscription() {
        let run = AppRun([.tap("to main"), .tap("select item")])
        let saved = run.context.state
        run.apply(.tap("zero"))
        run.context.state = saved
        run.apply(.tap("one"))

        let replayed = AppRun([.tap("to main"), .tap("select item"), .tap("one")])
        #expect(replayed.visibleScreen?.typeName == "FirstViewController")
        #expect(run.visibleScreen?.typeName == "ItemsViewController")
        #expect(run.key != replayed.key)
    }
}
