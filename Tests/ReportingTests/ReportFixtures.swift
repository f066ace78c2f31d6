import GraphFixtures
import NavigationGraph

/// The graphs the tests format.
enum ReportFixtures {
    /// The Router-style example app (TestCoordinatorLibrary), with one finding of every kind.
    static func routerApp(cutBy bound: ExplorationSummary.Cut.Bound? = nil) -> NavigationGraph {
        var fixture = GraphFixture(
            name: "RouterExample", style: .router,
            summary: "The TestCoordinatorLibrary sample: onboarding, then a tab bar with a marketplace and settings.")
        let main = "RouterExample/MainCoordinator.swift"
        let onboarding = "RouterExample/OnboardingCoordinator.swift"
        let home = "RouterExample/HomeCoordinator.swift"
        let cart = "RouterExample/ShoppingCart.swift"

        fixture.coordinator("MainCoordinator", kind: .navigation, file: main, line: 8)
        fixture.coordinator("OnboardingCoordinator", kind: .navigation, file: onboarding, line: 6)
        fixture.coordinator("HomeCoordinator", kind: .tabs, file: home, line: 10)
        fixture.coordinator("MarketplaceCoordinator", kind: .navigation, file: home, line: 48)
        fixture.coordinator("SettingsCoordinator", kind: .navigation, file: home, line: 77)
        fixture.coordinator("ShoppingCartCoordinator", kind: .navigation, file: cart, line: 5)
        fixture.coordinator("HomeCoordinatorUIKit", kind: .tabs, file: home, line: 104)
        fixture.coordinator("ShoppingCartCoordinatorUIKit", kind: .navigation, file: cart, line: 61, reached: false)

        let toHome = ["continue", "go second view", "go home"]
        let toCart = toHome + ["select tab marketplace", "show shopping cart"]
        fixture.screen("MainCoordinator", "splash", type: "SplashScreen", transition: "push", file: main, line: 14, path: [])
        fixture.screen(
            "OnboardingCoordinator", "firstStep", type: "FirstView", transition: "push", file: onboarding, line: 12,
            path: ["continue"])
        fixture.screen(
            "OnboardingCoordinator", "secondStep", type: "SecondView", transition: "modal", file: onboarding, line: 13,
            path: ["continue", "go second view"])
        fixture.screen("SettingsCoordinator", "home", type: "SettingsHome", transition: "push", file: home, line: 83, path: toHome)
        fixture.screen(
            "MarketplaceCoordinator", "home", type: "MarketplaceHome", transition: "push", file: home, line: 54,
            path: toHome + ["select tab marketplace"])
        fixture.screen("ShoppingCartCoordinator", "home", type: "ShoppingCart", transition: "push", file: cart, line: 11, path: toCart)
        fixture.screen(
            "ShoppingCartCoordinator", "checkout", type: "Checkout", transition: "push", file: cart, line: 12,
            path: toCart + ["show checkout"])
        fixture.screen(
            "ShoppingCartCoordinatorUIKit", "home", type: "ShoppingCart", transition: "push", file: cart, line: 67, path: nil)
        fixture.screen(
            "ShoppingCartCoordinatorUIKit", "checkout", type: "Checkout", transition: "push", file: cart, line: 68,
            path: nil)

        fixture.finding(
            .unreachableScreen, .warning, about: .screen("ShoppingCartCoordinatorUIKit.home"),
            "ShoppingCartCoordinatorUIKit.home is declared but no action shows it.", at: (cart, 67))
        // No location of its own: reports point at the screen's declaration.
        fixture.finding(
            .unreachableScreen, .warning, about: .screen("ShoppingCartCoordinatorUIKit.checkout"),
            "ShoppingCartCoordinatorUIKit.checkout is declared but no action shows it.")
        fixture.finding(
            .unreachableCoordinator, .warning, about: .coordinator("ShoppingCartCoordinatorUIKit"),
            "ShoppingCartCoordinatorUIKit is declared but never started.")
        fixture.finding(
            .deadEnd, .error, about: .screen("ShoppingCartCoordinator.checkout"),
            "Checkout offers no action, and no back or swipe-down applies.", at: (cart, 40),
            path: toCart + ["show checkout"])
        fixture.finding(
            .trap, .warning, about: .coordinator("HomeCoordinator"),
            "Once the tab bar is shown, no action returns to onboarding or the splash screen.", at: (home, 10),
            path: toHome)
        fixture.finding(
            .unboundedGrowth, .error, about: .coordinator("HomeCoordinatorUIKit"),
            "show UIKit home → show shopping cart → show checkout repeats, presenting one more tab bar each time.",
            at: (cart, 44), path: toCart + ["show checkout"])
        fixture.finding(
            .leakedCoordinator, .warning, about: .coordinator("ShoppingCartCoordinator"),
            "The shopping cart sheet was swiped down but its coordinator stays in MarketplaceCoordinator's children.",
            at: (cart, 5), path: toCart + ["swipe down"])
        fixture.finding(
            .styleFault, .error, about: .screen("SettingsCoordinator.home"),
            "finishFlow on a tab asks the tab bar to remove a coordinator that is not its child.", at: (home, 91),
            path: toHome + ["finish coordinator"])
        fixture.finding(
            .replayMismatch, .note, about: .screen("MarketplaceCoordinator.home"),
            "Replaying the path from launch shows SettingsHome, not MarketplaceHome.", at: (home, 54),
            path: toHome + ["select tab marketplace"])
        if let bound {
            fixture.cuts = [ExplorationSummary.Cut(bound: bound, unexpandedStates: 12, firstState: 6)]
            fixture.finding(
                .explorationBound, .note, about: .bound(bound),
                "The \(bound.rawValue) bound stopped the exploration; 12 states were not expanded.")
        }
        return fixture.build()
    }

    /// An app whose names try to break every format: table pipes, backticks, HTML, emphasis, newlines.
    static func hostileApp() -> NavigationGraph {
        var fixture = GraphFixture(
            name: "Evil | App <script>alert(1)</script>", style: "Router *bold* _it_",
            summary: "Line one | with pipe\n# not a heading\n- not a list")
        let file = "EvilApp/Evil|File.swift"
        fixture.coordinator("Pipe|Coordinator", kind: CoordinatorKind(rawValue: "nav|igation"), file: file, line: 3)
        fixture.coordinator("`Tick`Coordinator", kind: CoordinatorKind(rawValue: "<b>tabs</b>"), file: file, line: 20)
        fixture.screen(
            "Pipe|Coordinator", "root", type: "<script>alert('x')</script>", transition: "push", file: file, line: 5,
            path: [])
        fixture.screen(
            "Pipe|Coordinator", "`tick`", type: "Back``tick", transition: "sheet | modal", file: file, line: 6,
            path: ["tap | `here` *now*"])
        fixture.screen(
            "`Tick`Coordinator", "[link](http://x)", type: "Image![alt](y)", transition: nil, file: file, line: 22,
            path: ["tap | `here` *now*", "open <img src=x onerror=alert(1)>"])
        fixture.finding(
            .deadEnd, .error, about: .screen("Pipe|Coordinator.`tick`"), "Stuck on <script>alert(1)</script> | no way out\nsecond line",
            at: (file, 6), path: ["tap | `here` *now*"])
        return fixture.build()
    }

    /// A small app with nothing wrong.
    static func cleanApp() -> NavigationGraph {
        var fixture = GraphFixture(name: "TreeExample", style: .tree, summary: "")
        let file = "TreeExample/ApplicationCoordinator.swift"
        fixture.coordinator("ApplicationCoordinator", kind: .tree, file: file, line: 4)
        fixture.coordinator("DetailCoordinator", kind: .tree, file: "TreeExample/DetailCoordinator.swift", line: 3)
        fixture.screen("ApplicationCoordinator", "main", type: "Main", transition: "push", file: file, line: 9, path: [])
        fixture.screen(
            "DetailCoordinator", "detail", type: "Detail", transition: "push", file: "TreeExample/DetailCoordinator.swift",
            line: 8, path: ["push detail"])
        return fixture.build()
    }
}
