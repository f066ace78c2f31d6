extension NavigationState {
    /// Whether this state and `other` share the storage of every part (the same buffers, the same
    /// values), so that they are certainly equal and have equal keys. A cheap check that may answer
    /// `false` for equal states: the explorer uses it to skip keying an action that changed nothing.
    public func isIdentical(to other: NavigationState) -> Bool {
        guard window.rootKey == other.window.rootKey, window.presented.isSameStorage(as: other.window.presented),
              offscreen.isSameStorage(as: other.offscreen), coordinators.all.isIdentical(to: other.coordinators.all),
              coordinators.roots.isSameStorage(as: other.coordinators.roots), model == other.model,
              lifecycleBindings.isEmpty ? other.lifecycleBindings.isEmpty : lifecycleBindings == other.lifecycleBindings
        else { return false }
        switch (window.root, other.window.root) {
        case (nil, nil):
            return true
        case (.stack(let stack)?, .stack(let otherStack)?):
            return stack.id == otherStack.id && stack.owner == otherStack.owner && stack.tag == otherStack.tag
                && stack.screens.isSameStorage(as: otherStack.screens)
        case (.tabs(let tabs)?, .tabs(let otherTabs)?):
            return tabs.id == otherTabs.id && tabs.owner == otherTabs.owner && tabs.selectedIndex == otherTabs.selectedIndex
                && tabs.tabs.isSameStorage(as: otherTabs.tabs)
        default:
            return false
        }
    }
}
