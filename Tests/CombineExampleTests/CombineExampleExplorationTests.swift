import Exploration
import NavigationModel
import Testing
@testable import CombineExample

@Suite struct CombineExampleExplorationTests {
    @Test func onceMainIsShownThereIsNoWayBackToWelcome() {
        for state in reachableStates(depth: 5) where !state.path.isEmpty {
            #expect(state.run.visibleScreen != "WelcomeViewController", "\(state.path)")
            #expect(state.run.context.state.window.presented.first?.kind == .fullScreen, "\(state.path)")
        }
    }

    @Test func everyDeclaredScreenIsReachedAndEveryShownScreenIsDeclared() {
        let catalog = CombineExample.catalog
        var shown: Set<String> = []
        for state in reachableStates(depth: 4) {
            let context = state.run.context
            for screen in context.state.window.screens {
                let owner = screen.owner.flatMap { context.record($0)?.typeName } ?? "?"
                let declared = catalog.coordinators.first { $0.typeName == owner }?.routes.first { $0.name == screen.route }
                #expect(declared?.screenType == screen.typeName, "\(owner).\(screen.route)")
                shown.insert("\(owner).\(screen.route)")
            }
        }
        let declaredScreens = catalog.coordinators.flatMap { coordinator in
            coordinator.routes.filter { $0.screenType != nil }.map { "\(coordinator.typeName).\($0.name)" }
        }
        #expect(shown == Set(declaredScreens))
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
        let original = Run()
        let replay = Run()
        for step in path {
            #expect(original.apply(step))
            #expect(replay.apply(step))
            #expect(original.key == replay.key, "\(step)")
        }
    }

    /// Why the app is restored by replay: a copied state shares the Combine objects of the branch it was
    /// copied from, and the Items subject that branch finished no longer delivers.
    @Test func restoringACopiedStateWouldLoseTheFinishedSubscription() {
        let run = Run([.tap("to main"), .tap("select item")])
        let saved = run.context.state
        run.apply(.tap("zero"))
        run.context.state = saved
        run.apply(.tap("one"))

        let replayed = Run([.tap("to main"), .tap("select item"), .tap("one")])
        #expect(replayed.visibleScreen == "FirstViewController")
        #expect(run.visibleScreen == "ItemsViewController")
        #expect(run.key != replayed.key)
    }
}
