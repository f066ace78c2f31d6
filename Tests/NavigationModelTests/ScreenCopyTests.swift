import NavigationModel
import Testing

@Suite struct ScreenCopyTests {
    /// A screen made by copying another is a new screen (a new identifier) that is the same for the user:
    /// the same type, route, inputs, owner, fingerprint and actions.
    @Test func aCopyIsANewScreenTheSameForTheUser() {
        let context = NavigationContext(appName: "copies")
        let owner = context.registerCoordinator(nil, typeName: "Main")
        let original = context.makeScreen(
            "Detail", route: "showDetail", inputs: [ScreenInput("id", "4")], owner: owner, actions: { [UserAction("save") {}] })
        let copy = context.makeScreen(copying: original)
        let fresh = context.makeScreen("Detail", route: "showDetail", inputs: [ScreenInput("id", "4")], owner: owner)
        #expect(copy.id != original.id)
        #expect(copy.typeName == "Detail" && copy.route == "showDetail" && copy.inputs == [ScreenInput("id", "4")])
        #expect(copy.owner == owner)
        #expect(copy.fingerprint == original.fingerprint && copy.fingerprint == fresh.fingerprint)
        #expect(copy.actions().map(\.name) == ["save"])
    }

    /// Pushing a copy shows a new screen like the original on the stack, as pushing a copy made first does, and
    /// takes the next identifier.
    @Test func pushingACopyPushesANewScreenTheSameForTheUser() {
        let context = NavigationContext(appName: "copies")
        let owner = context.registerCoordinator(nil, typeName: "Main")
        let original = context.makeScreen("Detail", route: "showDetail", owner: owner, actions: { [UserAction("save") {}] })
        let stack = context.makeStack(owner: owner)
        context.setRoot(.stack(stack))
        context.push(copying: original, onto: stack.id)
        let next = context.makeContainerID()
        let pushed = context.state.window.visibleScreen
        #expect(pushed?.id != original.id && pushed.map { $0.id.rawValue + 1 } == next.rawValue)
        #expect(pushed?.fingerprint == original.fingerprint && pushed?.owner == owner && pushed?.route == "showDetail")
        #expect(pushed?.actions().map(\.name) == ["save"])
        #expect(context.effects.last == .pushed)
    }
}
