extension NavigationState {
    /// Whether this state and `other` share the storage of every part (the same buffers, the same
    /// values), so that they are certainly equal and have equal keys. A cheap check that may answer
    /// `false` for equal states: the explorer uses it to skip keying an action that changed nothing.
    public func isIdentical(to other: NavigationState) -> Bool {
        window.isUnchanged(since: other.window) && offscreen.isSameStorage(as: other.offscreen)
            && coordinators.all.isIdentical(to: other.coordinators.all)
            && coordinators.roots.isSameStorage(as: other.coordinators.roots) && model == other.model
            && (lifecycleBindings.isEmpty ? other.lifecycleBindings.isEmpty : lifecycleBindings == other.lifecycleBindings)
    }
}

extension Window {
    /// Whether this window is `other` unchanged: the same root container holding the very same tabs or screens
    /// (the same storage, which no change can share, as `other` holds it too), the same root key and the very
    /// same presentations; with `ignoringRootSelection`, the root tab bar may have another tab selected.
    /// Inlined into every caller, so that one in another module compares a window it reads from a context's
    /// state in place: a call would copy the window out first, retaining each of its parts.
    @inlinable @inline(__always)
    public func isUnchanged(since other: Window, ignoringRootSelection: Bool = false) -> Bool {
        guard rootKey == other.rootKey, presented.isSameStorage(as: other.presented) else { return false }
        switch (root, other.root) {
        case (nil, nil):
            return true
        case (.stack(let stack)?, .stack(let otherStack)?):
            return stack.id == otherStack.id && stack.owner == otherStack.owner && stack.tag == otherStack.tag
                && stack.screens.isSameStorage(as: otherStack.screens)
        case (.tabs(let tabs)?, .tabs(let otherTabs)?):
            return tabs.id == otherTabs.id && tabs.owner == otherTabs.owner
                && (ignoringRootSelection || tabs.selectedIndex == otherTabs.selectedIndex)
                && tabs.tabs.isSameStorage(as: otherTabs.tabs)
        default:
            return false
        }
    }
}
