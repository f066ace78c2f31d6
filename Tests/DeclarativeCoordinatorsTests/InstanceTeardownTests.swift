import AppGenerator
@testable import DeclarativeCoordinators
import Exploration
import Foundation
import NavigationModel
import Testing

/// A declarative coordinator holds its context (its stack's or its tabs' declaration does), and the context's
/// state holds the coordinator: every app instance is a cycle. The explorer closes each instance it is done
/// with (``LaunchedApp/close()``), so that the fresh launches of the checks, thousands on a large app, are
/// freed one by one instead of all staying alive until the process ends.
@Suite struct InstanceTeardownTests {
    /// The contexts an app launched, held weakly.
    private final class Launches: @unchecked Sendable {
        private let lock = NSLock()
        private var contexts: [() -> NavigationContext?] = []

        func add(_ context: NavigationContext) {
            lock.lock()
            contexts.append { [weak context] in context }
            lock.unlock()
        }

        var count: Int { lock.withLock { contexts.count } }
        var alive: Int { lock.withLock { contexts.count { $0() != nil } } }
    }

    /// `app` launching through `launches`.
    private func counting(_ app: ExplorableApp, into launches: Launches) -> ExplorableApp {
        var counted = app
        let launch = app.launch
        counted.launch = { context in
            launches.add(context)
            return launch(context)
        }
        return counted
    }

    private let shape = AppShape(
        style: .declarative, coordinators: 10, screensPerCoordinator: 3, actionsPerScreen: 3, sheetShare: 0.3,
        fullScreenShare: 0.2, tabShare: 0.3, crossLinks: 3, recursion: true)

    @Test func anInstanceOfTheDeclarativeStyleLivesUntilItIsClosed() throws {
        let app = try GeneratedApp.make(shape)
        weak var kept: NavigationContext?
        weak var closed: NavigationContext?
        var keptInstance: LaunchedApp? = app.launchInstance()
        do {
            let instance = app.launchInstance()
            closed = instance.context
            instance.close()
        }
        kept = keptInstance?.context
        keptInstance = nil
        // Without closing, the cycle keeps the instance: this is what closing is for.
        #expect(kept != nil)
        #expect(closed == nil)
    }

    @Test func closingDropsTheStateAndTheObservers() throws {
        let instance = try GeneratedApp.make(shape).launchInstance()
        #expect(instance.context.observer(of: DeclarativeObserver.self) != nil)
        instance.close()
        #expect(instance.context.state.coordinators.count == 0)
        #expect(instance.context.state.window.root == nil)
        #expect(instance.context.observer(of: DeclarativeObserver.self) == nil)
    }

    @Test(arguments: [1, 2])
    func theExplorerFreesEveryInstanceItLaunched(workers: Int) throws {
        let launches = Launches()
        let app = counting(try GeneratedApp.make(shape), into: launches)
        let graph = Explorer(app: app, options: ExplorationOptions(maxStates: 300, workers: workers)).run()
        #expect(graph.states.count > 50)
        // The search's instances and the fresh launches of the checks (replays, hidden-state and growth checks).
        #expect(launches.count > 20)
        #expect(launches.alive == 0)
    }
}
