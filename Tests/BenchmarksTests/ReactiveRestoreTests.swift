import AppGenerator
@testable import Exploration
import Foundation
import NavigationModel
import Testing

/// Generated reactive apps are restored from saved states while the runtime vouches for them and replayed
/// from launch when a flow they hold finished since: the graph is the one replaying every state gives.
@Suite struct GeneratedReactiveRestoreTests {
    /// The same app, never restored by assignment: an app with an event is always replayed (the event is
    /// never enabled, so it adds nothing to the graph).
    private static func replayedOnly(_ app: ExplorableApp) -> ExplorableApp {
        var app = app
        app.events = [ExternalEvent("never", kind: .timer, isEnabled: { _ in false }, fire: { _ in })]
        return app
    }

    @Test(arguments: [0, 3], [1, 2])
    func restoringSavedStatesGivesTheGraphOfReplayingEveryState(tabs: Int, workers: Int) throws {
        let shape = AppShape(
            style: .reactive, coordinators: 12, screensPerCoordinator: 3, actionsPerScreen: 3, sheetShare: 0.3,
            fullScreenShare: 0.1, tabShare: Double(tabs) / 12, crossLinks: 4, recursion: true)
        let app = try GeneratedApp.make(shape)
        #expect(app.restoreStrategy == .replayFromLaunch)
        let options = ExplorationOptions(maxStates: 600, timeLimit: 3_600, growthLimit: 6, workers: workers)
        let restored = Explorer(app: app, options: options).run()
        let replayed = Explorer(app: Self.replayedOnly(app), options: options).run()
        // Without tabs the app has 275 states in all; with three, the state bound cuts both searches.
        #expect(restored.states.count == (tabs == 0 ? 275 : 600))
        #expect(replayed.states.count == restored.states.count)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        #expect(try encoder.encode(restored) == encoder.encode(replayed))
        let restores = Search(app: app, options: options).run(progress: nil).restores
        #expect(restores.assigned > restores.replayed)
    }

    /// With two workers the search hands some parents saved by one worker to the other, which cannot
    /// assign them: it follows their paths from its own saved launch state, not from a fresh launch (whose
    /// states would stop restoring the app as soon as anything made before changed, and replay in turn).
    @Test func twoWorkersFollowTheOtherWorkersStatesWithoutLaunchingAgain() throws {
        let shape = AppShape(
            style: .reactive, coordinators: 200, screensPerCoordinator: 5, actionsPerScreen: 3, sheetShare: 0.3,
            fullScreenShare: 0.1, tabShare: 0.02, crossLinks: 20, recursion: true)
        let app = try GeneratedApp.make(shape)
        let options = ExplorationOptions(
            maxDepth: 1_000, maxStates: 1_500, timeLimit: 3_600, growthLimit: 12, workers: 2, fullProduct: true)
        let restores = Search(app: app, options: options).run(progress: nil).restores
        #expect(restores.assigned > 0)
        #expect(restores.resumed > 0)
        #expect(restores.replayed == 0)
    }
}
