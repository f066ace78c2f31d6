import DeclarativeCoordinators
import NavigationModel
import Testing

@Suite struct CatalogTests {
    let catalog = RouteCatalog.declarative(roots: Self.roots)

    static func roots(_ context: NavigationContext) -> [any Coordinatable] {
        [NavigationViewCoordinator(FlowCoordinator(context))]
    }

    private func coordinator(_ name: String) -> DeclaredCoordinator? {
        catalog.coordinators.first { $0.typeName == name }
    }

    @Test func theCatalogIsReadFromTheDeclarations() throws {
        #expect(catalog.coordinators.map(\.typeName) == [
            "NavigationViewCoordinator<FlowCoordinator>", "FlowCoordinator", "TabsCoordinator",
        ])
        let flow = try #require(coordinator("FlowCoordinator"))
        #expect(flow.kind == "navigation")
        #expect(flow.routes.map(\.name) == [
            "home", "other", "numbered", "nested", "detail", "sheet", "cover", "locked", "child", "wrapped",
            "pushedTabs", "needsTabRouter", "unused",
        ])
        let byName = Dictionary(uniqueKeysWithValues: flow.routes.map { ($0.name, $0) })
        #expect(byName["home"]?.transition == nil)
        #expect(byName["detail"]?.screenType == "DetailView")
        #expect(byName["detail"]?.transition == .push)
        #expect(byName["sheet"]?.transition == .sheet)
        #expect(byName["cover"]?.transition == .fullScreen)
        #expect(byName["locked"]?.transition == .nonDismissibleSheet)
        #expect(byName["wrapped"]?.coordinatorType == "NavigationViewCoordinator<FlowCoordinator>")
        #expect(byName["unused"]?.screenType == "UnusedView")
    }

    @Test func declarationsPointAtTheirSource() throws {
        let flow = try #require(coordinator("FlowCoordinator"))
        #expect(flow.routes.allSatisfy { $0.location.fileID == "DeclarativeCoordinatorsTests/Fixtures.swift" })
        let lines = flow.routes.map(\.location.line)
        #expect(lines == lines.sorted() && Set(lines).count == lines.count)
        #expect(flow.location.fileID == "DeclarativeCoordinatorsTests/Fixtures.swift")
    }

    @Test func tabCoordinatorsListEveryDeclaredTab() throws {
        let tabs = try #require(coordinator("TabsCoordinator"))
        #expect(tabs.kind == "tabs")
        #expect(tabs.routes.map(\.name) == ["first", "second", "third", "hidden"])
        #expect(tabs.routes.map { $0.coordinatorType ?? $0.screenType ?? "" } == [
            "NavigationViewCoordinator<FlowCoordinator>", "TabScreen", "FlowCoordinator", "FlowCoordinator",
        ])
    }

    @Test func theCatalogIsDeterministic() {
        let again = RouteCatalog.declarative(roots: Self.roots)
        #expect(again == catalog)
    }
}
