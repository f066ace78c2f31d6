import Exploration
import NavigationModel
import SharedTestSupport
import Testing
import ViewModelCoordinators
@testable import SceneExample

extension AppRun {
    /// A fresh launch of the scene example driven through `steps`.
    init(_ steps: [Step] = []) { self.init(SceneExample.app, steps) }
}

@Suite struct SceneExampleTests {
    private func scene1Coordinator(_ run: AppRun) -> Scene1CoordinatorViewModel? { run.app.root(as: Scene1CoordinatorViewModel.self) }

    @Test func theAppIsRegisteredForSnapshots() {
        let app = SceneExample.app
        #expect(app.name == "scene-example")
        #expect(app.restoreStrategy == .snapshot)
        #expect(app.events.isEmpty)
    }

    @Test func launchShowsScene1WithAnEmptyTextField() {
        let run = AppRun()
        #expect(run.visibleScreen?.typeName == "Scene1View")
        #expect(run.visibleScreen?.inputs == [])
        #expect(run.context.model(as: Scene1Text.self) == .empty)
        #expect(run.actionNames == ["type text", "go to scene 2", "go to scene 3"])
        #expect(run.context.availableSystemActions().isEmpty)
        #expect(run.roots == ["Scene1CoordinatorViewModel"])
    }

    @Test func typingAndClearingTheTextChangesTheModel() {
        let launched = AppRun()
        let run = AppRun([.tap("type text")])
        #expect(run.context.model(as: Scene1Text.self) == .typed)
        #expect(run.key != launched.key)
        #expect(run.actionNames == ["clear text", "go to scene 2", "go to scene 3"])
        run.apply(.tap("clear text"))
        #expect(run.key == launched.key)
    }

    @Test(arguments: [("", [Step]()), ("hello", [Step.tap("type text")])])
    func goToScene2PushesScene2WithTheText(text: String, typing: [Step]) throws {
        let before = AppRun(typing)
        let run = AppRun(typing + [.tap("go to scene 2")])
        let scene1 = try #require(scene1Coordinator(run))
        #expect(run.context.state.window.root?.visibleStack?.screens.map(\.typeName) == ["Scene1View", "Scene2View"])
        #expect(run.visibleScreen?.inputs == [ScreenInput("text", text)])
        #expect(run.visibleScreen.flatMap(\.owner).flatMap { run.context.record($0)?.typeName } == "Scene2CoordinatorViewModel")
        #expect(run.context.record(scene1.id)?.children.count == 1)
        #expect(scene1.navigationItem == .scene2(text: text))
        #expect(run.actionNames.isEmpty)
        #expect(run.context.availableSystemActions() == [.back])

        run.apply(.system(.back))
        #expect(scene1.navigationItem == nil)
        #expect(run.context.record(scene1.id)?.children.isEmpty == true)
        #expect(run.key == before.key)
    }

    @Test func goToScene3PresentsASheetThatSwipingDismisses() throws {
        let launched = AppRun()
        let run = AppRun([.tap("go to scene 3")])
        let scene1 = try #require(scene1Coordinator(run))
        #expect(run.visibleScreen?.typeName == "Scene3View")
        #expect(run.context.state.window.presented.map(\.kind) == [.sheet])
        #expect(scene1.sheetItem == .scene3)
        #expect(run.actionNames.isEmpty)
        #expect(run.context.availableSystemActions() == [.swipeDown])

        run.apply(.system(.swipeDown))
        #expect(scene1.sheetItem == nil)
        #expect(run.visibleScreen?.typeName == "Scene1View")
        #expect(run.key == launched.key)
    }
}

@Suite struct SceneExampleExplorationTests {
    @Test func theAppHasSixStatesWithNoLeakOrFault() {
        let run = AppRun()
        let states = run.reachableStatesByRestoring { path in #expect(run.context.faults.isEmpty, "\(path)") }
        #expect(states.count == 6)  // two texts, each with Scene1 alone, Scene2 pushed or Scene3 presented
        for reached in states {
            #expect(reached.state.leakedCoordinators().isEmpty, "\(reached.path)")
        }
    }

    @Test func everySnapshotStateIsTheStateAFreshAppReachesByTheSamePath() {
        for reached in AppRun().reachableStatesByRestoring() {
            #expect(AppRun(reached.path).key == reached.state.key, "\(reached.path)")
        }
    }

    @Test func everyDeclaredScreenIsReachedAndEveryShownScreenIsDeclared() {
        var coverage = CatalogCoverage(SceneExample.catalog)
        for reached in AppRun().reachableStatesByRestoring() { coverage.record(reached.state) }
        #expect(coverage.mismatched.isEmpty)
        #expect(coverage.shown == coverage.declared)
    }

    @Test func theCatalogIsDeclaredWhereTheViewModelsAre() {
        let catalog = SceneExample.catalog
        #expect(catalog.coordinators.map(\.typeName) == ["Scene1CoordinatorViewModel", "Scene2CoordinatorViewModel"])
        let scene1 = catalog.coordinators[0]
        #expect(scene1.location.fileID == "SceneExample/Scene1.swift")
        #expect(scene1.routes.map(\.name) == ["scene1", "scene2", "scene3"])
        #expect(scene1.routes.map(\.transition) == [nil, .push, .sheet])
        #expect(scene1.routes[1].coordinatorType == "Scene2CoordinatorViewModel")
        #expect(catalog.coordinators[1].routes.map(\.screenType) == ["Scene2View"])
    }
}
