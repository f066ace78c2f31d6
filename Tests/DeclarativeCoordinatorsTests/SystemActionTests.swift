import DeclarativeCoordinators
import NavigationModel
import Testing

@Suite struct SystemActionTests {
    @Test func backResyncsTheFlatStack() {
        let app = FlowApp()
        app.act { app.flow.route(to: \.detail, 1).route(to: \.detail, 2) }
        app.context.perform(.back)
        #expect(app.flow.stackItems.map(\.description) == ["push detail(1)"])
        #expect(app.visibleStack == ["HomeView", "DetailView(id: 1)"])
    }

    @Test func backFromAChildsRootRemovesTheChildItem() throws {
        let app = FlowApp()
        var child: FlowCoordinator?
        app.act { child = app.flow.route(to: \.child) }
        app.context.perform(.back)
        #expect(app.flow.stackItems.isEmpty)
        #expect(try #require(child).parent == nil)
        app.context.endTransition()
        #expect(app.context.state.coordinators.records.count == 2)
    }

    @Test func swipingASheetDownRemovesItsItemAndEverythingAbove() {
        let app = FlowApp()
        app.act { app.flow.route(to: \.detail, 1).route(to: \.sheet).route(to: \.detail, 2) }
        app.context.perform(.swipeDown)
        #expect(app.flow.stackItems.map(\.description) == ["push detail(1)"])
        #expect(app.context.state.window.presented.isEmpty)
    }

    @Test func swipingAWrappedModalCoordinatorDownReleasesIt() throws {
        let app = FlowApp()
        var wrapper: NavigationViewCoordinator<FlowCoordinator>?
        app.act { wrapper = app.flow.route(to: \.wrapped) }
        app.act { wrapper?.child.route(to: \.detail, 1) }
        app.context.perform(.swipeDown)
        #expect(app.flow.stackItems.isEmpty)
        #expect(try #require(wrapper).parent == nil)
    }

    @Test func fullScreenAndNonDismissibleModalsCannotBeSwiped() {
        let app = FlowApp()
        app.act { app.flow.route(to: \.cover) }
        #expect(app.context.availableSystemActions().isEmpty)
        let key = app.key
        app.context.perform(.swipeDown)
        #expect(app.key == key)
    }
}
