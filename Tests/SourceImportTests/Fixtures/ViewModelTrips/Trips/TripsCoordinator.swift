import SwiftUI

enum TripsPushItem: Hashable, Identifiable {
    case trip(id: Int)
    case settings

    var id: Self { self }

    @ViewBuilder
    var destination: some View {
        switch self {
        case .trip(let id):
            TripDetailFactory.make(tripID: id)
        case .settings:
            SettingsView()
        }
    }
}

enum TripsSheetItem: Hashable, Identifiable {
    case newTrip
    case signIn

    var id: Self { self }

    @ViewBuilder
    var destination: some View {
        switch self {
        case .newTrip:
            NewTripView()
        case .signIn:
            SignInView()
        }
    }
}

protocol TripsRouting: AnyObject {
    func showTrip(_ id: Int)
    func show(_ item: TripsSheetItem)
    var pushItem: TripsPushItem? { get set }
}

final class TripsCoordinatorViewModel: ObservableObject, TripsRouting {
    @Published var pushItem: TripsPushItem?
    @Published var sheetItem: TripsSheetItem?
    @Published var isLoading = false

    func showTrip(_ id: Int) {
        pushItem = .trip(id: id)
    }

    func show(_ item: TripsSheetItem) {
        sheetItem = item
    }
}

struct TripsCoordinatorView: View {
    @ObservedObject var coordinator: TripsCoordinatorViewModel
    let content: TripsListView

    var body: some View {
        NavigationStack {
            content
                .navigationDestination(item: $coordinator.pushItem) { item in
                    item.destination
                }
                .sheet(item: $coordinator.sheetItem) { item in
                    item.destination
                }
        }
    }
}

enum TripsFactory {
    static func make(session: Session) -> some View {
        let coordinator = TripsCoordinatorViewModel()
        let viewModel = TripsListViewModel(coordinator: coordinator, session: session)
        return TripsCoordinatorView(coordinator: coordinator, content: TripsListView(viewModel: viewModel))
    }
}
