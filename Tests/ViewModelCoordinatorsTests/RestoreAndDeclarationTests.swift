import NavigationModel
import Testing
import ViewModelCoordinators

@Suite struct SnapshotRestoreTests {
    private func navigate(_ fixture: Fixture) throws {
        fixture.home.navigationItem = .child
        try #require(fixture.child).sheetItem = .note
        fixture.context.endTransition()
    }

    @Test func aRestoredStateBehavesAsAFreshAppDoingTheSame() throws {
        let fixture = Fixture()
        let launched = fixture.context.state
        try navigate(fixture)
        let navigated = fixture.context.state.key

        fixture.context.state = launched
        #expect(fixture.home.slots == NavigationSlots())
        #expect(fixture.rootStack == ["HomeView"])
        #expect(fixture.child == nil)

        try navigate(fixture)
        #expect(fixture.context.state.key == navigated)

        let fresh = Fixture()
        try navigate(fresh)
        #expect(fresh.context.state.key == navigated)
    }

    @Test func systemActionsAfterARestoreResyncTheRestoredSlots() throws {
        let fixture = Fixture()
        fixture.home.navigationItem = .detail(id: 1)
        fixture.context.endTransition()
        let pushed = fixture.context.state
        fixture.home.navigationItem = nil
        fixture.context.state = pushed
        #expect(fixture.home.navigationItem == .detail(id: 1))
        fixture.perform(.back)
        #expect(fixture.home.navigationItem == nil)
        #expect(fixture.context.state.key == Fixture().context.state.key)
    }
}

@Suite struct DeclarationTests {
    @Test func aDeclarationListsTheContentThenPushesThenSheets() {
        let declaration = HomeViewModel.declaration
        #expect(declaration.typeName == "HomeViewModel")
        #expect(declaration.kind == "view model")
        #expect(declaration.routes.map(\.name) == ["home", "detail", "child", "info", "flow"])
        #expect(declaration.routes.map(\.transition) == [nil, .push, .push, .sheet, .sheet])
        #expect(declaration.routes.map(\.screenType) == ["HomeView", "DetailView", nil, "InfoView", nil])
        #expect(declaration.routes.map(\.coordinatorType) == [nil, nil, "ChildViewModel", nil, "ChildViewModel"])
        #expect(declaration.location.fileID == "ViewModelCoordinatorsTests/TestScenes.swift")
        #expect(Set(declaration.routes.map(\.location.line)).count == 5)
    }

    @Test func routesAreLocatedWhereTheyAreDeclared() {
        let line = #line + 1
        let route = HomePush.route("somewhere", shows: "SomewhereView")
        #expect(route.location == SourceLocation(fileID: "ViewModelCoordinatorsTests/RestoreAndDeclarationTests.swift", line: line))
        #expect(route.transition == nil)
        #expect(HomeViewModel.contentRoute("x", shows: "XView").screenType == "XView")
    }

    @Test func aLeafDeclaresOnlyItsContent() {
        #expect(NoDestination.routes.isEmpty)
        #expect(CoordinatorViewModel<NoDestination, NoDestination>.declare(content: ChildViewModel.child).routes.map(\.name) == ["child"])
    }
}
