import Exploration
import NavigationModel
import RouterCoordinators
import RouterExample
import SharedTestSupport
import Testing

/// A launched RouterExample driven as a user would, one transition per step.
struct DrivenApp {
    let run = AppRun(RouterExample.app)

    var app: LaunchedApp { run.app }
    var context: NavigationContext { run.context }
    var window: Window { context.state.window }
    var visible: String? { window.visibleScreen?.typeName }
    var actions: [String] { context.visibleActions().map(\.name) }
    var presentedKinds: [PresentationKind] { window.presented.map(\.kind) }
    var tree: String { context.mainCoordinator?.tree ?? "" }

    /// Taps each named button of the visible screen in turn; records an issue for one that is not offered.
    func tap(_ names: String..., sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        for name in names {
            #expect(run.apply(.tap(name)), "\(visible ?? "nothing") offers no \"\(name)\"", sourceLocation: sourceLocation)
        }
    }

    /// Performs a system action, which must be available.
    func perform(_ action: SystemAction, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        #expect(run.apply(.system(action)), sourceLocation: sourceLocation)
    }

    func selectTab(_ index: Int, _ title: String) { perform(.selectTab(index: index, title: title)) }

    /// The app's only external event, the launch timer.
    var timer: ExternalEvent { RouterExample.app.events[0] }

    /// Fires the timer, which must be pending.
    func fireTimer(sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        #expect(run.apply(.event(timer.name)), sourceLocation: sourceLocation)
    }

    /// The type names of the owned coordinators of which nothing is on screen.
    var leaked: [String] { run.leaked }
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
