import Foundation
import GraphDiff
import NavigationGraph
import Testing

/// Comparing two graphs by stable identifiers, and reading graph files without misreading them.
@Suite struct GraphDiffTests {
    /// A small app: launch shows `Main.home`, which pushes `Main.detail` ("open detail") and presents
    /// `Settings.home` ("open settings").
    static func app(
        extraScreen: Bool = false, withoutSettingsButton: Bool = false, findings: [Finding] = [], detailThroughSettings: Bool = false
    ) -> NavigationGraph {
        func screen(_ coordinator: String, _ route: String, reached: Bool = true, path: [String]?) -> ScreenNode {
            ScreenNode(
                id: "\(coordinator).\(route)", typeName: route.capitalized + "View", route: route, coordinator: coordinator,
                transition: "push", declared: true, reached: reached, location: SourceReference(file: "App/\(coordinator).swift", line: 3),
                pathFromLaunch: path.map { $0.map { PathStep(action: $0, source: .user, screen: nil) } })
        }
        var screens = [
            screen("Main", "home", path: []),
            screen("Main", "detail", path: detailThroughSettings ? ["open settings", "open detail"] : ["open detail"]),
            screen("Settings", "home", reached: !withoutSettingsButton, path: withoutSettingsButton ? nil : ["open settings"]),
        ]
        var states = [
            StateNode(id: 0, depth: 0, visibleScreen: "Main.home", screens: ["Main.home"], stackDepth: 1, modalDepth: 0, coordinators: ["Main"], model: nil, truncated: false),
            StateNode(id: 1, depth: 1, visibleScreen: "Main.detail", screens: ["Main.home", "Main.detail"], stackDepth: 2, modalDepth: 0, coordinators: ["Main"], model: nil, truncated: false),
        ]
        var transitions = [
            Transition(source: 0, target: 1, action: "open detail", actionSource: .user, kind: .push, fromScreen: "Main.home", toScreen: "Main.detail"),
        ]
        if !withoutSettingsButton {
            states.append(StateNode(id: 2, depth: 1, visibleScreen: "Settings.home", screens: ["Main.home", "Settings.home"], stackDepth: 1, modalDepth: 1, coordinators: ["Main", "Settings"], model: nil, truncated: false))
            transitions.append(Transition(source: 0, target: 2, action: "open settings", actionSource: .user, kind: .sheet, fromScreen: "Main.home", toScreen: "Settings.home"))
        }
        if extraScreen {
            screens.append(screen("Main", "about", path: ["open about"]))
            states.append(StateNode(id: states.count, depth: 1, visibleScreen: "Main.about", screens: ["Main.home", "Main.about"], stackDepth: 2, modalDepth: 0, coordinators: ["Main"], model: nil, truncated: false))
            transitions.append(Transition(source: 0, target: states.count - 1, action: "open about", actionSource: .user, kind: .push, fromScreen: "Main.home", toScreen: "Main.about"))
        }
        let statistics = ExplorationSummary.Statistics(
            states: states.count, transitions: transitions.count, screensReached: screens.filter(\.reached).count,
            screensDeclared: screens.count, maxStackDepth: 2, maxModalDepth: 1, perCoordinator: [])
        return NavigationGraph(
            app: AppSummary(name: "small", style: "test", summary: ""), screens: screens.sorted { $0.id < $1.id },
            coordinators: [
                CoordinatorNode(id: "Main", kind: "navigation", declared: true, reached: true, location: nil),
                CoordinatorNode(id: "Settings", kind: "navigation", declared: true, reached: !withoutSettingsButton, location: nil),
            ],
            states: states, transitions: transitions, findings: findings,
            exploration: ExplorationSummary(bounds: .init(maxDepth: 40, maxStates: 100, timeLimit: 60), cuts: [], statistics: statistics))
    }

    @Test func aGraphAgainstItselfHasNoChanges() {
        let diff = GraphDiff(old: Self.app(), new: Self.app())
        #expect(diff.isEmpty)
    }

    @Test func anAddedScreenIsAnAddedRouteScreenAndTransition() {
        let diff = GraphDiff(old: Self.app(), new: Self.app(extraScreen: true))
        #expect(diff.routes.added.map(\.id) == ["Main.about"])
        #expect(diff.screens.added.map(\.id) == ["Main.about"])
        #expect(diff.transitions.added.map(\.id) == ["Main.home —open about→ Main.about"])
        #expect(diff.screens.removed.isEmpty && diff.transitions.removed.isEmpty && diff.paths.isEmpty)
    }

    @Test func aRemovedButtonLosesItsTransitionAndItsScreen() {
        let diff = GraphDiff(old: Self.app(), new: Self.app(withoutSettingsButton: true))
        #expect(diff.routes.isEmpty, "the route is still declared")
        #expect(diff.screens.removed.map(\.id) == ["Settings.home"])
        #expect(diff.transitions.removed.map(\.action) == ["open settings"])
        #expect(diff.paths == [PathChange(screen: "Settings.home", change: .disappeared, old: ["open settings"], new: nil)])
        #expect(diff.coordinators.changed.map(\.differences) == [["no longer reached"]])
    }

    @Test func aLongerWayToAScreenIsReported() {
        let diff = GraphDiff(old: Self.app(), new: Self.app(detailThroughSettings: true))
        #expect(diff.paths == [PathChange(screen: "Main.detail", change: .longer, old: ["open detail"], new: ["open settings", "open detail"])])
    }

    @Test func findingsAreNewOrFixedByIdentifierNeverByState() {
        let trap = Finding(kind: .trap, subject: .coordinator("Settings"), message: "no way back", location: nil, path: [], state: 2)
        var moved = trap
        moved.state = 7
        moved.message = "no way back, worded anew"
        let dead = Finding(kind: .deadEnd, subject: .screen("Main.detail"), message: "stuck", location: nil, path: [], state: 1)
        let diff = GraphDiff(old: Self.app(findings: [trap]), new: Self.app(findings: [moved, dead]))
        #expect(diff.findings.added.map(\.id) == ["deadEnd:Main.detail"])
        #expect(diff.findings.removed.isEmpty)
    }

    @Test func aGraphFileRoundTripsAndAFolderFindsItsGraph() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("graphdiff-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let graph = Self.app()
        try JSONEncoder().encode(graph).write(to: folder.appendingPathComponent("graph.json"))
        #expect(try GraphFile.read(folder.path) == graph)
        #expect(try GraphFile.read(folder.appendingPathComponent("graph.json").path) == graph)
    }

    @Test func anotherSchemaVersionIsRefusedNeverMisread() throws {
        var object = try #require(JSONSerialization.jsonObject(with: JSONEncoder().encode(Self.app())) as? [String: Any])
        object["schemaVersion"] = NavigationGraph.currentSchemaVersion - 1
        let older = try JSONSerialization.data(withJSONObject: object)
        #expect(throws: GraphFileError.unsupportedSchema("old.json", found: NavigationGraph.currentSchemaVersion - 1, supported: NavigationGraph.currentSchemaVersion)) {
            try GraphFile.decode(older, file: "old.json")
        }
        let message = GraphFileError.unsupportedSchema("old.json", found: 0, supported: 1).description
        #expect(message.contains("older coordgraph") && message.contains("schemaVersion 0"))
    }

    @Test func whatIsNotAGraphIsSaidSo() throws {
        #expect(throws: GraphFileError.notAGraph("x.json", problem: "it is not JSON")) { try GraphFile.decode(Data("nope".utf8), file: "x.json") }
        #expect(throws: GraphFileError.notAGraph("x.json", problem: "it has no schemaVersion")) { try GraphFile.decode(Data("{}".utf8), file: "x.json") }
        let truncated = Data(#"{"schemaVersion": \#(NavigationGraph.currentSchemaVersion)}"#.utf8)
        #expect(throws: GraphFileError.self) { try GraphFile.decode(truncated, file: "x.json") }
        #expect(throws: GraphFileError.self) { try GraphFile.read("/nonexistent/graph.json") }
    }
}
