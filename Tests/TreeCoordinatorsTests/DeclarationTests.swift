import NavigationModel
import Testing
import TreeCoordinators

@Suite struct DeclarationTests {
    @Test func theCatalogListsScreensThenChildFlowsWithTheirLocations() {
        let firstLine = #line + 1
        let first = TreeScreen("FirstViewController", transition: nil)
        let next = TreeScreen("NextViewController")
        let child = TreeChild("showChild", starts: FlowCoordinator.self, transition: .fullScreen)
        let declaration = TreeCoordinatorDeclaration(FlowCoordinator.self, screens: [first, next], children: [child])

        let catalog = RouteCatalog(tree: [declaration])

        let file = "TreeCoordinatorsTests/DeclarationTests.swift"
        #expect(catalog == RouteCatalog([
            DeclaredCoordinator("FlowCoordinator", kind: "tree", location: SourceLocation(fileID: file, line: firstLine + 3), routes: [
                DeclaredRoute("FirstViewController", screen: "FirstViewController", location: SourceLocation(fileID: file, line: firstLine)),
                DeclaredRoute("NextViewController", screen: "NextViewController", transition: .push, location: SourceLocation(fileID: file, line: firstLine + 1)),
                DeclaredRoute("showChild", coordinator: "FlowCoordinator", transition: .fullScreen, location: SourceLocation(fileID: file, line: firstLine + 2)),
            ]),
        ]))
    }

    @Test func screensMadeFromADeclarationCarryItsTypeAndTheirOwner() {
        let fixture = Fixture()
        let screen = fixture.root.makeScreen(FlowCoordinator.next, inputs: [ScreenInput("id", "7")])
        #expect(screen.typeName == "NextViewController")
        #expect(screen.route == "NextViewController")
        #expect(screen.owner == fixture.root.id)
        #expect(screen.inputs == [ScreenInput("id", "7")])
    }
}
