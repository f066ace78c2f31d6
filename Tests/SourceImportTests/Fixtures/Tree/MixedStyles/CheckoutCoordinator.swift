import SUICoordinator
import SwiftUI

enum CheckoutRoute: RouteType {
    case cart

    var presentationStyle: TransitionPresentationStyle { .push }

    var body: some View {
        switch self {
        case .cart: CartView()
        }
    }
}

final class CheckoutCoordinator: NavigationCoordinator<CheckoutRoute> {
    override func start() async {
        await startFlow(route: .cart)
    }
}

struct CartView: View {
    var body: some View { Text("Cart") }
}
