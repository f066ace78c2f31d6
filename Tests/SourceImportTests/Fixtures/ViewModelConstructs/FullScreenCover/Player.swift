// .fullScreenCover(item:) (no swipe closes it) and presentationMode.wrappedValue.dismiss() from the cover.
import SwiftUI

enum PlayerCover: Identifiable {
    case nowPlaying
    var id: Int { 0 }

    var screen: some View {
        switch self {
        case .nowPlaying: NowPlayingView()
        }
    }
}

final class PlayerCoordinatorViewModel: ObservableObject {
    @Published var cover: PlayerCover?
}

struct PlayerCoordinatorView: View {
    @ObservedObject var coordinator: PlayerCoordinatorViewModel
    let content: LibraryView

    var body: some View {
        content.fullScreenCover(item: $coordinator.cover) { $0.screen }
    }
}

struct LibraryView: View {
    let coordinator: PlayerCoordinatorViewModel
    var body: some View { Text("Library").onTapGesture { coordinator.cover = .nowPlaying }.accessibilityLabel("Play") }
}

struct NowPlayingView: View {
    @Environment(\.presentationMode) var presentationMode
    var body: some View { Button("Minimise") { presentationMode.wrappedValue.dismiss() } }
}

@main
struct PlayerApp: App {
    var body: some Scene {
        WindowGroup {
            let coordinator = PlayerCoordinatorViewModel()
            PlayerCoordinatorView(coordinator: coordinator, content: LibraryView(coordinator: coordinator))
        }
    }
}
