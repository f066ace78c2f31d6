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

/// A coordinator route whose factory takes an input is followed when the input type lends a sample
/// (``CatalogSample``), and only then.
@Suite struct SampledCatalogTests {
    @Test func aCoordinatorMadeFromAnInputIsReadThroughItsInputsSample() throws {
        let catalog = RouteCatalog.declarative { context in [NavigationViewCoordinator(SampledFlow(context))] }
        #expect(catalog.coordinators.map(\.typeName) == [
            "NavigationViewCoordinator<SampledFlow>", "SampledFlow", "SampledProfile",
        ])
        let flow = try #require(catalog.coordinators.first { $0.typeName == "SampledFlow" })
        #expect(flow.routes.map(\.name) == ["start", "profile", "unsampled"])
        // Declared, but not read: its input type lends no sample.
        #expect(flow.routes.map(\.coordinatorType) == [nil, "SampledProfile", "UnsampledFlow"])
        let profile = try #require(catalog.coordinators.first { $0.typeName == "SampledProfile" })
        #expect(profile.routes.map(\.name) == ["start"])
    }
}

struct SampleUser: Hashable, CatalogSample {
    let name: String
    static let catalogSample = SampleUser(name: "sample")
}

final class SampledFlow: NavigationCoordinatable {
    let stack: CoordinatorStack<SampledFlow>
    @Root var start = makeStart
    @Route(.push) var profile = makeProfile
    @Route(.push) var unsampled = makeUnsampled

    init(_ context: NavigationContext) { stack = CoordinatorStack(context, initial: \.start) }

    func makeStart() -> OtherView { OtherView() }
    func makeProfile(user: SampleUser) -> SampledProfile { SampledProfile(context, user: user) }
    func makeUnsampled(id: Int) -> UnsampledFlow { UnsampledFlow(context) }
}

final class SampledProfile: NavigationCoordinatable {
    let stack: CoordinatorStack<SampledProfile>
    let user: SampleUser
    @Root var start = makeStart

    init(_ context: NavigationContext, user: SampleUser) {
        self.user = user
        stack = CoordinatorStack(context, initial: \.start)
    }

    func makeStart() -> SampledProfileView { SampledProfileView(name: user.name) }
}

final class UnsampledFlow: NavigationCoordinatable {
    let stack: CoordinatorStack<UnsampledFlow>
    @Root var start = makeStart

    init(_ context: NavigationContext) { stack = CoordinatorStack(context, initial: \.start) }

    func makeStart() -> OtherView { OtherView() }
}

struct SampledProfileView: ScreenView {
    let name: String
    func actions(_ router: SampledProfile.Router) -> [UserAction] {}
}
