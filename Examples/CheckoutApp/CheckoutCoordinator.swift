import RouterCoordinators

/// The routes of a small shop's checkout flow.
enum CheckoutRoute: NavigationRoute {
    case cart
    case payment
    case receipt
    /// New in this release, but nothing routes to it yet: `coordgraph check` flags it.
    case giftWrap

    var transition: NavigationTransitionStyle {
        switch self {
        case .cart, .payment, .giftWrap: .push
        case .receipt: .modal
        }
    }

    func view() -> RouteScreen<CheckoutCoordinator> {
        switch self {
        case .cart:
            RouteScreen("CartView", buttons: [.init("checkout") { $0.showPayment() }])
        case .payment:
            RouteScreen("PaymentView", buttons: [.init("pay") { $0.showReceipt() }])
        case .receipt:
            RouteScreen("ReceiptView", buttons: [.init("done") { $0.finishPurchase() }])
        case .giftWrap:
            RouteScreen("GiftWrapView")
        }
    }

    static let declarations: [RouteDeclaration<Self>] = [
        .init(.cart),
        .init(.payment),
        .init(.receipt),
        .init(.giftWrap),
    ]
}

/// Cart, payment, then a receipt presented over them; "done" goes back to an empty cart.
final class CheckoutCoordinator: NavigationCoordinator<CheckoutRoute> {
    static let declaration = declare()

    override func start() { router.startFlow(route: .cart) }
    func showPayment() { router.navigate(to: .payment) }
    func showReceipt() { router.navigate(to: .receipt) }

    func finishPurchase() {
        router.dismiss()
        router.popToRoot()
    }
}
