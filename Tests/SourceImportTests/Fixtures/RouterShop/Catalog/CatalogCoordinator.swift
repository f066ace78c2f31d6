import SUICoordinator
import SwiftUI

final class CatalogCoordinator: NavigationCoordinator<CatalogCoordinator.Route> {
    override func start(animated: Bool = true) {
        router.startFlow(route: .list(model: .init(coordinator: self)))
    }

    func openProduct() {
        router.navigate(to: .product(model: ProductModel(coordinator: self)))
    }

    func openBasket() {
        let basket = BasketCoordinator(presentationStyle: .pageSheet)
        router.navigate(to: basket)
    }

    func close() {
        router.pop()
    }
}

extension CatalogCoordinator {
    enum Route: NavigationRoute {
        case list(model: CatalogModel)
        case product(model: ProductModel)
        case legal

        var transition: NavigationTransitionStyle {
            switch self {
            case .list, .product: return .push
            case .legal: return .modal
            }
        }

        func view() -> any View {
            switch self {
            case .list(let model): return CatalogList(model: model)
            case .product(let model): return ProductView(model: model)
            case .legal: return LegalView()
            }
        }
    }
}
