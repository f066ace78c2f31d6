import DeclarativeCoordinators
import NavigationModel
import Testing

/// The explorer saves a state by copying it and restores it by assigning it back: everything the style
/// knows has to come back with it.
@Suite struct SnapshotTests {
    /// Steps a user (or the app) takes on a fixture app.
    enum Scenario: CaseIterable, Sendable {
        case swipeAwayASheet, backOutOfAChild, switchRootUnderAModal, focusThenPopToRoot, dismissThenCover

        var steps: [(FlowApp) -> Void] {
            switch self {
            case .swipeAwayASheet:
                [{ $0.flow.route(to: \.detail, 1) }, { $0.flow.route(to: \.sheet) }, { $0.context.perform(.swipeDown) }]
            case .backOutOfAChild:
                [{ $0.flow.route(to: \.child).route(to: \.detail, 2) }, { $0.context.perform(.back) }, { $0.context.perform(.back) }]
            case .switchRootUnderAModal:
                [{ $0.flow.root(\.nested).route(to: \.wrapped).child.route(to: \.detail, 3) }, { $0.flow.root(\.other) }]
            case .focusThenPopToRoot:
                [{ _ = try? $0.flow.route(to: \.detail, 1).route(to: \.detail, 2).focusFirst(\.detail, 1) }, { $0.flow.popToRoot() }]
            case .dismissThenCover:
                [{ $0.flow.route(to: \.child).route(to: \.child).dismissCoordinator() }, { $0.flow.route(to: \.cover) }]
            }
        }
    }

    @Test(arguments: Scenario.allCases)
    func restoringAndActingAgainMatchesAFreshAppDoingTheSame(scenario: Scenario) {
        let steps = scenario.steps
        let app = FlowApp()
        let launch = app.context.state
        for step in steps { app.act { step(app) } }
        let expected = app.key

        // Go elsewhere, restore the launch state, and replay on the restored state.
        app.act { app.flow.route(to: \.locked) }
        app.context.state = launch
        for step in steps { app.act { step(app) } }
        #expect(app.key == expected)

        let fresh = FlowApp()
        for step in steps { fresh.act { step(fresh) } }
        #expect(fresh.key == expected)
    }

    @Test func restoringAMidwayStateRestoresItsStackItemsAndActions() {
        let app = FlowApp()
        app.act { app.flow.route(to: \.detail, 1).route(to: \.sheet) }
        let saved = app.context.state
        let savedKey = app.key
        app.act { app.flow.popToRoot() }
        app.context.state = saved
        #expect(app.key == savedKey)
        #expect(app.flow.stackItems.map(\.description) == ["push detail(1)", "modal sheet"])
        #expect(app.context.tap("pop"))
        #expect(app.flow.stackItems.map(\.description) == ["push detail(1)"])
    }

    @Test func tabSelectionAndModelComeBackWithTheState() {
        let app = TabsApp()
        let saved = app.context.state
        app.context.perform(.selectTab(index: 1, title: "Second"))
        app.context.perform(.reselectTab(index: 1, title: "Second"))
        #expect(app.taps == ["first", "repeat"])
        app.context.state = saved
        #expect(app.tabs.activeTab == 0)
        #expect(app.taps.isEmpty)
    }
}
