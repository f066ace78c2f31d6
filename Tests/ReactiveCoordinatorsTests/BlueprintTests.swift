import NavigationGraph
import NavigationModel
import ReactiveCoordinators
import Testing

/// A blueprint runs on the runtime's own operations: `coordinate(to:)` owns a child while its publisher is
/// subscribed, results reach the handler of their case, a subject never completed keeps its flow owned.
@Suite struct BlueprintTests {
    private static let here = SourceLocation(fileID: "Blueprint.swift", line: 1)

    /// A parent that pushes `home` and, from its button, presents a child sheet whose `done` result
    /// dismisses it; the child's `pick` sends `done` (and completes when `completes`).
    private func blueprint(completes: Bool, subscribes: Bool = true) -> ReactiveBlueprint {
        let present = FlowPublisher.handleEvents(
            .coordinate(coordinator: "PickerCoordinator", navigations: ["presenter": "navigation"]),
            onOutput: [.dismiss(navigation: "navigation")])
        let open: FlowStep = subscribes ? .subscribe(present, [ResultHandler(result: "done")]) : .discard(present)
        let parent = FlowBlueprint(
            name: "HomeCoordinator", location: Self.here,
            screens: [ScreenBlueprint(
                name: "home", screenType: "HomeViewController", transition: .push, location: Self.here,
                actions: [FlowAction(name: "Pick", steps: [open])])],
            start: [.makeNavigation("navigation"), .setWindowRoot(navigation: "navigation"), .push(screen: "home", on: "navigation")],
            result: .never)
        var pick: [FlowStep] = [.send(subject: "result", value: "done")]
        if completes { pick.append(.complete(subject: "result")) }
        let child = FlowBlueprint(
            name: "PickerCoordinator", location: Self.here,
            screens: [ScreenBlueprint(
                name: "picker", screenType: "PickerViewController", transition: .sheet, location: Self.here,
                actions: [FlowAction(name: "pick", steps: pick)])],
            subjects: ["result"],
            start: [.present(screen: "picker", from: "presenter", .sheet)], result: .subject("result"))
        return ReactiveBlueprint(coordinators: [parent, child], entry: "HomeCoordinator")
    }

    private func tap(_ name: String, in context: NavigationContext) {
        let screen = context.state.window.visibleScreen
        screen?.actions().first { $0.name == name }?.perform()
    }

    private func owned(_ context: NavigationContext) -> [String] {
        context.state.coordinators.all.compactMap { record in record.parent == nil ? nil : record.typeName }
    }

    @Test func coordinatorsAreNamedAfterTheBlueprintAndShowItsScreens() throws {
        let context = NavigationContext(appName: "blueprint")
        let main = try #require(blueprint(completes: true).launch(in: context))
        #expect(main.typeName == "HomeCoordinator")
        #expect(context.state.window.visibleScreen?.route == "home")
        tap("Pick", in: context)
        #expect(context.state.window.visibleScreen?.typeName == "PickerViewController")
        #expect(owned(context) == ["PickerCoordinator"])
    }

    @Test func aCompletedResultEndsTheFlowAndItsHandlerRuns() throws {
        let context = NavigationContext(appName: "blueprint")
        _ = blueprint(completes: true).launch(in: context)
        tap("Pick", in: context)
        tap("pick", in: context)
        #expect(context.state.window.visibleScreen?.route == "home")
        #expect(owned(context).isEmpty)
        #expect(context.state.leakedCoordinators().isEmpty)
    }

    @Test func aSubjectNeverCompletedKeepsTheFlowOwnedAfterItsScreenLeaves() throws {
        let context = NavigationContext(appName: "blueprint")
        _ = blueprint(completes: false).launch(in: context)
        tap("Pick", in: context)
        tap("pick", in: context)
        #expect(context.state.window.visibleScreen?.route == "home")
        #expect(context.state.leakedCoordinators().count == 1)
    }

    @Test func aFlowNobodySubscribesToStartsUnowned() throws {
        let context = NavigationContext(appName: "blueprint")
        _ = blueprint(completes: true, subscribes: false).launch(in: context)
        tap("Pick", in: context)
        #expect(context.state.window.visibleScreen?.typeName == "PickerViewController")
        #expect(owned(context).isEmpty)
    }

    @Test func anUnknownNameIsAFaultNotATrap() {
        let context = NavigationContext(appName: "blueprint")
        let lost = FlowBlueprint(
            name: "LostCoordinator", location: Self.here, start: [.push(screen: "nowhere", on: "navigation")], result: .never)
        _ = ReactiveBlueprint(coordinators: [lost], entry: "LostCoordinator").launch(in: context)
        #expect(context.faults.map(\.kind) == [BlueprintFlowFault.unknownName])
        #expect(context.faults.first?.message.contains("navigation controller navigation") == true)
    }
}
