import RouterCoordinators

enum ShoppingCartRoute: NavigationRoute {
    case home
    case checkout

    var transition: NavigationTransitionStyle { .push }

    func view() -> RouteScreen<ShoppingCartCoordinator> {
        switch self {
        case .home:
            RouteScreen("ShoppingCart", buttons: [
                .init("show checkout") { $0.showCheckout() },
            ])
        case .checkout:
            RouteScreen("Checkout", buttons: [
                .init("show UIKit home") { $0.showHomeCoordinatorUIKit() },
                .init("finish coordinator") { $0.finish() },
            ])
        }
    }

    static let declarations: [RouteDeclaration<Self>] = [
        .init(.home),
        .init(.checkout),
    ]
}

/// The shopping cart, presented with the SwiftUI default style: an automatic sheet that the user can
/// swipe away without the coordinator being finished.
final class ShoppingCartCoordinator: NavigationCoordinator<ShoppingCartRoute> {
    static let declaration = declare()

    override func start() {
        router.startFlow(route: .home)
    }

    func showCheckout() {
        router.navigate(to: .checkout)
    }

    func showHomeCoordinatorUIKit() {
        router.navigate(to: HomeCoordinatorUIKit(context: context))
    }

    func finish() {
        router.finishFlow()
    }
}
