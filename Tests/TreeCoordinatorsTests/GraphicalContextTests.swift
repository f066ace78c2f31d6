import NavigationModel
import Testing
import TreeCoordinators

@Suite struct GraphicalContextTests {
    @Test func aNewNavigationControllerIsFilledOffScreenThenPresentedOnTop() {
        let fixture = Fixture()
        fixture.context.beginTransition()
        let controller = NavigationController(in: fixture.context)
        controller.push(fixture.root.makeScreen(FlowCoordinator.first))
        #expect(!controller.isInWindow)
        #expect(controller.viewControllers.map(\.typeName) == ["FirstViewController"])
        #expect(fixture.context.effects.isEmpty)

        fixture.rootNavigation.present(controller, kind: .nonDismissibleSheet)

        #expect(controller.isInWindow)
        #expect(fixture.context.effects == [.presented(.nonDismissibleSheet)])
        #expect(fixture.context.state.window.presented.map(\.presenter) == [fixture.root.id])
        #expect(fixture.context.state.offscreen.isEmpty)
        #expect(fixture.context.availableSystemActions().isEmpty)
    }

    @Test func presentingFromAControllerNotInTheWindowIsRefused() {
        let fixture = Fixture()
        let faults = fixture.transition {
            let offscreen = NavigationController(in: fixture.context)
            offscreen.present(NavigationController(in: fixture.context))
        }
        #expect(faults.map(\.kind) == [TreeFault.invalidPresentation])
        #expect(faults.first?.message.hasSuffix("cannot present: it is not in the window") == true)
        #expect(fixture.context.state.window.presented.isEmpty)
    }

    @Test func presentingFromAControllerThatIsAlreadyPresentingIsRefused() {
        let fixture = Fixture()
        let child = fixture.presentChild()
        let before = fixture.context.state.key
        let faults = fixture.transition { fixture.rootNavigation.present(NavigationController(in: fixture.context)) }
        #expect(faults.map(\.kind) == [TreeFault.invalidPresentation])
        #expect(faults.first?.message.hasSuffix("it is already presenting another controller") == true)
        #expect(fixture.context.state.key == before)

        // The presented controller, on top, may present in turn.
        let nested = fixture.transition {
            let next = NavigationController(in: fixture.context)
            next.push(child.makeScreen(FlowCoordinator.first))
            child.navigationController.present(next)
        }
        #expect(nested.isEmpty)
        #expect(fixture.context.state.window.presented.map(\.presenter) == [fixture.root.id, child.id])
    }

    @Test func presentingAControllerThatIsAlreadyShownIsRefused() {
        let fixture = Fixture()
        let child = fixture.presentChild()
        let faults = fixture.transition { child.navigationController.present(fixture.rootNavigation) }
        #expect(faults.map(\.kind) == [TreeFault.invalidPresentation])
        #expect(fixture.context.state.window.presented.count == 1)
    }

    @Test func aNavigationControllerFaultPointsAtTheAppsCall() throws {
        let fixture = Fixture()
        var released: NavigationController!
        fixture.transition { released = NavigationController(in: fixture.context) }
        func callSite(_ line: Int) -> NavigationModel.SourceLocation { NavigationModel.SourceLocation(fileID: "TreeCoordinatorsTests/GraphicalContextTests.swift", line: line) }
        let pushLine = #line + 1
        let push = fixture.transition { released.push(fixture.root.makeScreen(FlowCoordinator.next)) }
        let popLine = #line + 1
        let pop = fixture.transition { released.popViewController() }
        let setLine = #line + 1
        let set = fixture.transition { released.setViewControllers([]) }
        let dismissLine = #line + 1
        let dismiss = fixture.transition { released.dismiss() }
        let presentLine = #line + 1
        let present = fixture.transition { NavigationController(in: fixture.context).present(NavigationController(in: fixture.context)) }
        #expect(push.map(\.callSite) == [callSite(pushLine)])
        #expect(pop.map(\.callSite) == [callSite(popLine)])
        #expect(set.map(\.callSite) == [callSite(setLine)])
        #expect(dismiss.map(\.callSite) == [callSite(dismissLine)])
        #expect(present.map(\.callSite) == [callSite(presentLine)])
    }

    @Test func aReleasedNavigationControllerCannotBeUsed() {
        let fixture = Fixture()
        var released: NavigationController!
        fixture.transition { released = NavigationController(in: fixture.context) }
        let faults = fixture.transition { released.push(fixture.root.makeScreen(FlowCoordinator.next)) }
        #expect(faults.map(\.kind) == [TreeFault.releasedNavigator])
        #expect(released.viewControllers.isEmpty)
    }

    @Test func popNeverPopsTheRoot() {
        let fixture = Fixture()
        var popped: Screen?
        fixture.transition { popped = fixture.rootNavigation.popViewController() }
        #expect(fixture.context.effects.isEmpty)
        #expect(popped == nil)
        #expect(fixture.rootNavigation.viewControllers.count == 1)

        fixture.pushChild()
        fixture.transition { popped = fixture.rootNavigation.popViewController() }
        #expect(popped?.typeName == "NextViewController")
        #expect(fixture.context.effects == [.popped])
    }

    @Test func dismissFollowsUIKit() {
        let fixture = Fixture()
        // Nothing presented: no-op.
        fixture.transition { fixture.rootNavigation.dismiss() }
        #expect(fixture.context.effects.isEmpty)

        let first = fixture.presentChild()
        let second = FlowCoordinator(navigationController: NavigationController(in: fixture.context))
        fixture.transition {
            first.addChild(second)
            second.show(FlowCoordinator.first)
            first.navigationController.present(second.navigationController)
        }
        // The lower presented controller dismisses what it presents.
        fixture.transition { first.navigationController.dismiss() }
        #expect(fixture.context.state.window.presented.count == 1)
        #expect(first.children.isEmpty)
        // The top one, presenting nothing, dismisses itself.
        fixture.transition { first.navigationController.dismiss() }
        #expect(fixture.context.state.window.presented.isEmpty)
        #expect(fixture.root.children.isEmpty)
    }

    @Test func theWindowRootIsTheControllerSetOnIt() {
        let fixture = Fixture()
        #expect(fixture.window.rootViewController?.id == fixture.rootNavigation.id)
        let child = fixture.presentChild()
        let before = fixture.context.state.key
        let faults = fixture.transition {
            fixture.window.rootViewController = fixture.rootNavigation
            fixture.window.rootViewController = child.navigationController
        }
        #expect(faults.map(\.kind) == [TreeFault.invalidPresentation])
        #expect(fixture.context.state.key == before)
        #expect(fixture.window.rootViewController?.id == fixture.rootNavigation.id)
        fixture.transition { fixture.window.rootViewController = nil }
        #expect(fixture.context.state.window.root == nil)
        #expect(fixture.root.children.isEmpty)
    }
}
