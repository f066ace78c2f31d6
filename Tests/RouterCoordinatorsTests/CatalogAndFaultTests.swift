import NavigationModel
import RouterCoordinators
import Testing

@Suite struct CatalogAndFaultTests {
    @Test func aNavigationCoordinatorDeclaresEveryRouteOfItsEnum() {
        let declared = TestCoordinator.declare()
        #expect(declared.typeName == "TestCoordinator")
        #expect(declared.kind == "navigation")
        #expect(declared.location.fileID == "RouterCoordinatorsTests/CatalogAndFaultTests.swift")
        #expect(declared.routes.map(\.name) == ["home", "detail", "sheet", "cover", "overlay"])
        #expect(declared.routes.map(\.screenType) == ["HomeView", "DetailView", "SheetView", "CoverView", "OverlayView"])
        #expect(declared.routes.map(\.transition) == [.push, .push, .sheet, .fullScreen, .custom])
        let lines = declared.routes.map(\.location.line)
        #expect(declared.routes.allSatisfy { $0.location.fileID == "RouterCoordinatorsTests/Fixtures.swift" })
        #expect(lines == lines.sorted() && Set(lines).count == lines.count)
    }

    @Test func aTabbarDeclaresItsPagesAndTheirCoordinators() {
        let declared = TestTabbar.declare()
        #expect(declared.kind == "tabs")
        #expect(declared.routes.map(\.name) == ["first", "second", "third"])
        #expect(declared.routes.map(\.coordinatorType) == ["TestCoordinator", "TestCoordinator", "TestCoordinator"])
        #expect(declared.routes.allSatisfy { $0.screenType == nil && $0.transition == nil })
    }

    @Test func screensAreNamedByTheirRouteCase() {
        let app = TestApp()
        app.main.router.navigate(to: .detail(id: 4))
        let screen = app.main.router.stackViews.last
        #expect(screen?.route == "detail")
        #expect(screen?.inputs == [ScreenInput("id", "4")])
        #expect(app.main.router.stackViews.first?.route == "home")
    }

    @Test func startingACoordinatorWithoutAFlowIsAFault() {
        let app = TestApp()
        app.main.router.navigate(to: NavigationCoordinator<TestRoute>(context: app.context))
        #expect(app.faults == ["startNotImplemented"])
        #expect(app.window.presented.isEmpty)
    }

    @Test func aRouteWhoseButtonsNeedAnotherCoordinatorIsAFault() {
        let app = TestApp()
        let mismatched = MismatchedCoordinator(context: app.context)
        app.main.router.navigate(to: mismatched)
        #expect(app.faults == ["routeOwnerMismatch"])
        #expect(app.visible == "HomeView")
        #expect(app.context.visibleActions().isEmpty)
    }

    @Test func aTabbarCannotBeATabOfAnotherTabbar() {
        enum NestedPage: TabbarPage {
            case inner
            var title: String { "Inner" }
            var position: Int { 0 }
            func coordinator(context: NavigationContext) -> Coordinator { TestTabbar(context: context, pages: [.first]) }
            static var declarations: [RouteDeclaration<Self>] { [.init(.inner)] }
        }
        let app = TestApp()
        let outer = TabbarCoordinator<NestedPage>(context: app.context, pages: [.inner])
        #expect(app.faults == ["nestedTabbar"])
        #expect(outer.children.count == 1)
    }
}
