import NavigationModel
import Testing

/// The explorer's fast paths: reused key buffers with digests, identity checks, the array-backed tree.
@Suite struct KeyBufferTests {
    private func app(model: Int? = nil) -> NavigationContext {
        let context = NavigationContext(appName: "test")
        let main = context.registerCoordinator(nil, typeName: "Main", payload: AnyHashable("page 1"))
        context.makeRoot(main)
        var first = context.makeStack(owner: main, tag: "root")
        first.screens = [context.makeScreen("Home", owner: main)]
        let second = context.makeStack(owner: main, screens: [context.makeScreen("Settings", owner: main)])
        context.setRoot(.tabs(TabContainer(
            id: context.makeContainerID(), owner: main,
            tabs: [Tab(title: "Home", stack: first), Tab(title: "Settings", stack: second)], selectedIndex: 0)))
        if let model { context.setModel(model) }
        return context
    }

    @Test func aReusedBufferGivesEachStateItsOwnKey() {
        let buffer = StateKeyBuffer()
        let first = app()
        let second = app(model: 3)
        let firstDigest = buffer.encode(first.state)
        #expect(buffer.key == first.state.key)
        let secondDigest = buffer.encode(second.state)
        #expect(buffer.key == second.state.key)
        #expect(firstDigest != secondDigest)
        #expect(buffer.encode(first.state) == firstDigest)
        #expect(buffer.key == first.state.key)
    }

    @Test func equalStatesOfTwoInstancesHaveEqualDigests() {
        #expect(StateKeyBuffer().encode(app(model: 2).state) == StateKeyBuffer().encode(app(model: 2).state))
    }

    @Test func renamingATabOrATagChangesTheKey() throws {
        let renamed = app()
        var tabs = try #require(tabBar(of: renamed))
        tabs.tabs[1].title = "Profile"
        renamed.state.window.root = .tabs(tabs)
        #expect(renamed.state.key != app().state.key)

        let retagged = app()
        tabs = try #require(tabBar(of: retagged))
        tabs.tabs[0].stack.tag = "start"
        retagged.state.window.root = .tabs(tabs)
        #expect(retagged.state.key != app().state.key)
    }

    private func tabBar(of context: NavigationContext) -> TabContainer? {
        guard case .tabs(let tabs)? = context.state.window.root else { return nil }
        return tabs
    }

    @Test func aStateIsIdenticalToItsCopyUntilSomethingChanges() {
        let context = app()
        let saved = context.state
        #expect(context.state.isIdentical(to: saved))
        context.perform(.selectTab(index: 1, title: "Settings"))
        #expect(!context.state.isIdentical(to: saved))
        context.state = saved
        #expect(context.state.isIdentical(to: saved))
        context.setModel(1)
        #expect(!context.state.isIdentical(to: saved))
    }

    @Test func theTreeFindsRecordsByIdentifierAndKeepsThemInOrder() {
        let context = app()
        let main = context.state.coordinators.roots[0]
        let child = context.registerCoordinator(nil, typeName: "Child")
        context.attach(child, to: main)
        let tree = context.state.coordinators
        #expect(tree.all.map(\.id) == [main, child])
        #expect(tree.position(of: child) == 1)
        #expect(tree.records[child]?.parent == main)
        #expect(tree.owned == [main, child])
        context.detach(child, from: main)
        context.endTransition()
        #expect(context.state.coordinators.all.map(\.id) == [main])
        #expect(context.state.coordinators.position(of: child) == nil)
    }
}
