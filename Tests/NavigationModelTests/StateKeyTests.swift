import NavigationModel
import Testing

@Suite struct StateKeyTests {
    /// Builds a window with a main coordinator, a root stack and a pushed detail screen.
    private func buildApp(padIdentifiers: Int) -> NavigationContext {
        let context = NavigationContext(appName: "test")
        for _ in 0..<padIdentifiers { _ = context.makeContainerID() }
        let main = context.registerCoordinator(nil, typeName: "Main")
        context.makeRoot(main)
        let stack = context.makeStack(owner: main)
        context.setRoot(.stack(stack))
        context.push(context.makeScreen("Home", owner: main), onto: stack.id)
        context.push(context.makeScreen("Detail", inputs: [ScreenInput("id", "1")], owner: main), onto: stack.id)
        return context
    }

    @Test func keysIgnoreIdentifiersAndCreationOrder() {
        let first = buildApp(padIdentifiers: 0)
        let second = buildApp(padIdentifiers: 17)
        #expect(first.state.key == second.state.key)
    }

    @Test func keysSeeInputsScreensAndModel() {
        let base = buildApp(padIdentifiers: 0)
        let other = buildApp(padIdentifiers: 0)
        other.perform(.back)
        #expect(base.state.key != other.state.key)

        let withModel = buildApp(padIdentifiers: 0)
        withModel.setModel(1)
        #expect(base.state.key != withModel.state.key)
    }

    @Test func restoringASavedStateRestoresItsKey() {
        let context = buildApp(padIdentifiers: 0)
        let saved = context.state
        let key = saved.key
        context.perform(.back)
        #expect(context.state.key != key)
        context.state = saved
        #expect(context.state.key == key)
        #expect(context.state.window.visibleScreen?.typeName == "Detail")
    }
}
