import NavigationModel
import Testing
import TreeCoordinators

@Suite struct CoordinatorTreeTests {
    @Test func aNewCoordinatorIsRecordedUnderItsSubclassNameWithNoFamily() {
        let fixture = Fixture()
        let coordinator = FlowCoordinator(navigationController: fixture.rootNavigation)
        #expect(coordinator.typeName == "FlowCoordinator")
        #expect(fixture.context.record(coordinator.id)?.typeName == "FlowCoordinator")
        #expect(fixture.context.record(coordinator.id)?.object === coordinator)
        #expect(coordinator.children.isEmpty)
        #expect(coordinator.parent == nil)
    }

    @Test func addChildSetsTheParentAndAppendsWithoutADuplicateCheck() {
        let fixture = Fixture()
        let first = FlowCoordinator(navigationController: fixture.rootNavigation)
        let second = FlowCoordinator(navigationController: fixture.rootNavigation)
        fixture.root.addChild(first)
        fixture.root.addChild(second)
        fixture.root.addChild(first)
        #expect(fixture.root.children == [first, second, first])
        #expect(first.parent === fixture.root)
        #expect(second.parent === fixture.root)
    }

    @Test func removeChildRemovesEveryOccurrenceAndClearsTheParent() {
        let fixture = Fixture()
        let first = FlowCoordinator(navigationController: fixture.rootNavigation)
        let second = FlowCoordinator(navigationController: fixture.rootNavigation)
        let faults = fixture.transition {
            fixture.root.addChild(first)
            fixture.root.addChild(second)
            fixture.root.addChild(first)
            fixture.root.removeChild(first)
        }
        #expect(faults.isEmpty)
        #expect(fixture.root.children == [second])
        #expect(first.parent == nil)
        #expect(second.parent === fixture.root)
    }

    @Test func removingANonChildIsAFaultAndChangesNothing() {
        let fixture = Fixture()
        let child = FlowCoordinator(navigationController: fixture.rootNavigation)
        let grandchild = FlowCoordinator(navigationController: fixture.rootNavigation)
        fixture.transition {
            fixture.root.addChild(child)
            child.addChild(grandchild)
        }
        let before = fixture.context.state.key

        let faults = fixture.transition { fixture.root.removeChild(grandchild) }

        #expect(faults.map(\.kind) == [TreeFault.removeNonChild])
        #expect(faults.first?.message == "FlowCoordinator.removeChild(FlowCoordinator): not one of its children")
        #expect(faults.first?.coordinatorType == "FlowCoordinator")
        #expect(fixture.context.state.key == before)
        #expect(grandchild.parent === child)
        #expect(child.children == [grandchild])
    }

    @Test func theParentLinkIsWeak() {
        let fixture = Fixture()
        let middle = FlowCoordinator(navigationController: fixture.rootNavigation)
        let leaf = FlowCoordinator(navigationController: fixture.rootNavigation)
        fixture.transition {
            fixture.root.addChild(middle)
            middle.addChild(leaf)
            leaf.show(bind: false)
        }
        #expect(leaf.parent === middle)

        // Nothing keeps `middle` once its parent drops it; the leaf still has a screen on screen.
        fixture.transition { fixture.root.removeChild(middle) }

        #expect(fixture.context.record(middle.id) == nil)
        #expect(leaf.parent == nil)
    }

    @Test func theTreeRetainsChildrenUntilTheyAreRemoved() {
        let fixture = Fixture()
        weak var released: FlowCoordinator?
        do {
            let child = FlowCoordinator(navigationController: fixture.rootNavigation)
            released = child
            fixture.transition { fixture.root.addChild(child) }
        }
        #expect(released != nil)
        #expect(fixture.root.children.count == 1)

        fixture.transition { fixture.root.removeChild(fixture.root.children[0]) }

        #expect(released == nil)
    }

    @Test func aFailedAppPreconditionIsAFault() {
        let fixture = Fixture()
        var passed = false
        let faults = fixture.transition {
            passed = fixture.root.verifyPrecondition(fixture.root.parent != nil, "has a parent")
        }
        #expect(!passed)
        #expect(faults == [StyleFault(
            kind: TreeFault.preconditionFailed, message: "FlowCoordinator: precondition failed: has a parent",
            coordinatorType: "FlowCoordinator",
            callSite: SourceLocation(fileID: "TreeCoordinatorsTests/CoordinatorTreeTests.swift", line: 102))])
        #expect(fixture.transition { passed = fixture.root.verifyPrecondition(true, "true") }.isEmpty)
        #expect(passed)
    }

    @Test func theRetainedRootOwnsTheTreeThatReportsLeaks() {
        let fixture = Fixture()
        #expect(fixture.context.state.coordinators.roots == [fixture.root.id])
        let idle = FlowCoordinator(navigationController: fixture.rootNavigation)
        fixture.transition { fixture.root.addChild(idle) }
        #expect(fixture.context.state.leakedCoordinators() == [idle.id])
    }
}
