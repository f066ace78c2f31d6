import NavigationModel
import ReactiveCoordinators
import Testing

@Suite struct DeclarationTests {
    @Test func routesRecordWhatTheyShowAndWhereTheyAreDeclared() {
        let line = #line + 1
        let screen = HostFlow.route("detail", shows: "DetailViewController")
        #expect(screen.name == "detail")
        #expect(screen.screenType == "DetailViewController")
        #expect(screen.coordinatorType == nil)
        #expect(screen.transition == .push)
        #expect(screen.location == SourceLocation(fileID: "ReactiveCoordinatorsTests/DeclarationTests.swift", line: line))

        let flow = HostFlow.route("sheet", starts: SheetFlow.self, .sheet)
        #expect(flow.screenType == nil)
        #expect(flow.coordinatorType == "SheetFlow")
        #expect(flow.transition == .sheet)
    }

    @Test func aDeclarationNamesItsTypeKindAndRoutes() {
        let declaration = HostFlow.declaration
        #expect(declaration.typeName == "HostFlow")
        #expect(declaration.kind == "root")
        #expect(declaration.routes.map(\.name) == ["home", "child"])
        #expect(declaration.routes.map(\.transition) == [nil, .sheet])
        #expect(declaration.location.fileID == "ReactiveCoordinatorsTests/TestFlows.swift")
        #expect(Set(declaration.routes.map(\.location.line)).count == 2)
        #expect(declaration.routes.allSatisfy { $0.location.line < declaration.location.line })
    }

    @Test func screensAreNamedAfterTheirRouteAndOwnedByTheirCoordinator() {
        let fixture = Fixture()
        let screen = fixture.host.makeScreen(HostFlow.home, inputs: [ScreenInput("id", "7")]) {
            [UserAction("tap") {}]
        }
        #expect(screen.typeName == "HomeViewController")
        #expect(screen.route == "home")
        #expect(screen.inputs == [ScreenInput("id", "7")])
        #expect(screen.owner == fixture.host.id)
        #expect(screen.actions().map(\.name) == ["tap"])
    }
}
