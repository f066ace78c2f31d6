import DeclarativeCoordinators
import NavigationModel
import Testing

@Suite struct FocusTests {
    @Test func focusFirstTruncatesToTheFirstMatchingItem() throws {
        let app = FlowApp()
        app.act { app.flow.route(to: \.detail, 1).route(to: \.sheet).route(to: \.detail, 2).route(to: \.detail, 1) }
        app.act { _ = try? app.flow.focusFirst(\.detail) }
        #expect(app.flow.stackItems.map(\.description) == ["push detail(1)"])
        #expect(app.visibleStack == ["HomeView", "DetailView(id: 1)"])
        #expect(app.context.state.window.presented.isEmpty)
    }

    @Test func focusFirstWithAnInputMatchesTheInput() throws {
        let app = FlowApp()
        app.act { app.flow.route(to: \.detail, 1).route(to: \.detail, 2).route(to: \.detail, 3) }
        try app.flow.focusFirst(\.detail, 2)
        #expect(app.flow.stackItems.map(\.description) == ["push detail(1)", "push detail(2)"])
    }

    @Test func focusFirstReturnsTheItemsCoordinator() {
        let app = FlowApp()
        var first: FlowCoordinator?
        app.act {
            first = app.flow.route(to: \.child)
            app.flow.route(to: \.child)
        }
        var focused: FlowCoordinator?
        app.act { focused = try? app.flow.focusFirst(\.child) }
        #expect(focused != nil && focused === first)
        #expect(app.flow.stackItems.count == 1)
    }

    @Test func focusFirstThrowsWhenNothingMatchesAndNeverSearchesTheRoot() {
        let app = FlowApp()
        app.act { app.flow.route(to: \.sheet) }
        let key = app.key
        #expect(throws: FocusError.routeNotFound) { try app.flow.focusFirst(\.detail) }
        #expect(throws: FocusError.routeNotFound) { try app.flow.focusFirst(\.detail, 1) }
        #expect(app.key == key)
        let rootOnly = FlowApp()
        rootOnly.act { rootOnly.flow.root(\.nested) }
        #expect(throws: FocusError.routeNotFound) { try rootOnly.flow.focusFirst(\.child) }
    }
}
