import DeclarativeCoordinators
import NavigationModel
import Testing

@Suite struct PoppingTests {
    @Test func popLastRemovesTheLastItemPushedOrPresented() {
        let app = FlowApp()
        app.act { app.flow.route(to: \.detail, 1).route(to: \.sheet) }
        app.act { app.flow.popLast() }
        #expect(app.context.effects == [.dismissed])
        #expect(app.visibleStack == ["HomeView", "DetailView(id: 1)"])
        app.act { app.flow.popLast() }
        #expect(app.context.effects == [.popped])
        #expect(app.visibleStack == ["HomeView"])
    }

    @Test func popLastOnAnEmptyStackChangesNothing() {
        let app = FlowApp()
        let key = app.key
        app.act { app.flow.popLast() }
        #expect(app.key == key)
        #expect(app.context.effects.isEmpty)
    }

    @Test func routerPopRemovesItsScreenAndEverythingAbove() {
        let app = FlowApp()
        app.act { app.flow.route(to: \.detail, 1).route(to: \.detail, 2).route(to: \.sheet) }
        // Pop from the first detail screen's router: it and everything above go.
        guard case .stack(let root)? = app.context.state.window.root else { Issue.record("no root stack"); return }
        let firstDetail = root.screens[1]
        app.act { firstDetail.actions().first { $0.name == "pop" }?.perform() }
        #expect(app.flow.stackItems.isEmpty)
        #expect(app.visibleStack == ["HomeView"])
        #expect(app.context.state.window.presented.isEmpty)
    }

    @Test func routerPopFromTheRootDoesNothing() {
        let app = FlowApp()
        app.act { app.flow.route(to: \.detail, 1) }
        let key = app.key
        guard case .stack(let root)? = app.context.state.window.root else { Issue.record("no root stack"); return }
        app.act { root.screens[0].actions().first { $0.name == "pop" }?.perform() }
        #expect(app.key == key)
    }

    @Test func popToRootClearsTheStackKeepsTheRootAndReleasesChildren() {
        let app = FlowApp()
        app.act { app.flow.route(to: \.child).route(to: \.detail, 1) }
        #expect(app.context.state.coordinators.owned.count == 3)
        app.act { app.flow.popToRoot() }
        #expect(app.flow.stackItems.isEmpty)
        #expect(app.visibleStack == ["HomeView"])
        #expect(app.context.state.coordinators.owned.count == 2)
        #expect(app.context.state.coordinators.records.count == 2)
    }
}
