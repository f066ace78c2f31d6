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
    case detached
}

/// Container operations that work wherever a coordinator's container is. Changes to the window go through
/// the context's operations (so they record effects and notify observers); changes to a detached container
/// are invisible and record nothing.
extension NavigationContext {
    private var allContainers: [Container] { state.window.containers + state.detached }

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
        return state.detached.contains { $0.contains(container) } ? .detached : nil
    }

    func keepDetached(_ container: Container) { state.detached.append(container) }

    /// Removes the detached container `id` and returns it.
    func takeDetached(_ id: ContainerID) -> Container? {
        guard let index = state.detached.firstIndex(where: { $0.id == id }) else { return nil }
        return state.detached.remove(at: index)
    }

    func setScreensAnywhere(_ screens: [Screen], of stack: ContainerID) {
        if state.window.stack(stack) != nil {
            setScreens(screens, of: stack)
        } else {
            updateDetachedStack(stack) { $0.screens = screens }
        }
    }

    func pushAnywhere(_ screen: Screen, onto stack: ContainerID) {
        if state.window.stack(stack) != nil {
            push(screen, onto: stack)
        } else {
            updateDetachedStack(stack) { $0.screens.append(screen) }
        }
    }

    func popAnywhere(_ stack: ContainerID, toCount count: Int) {
        if state.window.stack(stack) != nil {
            popStack(stack, toCount: count)
        } else {
            updateDetachedStack(stack) { $0.screens = Array($0.screens.prefix(max(0, count))) }
        }
    }

    func setTabsAnywhere(_ tabs: [Tab], selected: Int?, of container: ContainerID) {
        if state.window.tabContainer(container) != nil {
            setTabs(tabs, selected: selected, of: container)
        } else {
            updateDetachedTabs(container) {
                $0.tabs = tabs
                $0.selectedIndex = selected
            }
        }
    }

    func selectTabAnywhere(_ index: Int?, of container: ContainerID) {
        if state.window.tabContainer(container) != nil {
            selectTab(index, of: container)
        } else {
            updateDetachedTabs(container) { $0.selectedIndex = index }
        }
    }

    private func updateDetachedStack(_ id: ContainerID, _ body: (inout NavigationStack) -> Void) {
        for index in state.detached.indices {
            switch state.detached[index] {
            case .stack(var stack) where stack.id == id:
                body(&stack)
                state.detached[index] = .stack(stack)
                return
            case .tabs(var tabs):
                guard let tab = tabs.tabs.firstIndex(where: { $0.stack.id == id }) else { continue }
                body(&tabs.tabs[tab].stack)
                state.detached[index] = .tabs(tabs)
                return
            case .stack:
                continue
            }
        }
    }

    private func updateDetachedTabs(_ id: ContainerID, _ body: (inout TabContainer) -> Void) {
        for index in state.detached.indices {
            guard case .tabs(var tabs) = state.detached[index], tabs.id == id else { continue }
            body(&tabs)
            state.detached[index] = .tabs(tabs)
            return
        }
    }
}
