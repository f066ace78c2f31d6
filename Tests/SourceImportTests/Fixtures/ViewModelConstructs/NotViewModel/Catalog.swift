// A Router-style app whose views use view models with @Published state and sheets: none of it is a
// coordinator view model's slot, so `--style auto` reads it as a Router app.
import SwiftUI
import SUICoordinator

enum CatalogRoute: RouteType {
    case list
    case details

    var presentationStyle: TransitionPresentationStyle {
        switch self {
        case .list: .push
        case .details: .sheet
        }
    }

    var body: some View {
        switch self {
        case .list: CatalogList(viewModel: CatalogListViewModel())
        case .details: DetailsView()
        }
    }
}

final class CatalogCoordinator: NavigationCoordinator<CatalogRoute> {
    override func start() { router.startFlow(route: .list) }
    func showDetails() { router.navigate(to: .details) }
}

struct Product: Identifiable { let id: Int }

enum CatalogAlert: Identifiable {
    case offline
    var id: Int { 0 }
}

final class CatalogListViewModel: ObservableObject {
    @Published var selected: Product?
    @Published var showsHelp = false
    @Published var alert: CatalogAlert?
}

struct CatalogList: View {
    @StateObject var viewModel: CatalogListViewModel

    var body: some View {
        List {
            Button("Help") { viewModel.showsHelp = true }
        }
        .sheet(item: $viewModel.selected) { product in ProductPreview(product: product) }
        .sheet(isPresented: $viewModel.showsHelp) { HelpView() }
        .alert(item: $viewModel.alert) { _ in Alert(title: Text("Offline")) }
    }
}

struct ProductPreview: View {
    let product: Product
    var body: some View { Text("\(product.id)") }
}

struct HelpView: View { var body: some View { Text("Help") } }
struct DetailsView: View { var body: some View { Text("Details") } }
