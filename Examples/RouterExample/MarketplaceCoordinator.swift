import RouterCoordinators

enum MarketplaceRoute: NavigationRoute {
    case home

    var transition: NavigationTransitionStyle { .push }

    func view() -> RouteScreen<MarketplaceCoordinator> {
        RouteScreen("MarketplaceHome", buttons: [
            .init("show shopping cart") { $0.showShoppingCart() },
        ])
    }

    static let declarations: [RouteDeclaration<Self>] = [
        .init(.home),
    ]
}

/// The marketplace tab: shows the shopping cart as a default (automatic) sheet.
final class MarketplaceCoordinator: NavigationCoordinator<MarketplaceRoute> {
    static let declaration = declare()

    override func start() {
        router.startFlow(route: .home)
    }

    func showShoppingCart() {
        router.navigate(to: ShoppingCartCoordinator(context: context))
    }
}
