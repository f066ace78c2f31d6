import Exploration
import Foundation
import NavigationModel

/// An app that remembers outside itself that it was launched (as `UserDefaults` would): every launch but
/// the first starts with a “welcome back” model, which the first action clears. So every fresh launch
/// differs from the search's launch (the replay check stops at its first replay), while the states after
/// an action are the search's. Its coordinator also numbers the items it opens in a `var` (hidden state,
/// found by the hidden-state check after the stop): each Item opens another, so the same action has
/// hidden state in many states, and which of them is reported depends on the order of the replays.
/// Without `greetsAgain` every launch is the same: the replay check runs to the end.
final class WelcomeBackCoordinator {
    /// Counts launches across instances and threads.
    final class Launches: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0

        /// Counts one more launch; `true` when it was not the first.
        func again() -> Bool {
            lock.lock()
            defer { lock.unlock() }
            count += 1
            return count > 1
        }
    }

    let id: CoordinatorID
    unowned let context: NavigationContext
    let stack: ContainerID
    var opened = 0

    init(context: NavigationContext, again: Bool) {
        self.context = context
        id = context.coordinator("MainCoordinator", parent: nil)
        let stack = context.makeStack(owner: id)
        self.stack = stack.id
        context.setRoot(.stack(stack))
        if again { context.setModel("welcome back") }
        context.push(context.makeScreen("Home", owner: id) { [unowned self] in
            [
                UserAction("open a") { self.openItem() }, UserAction("open b") { self.openItem() },
                UserAction("about") { self.push("About", 0) },
            ]
        }, onto: stack.id)
    }

    private func openItem() {
        opened += 1
        push("Item", opened)
    }

    private func actions(of screen: String, _ number: Int) -> [UserAction] {
        let next = ["About": "Licences", "Item": "Details", "Details": "Notes"][screen]
        return (screen == "Item" ? [UserAction("open next") { self.openItem() }] : [])
            + (next.map { next in [UserAction("show \(next.lowercased())") { self.push(next, number) }] } ?? [])
    }

    private func push(_ screen: String, _ number: Int) {
        context.state.model = nil
        context.push(context.makeScreen(screen, inputs: [ScreenInput("number", "\(number)")], owner: id) { [unowned self] in
            actions(of: screen, number)
        }, onto: stack)
    }

    static func app(greetsAgain: Bool = true) -> ExplorableApp {
        let launches = Launches()
        return ExplorableApp(
            name: greetsAgain ? "welcome-back" : "counting-items", style: "test", summary: "Greets every launch after the first; numbers its items in a coordinator.",
            catalog: RouteCatalog([declare(
                "MainCoordinator", screenRoute("Home", nil), screenRoute("Item"), screenRoute("Details"), screenRoute("Notes"),
                screenRoute("About"), screenRoute("Licences"))]),
            launch: { context in WelcomeBackCoordinator(context: context, again: launches.again() && greetsAgain) })
    }
}
