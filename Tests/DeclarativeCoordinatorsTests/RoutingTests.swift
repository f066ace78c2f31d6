import DeclarativeCoordinators
import NavigationModel
import Testing

@Suite struct RoutingTests {
    @Test func launchShowsTheRootInItsNavigationView() throws {
        let app = FlowApp()
        let window = app.context.state.window
        guard case .stack(let stack)? = window.root else { Issue.record("root is not a stack"); return }
        let wrapperID = try #require(window.root?.owner)
        #expect(app.context.record(wrapperID)?.typeName == "NavigationViewCoordinator<FlowCoordinator>")
        #expect(stack.screens.map(\.description) == ["HomeView"])
        #expect(app.visible?.route == "home")
        #expect(app.flow.activeRoot == "home")
        #expect(app.flow.parent === app.root)
        #expect(window.presented.isEmpty)
    }

    @Test func pushAppendsAnItemAndPushesItsScreenWithItsInput() {
        let app = FlowApp()
        app.act { app.flow.route(to: \.detail, 7) }
        #expect(app.flow.stackItems.map(\.description) == ["push detail(7)"])
        #expect(app.visibleStack == ["HomeView", "DetailView(id: 7)"])
        #expect(app.visible?.route == "detail")
        #expect(app.context.effects == [.pushed])
    }

    @Test func modalsPresentWithTheirOwnStackAndLaterPushesLandThere() {
        let app = FlowApp()
        app.act { app.flow.route(to: \.sheet).route(to: \.detail, 2) }
        let window = app.context.state.window
        #expect(window.presented.map(\.kind) == [.sheet])
        #expect(app.visibleStack == ["SheetView", "DetailView(id: 2)"])
        guard case .stack(let root)? = window.root else { Issue.record("root is not a stack"); return }
        #expect(root.screens.map(\.description) == ["HomeView"])
        #expect(app.flow.stackItems.map(\.presentation) == [.modal, .push])
    }

    @Test func eachPresentationTypeHasItsKind() {
        let app = FlowApp()
        app.act { app.flow.route(to: \.cover).route(to: \.locked).route(to: \.sheet) }
        #expect(app.context.state.window.presented.map(\.kind) == [.fullScreen, .nonDismissibleSheet, .sheet])
        #expect(app.context.availableSystemActions().contains(.swipeDown))
        app.act { app.flow.popLast() }
        #expect(!app.context.availableSystemActions().contains(.swipeDown))
    }

    @Test func aCoordinatorRouteAttachesANewChildThatContinuesOnTheSameStack() throws {
        let app = FlowApp()
        var child: FlowCoordinator?
        app.act { child = app.flow.route(to: \.child) }
        let made = try #require(child)
        #expect(made.parent === app.flow)
        #expect(app.visibleStack == ["HomeView", "HomeView"])
        app.act { made.route(to: \.detail, 3) }
        #expect(app.visibleStack == ["HomeView", "HomeView", "DetailView(id: 3)"])
        #expect(app.flow.stackItems.count == 1)
        #expect(made.stackItems.count == 1)
    }

    @Test func routingDoesNotDeduplicate() throws {
        let app = FlowApp()
        var children: [FlowCoordinator] = []
        app.act {
            children.append(app.flow.route(to: \.child))
            children.append(app.flow.route(to: \.child))
            children.append(children[1].route(to: \.child))
        }
        #expect(children.count == 3)
        #expect(children[0] !== children[1] && children[1] !== children[2])
        #expect(app.visibleStack.count == 4)
        #expect(app.context.state.coordinators.owned.count == 5)
    }

    @Test func aWrappedModalCoordinatorGetsItsOwnStack() throws {
        let app = FlowApp()
        var wrapper: NavigationViewCoordinator<FlowCoordinator>?
        app.act { wrapper = app.flow.route(to: \.wrapped) }
        let presented = try #require(app.context.state.window.presented.first)
        #expect(presented.kind == .sheet)
        #expect(presented.content.owner == app.context.state.coordinators.records.values.first { $0.object === wrapper }?.id)
        #expect(app.visibleStack == ["HomeView"])
        #expect(wrapper?.child.parent === wrapper)
    }

    @Test func aScreensInputsAreItsStoredProperties() {
        #expect(DetailView(id: 4).inputs == [ScreenInput("id", "4")])
        #expect(HomeView().inputs.isEmpty)
    }

    @Test func aScreenWithoutTheRouterItAsksForIsAFault() {
        let app = FlowApp()
        app.act { app.flow.route(to: \.needsTabRouter) }
        #expect(app.visibleName == "TabScreen")
        #expect(app.context.visibleActions().isEmpty)
        #expect(app.context.faults.map(\.kind) == [DeclarativeFault.missingRouter.kind])
    }

    @Test func tabsPushedOntoAStackAreAFault() {
        let app = FlowApp()
        app.act { app.flow.route(to: \.pushedTabs) }
        #expect(app.context.faults.map(\.kind) == [DeclarativeFault.tabsInsideStack.kind])
        #expect(app.visibleStack == ["HomeView"])
    }
}
