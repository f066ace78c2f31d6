import SUICoordinator
import SwiftUI

/// A generic wrapper every flow of the app derives from.
class FlowCoordinator<FlowRoute: RouteType>: Coordinator<FlowRoute> {
    func leave() async {
        await finishFlow()
    }
}

final class SettingsCoordinator: FlowCoordinator<SettingsRoute> {
    override func start() async {
        await startFlow(route: .main)
    }

    func showAbout() async {
        await navigate(toRoute: .about)
    }
}

enum SettingsRoute: RouteType {
    case main
    case about

    var presentationStyle: TransitionPresentationStyle { .push }

    var body: some View {
        switch self {
        case .main: SettingsView()
        case .about: AboutView()
        }
    }
}

struct SettingsView: View {
    @Environment(\.coordinator) private var anyCoordinator
    private var coordinator: SettingsCoordinator? { anyCoordinator as? SettingsCoordinator }

    var body: some View {
        List {
            Button("About") { Task { await coordinator?.showAbout() } }
            Button("Close") { Task { await coordinator?.leave() } }
        }
    }
}

struct AboutView: View {
    var body: some View { Text("About") }
}

struct SettingsView_Previews: PreviewProvider {
    static var previews: some View {
        Button("Preview only") { Task { await SettingsCoordinator().leave() } }
    }
}
