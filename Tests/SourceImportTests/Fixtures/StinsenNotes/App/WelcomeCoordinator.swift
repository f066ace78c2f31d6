import SwiftUI
import Stinsen

final class WelcomeCoordinator: NavigationCoordinatable {
    let stack = NavigationStack(initial: \WelcomeCoordinator.start)

    @Root var start = makeStart
    @Route(.push) var terms = makeTerms

    @ViewBuilder func makeStart() -> some View {
        WelcomeScreen()
    }

    @ViewBuilder func makeTerms() -> some View {
        TermsScreen()
    }
}

struct WelcomeScreen: View {
    @EnvironmentObject private var appRouter: AppCoordinator.Router
    @EnvironmentObject private var welcomeRouter: WelcomeCoordinator.Router

    var body: some View {
        VStack {
            PillButton("Sign in") {
                appRouter.root(\.signedIn, "reader")
            }
            Button("Read the terms") {
                welcomeRouter.route(to: \.terms)
            }
        }
    }
}

struct TermsScreen: View {
    @EnvironmentObject private var welcomeRouter: WelcomeCoordinator.Router

    var body: some View {
        Button(action: { welcomeRouter.pop() }) {
            Text("Agree")
        }
    }
}

struct WelcomeScreen_Previews: PreviewProvider {
    static var previews: some View { WelcomeScreen() }
}
