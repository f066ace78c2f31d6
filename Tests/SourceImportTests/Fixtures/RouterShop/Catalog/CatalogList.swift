import SwiftUI

final class CatalogModel: ObservableObject {
    private let coordinator: CatalogCoordinator
    init(coordinator: CatalogCoordinator) { self.coordinator = coordinator }

    func productTapped() { coordinator.openProduct() }
    func basketTapped() { coordinator.openBasket() }
}

struct CatalogList: View {
    @StateObject var model: CatalogModel

    var body: some View {
        VStack {
            Button("Open product") { model.productTapped() }
            BasketBadge(model: model)
            #if os(iOS)
            Text("iOS only")
            #else
            Button("Unreachable on iOS") { model.productTapped() }
            #endif
        }
    }
}

/// Embedded in the list: its control is one of the list's actions.
struct BasketBadge: View {
    let model: CatalogModel

    var body: some View {
        Image(systemName: "cart")
            .onTapGesture { model.basketTapped() }
            .accessibilityLabel("Basket")
    }
}

struct CatalogList_Previews: PreviewProvider {
    static var previews: some View { Button("Preview only") { } }
}
