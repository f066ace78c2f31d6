import XCTest

final class OrphanCoordinatorViewModel: ObservableObject {
    @Published var item: TripsSheetItem?
}
