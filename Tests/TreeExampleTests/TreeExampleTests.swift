import Exploration
import Foundation
import NavigationModel
import SharedTestSupport
import Testing
import TreeCoordinators
import TreeExample

@Suite struct TreeExampleTests {
    private func launch() -> (app: AppRun, coordinator: Coordinator) {
        let app = AppRun(TreeExample.app)
        return (app, app.app.root(as: Coordinator.self)!)
    }

    private func visible(_ app: AppRun) -> String? { app.visibleScreen?.typeName }

    @Test func launchShowsMainInTheWindowRootStack() {
        let (app, coordinator) = launch()
        #expect(coordinator.typeName == "ApplicationCoordinator")
        #expect(visible(app) == "MainViewController")
        #expect(app.context.visibleActions().map(\.name) == ["push detail", "present detail"])
        #expect(app.context.availableSystemActions().isEmpty)
        #expect(app.context.state.coordinators.roots == [coordinator.id])
        #expect(coordinator.children.isEmpty)
        #expect(app.context.state.offscreen.isEmpty)
    }

    @Test func pushDetailThenBackReturnsToLaunch() {
        let (app, coordinator) = launch()
        let launchKey = app.context.state.key

        #expect(app.context.tap("push detail"))
        #expect(app.context.effects == [.pushed])
        #expect(app.context.faults.isEmpty)
        #expect(app.context.state.window.root?.visibleStack?.screens.map(\.typeName)
            == ["MainViewController", "DetailViewController"])
        #expect(coordinator.children.map(\.typeName) == ["DetailCoordinator"])
        #expect(app.context.visibleActions().isEmpty)
        #expect(app.context.availableSystemActions() == [.back])

        app.apply(.system(.back))

        #expect(visible(app) == "MainViewController")
        #expect(coordinator.children.isEmpty)
        #expect(app.context.state.key == launchKey)
    }

    @Test func presentDetailThenSwipeDownReturnsToLaunch() {
        let (app, coordinator) = launch()
        let launchKey = app.context.state.key

        #expect(app.context.tap("present detail"))
        #expect(app.context.effects == [.presented(.sheet)])
        let presented = app.context.state.window.presented
        #expect(presented.map(\.kind) == [.sheet])
        #expect(presented.first?.content.visibleStack?.screens.map(\.typeName) == ["DetailViewController"])
        #expect(presented.first?.presenter == coordinator.id)
        #expect(coordinator.children.map(\.typeName) == ["DetailCoordinator"])
        #expect(app.context.visibleActions().isEmpty)
        #expect(app.context.availableSystemActions() == [.swipeDown])

        app.apply(.system(.swipeDown))

        #expect(visible(app) == "MainViewController")
        #expect(coordinator.children.isEmpty)
        #expect(app.context.state.key == launchKey)
    }

    @Test func everyStateKeepsTheInvariantAndRestoresLikeAFreshApp() {
        let (app, coordinator) = launch()
        var visibleScreens: Set<String> = []
        let states = app.reachableStatesByRestoring(depth: 6) { path in
            #expect(app.context.faults.isEmpty, "\(path): \(app.context.faults)")
        }
        for found in states {
            let context = app.context
            context.state = found.state
            let screen = context.state.window.visibleScreen?.typeName ?? "none"
            visibleScreens.insert(screen)
            #expect(context.state.leakedCoordinators().isEmpty, "\(found.path)")
            if screen == "MainViewController" {
                #expect(coordinator.children.isEmpty, "Main visible with children after \(found.path)")
            } else {
                #expect(coordinator.children.map(\.typeName) == ["DetailCoordinator"], "\(found.path)")
            }
            // The central rule: a state reached by restoring is the one a fresh app reaches by replaying.
            #expect(AppRun(TreeExample.app, found.path).key == context.state.key, "\(found.path)")
        }
        #expect(states.map(\.path.description) == ["[]", "[push detail]", "[present detail]"])
        #expect(visibleScreens == ["MainViewController", "DetailViewController"])
    }

    @Test func aBrokenInvariantIsRecordedAsAFaultAndStopsTheAction() {
        for (action, line) in [("push detail", 32), ("present detail", 40)] {
            let (app, coordinator) = launch()
            coordinator.addChild(Coordinator(context: app.context))
            let before = app.context.state.key

            #expect(app.context.tap(action))

            #expect(app.context.faults == [StyleFault(
                kind: TreeFault.preconditionFailed,
                message: "ApplicationCoordinator: precondition failed: children.isEmpty",
                coordinatorType: "ApplicationCoordinator",
                callSite: SourceLocation(fileID: "TreeExample/ApplicationCoordinator.swift", line: line))])
            #expect(app.context.state.key == before)
            #expect(visible(app) == "MainViewController")
        }
    }

    @Test func twoInstancesSideBySideDoNotSeeEachOther() {
        let (first, firstCoordinator) = launch()
        let (second, secondCoordinator) = launch()
        #expect(first.context !== second.context)

        first.context.tap("push detail")
        #expect(visible(second) == "MainViewController")
        #expect(secondCoordinator.children.isEmpty)

        second.context.tap("present detail")
        #expect(first.context.state.window.presented.isEmpty)
        #expect(firstCoordinator.children.count == 1)
        #expect(secondCoordinator.children.count == 1)
        #expect(firstCoordinator.children[0] !== secondCoordinator.children[0])

        first.apply(.system(.back))
        #expect(firstCoordinator.children.isEmpty)
        #expect(secondCoordinator.children.count == 1)
        #expect(second.context.state.window.presented.count == 1)
    }

    @Test func theAppIsRegisteredWithItsCatalog() {
        let app = TreeExample.app
        #expect(app.name == "tree-example")
        #expect(app.style == "Tree (ADCoordinator)")
        let catalog = app.catalog.coordinators
        #expect(catalog.map(\.typeName) == ["ApplicationCoordinator", "DetailCoordinator"])
        #expect(catalog.map(\.kind) == ["tree", "tree"])
        #expect(catalog.map(\.location.fileID)
            == ["TreeExample/ApplicationCoordinator.swift", "TreeExample/DetailCoordinator.swift"])
        let routes = catalog.map { $0.routes.map { "\($0.name) \($0.screenType ?? $0.coordinatorType ?? "?") \($0.transition?.rawValue ?? "root")" } }
        #expect(routes == [
            ["MainViewController MainViewController root", "pushDetail DetailCoordinator push", "presentDetail DetailCoordinator sheet"],
            ["DetailViewController DetailViewController push"],
        ])
        // Every location points at the line that declares it.
        for coordinator in catalog {
            #expect(sourceLine(coordinator.location).contains("TreeCoordinatorDeclaration("))
            for route in coordinator.routes {
                #expect(sourceLine(route.location).contains("\"\(route.name)\""), "\(route.location)")
            }
        }
    }

    /// The text of the example's source line at `location`.
    private func sourceLine(_ location: NavigationModel.SourceLocation) -> String {
        let file = PackageRoot.url.appendingPathComponent("Examples").appendingPathComponent(location.fileID)
        let lines = (try? String(contentsOf: file, encoding: .utf8))?.components(separatedBy: "\n") ?? []
        return lines.indices.contains(location.line - 1) ? lines[location.line - 1] : ""
    }
}
