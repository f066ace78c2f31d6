import SwiftUI

final class ProductModel: ObservableObject {
    let coordinator: CatalogCoordinator
    var inStock = true
    init(coordinator: CatalogCoordinator) { self.coordinator = coordinator }

    func buy() {
        if inStock {
            coordinator.openBasket()
        } else {
            coordinator.close()
        }
    }
}

struct ProductView: View {
    @ObservedObject var model: ProductModel

    var body: some View {
        Button(action: { model.buy() }) { Text("Buy") }
        Button("Back") { model.coordinator.router.pop() }
        Button("Share") { ShareService.shared.share(model) }
        Button("Help") { HelpRouter.make().navigate(to: .faq) }
    }
}
