import RouterCoordinators

enum MarketplaceRoute: NavigationRoute {
    case home
    case reviews

    var transition: NavigationTransitionStyle { .push }

    func view() -> RouteScreen<MarketplaceCoordinator> {
        switch self {
        case .home:
            RouteScreen("MarketplaceHome", buttons: [
                .init("show shopping cart") { $0.showShoppingCart() },
                .init("show reviews") { $0.showReviews() },
            ])
        case .reviews:
            RouteScreen("ReviewsList", buttons: [])
        }
    }

    static let declarations: [RouteDeclaration<Self>] = [
        .init(.home),
        .init(.reviews),
    ]
}

/// The marketplace tab: shows the shopping cart as a default (automatic) sheet.
final class MarketplaceCoordinator: NavigationCoordinator<MarketplaceRoute> {
    static let declaration = declare()

    override func start() {
        router.startFlow(route: .home)
    }

    func showReviews() {
        router.navigate(to: .reviews)
    }

    func showShoppingCart() {
        router.navigate(to: ShoppingCartCoordinator(context: context))
    }
}
