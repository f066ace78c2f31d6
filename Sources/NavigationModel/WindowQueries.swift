extension Container {
    /// Applies `body` to the stack `id` inside this container; `false` when it is not here.
    mutating func updateStack(_ id: ContainerID, _ body: (inout NavigationStack) -> Void) -> Bool {
        switch self {
        case .stack(var stack):
            guard stack.id == id else { return false }
            body(&stack)
            self = .stack(stack)
            return true
        case .tabs(var tabs):
            guard let index = tabs.tabs.firstIndex(where: { $0.stack.id == id }) else { return false }
            body(&tabs.tabs[index].stack)
            self = .tabs(tabs)
            return true
        }
    }

    /// Whether the container is `id` or holds a stack `id`.
    public func contains(_ id: ContainerID) -> Bool {
        self.id == id || stacks.contains { $0.id == id }
    }
}

/// Where a container sits in the window.
public enum WindowSlot: Hashable, Sendable {
    case root
    case presented(Int)
}

extension Window {
    /// Calls `body` with every coordinator that owns something in the window (a screen, a stack, a tab
    /// bar) or presented something, repeats included: ``NavigationState/coordinatorsOnScreen`` without
    /// building a set.
    func forEachCoordinator(_ body: (CoordinatorID) -> Void) {
        func visit(_ stack: NavigationStack) {
            if let owner = stack.owner { body(owner) }
            for index in stack.screens.indices { if let owner = stack.screens[index].owner { body(owner) } }
        }
        func visit(_ container: Container) {
            switch container {
            case .stack(let stack):
                visit(stack)
            case .tabs(let tabs):
                if let owner = tabs.owner { body(owner) }
                for index in tabs.tabs.indices { visit(tabs.tabs[index].stack) }
            }
        }
        if let root { visit(root) }
        for index in presented.indices { visit(presented[index].content) }
        for index in presented.indices { if let presenter = presented[index].presenter { body(presenter) } }
    }

    /// The slot holding container `id` (as the slot's content, or one of its tabs' stacks).
    public func slot(of id: ContainerID) -> WindowSlot? {
        if let root, root.contains(id) { return .root }
        if let index = presented.firstIndex(where: { $0.content.contains(id) }) { return .presented(index) }
        return nil
    }

    /// The stack `id`, wherever it is.
    public func stack(_ id: ContainerID) -> NavigationStack? {
        for container in containers {
            if let stack = container.stacks.first(where: { $0.id == id }) { return stack }
        }
        return nil
    }

    /// The tab bar `id`, wherever it is.
    public func tabContainer(_ id: ContainerID) -> TabContainer? {
        for case .tabs(let tabs) in containers where tabs.id == id { return tabs }
        return nil
    }

    /// Every stack owned by `coordinator`, in window order.
    public func stacks(ownedBy coordinator: CoordinatorID) -> [NavigationStack] {
        containers.flatMap(\.stacks).filter { $0.owner == coordinator }
    }

    /// Indices of the presentations whose content `coordinator` owns, or that it presented.
    public func presentationIndices(ownedBy coordinator: CoordinatorID) -> [Int] {
        presented.indices.filter { presented[$0].content.owner == coordinator || presented[$0].presenter == coordinator }
    }

    /// Applies `body` to the stack `id`; `false` when the window has no such stack.
    @discardableResult
    mutating func updateStack(_ id: ContainerID, _ body: (inout NavigationStack) -> Void) -> Bool {
        if root?.updateStack(id, body) == true { return true }
        for index in presented.indices where presented[index].content.updateStack(id, body) { return true }
        return false
    }

    /// Applies `body` to the tab bar `id`; `false` when the window has no such tab bar.
    @discardableResult
    mutating func updateTabs(_ id: ContainerID, _ body: (inout TabContainer) -> Void) -> Bool {
        if case .tabs(var tabs)? = root, tabs.id == id {
            body(&tabs)
            root = .tabs(tabs)
            return true
        }
        for index in presented.indices {
            if case .tabs(var tabs) = presented[index].content, tabs.id == id {
                body(&tabs)
                presented[index].content = .tabs(tabs)
                return true
            }
        }
        return false
    }
}
