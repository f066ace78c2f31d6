import SUICoordinator
import SwiftUI

final class BasketCoordinator: NavigationCoordinator<BasketRoute> {
    override func start(animated: Bool = true) {
        router.startFlow(route: .summary)
    }

    func checkout() { router.navigate(to: .payment) }
    func done() { router.finishFlow(completion: nil) }
}

enum BasketRoute: NavigationRoute {
    case summary
    case payment

    var transition: NavigationTransitionStyle {
        switch self {
        case .summary: return .push
        case .payment: return .fullScreenCover
        }
    }

    func view() -> any View {
        switch self {
        case .summary: return BasketSummary()
        case .payment: return PaymentScreen()
        }
    }
}

struct BasketSummary: View {
    @EnvironmentObject var coordinator: BasketCoordinator

    var body: some View {
        Button("Checkout") { coordinator.checkout() }
        Button("Close basket") { coordinator.router.dismiss() }
    }
}

struct PaymentScreen: View {
    @EnvironmentObject var coordinator: BasketCoordinator
    var body: some View {
        Button { coordinator.done() } label: { Text("Pay") }
    }
}
