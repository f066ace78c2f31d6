import NavigationModel
import Testing
import ViewModelCoordinators

/// A scene app declared as data: Home pushes a plain detail or a child scene, presents a full-screen
/// cover; the child's button sets Home's sheet (a step on an ancestor) and one of Home's buttons names a
/// slot Home does not have.
private enum Plan {
    static let here = SourceLocation(fileID: "Plan.swift", line: 1)

    static func scene(_ route: String, _ actions: [ViewModelActionBlueprint] = []) -> SceneBlueprint {
        SceneBlueprint(route: route, screen: route.prefix(1).uppercased() + route.dropFirst() + "View", location: here, actions: actions)
    }

    static func action(_ name: String, on coordinator: String = "Home", _ operation: SlotStep.Operation) -> ViewModelActionBlueprint {
        ViewModelActionBlueprint(name: name, steps: [SlotStep(on: coordinator, operation)])
    }

    static var blueprint: ViewModelBlueprint {
        let home = CoordinatorViewModelBlueprint(
            name: "Home", location: here,
            content: scene("home", [
                action("detail", .set(slot: "push", value: "detail")),
                action("child", .set(slot: "push", value: "child")),
                action("cover", .set(slot: "cover", value: "player")),
                action("broken", .set(slot: "nowhere", value: "x")),
            ]),
            navigationSlot: SlotBlueprint(name: "push", transition: .push, destinations: [
                DestinationBlueprint(name: "detail", shows: .view(scene("detail", [action("close", .dismiss)])), location: here),
                DestinationBlueprint(name: "child", shows: .coordinator("Child"), location: here),
            ]),
            sheetSlot: SlotBlueprint(name: "cover", transition: .fullScreen, destinations: [
                DestinationBlueprint(name: "player", shows: .view(scene("player", [action("close", .set(slot: "cover", value: nil))])), location: here),
            ]))
        let child = CoordinatorViewModelBlueprint(
            name: "Child", location: here,
            content: scene("child", [action("cover from child", .set(slot: "cover", value: "player")), action("orphan", on: "Elsewhere", .set(slot: "push", value: "detail"))]))
        return ViewModelBlueprint(coordinators: [home, child], entry: "Home")
    }
}

@Suite struct BlueprintTests {
    private func launch() -> (NavigationContext, BlueprintCoordinatorViewModel) {
        let context = NavigationContext(appName: "plan")
        let root = Plan.blueprint.launch(in: context)!
        context.endTransition()
        return (context, root)
    }

    private func visible(_ context: NavigationContext) -> String? { context.state.window.visibleScreen?.typeName }

    @Test func coordinatorsAreNamedFromTheBlueprintAndDeclareTheirSlotsDestinations() throws {
        let (context, root) = launch()
        #expect(context.record(root.id)?.typeName == "Home")
        #expect(visible(context) == "HomeView")
        let home = try #require(Plan.blueprint.catalog.coordinators.first)
        #expect(home.routes.map(\.name) == ["home", "detail", "child", "player"])
        #expect(home.routes.map(\.transition) == [nil, .push, .push, .fullScreen])
        #expect(home.routes[2].coordinatorType == "Child")
    }

    @Test func aChildSceneIsOwnedWhileShownAndReleasedByBack() {
        let (context, root) = launch()
        let launched = context.state.key
        #expect(context.tap("child"))
        #expect(visible(context) == "ChildView")
        #expect(context.record(root.id)?.children.count == 1)
        context.beginTransition()
        context.perform(.back)
        context.endTransition()
        #expect(root.navigationItem == nil)
        #expect(context.state.key == launched)
    }

    @Test func aStepActsOnTheNearestAncestorOfItsType() {
        let (context, _) = launch()
        context.tap("child")
        #expect(context.tap("cover from child"))
        #expect(context.state.window.presented.last?.kind == .fullScreen)
        #expect(context.availableSystemActions().isEmpty)  // no swipe closes a full-screen cover
        #expect(context.tap("close"))
        #expect(visible(context) == "ChildView")
    }

    @Test func dismissEmptiesTheSlotThatShowsTheScreen() {
        let (context, root) = launch()
        context.tap("detail")
        #expect(context.tap("close"))
        #expect(root.navigationItem == nil)
        #expect(visible(context) == "HomeView")
    }

    @Test func unknownSlotsAndMissingTargetsAreFaultsNotTraps() {
        let (context, _) = launch()
        context.beginTransition()
        context.visibleActions().first { $0.name == "broken" }?.perform()
        #expect(context.faults.map(\.kind) == [ViewModelFault.unknownSlot])
        context.endTransition()
        context.tap("child")
        context.beginTransition()
        context.visibleActions().first { $0.name == "orphan" }?.perform()
        #expect(context.faults.map(\.kind) == [ViewModelFault.targetMissing])
        context.endTransition()
        #expect(visible(context) == "ChildView")
    }
}
