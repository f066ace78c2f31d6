import NavigationModel
import Testing

@Suite struct LeakedCoordinatorTests {
    @Test func anOwnedCoordinatorWithNothingOnScreenHasLeaked() {
        let (context, main, stack) = NavigationContext.withRootStack(["Home"])
        let flow = context.registerCoordinator(nil, typeName: "Flow")
        let leaf = context.registerCoordinator(nil, typeName: "Leaf")
        let idle = context.registerCoordinator(nil, typeName: "Idle")
        context.attach(flow, to: main)
        context.attach(leaf, to: flow)
        context.attach(idle, to: main)
        context.push(context.makeScreen("LeafScreen", owner: leaf), onto: stack)

        // `flow` shows nothing itself but its child does; `idle` shows nothing at all.
        #expect(context.state.leakedCoordinators() == [idle])

        context.perform(.back)
        #expect(context.state.leakedCoordinators() == [flow, leaf, idle])
        #expect(context.state.leakedCoordinators(exempt: { $0.typeName == "Flow" }) == [leaf, idle])
    }

    @Test func aCoordinatorOwningAContainerOrAPresentationIsOnScreen() {
        let (context, main, _) = NavigationContext.withRootStack(["Home"])
        let presenter = context.registerCoordinator(nil, typeName: "Presenter")
        let holder = context.registerCoordinator(nil, typeName: "Holder")
        context.attach(presenter, to: main)
        context.attach(holder, to: main)
        context.present(.stack(context.makeStack(owner: holder)), kind: .sheet, presenter: presenter)
        #expect(context.state.leakedCoordinators().isEmpty)
    }

    @Test func coordinatorsNobodyOwnsAreNotLeaksAndArePrunedWhenOffScreen() {
        let (context, _, stack) = NavigationContext.withRootStack(["Home"])
        let stray = context.registerCoordinator(nil, typeName: "Stray")
        let shown = context.registerCoordinator(nil, typeName: "Shown")
        let bound = context.registerCoordinator(nil, typeName: "Bound")
        let screen = context.makeScreen("Shown", owner: shown)
        context.push(screen, onto: stack)
        context.bindLifecycle(of: bound, to: screen.id)
        #expect(context.state.leakedCoordinators().isEmpty)

        context.endTransition()

        #expect(context.record(stray) == nil)
        #expect(context.record(shown) != nil)
        #expect(context.record(bound) != nil)
    }

    @Test func detachingANonChildChangesNothing() {
        let (context, main, _) = NavigationContext.withRootStack(["Home"])
        let child = context.registerCoordinator(nil, typeName: "Child")
        let other = context.registerCoordinator(nil, typeName: "Other")
        context.attach(child, to: main)
        #expect(!context.detach(child, from: other))
        #expect(context.record(child)?.parent == main)
        #expect(context.detach(child, from: main))
        #expect(context.record(child)?.parent == nil)
        #expect(context.record(main)?.children.isEmpty == true)
    }

    @Test func bindingAScreenAlreadyBoundReturnsItsCoordinatorAndKeepsIt() {
        let (context, main, stack) = NavigationContext.withRootStack(["Home"])
        let first = context.registerCoordinator(nil, typeName: "First")
        let second = context.registerCoordinator(nil, typeName: "Second")
        let screen = context.makeScreen("Detail", owner: main)
        let other = context.makeScreen("Other", owner: main)
        context.push(screen, onto: stack)
        #expect(context.bindLifecycle(of: first, to: screen.id) == nil)
        #expect(context.bindLifecycle(of: second, to: screen.id) == first)
        #expect(context.state.lifecycleBindings == [screen.id: first])
        // Binding again moves the binding.
        #expect(context.bindLifecycle(of: first, to: other.id) == nil)
        #expect(context.state.lifecycleBindings == [other.id: first])
    }
}
