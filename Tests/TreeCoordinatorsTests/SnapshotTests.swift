import NavigationModel
import Testing
import TreeCoordinators

@Suite struct SnapshotTests {
    @Test func restoringAStateRestoresTheTreeAndItsHooks() {
        let fixture = Fixture()
        let child = fixture.pushChild()
        let saved = fixture.context.state

        fixture.perform(.back)
        #expect(fixture.root.children.isEmpty)

        fixture.context.state = saved
        #expect(fixture.root.children == [child])
        #expect(child.parent === fixture.root)
        fixture.perform(.back)
        #expect(fixture.root.children.isEmpty)
    }

    @Test func snapshotActRestoreActMatchesAFreshAppActing() {
        let explored = Fixture()
        let launch = explored.context.state
        explored.pushChild()
        explored.context.state = launch
        explored.presentChild()
        explored.pushChild()

        let fresh = Fixture()
        fresh.presentChild()
        fresh.pushChild()

        #expect(explored.context.state.key == fresh.context.state.key)
        #expect(explored.root.children.count == 2)
    }

    @Test func aRestoredStateKeepsTheCoordinatorsItRefersToAlive() {
        let fixture = Fixture()
        weak var child: FlowCoordinator?
        let saved: NavigationState
        do {
            let made = fixture.pushChild()
            child = made
            saved = fixture.context.state
            fixture.perform(.back)
        }
        #expect(child != nil)
        fixture.context.state = saved
        #expect(fixture.root.children.first === child)
    }

    @Test func keysCountChildrenButNotWhichObjectsTheyAre() {
        let first = Fixture()
        first.pushChild()
        let second = Fixture()
        _ = FlowCoordinator(navigationController: second.rootNavigation)
        second.pushChild()
        #expect(first.context.state.key == second.context.state.key)

        let moreChildren = Fixture()
        moreChildren.pushChild()
        moreChildren.transition {
            moreChildren.root.addChild(FlowCoordinator(navigationController: moreChildren.rootNavigation))
        }
        #expect(moreChildren.context.state.key != first.context.state.key)
    }
}
