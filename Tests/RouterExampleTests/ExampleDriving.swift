import Exploration
import NavigationModel
import RouterCoordinators
import RouterExample
import Testing

/// A launched RouterExample driven as a user would, one transition per step.
struct DrivenApp {
    let app: LaunchedApp

    init() { app = RouterExample.app.launchInstance() }

    var context: NavigationContext { app.context }
    var window: Window { context.state.window }
    var visible: String? { window.visibleScreen?.typeName }
    var actions: [String] { context.visibleActions().map(\.name) }
    var presentedKinds: [PresentationKind] { window.presented.map(\.kind) }
    var tree: String { context.mainCoordinator?.tree ?? "" }

    /// Taps each named button of the visible screen in turn; records an issue for one that is not offered.
    func tap(_ names: String..., sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        for name in names {
            context.beginTransition()
            let tapped = context.tap(name)
            context.endTransition()
            #expect(tapped, "\(visible ?? "nothing") offers no \"\(name)\"", sourceLocation: sourceLocation)
        }
    }

    /// Performs a system action, which must be available.
    func perform(_ action: SystemAction, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        #expect(context.availableSystemActions().contains(action), sourceLocation: sourceLocation)
        context.beginTransition()
        context.perform(action)
        context.endTransition()
    }

    func selectTab(_ index: Int, _ title: String) { perform(.selectTab(index: index, title: title)) }

    /// The app's only external event, the launch timer.
    var timer: ExternalEvent { RouterExample.app.events[0] }

    func fireTimer() {
        context.beginTransition()
        timer.fire(app)
        context.endTransition()
    }

    /// The type names of the owned coordinators of which nothing is on screen.
    var leaked: [String] {
        context.state.leakedCoordinators().compactMap { context.state.coordinators[$0]?.typeName }
    }
}

extension Coordinator {
    /// The coordinator tree below this one, as `Type[Child, Child[...]]`.
    var tree: String {
        let children = self.children
        return children.isEmpty ? typeName : "\(typeName)[\(children.map(\.tree).joined(separator: ", "))]"
    }
}

/// The tree with the home tab bar open under onboarding; `marketplace` is what hangs under the marketplace tab.
func homeTree(_ tabbar: String = "HomeCoordinator", marketplace: String = "MarketplaceCoordinator") -> String {
    "MainCoordinator[OnboardingCoordinator[\(tabbar)[\(marketplace), SettingsCoordinator]]]"
}
