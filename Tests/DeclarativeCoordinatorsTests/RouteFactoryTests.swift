@testable import DeclarativeCoordinators
import NavigationModel
import Testing

/// A route keeps its factory as the app declared it: calling it passes the input (or none), and the
/// catalog gets the factory's output when it needs no input or its input type lends a sample.
@Suite struct RouteFactoryTests {
    @Test func aRouteCallsItsFactoryWithTheInputItIsGiven() {
        let coordinator = SampledCoordinator(NavigationContext(appName: "factories"))
        #expect(coordinator.detail.make(coordinator, 3).id == 3)
        #expect(coordinator.sampled.make(coordinator, SampledID(value: 4)).id == 4)
        #expect(coordinator.home.make(coordinator, ()).id == 0)
        #expect(coordinator.named.make(coordinator, ()).id == 5)
        #expect(coordinator.numberedRoot.make(coordinator, 6).id == 6)
        #expect(coordinator.homeRoot.make(coordinator, ()).id == 0)
        #expect(coordinator[namedRoot: 8].make(coordinator, ()).id == 8)
    }

    @Test func theCatalogGetsAnOutputWhereTheFactoryNeedsNoInputOrTheInputLendsASample() {
        let coordinator = SampledCoordinator(NavigationContext(appName: "catalog outputs"))
        let id = { (declaration: any RouteDeclaration) in (declaration.catalogOutput(for: coordinator) as? DetailView)?.id }
        #expect(id(coordinator.detail) == nil, "an Int lends no sample")
        #expect(id(coordinator.sampled) == 7)
        #expect(id(coordinator.home) == 0)
        #expect(id(coordinator.named) == 5)
        #expect(id(coordinator.numberedRoot) == nil)
        #expect(id(coordinator.homeRoot) == 0)
        #expect(id(coordinator[namedRoot: 8]) == 8)
        let blueprintRoute = NavigationRoute<SampledCoordinator, Int, DetailView>(
            .push, factory: .blueprint { _, input in DetailView(id: input) }, location: SourceLocation(), column: 0, name: "b")
        #expect(blueprintRoute.make(coordinator, 9).id == 9)
        #expect(id(blueprintRoute) == nil, "a blueprint's route lends the catalog nothing")
    }
}

struct SampledID: Hashable, CatalogSample {
    let value: Int
    static let catalogSample = SampledID(value: 7)
}

final class SampledCoordinator: NavigationCoordinatable {
    let stack: CoordinatorStack<SampledCoordinator>

    @Route(.push) var detail = makeDetail
    @Route(.push) var sampled = makeSampled
    @Route(.push) var home = makeHome
    @Root var homeRoot = makeHome
    @Root var numberedRoot = makeDetail

    var named: NavigationRoute<SampledCoordinator, Void, DetailView> {
        NavigationRoute(named: "named", .push) { _ in DetailView(id: 5) }
    }

    subscript(namedRoot number: Int) -> NavigationRootRoute<SampledCoordinator, Void, DetailView> {
        NavigationRootRoute(named: "root\(number)") { _ in DetailView(id: number) }
    }

    init(_ context: NavigationContext) { stack = CoordinatorStack(context, initial: \.homeRoot) }

    func makeDetail(id: Int) -> DetailView { DetailView(id: id) }
    func makeSampled(id: SampledID) -> DetailView { DetailView(id: id.value) }
    func makeHome() -> DetailView { DetailView(id: 0) }
}
