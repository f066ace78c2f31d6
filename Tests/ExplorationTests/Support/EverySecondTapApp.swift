import Exploration
import NavigationModel

/// A coordinator that keeps a tap count in a stored `var`: “next” navigates only on every second tap.
/// The count is not in the navigation state, so the explorer cannot see it.
final class EverySecondTapCoordinator {
    let id: CoordinatorID
    unowned let context: NavigationContext
    let stack: ContainerID
    var taps = 0

    init(context: NavigationContext) {
        self.context = context
        id = context.coordinator("MainCoordinator", parent: nil)
        let stack = context.makeStack(owner: id)
        self.stack = stack.id
        context.setRoot(.stack(stack))
    }

    func start() {
        context.push(context.makeScreen("Home", owner: id) { [unowned self] in
            [UserAction("next") { self.next() }]
        }, onto: stack)
    }

    private func next() {
        taps += 1
        guard taps % 2 == 0 else { return }
        context.push(context.makeScreen("Detail", owner: id) { [unowned self] in
            [UserAction("close") { self.context.popStack(self.stack, toCount: 1) }]
        }, onto: stack)
    }

    static func app() -> ExplorableApp {
        ExplorableApp(
            name: "every-second-tap", style: "test", summary: "Navigates on every second tap.",
            catalog: RouteCatalog([declare("MainCoordinator", screenRoute("Home", nil), screenRoute("Detail"))]),
            launch: { context in
                let main = EverySecondTapCoordinator(context: context)
                main.start()
                return main
            })
    }
}
