import GraphvizRendering
import GraphFixtures
import NavigationGraph
import Testing

@Suite struct ViewTests {
    let graph = Fixtures.routerExample

    func screen(_ id: String) -> String { GraphID.make("screen", id) }

    @Test func screenMapDrawsOneEdgePerDistinctActionBetweenTwoScreens() throws {
        let map = try GraphView.screens.describe(graph)
        let carts = map.edges.filter { $0.label == .text(["show shopping cart"]) }
        #expect(carts.map(\.from) == [screen("MarketplaceCoordinator.home")])
        #expect(carts.map(\.to) == [screen("ShoppingCartCoordinator.home")])
        #expect(carts.first?.attributes["style"] == "dashed")
    }

    @Test func screenMapGroupsReachedScreensByCoordinator() throws {
        let map = try GraphView.screens.describe(graph)
        let cart = try #require(map.clusters.first { $0.id == GraphID.make("coordinator", "ShoppingCartCoordinator") })
        let screens = cart.nodes.map(\.id).filter { $0.hasPrefix("screen:") }
        #expect(screens == [screen("ShoppingCartCoordinator.checkout"), screen("ShoppingCartCoordinator.home")])
    }

    @Test func returnEdgesAreOffByDefaultAndQuietWhenShown() throws {
        let plain = try GraphView.screens.describe(graph)
        #expect(!plain.edges.contains { $0.label == .text(["back"]) })
        let withReturns = try GraphView.screens.describe(graph, options: RenderOptions(showReturnEdges: true))
        let back = try #require(withReturns.edges.first { $0.label == .text(["back"]) })
        #expect(back.attributes["constraint"] == "false")
        #expect(back.attributes["color"] != nil)
    }

    @Test func unreachableScreensAreApartDashedAndGrey() throws {
        let map = try GraphView.screens.describe(graph)
        let apart = try #require(map.clusters.first { $0.id == GraphID.make("unreached", "screens") })
        #expect(apart.nodes.map(\.id) == [
            screen("ShoppingCartCoordinatorUIKit.checkout"), screen("ShoppingCartCoordinatorUIKit.home"),
        ])
        #expect(apart.nodes.allSatisfy { $0.attributes["style"]?.contains("dashed") == true })
        #expect(!map.edges.contains { $0.from.contains("UIKit.") || $0.to.contains("UIKit.") })
    }

    @Test func findingsAreMarkedWithColourAndNote() throws {
        let map = try GraphView.screens.describe(graph)
        let leaked = try #require(map.clusters.first { $0.id == GraphID.make("coordinator", "ShoppingCartCoordinator") })
        #expect(leaked.attributes["penwidth"] == "2.4")
        let note = try #require(leaked.nodes.first { $0.id == GraphID.make("coordinator-note", "ShoppingCartCoordinator") })
        guard case .leftAligned(let lines) = note.label else { Issue.record("a note is left-aligned text"); return }
        #expect(lines.first?.hasPrefix("⚠ Leaked coordinator:") == true)
        let checkout = try #require(leaked.nodes.first { $0.id == screen("ShoppingCartCoordinator.checkout") })
        #expect(checkout.attributes["color"] != nil)
        #expect(map.edges.contains { $0.from == GraphID.make("screen-note", "ShoppingCartCoordinator.checkout") })
    }

    @Test func externalEventsComeFromAnEntryNodeShapedDifferently() throws {
        let map = try GraphView.screens.describe(graph)
        let entry = try #require(map.nodes.first { $0.id == GraphID.make("event", "timer 5 s: present home") })
        #expect(entry.attributes["shape"] == "cds")
        #expect(map.edges.filter { $0.from == entry.id }.map(\.to) == [screen("MarketplaceCoordinator.home")])
    }

    @Test func transitionKindsHaveDistinctLines() {
        let kinds: [TransitionKind] = [.push, .sheet, .fullScreen, .custom, .tab, .rootSwitch, .externalEvent]
        let styles = kinds.map { kind -> Attributes in
            var builder = FixtureGraph()
            builder.add(kind)
            let map = try? GraphView.screens.describe(builder.graph)
            return map?.edges.last?.attributes ?? [:]
        }
        #expect(Set(styles).count == kinds.count)
    }

    @Test func coordinatorMapCountsDistinctActionsPerWayOfStarting() throws {
        var builder = FixtureGraph()
        builder.add(.push, action: "open one")
        builder.add(.push, action: "open two")
        builder.add(.sheet, action: "present")
        let map = try GraphView.coordinators.describe(builder.graph)
        let labels = map.edges.filter { $0.from == GraphID.make("coordinator", "A") }.compactMap(\.label)
        #expect(labels == [.text(["push ×2"]), .text(["present"])])
    }

    @Test func stateGraphAboveTheLimitPointsAtTheOtherViews() throws {
        let large = Fixtures.randomClusters(screens: 400)
        #expect(throws: RenderError.viewTooLarge(view: .states, count: 400, limit: 300)) {
            try GraphView.states.describe(large)
        }
        let message = RenderError.viewTooLarge(view: .states, count: 400, limit: 300).description
        #expect(message.contains("'screens'") && message.contains("'coordinators'"))
        #expect(throws: Never.self) { try GraphView.states.describe(large, options: RenderOptions(stateLimit: 400)) }
    }
}

/// Two coordinators, A (screen `a`) and B (screen `b`), and transitions from `a` to `b` added by kind.
struct FixtureGraph {
    private var transitions: [Transition] = []

    mutating func add(_ kind: TransitionKind, action: String = "go") {
        transitions.append(Transition(
            source: 0, target: 1, action: action, actionSource: kind == .externalEvent ? .external : .user, kind: kind,
            fromScreen: "A.a", toScreen: "B.b"))
    }

    var graph: NavigationGraph {
        let screens = ["A", "B"].map {
            ScreenNode(id: "\($0).\($0.lowercased())", typeName: "\($0)Screen", route: $0.lowercased(), coordinator: $0,
                       transition: nil, declared: true, reached: true, location: nil)
        }
        let states = screens.enumerated().map {
            StateNode(id: $0.offset, depth: $0.offset, visibleScreen: $0.element.id, screens: [$0.element.id], stackDepth: 1,
                      modalDepth: 0, coordinators: [$0.element.coordinator], model: nil, truncated: false)
        }
        return NavigationGraph(
            app: AppSummary(name: "pair", style: "test", summary: ""), screens: screens,
            coordinators: ["A", "B"].map { CoordinatorNode(id: $0, kind: "navigation", declared: true, reached: true, location: nil) },
            states: states, transitions: transitions, findings: [],
            exploration: ExplorationSummary(
                bounds: .init(maxDepth: 1, maxStates: 2, timeLimit: 1), cuts: [],
                statistics: .init(states: 2, transitions: transitions.count, screensReached: 2, screensDeclared: 2,
                                  maxStackDepth: 1, maxModalDepth: 0, perCoordinator: [])))
    }
}
