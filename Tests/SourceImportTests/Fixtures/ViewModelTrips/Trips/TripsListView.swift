import SwiftUI

final class TripsListViewModel: ObservableObject {
    private let coordinator: TripsRouting
    private let session: Session
    private let flowRouter: HelpFlowRouting

    init(coordinator: TripsRouting, session: Session) {
        self.coordinator = coordinator
        self.session = session
        self.flowRouter = HelpFlowRouting.make()
    }

    func openFirstTrip() {
        if session.isSignedIn {
            coordinator.showTrip(1)
        } else {
            coordinator.show(.signIn)
        }
    }

    func planTrip() {
        coordinator.show(.newTrip)
    }

    func openHelp() {
        flowRouter.openHelp(topic: "trips")
    }

    func openSuggested() {
        coordinator.pushItem = suggestedItem()
    }

    private func suggestedItem() -> TripsPushItem? { nil }
}

struct TripsListView: View {
    @StateObject var viewModel: TripsListViewModel

    var body: some View {
        List {
            Button("Upcoming trip", action: viewModel.openFirstTrip)
            Button {
                viewModel.planTrip()
            } label: {
                Label("Plan a trip", systemImage: "plus")
            }
            SettingsRow()
            Button("Suggested", action: viewModel.openSuggested)
            Button("Help") { viewModel.openHelp() }
            #if os(macOS)
            Button("Menu bar only") { viewModel.planTrip() }
            #endif
        }
    }
}

struct SettingsRow: View {
    @EnvironmentObject var coordinator: TripsCoordinatorViewModel

    var body: some View {
        Image(systemName: "gear")
            .onTapGesture { coordinator.pushItem = .settings }
            .accessibilityLabel("Settings")
    }
}

struct TripsListView_Previews: PreviewProvider {
    static var previews: some View {
        Button("Preview only") {}
    }
}
