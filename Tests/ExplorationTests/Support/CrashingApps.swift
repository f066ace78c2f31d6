import Exploration
import NavigationModel

/// Apps whose own code crashes on some actions, as a `try!`, a `fatalError`, a failed `as!` or a force
/// unwrap in a button's action would.
enum CrashingApps {
    struct PaymentError: Error {}

    static let catalog = RouteCatalog([
        declare("MainCoordinator", screenRoute("Home", nil), screenRoute("Detail"), screenRoute("Receipt"), screenRoute("Help")),
    ])

    /// Home: “pay” force-tries a throwing call, “open detail” pushes Detail, whose “share” force-unwraps
    /// nil and whose “receipt” force-casts; “help” works everywhere. Everything else behaves.
    static func checkout() -> ExplorableApp {
        ExplorableApp(
            name: "crashing-checkout", style: "test", summary: "Crashes on three buttons.", catalog: catalog,
            launch: { context in
                context.launchMain { context, root in
                    context.makeScreen("Home", owner: root.main) { [unowned context] in [
                        UserAction("pay") { try! charge() },
                        UserAction("open detail") {
                            context.push(context.makeScreen("Detail", owner: root.main) { [unowned context] in [
                                UserAction("share") { _ = missingLink()! },
                                UserAction("receipt") {
                                    let route: Any = "receipt"
                                    context.push(context.makeScreen("Receipt", inputs: [ScreenInput("id", "\(route as! Int)")], owner: root.main), onto: root.stack)
                                },
                                UserAction("help") { context.push(context.makeScreen("Help", owner: root.main), onto: root.stack) },
                            ] }, onto: root.stack)
                        },
                    ] }
                }
            })
    }

    /// Crashes with `fatalError` while launching.
    static func crashAtLaunch() -> ExplorableApp {
        ExplorableApp(
            name: "crash-at-launch", style: "test", summary: "Crashes before its first screen.", catalog: catalog,
            launch: { _ in fatalError("no configuration file") })
    }

    private static func charge() throws { throw PaymentError() }
    private static func missingLink() -> String? { nil }
}
