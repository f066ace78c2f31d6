import SUICoordinator
import SwiftUI

enum ShopPage: TabbarPage, CaseIterable {
    case catalog
    case account

    func coordinator() -> Coordinator {
        switch self {
        case .catalog: return CatalogCoordinator()
        case .account: return AccountCoordinator()
        }
    }

    var title: String {
        switch self {
        case .catalog: return "Catalog"
        case .account: return "Account"
        }
    }

    var position: Int {
        switch self {
        case .catalog: return 0
        case .account: return 1
        }
    }
}

final class ShopTabsCoordinator: TabbarCoordinator<ShopPage> {
    init(currentPage: ShopPage = .account) {
        super.init(pages: ShopPage.allCases, currentPage: currentPage, presentationStyle: .fullScreen)
    }
}
