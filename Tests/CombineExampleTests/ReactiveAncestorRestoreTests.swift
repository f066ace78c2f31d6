import Foundation
import NavigationModel
import OpenCombine
@testable import Exploration
import ReactiveCoordinators
import Testing

/// A state whose saved copy no longer restores the app (a flow it holds finished since) is restored from
/// the nearest state on its path whose saved copy still does, and the rest of its path is followed from
/// there: the graph must be the one replaying every state from launch gives.
@Suite struct ReactiveAncestorRestoreTests {
    @Test(arguments: [1, 2])
    func statesFollowedFromAnEarlierStateGiveTheGraphOfReplays(workers: Int) throws {
        let app = NestedFlowsApp.app
        let options = ExplorationOptions(maxStates: 3_000, timeLimit: 3_600, growthLimit: 4, workers: workers)
        let restored = Explorer(app: app, options: options).run()
        let replayed = Explorer(app: app.replayedOnly, options: options).run()
        #expect(restored.states.count > 100)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        #expect(try encoder.encode(restored) == encoder.encode(replayed))
        // Inner flows finish while their siblings still hold them: those states are followed from an
        // earlier state, never replayed from a fresh launch. With two workers, a state the other worker
        // saved is followed from the worker's own saved launch state (the root flow never finishes), so
        // there is no fresh launch either.
        let restores = Search(app: app, options: options).run(progress: nil).restores
        #expect(restores.resumed > 0)
        #expect(restores.resumedSteps >= restores.resumed)
        #expect(restores.replayed == 0)
    }

    @Test func aFinishedFlowStopsOnlyTheStatesThatReachIt() throws {
        let instance = NestedFlowsApp.app.launchInstance()
        let context = instance.context
        try context.tapOrFail("open")
        let outer = context.savedState()
        try context.tapOrFail("sheet")
        let withSheet = context.savedState()
        try context.tapOrFail("push")
        let deeper = context.savedState()
        // Another branch from the outer flow, saved after the sheet's flow was made: it cannot reach it.
        context.state = outer
        try context.tapOrFail("push")
        let sideways = context.savedState()
        context.state = withSheet
        try context.tapOrFail("finish")
        #expect(context.visibleTypeName == "NestedOuter")
        // The sheet's flow finished: the states holding it no longer restore the app.
        #expect(!context.canRestore(withSheet))
        #expect(!context.canRestore(deeper))
        // The states made before it, and those of branches that never held it, still do.
        #expect(context.canRestore(outer))
        #expect(context.canRestore(sideways))
        context.state = sideways
        try context.tapOrFail("sheet")
        #expect(context.visibleTypeName == "NestedInner")
        // The outer flow finishing stops every state that holds it, wherever they branched.
        context.state = outer
        try context.tapOrFail("finish")
        #expect(context.visibleTypeName == "NestedHome")
        #expect(!context.canRestore(outer))
        #expect(!context.canRestore(sideways))
    }

    @Test func aStateAssignedWithoutBeingSavedReachesEverythingMadeBeforeIt() throws {
        let instance = NestedFlowsApp.app.launchInstance()
        let context = instance.context
        try context.tapOrFail("open")
        let outer = context.savedState()
        try context.tapOrFail("sheet")
        let withSheet = context.savedState()
        // A copy that was not saved: the runtime cannot tell what it reaches, so it assumes everything.
        let copy = context.state
        context.state = outer
        try context.tapOrFail("sheet")
        context.state = copy
        try context.tapOrFail("push")
        let fromCopy = context.savedState()
        context.state = withSheet
        try context.tapOrFail("finish")
        #expect(!context.canRestore(fromCopy))
        #expect(context.canRestore(outer))
    }
}

/// Flows inside flows: a home screen opens an outer flow pushed on its stack; the outer flow pushes
/// screens, presents an inner flow as a sheet, or finishes (the home pops it); the inner flow pushes
/// screens on its own stack, presents another inner flow over itself, or finishes (its presenter
/// dismisses it). Finishing a flow changes its subject for good, so every state holding it stops restoring
/// the app, while the states before it opened still do.
enum NestedFlowsApp {
    static var app: ExplorableApp {
        ExplorableApp(
            name: "nested", style: .reactive, summary: "Flows that present flows, each of which can finish",
            catalog: RouteCatalog([NestedHomeFlow.declaration, NestedOuterFlow.declaration, NestedInnerFlow.declaration]),
            restoreStrategy: .replayFromLaunch,
            launch: { context in
                let app = NestedHomeFlow(context: context)
                app.launch()
                return app
            })
    }
}

final class NestedHomeFlow: Coordinator<Void>, DeclaresRoutes {
    static let home = route("home", shows: "NestedHome", nil)
    static let outer = route("outer", starts: NestedOuterFlow.self, .push)
    static let declaration = declare(routes: [home, outer])

    let navigation: NavigationController

    override init(context: NavigationContext) {
        navigation = NavigationController(context: context, owner: nil)
        super.init(context: context)
    }

    override func start() -> AnyPublisher<Void, Never> {
        navigation.makeWindowRoot()
        navigation.pushViewController(makeScreen(Self.home) { [self] in [UserAction("open") { self.open() }] })
        return Empty(completeImmediately: false).eraseToAnyPublisher()
    }

    private func open() {
        let child = NestedOuterFlow(navigation: navigation)
        coordinate(to: child).sink { [self] _ in
            while navigation.viewControllers.last?.owner == child.id { navigation.popViewController() }
        }.store(in: child)
    }
}

final class NestedOuterFlow: Coordinator<Void>, DeclaresRoutes {
    static let first = route("outer", shows: "NestedOuter")
    static let next = route("outerNext", shows: "NestedOuterNext")
    static let inner = route("inner", starts: NestedInnerFlow.self, .sheet)
    static let declaration = declare(routes: [first, next, inner])

    let navigation: NavigationController
    private let result = PassthroughSubject<Void, Never>()

    init(navigation: NavigationController) {
        self.navigation = navigation
        super.init(context: navigation.context)
    }

    override func start() -> AnyPublisher<Void, Never> {
        navigation.pushViewController(screen(Self.first))
        return result.eraseToAnyPublisher()
    }

    private func screen(_ route: DeclaredRoute) -> Screen {
        makeScreen(route) { [self] in
            [
                UserAction("push") { self.navigation.pushViewController(self.screen(Self.next)) },
                UserAction("sheet") { self.presentInner() },
                UserAction("finish") {
                    self.result.send(())
                    self.result.send(completion: .finished)
                },
            ]
        }
    }

    private func presentInner() {
        let child = NestedInnerFlow(presenter: navigation, navigation: NavigationController(context: context, owner: id))
        coordinate(to: child).sink { [self] _ in navigation.dismiss() }.store(in: child)
    }
}

final class NestedInnerFlow: Coordinator<Void>, DeclaresRoutes {
    static let first = route("inner", shows: "NestedInner", nil)
    static let next = route("innerNext", shows: "NestedInnerNext")
    static let another = route("another", starts: NestedInnerFlow.self, .sheet)
    static let declaration = declare(routes: [first, next, another])

    let presenter: NavigationController
    let navigation: NavigationController
    private let result = PassthroughSubject<Void, Never>()

    init(presenter: NavigationController, navigation: NavigationController) {
        self.presenter = presenter
        self.navigation = navigation
        super.init(context: navigation.context)
    }

    override func start() -> AnyPublisher<Void, Never> {
        let stack = NavigationStack(id: navigation.stackID, owner: navigation.owner, screens: [screen(Self.first)])
        presenter.present(.stack(stack), kind: .sheet, presenter: id)
        return result.eraseToAnyPublisher()
    }

    private func screen(_ route: DeclaredRoute) -> Screen {
        makeScreen(route) { [self] in
            [
                UserAction("push") { self.navigation.pushViewController(self.screen(Self.next)) },
                UserAction("sheet") { self.presentAnother() },
                UserAction("finish") {
                    self.result.send(())
                    self.result.send(completion: .finished)
                },
            ]
        }
    }

    private func presentAnother() {
        let child = NestedInnerFlow(presenter: navigation, navigation: NavigationController(context: context, owner: id))
        coordinate(to: child).sink { [self] _ in navigation.dismiss() }.store(in: child)
    }
}
