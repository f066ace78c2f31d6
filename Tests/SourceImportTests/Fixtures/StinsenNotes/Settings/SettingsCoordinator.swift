import SwiftUI
import Stinsen

final class SettingsCoordinator: NavigationCoordinatable {
    let stack = NavigationStack(initial: \SettingsCoordinator.start)

    @Root var start = makeStart
    @Route(.push) var about = makeAbout

    func makeStart() -> some View {
        SettingsScreen()
    }

    func makeAbout() -> some View {
        AboutScreen()
    }
}

struct SettingsScreen: View {
    @EnvironmentObject private var settingsRouter: SettingsCoordinator.Router
    @EnvironmentObject private var appRouter: AppCoordinator.Router

    var body: some View {
        VStack {
            Button("About") { settingsRouter.route(to: \.about) }
            PillButton("Sign out") { appRouter.root(\.welcome) }
        }
    }
}

struct AboutScreen: View {
    var body: some View {
        Text("Notes 1.0")
    }
}
