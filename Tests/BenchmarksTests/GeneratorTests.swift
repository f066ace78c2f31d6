import AppGenerator
import Exploration
import Foundation
import NavigationModel
import Testing

@Suite struct GeneratorTests {
    static let shape = AppShape(
        coordinators: 12, screensPerCoordinator: 3, actionsPerScreen: 4, sheetShare: 0.25, fullScreenShare: 0.25,
        tabShare: 0.25, crossLinks: 3, recursion: true)

    @Test func blueprintHasTheRequestedShape() throws {
        let blueprint = try Blueprint(Self.shape)
        #expect(blueprint.coordinators.count == 12)
        #expect(blueprint.tabs == 3)
        #expect(blueprint.coordinators.allSatisfy { $0.screens.count == 3 })
        // Structural actions come first; every screen offers at least the requested number.
        #expect(blueprint.coordinators.flatMap(\.screens).allSatisfy { $0.actions.count >= 4 })
        let openings = blueprint.coordinators.dropFirst(3).map(\.opening)
        #expect(openings.count { $0 == .sheet } == 2)
        #expect(openings.count { $0 == .fullScreen } == 2)
        #expect(openings.count { $0 == .push } == 5)
        let links = blueprint.coordinators.flatMap(\.screens).flatMap(\.actions).filter {
            if case .link = $0 { true } else { false }
        }
        #expect(links.count == 3)
        #expect(blueprint.coordinators.last?.screens.last?.actions.contains(.openAnother) == true)
    }

    @Test func everyCoordinatorButTheRootsHasAnOpener() throws {
        let blueprint = try Blueprint(Self.shape)
        let opened = Set(blueprint.coordinators.flatMap(\.screens).flatMap(\.actions).compactMap { action -> Int? in
            if case .open(let child) = action { child } else { nil }
        })
        #expect(opened == Set(3..<12))
    }

    @Test func invalidShapesAreRejected() {
        #expect(throws: InvalidShape.self) { try Blueprint(AppShape(coordinators: 0, screensPerCoordinator: 1)) }
        #expect(throws: InvalidShape.self) { try Blueprint(AppShape(coordinators: 2, screensPerCoordinator: 1, sheetShare: 0.8, fullScreenShare: 0.5)) }
        #expect(throws: InvalidShape.self) { try Blueprint(AppShape(coordinators: 2, screensPerCoordinator: 1, actionsPerScreen: 0)) }
    }

    @Test(arguments: GeneratedStyle.allCases)
    func launchedAppOffersTheFirstScreensActions(style: GeneratedStyle) throws {
        var shape = Self.shape
        shape.style = style
        shape.tabShare = 0
        let app = try GeneratedApp.make(shape)
        let context = app.launchInstance().context
        let blueprint = try Blueprint(shape)
        #expect(context.visibleActions().map(\.name) == blueprint.coordinators[0].screens[0].actionNames)
    }

    @Test(arguments: GeneratedStyle.allCases)
    func explorationReachesEveryDeclaredScreen(style: GeneratedStyle) throws {
        var shape = Self.shape
        shape.style = style
        shape.recursion = false
        // The router and tree apps use one coordinator class for every blueprint coordinator, so nesting
        // alone would trip the default growth bound.
        let options = ExplorationOptions(maxStates: 200_000, growthLimit: 50, workers: 1)
        let graph = Explorer(app: try GeneratedApp.make(shape), options: options).run()
        let declared = graph.screens.filter(\.declared)
        #expect(declared.count >= shape.screens)
        #expect(declared.allSatisfy { $0.reached })
        #expect(graph.exploration.cuts.isEmpty)
    }

    @Test(arguments: GeneratedStyle.allCases)
    func oneAndTwoWorkersGiveTheSameGraph(style: GeneratedStyle) throws {
        var shape = Self.shape
        shape.style = style
        let app = try GeneratedApp.make(shape)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let options = ExplorationOptions(maxStates: 20_000, workers: 1)
        var parallel = options
        parallel.workers = 2
        let single = try encoder.encode(Explorer(app: app, options: options).run())
        #expect(try encoder.encode(Explorer(app: app, options: parallel).run()) == single)
    }
}
