import Exploration
import NavigationModel
import RouterCoordinators

/// The next version of ``RouterExample``, as a pull request would change it: the marketplace gains a
/// reviews screen (one route added) and the onboarding's second step loses its "go home" button (one
/// button removed). `scripts/review-example` compares the two with `coordgraph diff`.
///
/// Otherwise a copy of ALCoordinator's example app (TestCoordinatorLibrary, SwiftUI flavour), headless.
///
/// A splash screen at the window's root; onboarding presented full screen over it; its second step opens
/// the home tab bar (marketplace and settings); the marketplace opens a shopping cart sheet whose
/// checkout opens a UIKit home tab bar with new page coordinators, round and round. Five seconds after
/// launch a timer force-presents the home tab bar on its marketplace page.
public enum RouterExampleNext {
    public static var app: ExplorableApp {
        ExplorableApp(
            name: "router-example", style: .router,
            summary: "The router example's next version: a reviews screen in the marketplace, and the onboarding's "
                + "second step without its \"go home\" button",
            catalog: catalog, events: [forcePresentationTimer], launch: launch)
    }

    static let catalog = RouteCatalog([
        MainCoordinator.declaration,
        OnboardingCoordinator.declaration,
        HomeCoordinator.declaration,
        MarketplaceCoordinator.declaration,
        ShoppingCartCoordinator.declaration,
        HomeCoordinatorUIKit.declaration,
        SettingsCoordinator.declaration,
        ShoppingCartCoordinatorUIKit.declaration,
    ])

    /// What the scene delegate does: the main coordinator at the window's root, then its flow.
    static func launch(_ context: NavigationContext) -> AnyObject {
        context.setModel(RouterExampleNextModel())
        let main = MainCoordinator(context: context)
        context.setMainCoordinator(main)
        main.start()
        return main
    }

    /// The app delegate's timer: once, five seconds after launch, the home tab bar is force-presented on
    /// its marketplace page over whatever is on top.
    static var forcePresentationTimer: ExternalEvent {
        ExternalEvent(
            "5 s timer: force-present HomeCoordinator", kind: .timer,
            isEnabled: { app in app.context.model(as: RouterExampleNextModel.self)?.forcePresentationTimerFired == false },
            fire: { app in
                app.context.updateModel(RouterExampleNextModel.self) { $0.forcePresentationTimerFired = true }
                HomeCoordinator(context: app.context, currentPage: .marketplace).forcePresentation()
            })
    }
}

/// The app's declared model state: whether the launch timer has fired (it fires once per launch).
struct RouterExampleNextModel: Hashable, CustomStringConvertible {
    var forcePresentationTimerFired = false

    var description: String { forcePresentationTimerFired ? "timer fired" : "timer pending" }
}
