import NavigationModel

/// The tags the Router style gives its stacks; they enter the state key.
enum StackTag {
    /// A coordinator's own navigation stack (UIKit's `root` navigation controller).
    static let root = "root"
    /// A route screen presented modally on its own.
    static let modal = "modal"
}

/// Where a container is: in the window, or built but not shown.
enum ContainerPlace: Equatable {
    case window(WindowSlot)
    case offscreen
}

/// Finding a coordinator's containers wherever they are, in the window or off screen.
extension NavigationContext {
    private var allContainers: [Container] { state.window.containers + state.offscreen }

    func stack(ownedBy owner: CoordinatorID, tag: String) -> NavigationStack? {
        for container in allContainers {
            if let stack = container.stacks.first(where: { $0.owner == owner && $0.tag == tag }) { return stack }
        }
        return nil
    }

    func tabContainer(ownedBy owner: CoordinatorID) -> TabContainer? {
        for case .tabs(let tabs) in allContainers where tabs.owner == owner { return tabs }
        return nil
    }

    func place(of container: ContainerID) -> ContainerPlace? {
        if let slot = state.window.slot(of: container) { return .window(slot) }
        return state.offscreen.contains { $0.contains(container) } ? .offscreen : nil
    }
}
