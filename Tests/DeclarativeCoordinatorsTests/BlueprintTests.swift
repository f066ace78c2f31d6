import DeclarativeCoordinators
import NavigationGraph
import NavigationModel
import Testing

/// Coordinators declared as data run the library's own operations.
@Suite struct BlueprintTests {
    static let here = SourceLocation(fileID: "Home.swift", line: 1)

    static var blueprint: DeclarativeBlueprint {
        let detail = DeclarativeScreenBlueprint(name: "DetailView", actions: [
            DeclarativeAction(name: "back", chains: [RouterChain(start: .router("HomeCoordinator"), calls: [.pop])]),
            DeclarativeAction(name: "lost", chains: [RouterChain(start: .router("Nowhere"), calls: [.popLast])]),
            DeclarativeAction(
                name: "close", chains: [RouterChain(start: .router("HomeCoordinator"), calls: [.dismissCoordinator])],
                enabledWhenCanDismiss: .router("HomeCoordinator")),
        ])
        let home = DeclarativeScreenBlueprint(name: "HomeView", actions: [
            DeclarativeAction(name: "open", chains: [RouterChain(start: .router("HomeCoordinator"), calls: [.route("detail", input: "item.id")])]),
            DeclarativeAction(name: "nested", chains: [RouterChain(start: .router("HomeCoordinator"), calls: [.route("nested", input: nil)])]),
        ])
        let coordinator = DeclarativeCoordinatorBlueprint(
            name: "HomeCoordinator", kind: .navigation, location: here,
            roots: [DeclarativeRouteBlueprint(name: "start", content: .screen(home), location: here)], initialRoot: "start",
            routes: [
                DeclarativeRouteBlueprint(name: "detail", presentation: .push, content: .screen(detail), location: here),
                DeclarativeRouteBlueprint(
                    name: "nested", presentation: .modal, content: .coordinator("HomeCoordinator", wrapper: .navigationView),
                    location: here),
            ])
        return DeclarativeBlueprint(coordinators: [coordinator], entry: "HomeCoordinator", entryWrapper: .navigationView)
    }

    private func launch() -> NavigationContext {
        let context = NavigationContext(appName: "blueprint")
        _ = Self.blueprint.launch(in: context)
        context.endTransition()
        return context
    }

    @Test func screensAndCoordinatorsAreNamedAfterTheirBlueprints() {
        let context = launch()
        #expect(context.state.window.visibleScreen?.typeName == "HomeView")
        #expect(context.state.window.visibleScreen?.route == "start")
        #expect(Set(context.state.coordinators.all.map(\.typeName)) == ["NavigationViewCoordinator<HomeCoordinator>", "HomeCoordinator"])
        context.tap("open")
        #expect(context.state.window.visibleScreen?.typeName == "DetailView")
        #expect(context.state.window.visibleScreen?.inputs == [ScreenInput("input", "item.id")])
    }

    @Test func aRouterPopsFromTheScreensPlace() {
        let context = launch()
        context.tap("open")
        context.tap("back")
        #expect(context.state.window.visibleScreen?.typeName == "HomeView")
    }

    @Test func aRouterNoCoordinatorProvidesIsTheLibrarysFault() {
        let context = launch()
        context.tap("open")
        context.tap("lost")
        #expect(context.faults.map(\.kind) == [DeclarativeFault.missingRouter.kind])
        // The blueprint calls the operations from the runtime's own files, which are not the app's code:
        // the finding points at the scanned source's declaration instead.
        #expect(context.faults.first?.callSite == nil)
    }

    @Test func dismissingIsEnabledWhereTheLibraryAllowsIt() {
        let context = launch()
        context.tap("open")
        #expect(context.visibleActions().first { $0.name == "close" }?.isEnabled == false)
        context.tap("back")
        context.tap("nested")
        context.tap("open")
        #expect(context.visibleActions().first { $0.name == "close" }?.isEnabled == true)
        context.tap("close")
        #expect(context.state.window.presented.isEmpty)
        #expect(context.faults.isEmpty)
    }

    @Test func theCatalogListsRoutesAndWrappers() {
        let catalog = Self.blueprint.catalog
        #expect(catalog.coordinators.map(\.typeName) == ["HomeCoordinator", "NavigationViewCoordinator<HomeCoordinator>"])
        #expect(catalog.coordinators[0].routes.map(\.name) == ["start", "detail", "nested"])
        #expect(catalog.coordinators[0].routes[2].coordinatorType == "NavigationViewCoordinator<HomeCoordinator>")
    }
}
