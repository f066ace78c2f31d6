import NavigationModel
import RouterCoordinators

/// The pages of both home tab bars.
enum HomeRoute: TabbarPage, CaseIterable {
    case marketplace
    case settings

    var title: String {
        switch self {
        case .marketplace: "Marketplace"
        case .settings: "Settings"
        }
    }

    var position: Int {
        switch self {
        case .marketplace: 0
        case .settings: 1
        }
    }

    func coordinator(context: NavigationContext) -> Coordinator {
        switch self {
        case .marketplace: MarketplaceCoordinator(context: context)
        case .settings: SettingsCoordinator(context: context)
        }
    }

    static let declarations: [RouteDeclaration<Self>] = [
        .init(.marketplace),
        .init(.settings),
    ]

    static var itemsSorted: [HomeRoute] { allCases.sorted { $0.position < $1.position } }
}

/// The SwiftUI home: a tab bar with a custom bar view (whose buttons select pages as tabs do),
/// presented full screen.
final class HomeCoordinator: TabbarCoordinator<HomeRoute> {
    static let declaration = declare()

    init(context: NavigationContext, currentPage: HomeRoute) {
        super.init(context: context, pages: HomeRoute.itemsSorted, currentPage: currentPage)
    }
}

/// The UIKit home: the system tab bar with the same pages, presented full screen. Each one shown from a
/// checkout makes new page coordinators, so the flow can go round without end.
final class HomeCoordinatorUIKit: TabbarCoordinator<HomeRoute> {
    static let declaration = declare()

    override class var flavour: LibraryFlavour { .uiKit }

    init(context: NavigationContext) {
        super.init(context: context, pages: HomeRoute.itemsSorted, presentationStyle: .fullScreen)
    }
}
