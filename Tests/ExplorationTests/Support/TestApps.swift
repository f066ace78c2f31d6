import Exploration
import NavigationModel

/// Small apps written directly against `NavigationContext`, each built to show one thing.
enum TestApps {
    // MARK: Shop: a well-behaved app with every kind of transition and no findings

    static let shopCatalog = RouteCatalog([
        declare("MainCoordinator", screenRoute("Home", nil), screenRoute("Detail"), coordinatorRoute("settings", starts: "SettingsCoordinator"),
                coordinatorRoute("tabs", starts: "TabsCoordinator")),
        declare("SettingsCoordinator", screenRoute("Settings", .sheet)),
        declare("TabsCoordinator", kind: "tabs", screenRoute("First", nil), screenRoute("Second", nil)),
    ])

    /// Home pushes Detail, presents Settings as a sheet and a tab bar full screen; a deep link opens
    /// Detail from Home. Everything leads back to Home and every coordinator is released.
    static func shop(extraCatalog: [DeclaredCoordinator] = [], strategy: RestoreStrategy = .snapshot) -> ExplorableApp {
        ExplorableApp(
            name: "shop", style: "test", summary: "A well-behaved shop.",
            catalog: RouteCatalog(shopCatalog.coordinators + extraCatalog),
            events: [ExternalEvent("deep link app://detail", kind: .deepLink, isEnabled: { app in
                app.context.state.window.visibleScreen?.typeName == "Home"
            }, fire: { app in
                guard let root = app.root(as: TestRoot.self) else { return }
                app.context.push(shopDetail(app.context, root), onto: root.stack)
            })],
            restoreStrategy: strategy,
            launch: { context in context.launchMain(observer: ReleaseOnLeave(), home: shopHome) })
    }

    private static func shopHome(_ context: NavigationContext, _ root: TestRoot) -> Screen {
        context.makeScreen("Home", owner: root.main) { [unowned context] in [
            UserAction("open detail") { context.push(shopDetail(context, root), onto: root.stack) },
            UserAction("open settings") {
                let settings = context.coordinator("SettingsCoordinator", parent: root.main)
                let screen = context.makeScreen("Settings", owner: settings) { [unowned context] in
                    [UserAction("done") { context.dismiss(presentedBy: settings) }]
                }
                context.present(.stack(context.makeStack(owner: settings, screens: [screen])), kind: .sheet, presenter: root.main)
            },
            UserAction("open tabs") {
                let tabs = context.coordinator("TabsCoordinator", parent: root.main)
                func page(_ name: String) -> Tab {
                    let screen = context.makeScreen(name, owner: tabs) { [unowned context] in
                        [UserAction("close") { context.dismiss(presentedBy: tabs) }]
                    }
                    return Tab(title: name, stack: context.makeStack(owner: tabs, screens: [screen]))
                }
                let bar = TabContainer(id: context.makeContainerID(), owner: tabs, tabs: [page("First"), page("Second")], selectedIndex: 0)
                context.present(.tabs(bar), kind: .fullScreen, presenter: root.main)
            },
        ] }
    }

    private static func shopDetail(_ context: NavigationContext, _ root: TestRoot) -> Screen {
        context.makeScreen("Detail", inputs: [ScreenInput("id", "1")], owner: root.main) { [unowned context] in
            [UserAction("close") { context.popStack(root.stack, toCount: 1) }]
        }
    }

    // MARK: One finding each

    /// Home presents a receipt full screen that offers nothing: a dead end.
    static func deadEnd() -> ExplorableApp {
        ExplorableApp(
            name: "dead-end", style: "test", summary: "A receipt with no way out.",
            catalog: RouteCatalog([declare("MainCoordinator", screenRoute("Home", nil), screenRoute("Receipt", .fullScreen, line: 42))]),
            launch: { context in
                context.launchMain { context, root in
                    context.makeScreen("Home", owner: root.main) { [unowned context] in [
                        UserAction("pay") {
                            let receipt = context.makeScreen("Receipt", owner: root.main)
                            context.present(.stack(context.makeStack(owner: root.main, screens: [receipt])), kind: .fullScreen, presenter: root.main)
                        },
                    ] }
                }
            })
    }

    /// Home starts an onboarding flow full screen; inside it the user can move around but never return.
    static func trap() -> ExplorableApp {
        ExplorableApp(
            name: "trap", style: "test", summary: "Onboarding with no way back.",
            catalog: RouteCatalog([
                declare("MainCoordinator", screenRoute("Home", nil), coordinatorRoute("onboarding", starts: "OnboardingCoordinator")),
                declare("OnboardingCoordinator", screenRoute("Welcome", nil), screenRoute("Tour")),
            ]),
            launch: { context in
                context.launchMain { context, root in
                    context.makeScreen("Home", owner: root.main) { [unowned context] in [
                        UserAction("onboard") {
                            let onboarding = context.coordinator("OnboardingCoordinator", parent: root.main)
                            let stack = context.makeStack(owner: onboarding)
                            let tour = context.makeScreen("Tour", owner: onboarding)
                            let welcome = context.makeScreen("Welcome", owner: onboarding) { [unowned context] in
                                [UserAction("next") { context.push(tour, onto: stack.id) }]
                            }
                            context.present(.stack(NavigationStack(id: stack.id, owner: onboarding, screens: [welcome])), kind: .fullScreen, presenter: root.main)
                        },
                    ] }
                }
            })
    }

    /// Each Loop screen starts another LoopCoordinator that pushes another Loop screen: unbounded growth.
    static func loop() -> ExplorableApp {
        ExplorableApp(
            name: "loop", style: "test", summary: "A flow that starts itself again.",
            catalog: RouteCatalog([
                declare("MainCoordinator", screenRoute("Home", nil), coordinatorRoute("loop", starts: "LoopCoordinator")),
                declare("LoopCoordinator", screenRoute("Loop")),
            ]),
            launch: { context in
                context.launchMain(observer: ReleaseOnLeave()) { context, root in
                    context.makeScreen("Home", owner: root.main) { [unowned context] in
                        [UserAction("start loop") { pushLoop(context, parent: root.main, stack: root.stack) }]
                    }
                }
            })
    }

    private static func pushLoop(_ context: NavigationContext, parent: CoordinatorID, stack: ContainerID) {
        let loop = context.coordinator("LoopCoordinator", parent: parent)
        context.push(context.makeScreen("Loop", owner: loop) { [unowned context] in
            [UserAction("again") { pushLoop(context, parent: loop, stack: stack) }]
        }, onto: stack)
    }

    /// Home shows a cart sheet; swiping it down leaves CartCoordinator owned (the app never releases it),
    /// and showing the cart again adds another one each time.
    static func leak() -> ExplorableApp {
        ExplorableApp(
            name: "leak", style: "test", summary: "A sheet whose coordinator outlives it.",
            catalog: RouteCatalog([
                declare("MainCoordinator", screenRoute("Home", nil), coordinatorRoute("cart", starts: "CartCoordinator")),
                declare("CartCoordinator", screenRoute("Cart", .sheet)),
            ]),
            launch: { context in
                context.launchMain { context, root in
                    context.makeScreen("Home", owner: root.main) { [unowned context] in [
                        UserAction("show cart") {
                            let cart = context.coordinator("CartCoordinator", parent: root.main)
                            let screen = context.makeScreen("Cart", owner: cart) { [unowned context] in [
                                UserAction("close") {
                                    context.dismiss(presentedBy: cart)
                                    context.detach(cart, from: root.main)
                                },
                            ] }
                            context.present(.stack(context.makeStack(owner: cart, screens: [screen])), kind: .sheet, presenter: cart)
                        },
                    ] }
                }
            })
    }

    /// Home calls an operation the library would reject.
    static func fault() -> ExplorableApp {
        ExplorableApp(
            name: "fault", style: "test", summary: "Removes a coordinator that is not a child.",
            catalog: RouteCatalog([declare("MainCoordinator", screenRoute("Home", nil), screenRoute("Detail"))]),
            launch: { context in
                context.launchMain { context, root in
                    context.makeScreen("Home", owner: root.main) { [unowned context] in [
                        UserAction("open detail") { context.push(context.makeScreen("Detail", owner: root.main), onto: root.stack) },
                        UserAction("remove stranger") {
                            context.recordFault(StyleFault(
                                kind: "removeNonChild", message: "removeChild(_:) was given a coordinator that is not a child",
                                coordinatorType: "MainCoordinator"))
                        },
                    ] }
                }
            })
    }

    /// An onboarding flow with no way back, whose tip sheet leaks a coordinator each time it is swiped
    /// away: the growth bound cuts states inside the trap.
    static func leakyTrap() -> ExplorableApp {
        ExplorableApp(
            name: "leaky-trap", style: "test", summary: "A trap with a leak inside.",
            catalog: RouteCatalog([
                declare("MainCoordinator", screenRoute("Home", nil)),
                declare("OnboardingCoordinator", screenRoute("Welcome", .fullScreen)),
                declare("TipCoordinator", screenRoute("Tip", .sheet)),
            ]),
            launch: { context in
                context.launchMain { context, root in
                    context.makeScreen("Home", owner: root.main) { [unowned context] in [
                        UserAction("onboard") {
                            let onboarding = context.coordinator("OnboardingCoordinator", parent: root.main)
                            let welcome = context.makeScreen("Welcome", owner: onboarding) { [unowned context] in [
                                UserAction("show tip") {
                                    let tip = context.coordinator("TipCoordinator", parent: onboarding)
                                    let screen = context.makeScreen("Tip", owner: tip)
                                    context.present(.stack(context.makeStack(owner: tip, screens: [screen])), kind: .sheet, presenter: tip)
                                },
                            ] }
                            context.present(.stack(context.makeStack(owner: onboarding, screens: [welcome])), kind: .fullScreen, presenter: root.main)
                        },
                    ] }
                }
            })
    }

    /// A splash screen stays at the root under the login flow and is never visible again.
    static func coveredSplash() -> ExplorableApp {
        ExplorableApp(
            name: "covered-splash", style: "test", summary: "A splash screen under everything.",
            catalog: RouteCatalog([declare("MainCoordinator", screenRoute("Splash", nil), screenRoute("Login", .fullScreen), screenRoute("Home", nil))]),
            launch: { context in
                let root = context.launchMain { context, root in context.makeScreen("Splash", owner: root.main) }
                showLogin(context, root)
                return root
            })
    }

    private static func showLogin(_ context: NavigationContext, _ root: TestRoot) {
        let login = context.makeScreen("Login", owner: root.main) { [unowned context] in [
            UserAction("sign in") {
                let home = context.makeScreen("Home", owner: root.main) { [unowned context] in [
                    UserAction("sign out") {
                        context.setRoot(.stack(NavigationStack(id: root.stack, owner: root.main, screens: [context.makeScreen("Splash", owner: root.main)])))
                        showLogin(context, root)
                    },
                ] }
                context.setRoot(.stack(NavigationStack(id: root.stack, owner: root.main, screens: [home])))
            },
        ] }
        context.present(.stack(context.makeStack(owner: root.main, screens: [login])), kind: .fullScreen, presenter: root.main)
    }

    // MARK: Hidden state

    /// A coordinator that numbers the items it opens in a `var`: its behaviour depends on object state
    /// that saved navigation states do not hold.
    final class CountingCoordinator {
        let id: CoordinatorID
        unowned let context: NavigationContext
        let stack: ContainerID
        var opened = 0

        init(context: NavigationContext) {
            self.context = context
            id = context.coordinator("MainCoordinator", parent: nil)
            let stack = context.makeStack(owner: id)
            self.stack = stack.id
            context.setRoot(.stack(stack))
        }

        func start() {
            context.push(context.makeScreen("Home", owner: id) { [unowned self] in
                [UserAction("open a") { self.openItem() }, UserAction("open b") { self.openItem() }]
            }, onto: stack)
        }

        private func openItem() {
            opened += 1
            context.push(context.makeScreen("Item", inputs: [ScreenInput("number", "\(opened)")], owner: id), onto: stack)
        }
    }

    /// Counts launches; an app that looks at it behaves differently on every launch.
    final class LaunchCounter {
        var launches = 0
    }

    /// Offers “beta” only on its first launch: a fresh launch cannot follow a path through it.
    static func firstLaunchOnly() -> ExplorableApp {
        let counter = LaunchCounter()
        return ExplorableApp(
            name: "first-launch-only", style: "test", summary: "Offers a button on its first launch only.",
            catalog: RouteCatalog([declare("MainCoordinator", screenRoute("Home", nil), screenRoute("Alpha"), screenRoute("Beta"))]),
            launch: { context in
                counter.launches += 1
                let first = counter.launches == 1
                return context.launchMain { context, root in
                    context.makeScreen("Home", owner: root.main) { [unowned context] in
                        [UserAction("alpha") { context.push(context.makeScreen("Alpha", owner: root.main), onto: root.stack) }]
                            + (first ? [UserAction("beta") { context.push(context.makeScreen("Beta", owner: root.main), onto: root.stack) }] : [])
                    }
                }
            })
    }

    static func hiddenState(strategy: RestoreStrategy = .snapshot) -> ExplorableApp {
        ExplorableApp(
            name: "hidden-state", style: "test", summary: "Keeps a counter in its coordinator.",
            catalog: RouteCatalog([declare("MainCoordinator", screenRoute("Home", nil), screenRoute("Item"))]),
            restoreStrategy: strategy,
            launch: { context in
                let main = CountingCoordinator(context: context)
                main.start()
                return main
            })
    }

    // MARK: Bounds

    /// Every page pushes a next page with a higher number: endless, distinct states.
    static func pages() -> ExplorableApp {
        ExplorableApp(
            name: "pages", style: "test", summary: "Endless pages.",
            catalog: RouteCatalog([declare("MainCoordinator", screenRoute("Page", nil))]),
            launch: { context in context.launchMain { context, root in page(1, context, root) } })
    }

    private static func page(_ number: Int, _ context: NavigationContext, _ root: TestRoot) -> Screen {
        context.makeScreen("Page", inputs: [ScreenInput("number", "\(number)")], owner: root.main) { [unowned context] in
            [UserAction("next") { context.push(page(number + 1, context, root), onto: root.stack) }]
        }
    }

    /// A grid of cells kept as model state, walked with four arrows: wide breadth-first levels.
    static func grid(size: Int) -> ExplorableApp {
        struct Position: Hashable, CustomStringConvertible {
            var x: Int, y: Int
            var description: String { "(\(x), \(y))" }
        }
        return ExplorableApp(
            name: "grid", style: "test", summary: "Cells of a grid.",
            catalog: RouteCatalog([declare("MainCoordinator", screenRoute("Cell", nil))]),
            launch: { context in
                context.setModel(Position(x: 0, y: 0))
                return context.launchMain { context, root in
                    context.makeScreen("Cell", owner: root.main) { [unowned context] in
                        let here = context.model(as: Position.self)!
                        let moves = [("left", -1, 0), ("right", 1, 0), ("up", 0, -1), ("down", 0, 1)]
                        return moves.map { name, dx, dy in
                            UserAction(name, isEnabled: (0..<size).contains(here.x + dx) && (0..<size).contains(here.y + dy)) {
                                context.updateModel(Position.self) { $0.x += dx; $0.y += dy }
                            }
                        }
                    }
                }
            })
    }
}
