import Exploration
import NavigationModel
import RouterCoordinators

/// A small shop's checkout flow, registered for exploration the way a team registers its own app.
public enum CheckoutApp {
    public static var app: ExplorableApp {
        ExplorableApp(
            name: "checkout-app", style: .router,
            summary: "A shop's checkout: cart, payment, a receipt sheet, and a gift-wrap screen nothing routes to yet",
            catalog: RouteCatalog([CheckoutCoordinator.declaration]),
            launch: { context in
                let checkout = CheckoutCoordinator(context: context)
                context.setMainCoordinator(checkout)
                checkout.start()
                return checkout
            })
    }
}
