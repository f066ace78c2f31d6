import DeclarativeCoordinators
import Exploration
import NavigationModel
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
        let app = StinsenExample.app
        let launched = app.launchInstance()
        let context = launched.context
        var reached: Set<String> = []
        var seen: Set<StateKey> = [context.state.key]
        var frontier = [context.state]
        func recordVisible() {
            guard let screen = context.state.window.visibleScreen, let owner = screen.owner,
                let type = context.record(owner)?.typeName
            else { return }
            reached.insert("\(type).\(screen.route)")
        }
        recordVisible()
        for _ in 0..<6 {
            var next: [NavigationState] = []
            for state in frontier {
                context.state = state
                let steps = context.visibleActions().indices.count + context.availableSystemActions().count + app.events.count
                for step in 0..<steps {
                    context.state = state
                    context.beginTransition()
                    let actions = context.visibleActions()
                    let system = context.availableSystemActions()
                    if step < actions.count {
                        guard actions[step].isEnabled else { continue }
                        actions[step].perform()
                    } else if step < actions.count + system.count {
                        context.perform(system[step - actions.count])
                    } else {
                        let event = app.events[step - actions.count - system.count]
                        guard event.isEnabled(launched) else { continue }
                        event.fire(launched)
                    }
                    context.endTransition()
                    #expect(context.faults.isEmpty)
                    recordVisible()
                    if seen.insert(context.state.key).inserted { next.append(context.state) }
                }
            }
            frontier = next
        }
        let declared = app.catalog.coordinators.flatMap { coordinator in
            coordinator.routes.filter { $0.screenType != nil }.map { "\(coordinator.typeName).\($0.name)" }
        }
        #expect(Set(declared).subtracting(reached) == ["TodosCoordinator.todoDetails"])
        #expect(reached.isSubset(of: Set(declared)))
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
