extension NavigationState {
    /// Whether this state and `other` share the storage of every part (the same buffers, the same
    /// values), so that they are certainly equal and have equal keys. A cheap check that may answer
    /// `false` for equal states: the explorer uses it to skip keying an action that changed nothing.
    public func isIdentical(to other: NavigationState) -> Bool {
        guard window.rootKey == other.window.rootKey, Self.identical(window.presented, other.window.presented),
              Self.identical(offscreen, other.offscreen), coordinators.all.isIdentical(to: other.coordinators.all),
              Self.identical(coordinators.roots, other.coordinators.roots), model == other.model,
              lifecycleBindings.isEmpty ? other.lifecycleBindings.isEmpty : lifecycleBindings == other.lifecycleBindings
        else { return false }
        switch (window.root, other.window.root) {
        case (nil, nil):
            return true
        case (.stack(let stack)?, .stack(let otherStack)?):
            return stack.id == otherStack.id && stack.owner == otherStack.owner && stack.tag == otherStack.tag
                && Self.identical(stack.screens, otherStack.screens)
        case (.tabs(let tabs)?, .tabs(let otherTabs)?):
            return tabs.id == otherTabs.id && tabs.owner == otherTabs.owner && tabs.selectedIndex == otherTabs.selectedIndex
                && Self.identical(tabs.tabs, otherTabs.tabs)
        default:
            return false
        }
    }

    /// Whether two arrays are the same buffer (two empty arrays count as identical).
    private static func identical<Element>(_ first: [Element], _ second: [Element]) -> Bool {
        guard first.count == second.count else { return false }
        if first.isEmpty { return true }
        return first.withUnsafeBufferPointer { firstBuffer in
            second.withUnsafeBufferPointer { $0.baseAddress == firstBuffer.baseAddress }
        }
    }
}
