import CombineExample
import Foundation
import NavigationModel
import OpenCombine
@testable import Exploration
import ReactiveCoordinators
import Testing

/// Reactive apps are restored by assigning saved states while the runtime can tell their Combine objects
/// are as they were, and by replaying paths from launch otherwise: the graph must be the one replaying
/// every state gives, on apps whose flows finish their subjects, whose subscriptions are released by a
/// back or a swipe, and whose subjects are subscribed to again.
@Suite struct ReactiveRestoreTests {
    private static func expectSameGraph(_ app: ExplorableApp, workers: Int, states: Int? = nil) throws -> RestoreCounts {
        let options = ExplorationOptions(maxStates: 5_000, timeLimit: 3_600, workers: workers)
        let restored = Explorer(app: app, options: options).run()
        let replayed = Explorer(app: app.replayedOnly, options: options).run()
        if let states { #expect(restored.states.count == states) }
        #expect(restored.states.count == replayed.states.count)
        #expect(restored.transitions.count == replayed.transitions.count)
        #expect(restored.findings.map(\.kind) == replayed.findings.map(\.kind))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        #expect(try encoder.encode(restored) == encoder.encode(replayed))
        return Search(app: app, options: options).run(progress: nil).restores
    }

    @Test(arguments: [1, 2])
    func flowsThatFinishAreReplayedAndTheGraphIsReplays(workers: Int) throws {
        let counts = try Self.expectSameGraph(RelayApp.app, workers: workers)
        let graph = Explorer(app: RelayApp.app).run()
        // The subscriptions made again show their screens on a note.
        #expect(graph.screens.contains { $0.typeName == "RelayDone" && $0.reached })
        // Both ways are taken: saved states restore while nothing they hold finished, and a finished flow
        // makes the states holding it replay.
        #expect(counts.assigned > 0)
        #expect(counts.replayed > 0)
    }

    @Test func combineExampleGivesTheGraphOfReplays() throws {
        let counts = try Self.expectSameGraph(CombineExample.app, workers: 1)
        #expect(counts.assigned > 0)
    }

    @Test func theStyleVouchesOnlyForStatesItSaved() {
        let app = RelayApp.app
        let one = app.launchInstance()
        let other = app.launchInstance()
        let saved = one.context.savedState()
        #expect(one.context.canRestore(saved))
        #expect(!other.context.canRestore(saved))
        #expect(!one.context.canRestore(one.context.state))
    }

    @Test func aFinishedFlowMakesTheStatesHoldingItUnrestorable() throws {
        let instance = RelayApp.app.launchInstance()
        let context = instance.context
        try context.tapOrFail("open")
        let withChild = context.savedState()
        try context.tapOrFail("push")
        let deeper = context.savedState()
        context.state = withChild
        #expect(context.canRestore(deeper))
        try context.tapOrFail("finish")
        // The child's subject finished: both states hold it live, neither restores the app any more.
        #expect(!context.canRestore(withChild))
        #expect(!context.canRestore(deeper))
        // A state saved after it holds no finished flow.
        #expect(context.canRestore(context.savedState()))
    }

    @Test func aReleasedSubscriptionReceivesNothingAndComesBackWithItsState() throws {
        let instance = RelayApp.app.launchInstance()
        let context = instance.context
        try context.tapOrFail("open")
        let withChild = context.savedState()
        // A back releases the child's subscription in the state: the flow is no longer owned.
        context.beginTransition()
        context.perform(.back)
        context.endTransition()
        #expect(context.visibleTypeName == "RelayHome")
        #expect(context.canRestore(withChild))
        context.state = withChild
        // Restored, the child's subscription is held again: its result reaches the parent.
        try context.tapOrFail("finish")
        #expect(context.visibleTypeName == "RelayHome")
        #expect(context.record(context.state.coordinators.roots[0])?.children.isEmpty == true)
    }
}

/// An app whose flows finish, are released by a back, and whose subjects are subscribed to again: a home
/// screen opens child flows pushed on its stack; a child pushes screens, finishes with a result (the
/// parent pops it), or listens again to its own subject of notes (each listener, stored in the child,
/// shows a "done" screen per note). Every subject has one subscriber or subscribers that all do the same:
/// Combine does not promise an order among a subject's subscribers.
enum RelayApp {
    static var app: ExplorableApp {
        ExplorableApp(
            name: "relay", style: .reactive, summary: "Child flows that finish, are popped, and are subscribed to again",
            catalog: RouteCatalog([RelayHomeFlow.declaration, RelayChildFlow.declaration]), restoreStrategy: .replayFromLaunch,
            launch: { context in
                let app = RelayHomeFlow(context: context)
                app.launch()
                return app
            })
    }
}

final class RelayHomeFlow: Coordinator<Void>, DeclaresRoutes {
    static let home = route("home", shows: "RelayHome", nil)
    static let child = route("child", starts: RelayChildFlow.self, .push)
    static let declaration = declare(routes: [home, child])

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
        let child = RelayChildFlow(navigation: navigation)
        coordinate(to: child).sink { [self] _ in
            while navigation.viewControllers.last?.owner == child.id { navigation.popViewController() }
        }.store(in: child)
    }
}

final class RelayChildFlow: Coordinator<String>, DeclaresRoutes {
    static let first = route("first", shows: "RelayChild")
    static let next = route("next", shows: "RelayChildNext")
    static let again = route("again", shows: "RelayAgain")
    static let done = route("done", shows: "RelayDone")
    static let declaration = declare(routes: [first, next, again, done])

    let navigation: NavigationController
    private let result = PassthroughSubject<String, Never>()
    /// Notes each "again" listens to: every live listener shows a "done" screen per note.
    private let notes = PassthroughSubject<Void, Never>()

    init(navigation: NavigationController) {
        self.navigation = navigation
        super.init(context: navigation.context)
    }

    override func start() -> AnyPublisher<String, Never> {
        navigation.pushViewController(screen(Self.first))
        return result.eraseToAnyPublisher()
    }

    private func screen(_ route: DeclaredRoute) -> Screen {
        makeScreen(route) { [self] in
            [
                UserAction("push") { self.navigation.pushViewController(self.screen(Self.next)) },
                UserAction("finish") {
                    self.result.send("done")
                    self.result.send(completion: .finished)
                },
                UserAction("again") {
                    self.navigation.pushViewController(self.screen(Self.again))
                    self.notes.sink { [self] in self.navigation.pushViewController(self.makeScreen(Self.done)) }.store(in: self)
                },
                UserAction("note") { self.notes.send(()) },
            ]
        }
    }
}
