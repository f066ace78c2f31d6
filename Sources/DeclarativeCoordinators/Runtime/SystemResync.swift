import NavigationModel

extension NavigationContext {
    /// The origin of the first screen of `layout`, in window order, that `window` does not show at its place
    /// (the same owner and fingerprint, as the reconciler compares screens); `nil` when the window shows every
    /// screen of the layout, or that screen has no origin. Walks both without listing their screens.
    func firstMissingOrigin(of layout: WindowLayout, in window: Window) -> Origin? {
        var desired = LayoutScreenCursor(layout: layout)
        var actual = WindowScreenCursor(window: window)
        while let wanted = desired.next() {
            guard let shown = actual.next(), shown.owner == wanted.owner, shown.fingerprint == wanted.fingerprint else {
                return wanted.origin
            }
        }
        return nil
    }
}

/// The screens of a window in window order (the root container's stacks, then each presentation's), as the
/// reconciler compares them.
private struct WindowScreenCursor {
    let window: Window
    private var container = 0
    private var stack = 0
    private var screen = 0

    init(window: Window) { self.window = window }

    mutating func next() -> (owner: CoordinatorID?, fingerprint: UInt64)? {
        let roots = window.root == nil ? 0 : 1
        while container < roots + window.presented.count {
            let current = container < roots ? window.root! : window.presented[container - roots].content
            guard let screens = current.screens(ofStack: stack) else {
                container += 1
                stack = 0
                screen = 0
                continue
            }
            if screen < screens.count {
                screen += 1
                return (screens[screen - 1].owner, screens[screen - 1].fingerprint)
            }
            stack += 1
            screen = 0
        }
        return nil
    }
}

/// The screens of a layout in window order, with the stack item each stands for.
private struct LayoutScreenCursor {
    let layout: WindowLayout
    private var container = 0
    private var stack = 0
    private var screen = 0

    init(layout: WindowLayout) { self.layout = layout }

    mutating func next() -> (owner: CoordinatorID?, fingerprint: UInt64, origin: Origin?)? {
        let roots = layout.root == nil ? 0 : 1
        while container < roots + layout.presentations.count {
            guard let current = container < roots ? layout.root! : layout.presentations[container - roots].content else {
                container += 1
                continue
            }
            guard let screens = current.screens(ofStack: stack) else {
                container += 1
                stack = 0
                screen = 0
                continue
            }
            if screen < screens.count {
                screen += 1
                let placed = screens[screen - 1]
                return (placed.screen.owner, placed.screen.fingerprint, placed.origin)
            }
            stack += 1
            screen = 0
        }
        return nil
    }
}

extension Container {
    /// The screens of stack `index` (a tab's, or the one stack's); `nil` past the last stack.
    fileprivate func screens(ofStack index: Int) -> [Screen]? {
        switch self {
        case .stack(let stack): index == 0 ? stack.screens : nil
        case .tabs(let tabs): index < tabs.tabs.count ? tabs.tabs[index].stack.screens : nil
        }
    }
}

extension LayoutContainer {
    /// The screens of stack `index` (a tab's, empty when the tab holds none, or the one stack's); `nil` past
    /// the last stack.
    fileprivate func screens(ofStack index: Int) -> [LayoutScreen]? {
        switch self {
        case .stack(let stack): index == 0 ? stack.screens : nil
        case .tabs(let tabs): index < tabs.stacks.count ? tabs.stacks[index]?.screens ?? [] : nil
        }
    }
}

extension Window {
    /// Whether this window is `other` unchanged: the same root container holding the very same tabs or screens
    /// (the same storage, which no change can share, as `other` holds it too), the same root key and the very
    /// same presentations; with `ignoringRootSelection`, the root tab bar may have another tab selected.
    func isUnchanged(since other: Window, ignoringRootSelection: Bool = false) -> Bool {
        guard rootKey == other.rootKey, presented.sharesStorage(with: other.presented) else { return false }
        switch (root, other.root) {
        case (nil, nil):
            return true
        case (.stack(let stack)?, .stack(let otherStack)?):
            return stack.id == otherStack.id && stack.owner == otherStack.owner && stack.tag == otherStack.tag
                && stack.screens.sharesStorage(with: otherStack.screens)
        case (.tabs(let tabs)?, .tabs(let otherTabs)?):
            return tabs.id == otherTabs.id && tabs.owner == otherTabs.owner
                && (ignoringRootSelection || tabs.selectedIndex == otherTabs.selectedIndex)
                && tabs.tabs.sharesStorage(with: otherTabs.tabs)
        default:
            return false
        }
    }
}

extension Array {
    /// Whether both arrays are one storage (so equal, element for element, without comparing them).
    fileprivate func sharesStorage(with other: [Element]) -> Bool {
        withUnsafeBufferPointer { mine in
            other.withUnsafeBufferPointer { $0.baseAddress == mine.baseAddress && $0.count == mine.count }
        }
    }
}
