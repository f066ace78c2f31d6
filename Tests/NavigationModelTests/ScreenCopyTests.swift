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
}
