import SwiftUI

enum TripDetailCover: Hashable, Identifiable {
    case map
    case gallery

    var id: Self { self }
}

final class TripDetailCoordinatorViewModel: ObservableObject {
    @Published var cover: TripDetailCover?
    @Published var showsBookings = false
}

struct TripDetailCoordinatorView: View {
    @ObservedObject var coordinator: TripDetailCoordinatorViewModel
    let content: TripDetailView

    var body: some View {
        VStack {
            content
            NavigationLink(isActive: $coordinator.showsBookings) {
                BookingsView()
            } label: {
                EmptyView()
            }
        }
        .fullScreenCover(item: $coordinator.cover) { cover in
            switch cover {
            case .map:
                MapView()
            case .gallery:
                GalleryView()
            }
        }
    }
}

enum TripDetailFactory {
    static func make(tripID: Int) -> TripDetailCoordinatorView {
        let coordinator = TripDetailCoordinatorViewModel()
        return TripDetailCoordinatorView(
            coordinator: coordinator, content: TripDetailView(viewModel: TripDetailViewModel(tripID: tripID, coordinator: coordinator)))
    }
}

final class TripDetailViewModel: ObservableObject {
    let tripID: Int
    unowned let coordinator: TripDetailCoordinatorViewModel

    init(tripID: Int, coordinator: TripDetailCoordinatorViewModel) {
        self.tripID = tripID
        self.coordinator = coordinator
    }

    func showMap() { coordinator.cover = .map }
    func showPhotos() { coordinator.cover = .gallery }
    func showBookings() { coordinator.showsBookings = true }
}

struct TripDetailView: View {
    @ObservedObject var viewModel: TripDetailViewModel

    var body: some View {
        VStack {
            Button("Map", action: viewModel.showMap)
            Button("Photos", action: viewModel.showPhotos)
            Button("Bookings") { viewModel.showBookings() }
        }
    }
}
