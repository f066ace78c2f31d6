import SwiftUI
import Stinsen

final class AppCoordinator: NavigationCoordinatable {
    var stack = NavigationStack(initial: \AppCoordinator.welcome)

    @Root var welcome = makeWelcome
    @Root var signedIn = makeSignedIn

    func makeWelcome() -> NavigationViewCoordinator<WelcomeCoordinator> {
        NavigationViewCoordinator(WelcomeCoordinator())
    }

    func makeSignedIn(account: String) -> ShelfCoordinator {
        ShelfCoordinator(account: account)
    }

    @ViewBuilder func customize(_ view: AnyView) -> some View {
        view.onOpenURL { url in
            if let shelf = self.hasRoot(\.signedIn) {
                shelf.focusFirst(\.notes).child.route(to: \.note, url.lastPathComponent)
            }
        }
    }
}
