import NavigationModel
import Testing
import TreeCoordinators

@Suite struct LifecycleTests {
    @Test func theBackButtonRemovesACoordinatorBoundToThePoppedScreen() {
        let fixture = Fixture()
        let child = fixture.pushChild()
        #expect(fixture.root.children == [child])
        fixture.perform(.back)
        #expect(fixture.root.children.isEmpty)
        #expect(child.parent == nil)
        // Only the root's own binding stays (it has no parent, so no hook fires for it).
        #expect(fixture.context.state.lifecycleBindings.values.allSatisfy { $0 == fixture.root.id })
        #expect(fixture.context.record(child.id) == nil)
    }

    @Test func anAppPopRemovesTheBoundCoordinator() {
        let fixture = Fixture()
        fixture.pushChild()
        fixture.transition { fixture.rootNavigation.popViewController() }
        #expect(fixture.root.children.isEmpty)
    }

    @Test func swipingASheetDownRemovesTheBoundCoordinator() {
        let fixture = Fixture()
        fixture.presentChild()
        #expect(fixture.context.availableSystemActions() == [.swipeDown])
        fixture.perform(.swipeDown)
        #expect(fixture.root.children.isEmpty)
        #expect(fixture.visibleTypeName == "FirstViewController")
        #expect(fixture.context.state.window.presented.isEmpty)
    }

    @Test func dismissingTheContainerRemovesTheBoundCoordinator() {
        let fixture = Fixture()
        fixture.presentChild(kind: .fullScreen)
        fixture.transition { fixture.rootNavigation.dismiss() }
        #expect(fixture.root.children.isEmpty)
    }

    @Test func replacingTheWindowRootReleasesTheOldStackAndItsCoordinators() {
        let fixture = Fixture()
        fixture.pushChild()
        fixture.transition {
            let replacement = NavigationController(in: fixture.context)
            replacement.push(fixture.root.makeScreen(FlowCoordinator.first))
            fixture.window.rootViewController = replacement
        }
        #expect(fixture.root.children.isEmpty)
    }

    @Test func aNavigationControllerNeverShownIsReleasedWithItsCoordinators() {
        let fixture = Fixture()
        let child = FlowCoordinator(navigationController: NavigationController(in: fixture.context))
        fixture.context.beginTransition()
        fixture.root.addChild(child)
        child.show(FlowCoordinator.first)
        #expect(fixture.root.children == [child])
        fixture.context.endTransition()
        #expect(fixture.root.children.isEmpty)
        #expect(fixture.context.state.offscreen.isEmpty)
    }

    @Test func bindingAgainMovesTheHook() {
        let fixture = Fixture()
        let child = FlowCoordinator(navigationController: fixture.rootNavigation)
        fixture.transition {
            fixture.root.addChild(child)
            let firstScreen = child.show()
            child.show()
            child.bindToLifecycle(of: firstScreen)
        }
        fixture.perform(.back)
        #expect(fixture.root.children == [child])
        fixture.perform(.back)
        #expect(fixture.root.children.isEmpty)
    }

    @Test func bindingTwoCoordinatorsToOneScreenIsAFaultAndKeepsTheFirst() {
        let fixture = Fixture()
        let first = FlowCoordinator(navigationController: fixture.rootNavigation)
        let second = FlowCoordinator(navigationController: fixture.rootNavigation)
        var faults: [StyleFault] = []
        fixture.transition {
            fixture.root.addChild(first)
            fixture.root.addChild(second)
            let screen = first.show()
            let before = fixture.context.state.key
            second.bindToLifecycle(of: screen)
            faults = fixture.context.faults
            #expect(fixture.context.state.key == before)
        }
        #expect(faults.map(\.kind) == [TreeFault.lifecycleAlreadyBound])
        #expect(faults.first?.message
            == "FlowCoordinator.bindToLifecycle(of: NextViewController): FlowCoordinator is already bound to that screen")

        fixture.perform(.back)

        #expect(fixture.root.children == [second])
    }

    @Test func bindingBeforeHavingAParentRegistersTheHookWhenTheParentAddsIt() {
        // ADCoordinator keeps the bound object and registers the hook when `parent` is set (its didSet).
        let fixture = Fixture()
        let child = FlowCoordinator(navigationController: fixture.rootNavigation)
        fixture.transition {
            child.show()
            fixture.root.addChild(child)
        }
        #expect(fixture.context.state.lifecycleBindings.values.contains(child.id))
        fixture.perform(.back)
        #expect(fixture.root.children.isEmpty)
        #expect(fixture.context.state.leakedCoordinators().isEmpty)
    }

    @Test func aReleaseObserverCallsBackWhenReleasedUnlessInvalidated() {
        var calls = 0
        var observer: ReleaseObserver? = ReleaseObserver { calls += 1 }
        _ = observer
        observer = nil
        #expect(calls == 1)
        observer = ReleaseObserver { calls += 1 }
        observer?.invalidate()
        observer = nil
        #expect(calls == 1)
    }

    @Test func aFaultPointsAtTheAppsCall() throws {
        let fixture = Fixture()
        let stranger = FlowCoordinator(navigationController: fixture.rootNavigation)
        let line = #line + 1
        let faults = fixture.transition { fixture.root.removeChild(stranger) }
        let fault = try #require(faults.first)
        #expect(fault.callSite == SourceLocation(fileID: "TreeCoordinatorsTests/LifecycleTests.swift", line: line))
    }

    @Test func aScreenLeavingAfterItsCoordinatorWasRemovedChangesNothingElse() {
        let fixture = Fixture()
        let child = fixture.pushChild()
        let sibling = FlowCoordinator(navigationController: fixture.rootNavigation)
        fixture.transition {
            fixture.root.removeChild(child)
            fixture.root.addChild(sibling)
        }
        var faults: [StyleFault] = []
        fixture.transition {
            fixture.context.perform(.back)
            faults = fixture.context.faults
        }
        #expect(faults.isEmpty)
        #expect(fixture.root.children == [sibling])
    }

    @Test func nestedCoordinatorsOfADismissedSheetAreAllRemoved() {
        let fixture = Fixture()
        let child = fixture.presentChild()
        let grandchild = FlowCoordinator(navigationController: child.navigationController)
        fixture.transition {
            child.addChild(grandchild)
            grandchild.show()
        }
        #expect(fixture.context.availableSystemActions() == [.back, .swipeDown])
        fixture.perform(.swipeDown)
        #expect(fixture.root.children.isEmpty)
        #expect(child.children.isEmpty)
        #expect(fixture.context.state.coordinators.owned == [fixture.root.id])
    }
}
