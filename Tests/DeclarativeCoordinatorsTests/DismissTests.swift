import DeclarativeCoordinators
import NavigationModel
import Testing

@Suite struct DismissTests {
    @Test func dismissingAPushedChildPopsItsParentToJustBelowIt() throws {
        let app = FlowApp()
        var child: FlowCoordinator?
        app.act {
            app.flow.route(to: \.detail, 1)
            child = app.flow.route(to: \.child)
            child?.route(to: \.detail, 2)
        }
        let made = try #require(child)
        #expect(made.canDismiss)
        app.act { made.dismissCoordinator() }
        #expect(app.context.faults.isEmpty)
        #expect(app.flow.stackItems.map(\.description) == ["push detail(1)"])
        #expect(app.visibleStack == ["HomeView", "DetailView(id: 1)"])
        #expect(made.parent == nil)
    }

    @Test func dismissingThroughAWrapperClosesTheModal() throws {
        let app = FlowApp()
        var wrapper: NavigationViewCoordinator<FlowCoordinator>?
        app.act { wrapper = app.flow.route(to: \.wrapped) }
        let inner = try #require(wrapper?.child)
        #expect(inner.canDismiss)
        app.act { inner.dismissCoordinator() }
        #expect(app.context.state.window.presented.isEmpty)
        #expect(app.flow.stackItems.isEmpty)
        #expect(app.context.effects == [.dismissed])
    }

    @Test func dismissingWithoutAParentIsAnAssertionFault() {
        let app = FlowApp()
        #expect(!app.root.canDismiss)
        let key = app.key
        app.act { app.root.dismissCoordinator() }
        #expect(app.context.faults.map(\.kind) == [DeclarativeFault.dismissWithoutParent.kind])
        #expect(app.context.faults.first?.coordinatorType == "NavigationViewCoordinator<FlowCoordinator>")
        #expect(app.key == key)
    }

    @Test func dismissingTheRootChildIsAnAssertionFault() throws {
        let app = FlowApp()
        var nested: FlowCoordinator?
        app.act { nested = app.flow.root(\.nested) }
        let root = try #require(nested)
        #expect(!root.canDismiss)
        app.act { root.dismissCoordinator() }
        #expect(app.context.faults.map(\.kind) == [DeclarativeFault.dismissRootChild.kind])
    }

    @Test func dismissingATabIsATrapFault() throws {
        let app = TabsApp()
        let first = try #require(app.context.routers.retrieve(FlowCoordinator.self)?.coordinator)
        #expect(!first.canDismiss)
        #expect(!app.tabs.canDismiss)
        let key = app.context.state.key
        app.context.beginTransition()
        first.dismissCoordinator()
        #expect(app.context.faults.map(\.kind) == [DeclarativeFault.dismissFromTabs.kind])
        #expect(app.context.state.key == key)
    }
}
