import SUICoordinator
import SwiftUI

enum RootRoute: NavigationRoute {
    case welcome

    var transition: NavigationTransitionStyle { .push }
    func view() -> any View { WelcomeView() }
}

final class RootCoordinator: NavigationCoordinator<RootRoute> {
    init() {
        super.init(parent: nil)
        router.startFlow(route: .welcome)
    }

    override func start(animated: Bool = true) {
        let shop = ShopTabsCoordinator(currentPage: .catalog)
        router.navigate(to: shop)
    }

    /// A promotion over whatever is shown, on the account page.
    func showPromotion() {
        let promotion = ShopTabsCoordinator(currentPage: .account)
        promotion.forcePresentation()
    }
}

struct WelcomeView: View {
    var body: some View { Text("Welcome") }
}
