import RouterCoordinators

enum ShoppingCartRouteUIKit: NavigationRoute {
    case home
    case checkout

    var transition: NavigationTransitionStyle { .push }

    /// Plain view controllers (a red one and a blue one) with no buttons.
    func view() -> RouteScreen<ShoppingCartCoordinatorUIKit> { RouteScreen("UIViewController") }

    static let declarations: [RouteDeclaration<Self>] = [
        .init(.home),
        .init(.checkout),
    ]
}

/// The UIKit shopping cart: declared in the app, started by nothing, so its screens are unreachable.
final class ShoppingCartCoordinatorUIKit: NavigationCoordinator<ShoppingCartRouteUIKit> {
    static let declaration = declare()

    override class var flavour: LibraryFlavour { .uiKit }

    override func start() {
        router.startFlow(route: .home)
    }
}
