import DeclarativeCoordinators
import Exploration
import NavigationModel
import SharedTestSupport
import Testing

@testable import StinsenExample

/// The app as the explorer sees it: a catalog from its declarations, states saved and restored.
@Suite struct ExplorationTests {
    @Test func theCatalogIsReadFromTheDeclarations() throws {
        let catalog = StinsenExample.app.catalog
        #expect(catalog.coordinators.map(\.typeName) == [
            "MainCoordinator", "NavigationViewCoordinator<UnauthenticatedCoordinator>", "AuthenticatedCoordinator",
            "UnauthenticatedCoordinator", "HomeCoordinator", "NavigationViewCoordinator<TodosCoordinator>",
            "NavigationViewCoordinator<ProfileCoordinator>", "NavigationViewCoordinator<TestbedCoordinator>",
            "RegistrationCoordinator", "TodosCoordinator", "ProfileCoordinator", "TestbedCoordinator",
        ])
        let todos = try #require(catalog.coordinators.first { $0.typeName == "TodosCoordinator" })
        #expect(todos.routes.map(\.name) == ["start", "todo", "todoDetails", "createTodo"])
        #expect(todos.routes.map(\.transition) == [nil, .push, .push, .sheet])
        #expect(todos.routes.allSatisfy { $0.location.fileID == "StinsenExample/TodosCoordinator.swift" })
    }

    /// A small breadth-first search over user actions, system actions and events, restoring saved states:
    /// every declared screen is reached except the one StinsenApp declares and never routes to.
    @Test func everyDeclaredScreenButTodoDetailsIsReachable() {
        let run = AppRun(StinsenExample.app)
        var coverage = CatalogCoverage(StinsenExample.app.catalog)
        for reached in run.reachableStatesByRestoring(depth: 6, afterEachStep: { _ in #expect(run.context.faults.isEmpty) }) {
            if let screen = reached.state.window.visibleScreen { coverage.record(screen, in: reached.state) }
        }
        #expect(coverage.unreached == ["TodosCoordinator.todoDetails"])
        #expect(coverage.undeclared.isEmpty)
    }

    @Test func restoringASavedStateAndActingAgainMatchesAFreshRun() {
        let steps: [(Driver) -> Void] = [
            { $0.tap("login") }, { $0.selectTab("Todos") }, { $0.tap("+") }, { $0.tap("create") },
            { $0.tap("milk") }, { $0.tap("star") }, { $0.selectTab("Home") }, { $0.tap("milk") },
        ]
        let driver = Driver()
        for step in steps.prefix(3) { step(driver) }
        let saved = driver.context.state
        for step in steps.dropFirst(3) { step(driver) }
        let expected = driver.key

        driver.selectTab("Testbed")
        driver.tap("push coordinator")
        driver.context.state = saved
        for step in steps.dropFirst(3) { step(driver) }
        #expect(driver.key == expected)

        let fresh = Driver()
        for step in steps { step(fresh) }
        #expect(fresh.key == expected)
    }

    @Test func twoLaunchedInstancesDoNotShareState() {
        let first = Driver()
        let second = Driver()
        first.tap("login")
        #expect(second.screen == "LoginScreen")
        let main: MainCoordinator.Router? = second.context.routers.retrieve()
        #expect(main?.coordinator === second.main)
    }
}
