import NavigationModel
import Testing

@Suite struct CanonicalKeyTests {
    /// A main coordinator with children of the given types, attached in order, each registered in
    /// `creationOrder` (indices into `children`).
    private func tree(children: [String], creationOrder: [Int]) -> NavigationState {
        let (context, main, _) = NavigationContext.withRootStack(["Home"])
        var ids: [Int: CoordinatorID] = [:]
        for index in creationOrder { ids[index] = context.registerCoordinator(nil, typeName: children[index]) }
        for index in children.indices { context.attach(ids[index]!, to: main) }
        return context.state
    }

    @Test func childrenOrderMattersButCreationOrderDoesNot() {
        let forward = tree(children: ["Cart", "Profile"], creationOrder: [0, 1])
        let createdBackwards = tree(children: ["Cart", "Profile"], creationOrder: [1, 0])
        let swapped = tree(children: ["Profile", "Cart"], creationOrder: [0, 1])
        #expect(forward.key == createdBackwards.key)
        #expect(forward.key != swapped.key)
    }

    @Test func whichCoordinatorOwnsAScreenMattersNotItsIdentifier() {
        func build(ownerIndex: Int, padding: Int) -> NavigationState {
            let (context, main, stack) = NavigationContext.withRootStack(["Home"])
            for _ in 0..<padding { _ = context.makeContainerID() }
            let children = ["A", "B"].map { context.registerCoordinator(nil, typeName: $0) }
            children.forEach { context.attach($0, to: main) }
            context.push(context.makeScreen("Detail", owner: children[ownerIndex]), onto: stack)
            return context.state
        }
        #expect(build(ownerIndex: 0, padding: 0).key == build(ownerIndex: 0, padding: 9).key)
        #expect(build(ownerIndex: 0, padding: 0).key != build(ownerIndex: 1, padding: 0).key)
    }

    @Test func payloadsBindingsTabsAndPresentationKindsEnterTheKey() {
        let (context, main, stack) = NavigationContext.withRootStack(["Home"])
        let screen = context.makeScreen("Detail", owner: main)
        context.push(screen, onto: stack)
        var keys = [context.state.key]

        context.setPayload("page 1", of: main)
        keys.append(context.state.key)
        context.setPayload("page 2", of: main)
        keys.append(context.state.key)
        context.bindLifecycle(of: main, to: screen.id)
        keys.append(context.state.key)
        context.present(.stack(context.stack(["Modal"], owner: main)), kind: .sheet, presenter: main)
        keys.append(context.state.key)
        context.dismissPresentations(from: 0)
        context.present(.stack(context.stack(["Modal"], owner: main)), kind: .fullScreen, presenter: main)
        keys.append(context.state.key)

        #expect(Set(keys).count == keys.count)

        let (tabsA, tabs) = NavigationContext.withTabs([("A", ["A0"]), ("B", ["B0"])])
        let unselected = tabsA.state.key
        tabsA.selectTab(1, of: tabs)
        #expect(tabsA.state.key != unselected)
    }

    @Test func aStateBuiltAgainGivesAnEqualKey() {
        func build() -> NavigationState {
            let (context, main, stack) = NavigationContext.withRootStack(["Home"])
            let child = context.registerCoordinator(nil, typeName: "Child", payload: 3)
            context.attach(child, to: main)
            let screen = context.makeScreen("Detail", inputs: [ScreenInput("id", "4")], owner: child)
            context.push(screen, onto: stack)
            context.bindLifecycle(of: child, to: screen.id)
            context.setModel(["logged in"])
            return context.state
        }
        #expect(build().key == build().key)
    }
}
