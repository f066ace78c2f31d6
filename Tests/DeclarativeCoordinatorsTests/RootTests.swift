import DeclarativeCoordinators
import NavigationModel
import Testing

@Suite struct RootTests {
    @Test func switchingToTheActiveRootChangesNothingAndReturnsTheExistingChild() {
        let app = FlowApp()
        var first: FlowCoordinator?
        app.act { first = app.flow.root(\.nested) }
        let key = app.key
        var second: FlowCoordinator?
        app.act { second = app.flow.root(\.nested) }
        #expect(first != nil && first === second)
        #expect(app.key == key)
        #expect(app.context.effects.isEmpty)
    }

    @Test func anotherRootIsANewInstanceAndTheStackStays() throws {
        let app = FlowApp()
        var nested: FlowCoordinator?
        app.act {
            nested = app.flow.root(\.nested)
            app.flow.route(to: \.detail, 5)
        }
        app.act { app.flow.root(\.other) }
        #expect(app.flow.activeRoot == "other")
        #expect(app.flow.stackItems.map(\.description) == ["push detail(5)"])
        #expect(app.visibleStack == ["OtherView", "DetailView(id: 5)"])
        #expect(try #require(nested).parent == nil)

        var again: FlowCoordinator?
        app.act { again = app.flow.root(\.nested) }
        #expect(again !== nested)
    }

    @Test func aRootWithAnInputIsReplacedOnlyForAnotherInput() {
        let app = FlowApp()
        app.act { app.flow.root(\.numbered, 1) }
        #expect(app.visibleStack == ["DetailView(id: 1)"])
        let key = app.key
        app.act { app.flow.root(\.numbered, 1) }
        #expect(app.key == key)
        app.act { app.flow.root(\.numbered, 2) }
        #expect(app.visibleStack == ["DetailView(id: 2)"])
    }

    @Test func hasRootAndIsRootAskAboutTheActiveRoot() throws {
        let app = FlowApp()
        #expect(app.flow.isRoot(\.home))
        #expect(app.flow.hasRoot(\.nested) == nil)
        var nested: FlowCoordinator?
        app.act { nested = app.flow.root(\.nested) }
        #expect(app.flow.hasRoot(\.nested) === nested)
        #expect(!app.flow.isRoot(\.home))
        app.act { app.flow.root(\.numbered, 3) }
        #expect(app.flow.isRoot(\.numbered))
        #expect(app.flow.isRoot(\.numbered, 3))
        #expect(!app.flow.isRoot(\.numbered, 4))
    }

    @Test func theInitialRootCanTakeAnInput() {
        let context = NavigationContext(appName: "numbered")
        let flow = FlowCoordinator(context, number: 9)
        NavigationViewCoordinator(flow).showInWindow()
        #expect(flow.isRoot(\.numbered, 9))
        #expect(context.state.window.visibleScreen?.description == "DetailView(id: 9)")
    }
}
