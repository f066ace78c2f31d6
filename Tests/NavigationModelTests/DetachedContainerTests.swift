import NavigationModel
import Testing

@Suite struct DetachedContainerTests {
    private func appWithMain() -> (NavigationContext, CoordinatorID) {
        let context = NavigationContext(appName: "test")
        let main = context.registerCoordinator(nil, typeName: "Main")
        context.makeRoot(main)
        let stack = context.makeStack(owner: main, screens: [context.makeScreen("Home", owner: main)])
        context.setRoot(.stack(stack))
        return (context, main)
    }

    @Test func detachedContainersEnterTheStateKey() {
        let (plain, _) = appWithMain()
        let (withDetached, main) = appWithMain()
        withDetached.state.offscreen.append(.stack(withDetached.makeStack(owner: main, tag: "root")))
        #expect(plain.state.key != withDetached.state.key)
    }

    @Test func endTransitionDropsTheDetachedContainersOfDroppedCoordinators() {
        let (context, main) = appWithMain()
        let owned = context.registerCoordinator(nil, typeName: "Owned")
        context.attach(owned, to: main)
        let dropped = context.registerCoordinator(nil, typeName: "Dropped")
        context.state.offscreen = [
            .stack(context.makeStack(owner: owned)), .stack(context.makeStack(owner: dropped)),
            .stack(context.makeStack(owner: nil)),
        ]
        context.endTransition()
        #expect(context.state.offscreen.map(\.owner) == [owned])
        #expect(context.record(dropped) == nil)
    }
}
