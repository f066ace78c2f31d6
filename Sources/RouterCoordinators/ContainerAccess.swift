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
    /// The first of `match`'s answers over every container: the window's root, what is presented (bottom
    /// first), then the off-screen ones. Walks them in place: the runtime asks on every operation.
    private func firstContainer<T>(_ match: (Container) -> T?) -> T? {
        if let root = state.window.root, let found = match(root) { return found }
        for presentation in state.window.presented {
            if let found = match(presentation.content) { return found }
        }
        for container in state.offscreen {
            if let found = match(container) { return found }
        }
        return nil
    }

    func stack(ownedBy owner: CoordinatorID, tag: String) -> NavigationStack? {
        firstContainer { container in
            switch container {
            case .stack(let stack):
                return stack.owner == owner && stack.tag == tag ? stack : nil
            case .tabs(let tabs):
                return tabs.tabs.first { $0.stack.owner == owner && $0.stack.tag == tag }?.stack
            }
        }
    }

    func tabContainer(ownedBy owner: CoordinatorID) -> TabContainer? {
        firstContainer { container in
            guard case .tabs(let tabs) = container, tabs.owner == owner else { return nil }
            return tabs
        }
    }

    func place(of container: ContainerID) -> ContainerPlace? {
        if let slot = state.window.slot(of: container) { return .window(slot) }
        return state.offscreen.contains { $0.contains(container) } ? .offscreen : nil
    }
}
