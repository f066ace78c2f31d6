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

    /// Counts in a launch's own object the items opened; “finish” on an Item crashes unless two were. The
    /// search opens both from Home before it finishes, so only a replay from a fresh launch crashes.
    static func crashInChecks() -> ExplorableApp {
        final class Opened { var count = 0 }
        return ExplorableApp(
            name: "crash-in-checks", style: "test", summary: "Crashes when an item is finished first thing after launch.",
            catalog: RouteCatalog([declare("MainCoordinator", screenRoute("Home", nil), screenRoute("Item"), screenRoute("Done"))]),
            launch: { context in
                let opened = Opened()
                return context.launchMain { context, root in
                    let item = { [unowned context] in
                        opened.count += 1
                        context.push(context.makeScreen("Item", owner: root.main) { [unowned context] in [
                            UserAction("finish") {
                                if opened.count < 2 { fatalError("finished before opening two items") }
                                context.push(context.makeScreen("Done", owner: root.main), onto: root.stack)
                            },
                        ] }, onto: root.stack)
                    }
                    return context.makeScreen("Home", owner: root.main) { [UserAction("open a", perform: item), UserAction("open b", perform: item)] }
                }
            })
    }

    private static func charge() throws { throw PaymentError() }
    private static func missingLink() -> String? { nil }
}
