import DeclarativeCoordinators
import Exploration
import NavigationGraph
import NavigationModel
import Testing

/// A purpose-built app with one mistake: its start screen's button routes to a screen that asks for a
/// tab router, outside any tab bar (the real library's missing environment object).
final class MistakenCoordinator: NavigationCoordinatable {
    let stack: CoordinatorStack<MistakenCoordinator>

    @Root var start = makeStart
    @Route(.push) var lost = makeLost

    init(_ context: NavigationContext) { stack = CoordinatorStack(context, initial: \.start) }

    func makeStart() -> MistakenStartScreen { MistakenStartScreen() }
    func makeLost() -> LostScreen { LostScreen() }

    static let routeLine = #line + 6
}

struct MistakenStartScreen: ScreenView {
    func actions(_ router: MistakenCoordinator.Router) -> [UserAction] {
        UserAction("open lost") {
            router.route(to: \.lost)
        }
    }
}

/// Asks for the router of a tab coordinator that never surrounds it.
struct LostScreen: ScreenView {
    func actions(_ router: MistakenTabs.Router) -> [UserAction] {}
}

final class MistakenTabs: TabCoordinatable {
    let child: TabChild<MistakenTabs>
    @Route(tabItem: "Only") var only = makeOnly
    init(_ context: NavigationContext) { child = TabChild(context, startingItems: [\.only]) }
    func makeOnly() -> MistakenStartScreen { MistakenStartScreen() }
}

@Suite struct CallSiteExplorationTests {
    @Test func aStyleFaultFindingPointsAtTheAppsCall() throws {
        let app = ExplorableApp(
            name: "mistaken", style: .declarative, summary: "one route to a screen without its router",
            catalog: .declarative { context in [MistakenCoordinator(context)] },
            launch: { context in
                let root = NavigationViewCoordinator(MistakenCoordinator(context))
                root.showInWindow()
                return root
            })
        let graph = Explorer(app: app).run()
        let fault = try #require(graph.findings.first { $0.kind == .styleFault })
        #expect(fault.message.contains("LostScreen asks for"))
        #expect(fault.location == SourceReference(file: "StinsenExampleTests/CallSiteExplorationTests.swift", line: MistakenCoordinator.routeLine))
    }
}
