import NavigationGraph

/// Navigation graphs for rendering tests and the leak check.
public enum Fixtures {
    /// The router-style example app (ALCoordinator's TestCoordinatorLibrary) as the explorer would see it:
    /// onboarding, a custom tab bar, a shopping-cart sheet, an unbounded cycle, a leak, a timer event and two
    /// declared screens nobody reaches.
    public static var routerExample: NavigationGraph {
        var app = GraphFixture.forRendering(name: "router-example", style: .router)
        app.coordinator("MainCoordinator", kind: .navigation)
        app.coordinator("OnboardingCoordinator", kind: .navigation)
        app.coordinator("HomeCoordinator", kind: .tabs)
        app.coordinator("MarketplaceCoordinator", kind: .navigation)
        app.coordinator("SettingsCoordinator", kind: .navigation)
        app.coordinator("ShoppingCartCoordinator", kind: .navigation)
        app.coordinator("HomeCoordinatorUIKit", kind: .tabs)
        app.coordinator("ShoppingCartCoordinatorUIKit", kind: .navigation, reached: false)
        let splash = app.screen("SplashScreen", route: "splash", in: "MainCoordinator")
        let first = app.screen("FirstView", route: "firstStep", in: "OnboardingCoordinator")
        let second = app.screen("SecondView", route: "secondStep", in: "OnboardingCoordinator")
        let market = app.screen("MarketplaceHome", route: "home", in: "MarketplaceCoordinator")
        let settings = app.screen("SettingsHome", route: "home", in: "SettingsCoordinator")
        let cart = app.screen("ShoppingCart", route: "home", in: "ShoppingCartCoordinator")
        let checkout = app.screen("Checkout", route: "checkout", in: "ShoppingCartCoordinator")
        app.screen("ShoppingCart", route: "home", in: "ShoppingCartCoordinatorUIKit", reached: false)
        app.screen("Checkout", route: "checkout", in: "ShoppingCartCoordinatorUIKit", reached: false)

        let s0 = app.state(splash)
        let s1 = app.state(first, modals: 1)
        let s2 = app.state(second, modals: 2)
        let s3 = app.state(settings, modals: 2)
        let s4 = app.state(market, modals: 2)
        let s5 = app.state(cart, modals: 3)
        let s6 = app.state(checkout, stack: 2, modals: 3)
        let s7 = app.state(market, modals: 4)
        let s8 = app.state(cart, modals: 5, truncated: true)
        let s9 = app.state(market, modals: 1)
        app.transition(s0, s1, "start", .fullScreen)
        app.transition(s1, s2, "go second view", .sheet)
        app.transition(s2, s1, "dismiss modal", .dismiss)
        app.transition(s2, s3, "go home", .fullScreen)
        app.transition(s3, s4, "marketplace tab", .tab, by: .system)
        app.transition(s4, s3, "settings tab", .tab, by: .system)
        app.transition(s4, s5, "show shopping cart", .sheet)
        app.transition(s5, s4, "swipe down", .dismiss, by: .system)
        app.transition(s5, s6, "show checkout", .push)
        app.transition(s6, s5, "back", .back, by: .system)
        app.transition(s6, s4, "finish coordinator", .dismiss)
        app.transition(s6, s7, "show UIKit home", .fullScreen)
        app.transition(s7, s8, "show shopping cart", .sheet)
        app.transition(s3, s0, "restart app", .rootSwitch)
        app.transition(s0, s9, "timer 5 s: present home", .externalEvent, by: .external)
        app.transition(s1, s9, "timer 5 s: present home", .externalEvent, by: .external)

        app.finding(.unreachableScreen, .warning, about: .screen("ShoppingCartCoordinatorUIKit.checkout"), "Declared, never shown.")
        app.finding(.unreachableScreen, .warning, about: .screen("ShoppingCartCoordinatorUIKit.home"), "Declared, never shown.")
        app.finding(.unreachableCoordinator, .warning, about: .coordinator("ShoppingCartCoordinatorUIKit"), "Declared, never started.")
        app.finding(.leakedCoordinator, .error, about: .coordinator("ShoppingCartCoordinator"),
                    "Swiping the sheet down leaves the coordinator in its parent's children.", state: s4)
        app.finding(.unboundedGrowth, .warning, about: .screen(checkout),
                    "'show UIKit home' presents a new tab bar each time: the modal chain grows without bound.", state: s8)
        return app.build()
    }

    /// Names that try everything a label can break on: quotes, backslashes and escapes, markup and entities,
    /// XML comment and CDATA breakers, control characters, unicode, emoji and very long text.
    public static let tortureNames: [String] = [
        "Say \"hello\"",
        "C:\\path\\N\\G\\n\\l\\",
        "<script>alert(\"owned\")</script>",
        "R&D; &amp; &lt;b&gt; &#92;",
        "Comment --> <!-- ]]> end",
        "Line\nbreak\tand\u{0}nul",
        "Écran d’accueil ✓ 画面",
        "🚀 Launch 👩‍👩‍👧 flags 🇫🇷",
        String(repeating: "VeryLongScreenNameWithoutSpaces", count: 6),
        String(repeating: "a long name with many words ", count: 12),
    ]

    /// A graph whose every screen, coordinator and action carries one of ``tortureNames``.
    public static var torture: NavigationGraph {
        var app = GraphFixture.forRendering(name: "torture <app> \"&\" -->", style: "Router \\ \"quoted\"")
        var states: [Int] = []
        for (index, name) in tortureNames.enumerated() {
            let coordinator = "Coordinator\(index % 3) \(name)"
            if index < 3 { app.coordinator(coordinator, kind: CoordinatorKind(rawValue: name)) }
            let screen = app.screen(name, route: "route \(name)", in: coordinator)
            states.append(app.state(screen))
        }
        for (index, name) in tortureNames.enumerated() {
            app.transition(states[index], states[(index + 1) % states.count], name, TransitionKind.allCases[index % 8])
        }
        app.finding(.trap, .error, about: .screen(app.states[states[2]].visibleScreen!), "No way out of \(tortureNames[2])")
        app.finding(.styleFault, .warning, about: .fault(FaultKind(rawValue: "nothing \(tortureNames[4])"), coordinator: nil), tortureNames[5])
        return app.build()
    }

    /// The layout trap from the Graphviz notes: `screens` screens, 10 per coordinator, each with 3 push
    /// actions to random screens (a seeded generator, so the graph is the same every time).
    ///
    /// With `addingOneScreen`, the same graph with one more screen (`Flow0Coordinator.added`, pushed from the
    /// first screen by "open added"): the next version of the app, for layout stability.
    public static func randomClusters(screens count: Int, seed: UInt64 = 42, addingOneScreen: Bool = false) -> NavigationGraph {
        var app = GraphFixture.forRendering(name: "random-\(count)", style: "generated")
        var random = SplitMix64(seed: seed)
        var states: [Int] = []
        for index in 0..<count {
            let coordinator = "Flow\(index / 10)Coordinator"
            if index % 10 == 0 { app.coordinator(coordinator, kind: .navigation) }
            states.append(app.state(app.screen("Screen\(index)", route: "screen\(index)", in: coordinator)))
        }
        for index in 0..<count {
            for action in 0..<3 {
                let target = Int(random.next() % UInt64(count))
                app.transition(states[index], states[target], "action \(action)", .push)
            }
        }
        if addingOneScreen {
            let added = app.state(app.screen("AddedScreen", route: "added", in: "Flow0Coordinator"))
            app.transition(states[0], added, "open added", .push)
        }
        return app.build()
    }
}

/// A small deterministic generator (SplitMix64), so generated graphs never depend on the platform's RNG.
struct SplitMix64 {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

extension GraphFixture {
    /// An empty fixture with the bounds and summary the rendering goldens were made with.
    static func forRendering(name: String, style: CoordinatorStyle) -> GraphFixture {
        var fixture = GraphFixture(name: name, style: style, summary: "A fixture for rendering tests.")
        fixture.bounds = .init(maxDepth: 50, maxStates: 10_000, timeLimit: 60)
        return fixture
    }
}
