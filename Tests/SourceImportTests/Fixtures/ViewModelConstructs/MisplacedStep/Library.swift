// A view that sets a slot of a coordinator view model that is not above it: the settings coordinator is
// handed to the library's view, but never shown, so the slot it sets has nothing to present from. The
// runtime records a fault, located at the assignment below.
import SwiftUI

enum LibrarySheet: Identifiable {
    case nowPlaying
    var id: Int { 0 }

    var screen: some View {
        switch self {
        case .nowPlaying: NowPlayingView()
        }
    }
}

enum SettingsSheet: Identifiable {
    case about
    var id: Int { 0 }

    var screen: some View {
        switch self {
        case .about: AboutView()
        }
    }
}

final class LibraryCoordinatorViewModel: ObservableObject {
    @Published var sheet: LibrarySheet?
}

final class SettingsCoordinatorViewModel: ObservableObject {
    @Published var sheet: SettingsSheet?
}

struct LibraryCoordinatorView: View {
    @ObservedObject var coordinator: LibraryCoordinatorViewModel
    let content: LibraryView

    var body: some View {
        content.sheet(item: $coordinator.sheet) { $0.screen }
    }
}

struct SettingsCoordinatorView: View {
    @ObservedObject var coordinator: SettingsCoordinatorViewModel
    let content: AboutView

    var body: some View {
        content.sheet(item: $coordinator.sheet) { $0.screen }
    }
}

struct LibraryView: View {
    let coordinator: LibraryCoordinatorViewModel
    let settings: SettingsCoordinatorViewModel

    var body: some View {
        VStack {
            Button("Play") { coordinator.sheet = .nowPlaying }
            Button("About") { settings.sheet = .about }
        }
    }
}

struct NowPlayingView: View {
    var body: some View { Text("Now playing") }
}

struct AboutView: View {
    var body: some View { Text("About") }
}

@main
struct LibraryApp: App {
    var body: some Scene {
        WindowGroup {
            let coordinator = LibraryCoordinatorViewModel()
            LibraryCoordinatorView(coordinator: coordinator, content: LibraryView(coordinator: coordinator, settings: SettingsCoordinatorViewModel()))
        }
    }
}
