import Exploration
import NavigationModel

/// Small apps that each show one way a finding used to say more or less than the state it points at.
enum ExactFindingsApps {
    /// A splash screen at the window's root under an onboarding flow presented full screen at launch that
    /// never ends: the splash is in the window in every state and never visible.
    static func coveredSplash() -> ExplorableApp {
        ExplorableApp(
            name: "covered-splash", style: "test", summary: "A splash screen always covered by onboarding.",
            catalog: RouteCatalog([
                declare("MainCoordinator", screenRoute("Splash", nil)),
                declare("OnboardingCoordinator", screenRoute("Welcome", nil), screenRoute("Tour")),
            ]),
            launch: { context in
                let root = context.launchMain { context, root in context.makeScreen("Splash", owner: root.main) }
                let onboarding = context.coordinator("OnboardingCoordinator", parent: root.main)
                let stack = context.makeStack(owner: onboarding)
                let tour = context.makeScreen("Tour", owner: onboarding)
                let welcome = context.makeScreen("Welcome", owner: onboarding) { [unowned context] in
                    [UserAction("next") { context.push(tour, onto: stack.id) }]
                }
                context.present(
                    .stack(NavigationStack(id: stack.id, owner: onboarding, screens: [welcome])), kind: .fullScreen,
                    presenter: root.main)
                return root
            })
    }

    /// Two routes show the same screen type, `Item`: Home opens route `first`, and each Item offers
    /// “more”, which pushes route `second`. Only `second` grows.
    static func sharedScreenType() -> ExplorableApp {
        ExplorableApp(
            name: "shared-screen-type", style: "test", summary: "Two routes of one screen type, one growing.",
            catalog: RouteCatalog([declare(
                "MainCoordinator", screenRoute("Home", nil),
                DeclaredRoute("first", screen: "Item", transition: .push, location: SourceLocation(fileID: "TestApps/Item.swift", line: 3)),
                DeclaredRoute("second", screen: "Item", transition: .push, location: SourceLocation(fileID: "TestApps/Item.swift", line: 4)))]),
            launch: { context in
                context.launchMain { context, root in
                    func item(_ route: String) -> Screen {
                        context.makeScreen("Item", route: route, owner: root.main) { [unowned context] in
                            [UserAction("more") { context.push(item("second"), onto: root.stack) }]
                        }
                    }
                    return context.makeScreen("Home", owner: root.main) { [unowned context] in
                        [UserAction("open") { context.push(item("first"), onto: root.stack) }]
                    }
                }
            })
    }

    /// The root screen (route `start`) and every copy of its screen type, `Page`, offer “push” (route `pushed`)
    /// and “modal” (route `modal`, a sheet of one page): both routes grow, alone or mixed; `start` never does.
    static func twoGrowingRoutesOfOneScreen() -> ExplorableApp {
        func route(_ name: String, _ transition: TransitionStyle?, line: Int) -> DeclaredRoute {
            DeclaredRoute(name, screen: "Page", transition: transition, location: SourceLocation(fileID: "TestApps/Page.swift", line: line))
        }
        return ExplorableApp(
            name: "two-growing-routes", style: "test", summary: "Two routes of one screen type, both growing.",
            catalog: RouteCatalog([declare(
                "MainCoordinator", route("start", nil, line: 2), route("pushed", .push, line: 3), route("modal", .sheet, line: 4))]),
            launch: { context in
                context.launchMain { context, root in
                    func page(_ route: String, on stack: ContainerID) -> Screen {
                        context.makeScreen("Page", route: route, owner: root.main) { [unowned context] in
                            [
                                UserAction("push") { context.push(page("pushed", on: stack), onto: stack) },
                                UserAction("modal") {
                                    let sheet = context.makeStack(owner: root.main)
                                    context.present(
                                        .stack(NavigationStack(id: sheet.id, owner: root.main, screens: [page("modal", on: sheet.id)])),
                                        kind: .sheet, presenter: root.main)
                                },
                            ]
                        }
                    }
                    return page("start", on: root.stack)
                }
            })
    }

    /// Home pushes route `one`, which pushes `two`, which pushes `three`: three routes of the screen type
    /// `Step`, each shown once, a finite chain that a growth bound of 2 still cuts.
    static func chainOfOneScreenType() -> ExplorableApp {
        let names = ["one", "two", "three"]
        return ExplorableApp(
            name: "chain-of-one-screen-type", style: "test", summary: "Three routes of one screen type in a row.",
            catalog: RouteCatalog([DeclaredCoordinator(
                "MainCoordinator", kind: .navigation, location: SourceLocation(fileID: "TestApps/MainCoordinator.swift", line: 1),
                routes: [screenRoute("Home", nil)] + names.enumerated().map { index, name in
                    DeclaredRoute(name, screen: "Step", transition: .push, location: SourceLocation(fileID: "TestApps/Step.swift", line: index + 2))
                })]),
            launch: { context in
                context.launchMain { context, root in
                    func step(_ index: Int) -> Screen {
                        context.makeScreen("Step", route: names[index], owner: root.main) { [unowned context] in
                            index + 1 < names.count ? [UserAction("next") { context.push(step(index + 1), onto: root.stack) }] : []
                        }
                    }
                    return context.makeScreen("Home", owner: root.main) { [unowned context] in
                        [UserAction("begin") { context.push(step(0), onto: root.stack) }]
                    }
                }
            })
    }

    /// Each “open” starts an `Outer` coordinator that starts two `Inner` coordinators, each showing a page of
    /// one stack presented full screen, the top one with “open” again: `Inner` grows twice as fast as
    /// `Outer` and hits the bound first; nothing leaks.
    static func nestedGrowth() -> ExplorableApp {
        ExplorableApp(
            name: "nested-growth", style: "test", summary: "A flow whose outer coordinator starts two inner ones.",
            catalog: RouteCatalog([
                declare("MainCoordinator", screenRoute("Home", nil), coordinatorRoute("outer", starts: "Outer")),
                declare("Outer"),
                declare("Inner", screenRoute("Page", .sheet)),
            ]),
            launch: { context in
                context.launchMain { context, root in
                    context.makeScreen("Home", owner: root.main) { [unowned context] in
                        [UserAction("open") { openOuter(context, under: root.main) }]
                    }
                }
            })
    }

    private static func openOuter(_ context: NavigationContext, under parent: CoordinatorID) {
        let outer = context.coordinator("Outer", parent: parent)
        let first = context.coordinator("Inner", parent: outer)
        let second = context.coordinator("Inner", parent: outer)
        let cover = context.makeScreen("Page", owner: first)
        let page = context.makeScreen("Page", owner: second) { [unowned context] in
            [UserAction("open") { openOuter(context, under: second) }]
        }
        context.present(.stack(context.makeStack(owner: first, screens: [cover, page])), kind: .fullScreen, presenter: parent)
    }

    /// Home's “open cart” starts a `CartCoordinator` presenting a sheet; swiping it down leaves the
    /// coordinator owned (a leak), and opening the cart again starts another.
    static func repeatedLeak() -> ExplorableApp {
        ExplorableApp(
            name: "repeated-leak", style: "test", summary: "A swiped sheet whose coordinator stays owned.",
            catalog: RouteCatalog([
                declare("MainCoordinator", screenRoute("Home", nil), coordinatorRoute("cart", starts: "CartCoordinator")),
                declare("CartCoordinator", screenRoute("Cart", .sheet)),
            ]),
            launch: { context in
                context.launchMain { context, root in
                    context.makeScreen("Home", owner: root.main) { [unowned context] in
                        [UserAction("open cart") {
                            let cart = context.coordinator("CartCoordinator", parent: root.main)
                            let screen = context.makeScreen("Cart", owner: cart)
                            context.present(.stack(context.makeStack(owner: cart, screens: [screen])), kind: .sheet, presenter: root.main)
                        }]
                    }
                }
            })
    }

    /// A launch that makes a coordinator and shows its screen on a stack, but never puts the stack in the
    /// window or the coordinator at the root of the tree.
    static func noMainCoordinator() -> ExplorableApp {
        ExplorableApp(
            name: "no-main", style: "test", summary: "A launch that forgets the main coordinator.",
            catalog: RouteCatalog([declare("MainCoordinator", screenRoute("Home", nil))]),
            launch: { context in
                let main = context.registerCoordinator(nil, typeName: "MainCoordinator")
                let stack = context.makeStack(owner: main, screens: [context.makeScreen("Home", owner: main)])
                return TestRoot(main: main, stack: stack.id)
            })
    }

    /// Home's “help” starts a `HelpCoordinator` the catalog leaves out.
    static func undeclaredCoordinator() -> ExplorableApp {
        ExplorableApp(
            name: "undeclared", style: "test", summary: "A coordinator missing from the catalog.",
            catalog: RouteCatalog([declare("MainCoordinator", screenRoute("Home", nil))]),
            launch: { context in
                context.launchMain(observer: ReleaseOnLeave()) { context, root in
                    context.makeScreen("Home", owner: root.main) { [unowned context] in
                        [UserAction("help") {
                            let help = context.coordinator("HelpCoordinator", parent: root.main)
                            let screen = context.makeScreen("Help", owner: help)
                            context.present(.stack(context.makeStack(owner: help, screens: [screen])), kind: .sheet, presenter: root.main)
                        }]
                    }
                }
            })
    }

    /// Home's “break” records a style fault from inside a public operation called on the line given.
    static func faultAtCall(line: Int) -> ExplorableApp {
        ExplorableApp(
            name: "fault-at-call", style: "test", summary: "A fault with its call site.",
            catalog: RouteCatalog([declare("MainCoordinator", screenRoute("Home", nil))]),
            launch: { context in
                context.launchMain { context, root in
                    context.makeScreen("Home", owner: root.main) { [unowned context] in
                        [UserAction("break") {
                            context.callingFrom("ExactFindingsApp/Home.swift", line) {
                                context.recordFault(StyleFault(kind: "testFault", message: "Broken", coordinatorType: "MainCoordinator"))
                            }
                        }]
                    }
                }
            })
    }
}
