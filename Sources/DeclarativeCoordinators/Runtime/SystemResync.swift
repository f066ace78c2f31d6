import NavigationModel

extension NavigationContext {
    /// After the user changed the window (back, swipe-down), truncates the stack item that put the first
    /// missing screen there, as Stinsen resyncs its stack when a view disappears.
    func resyncDeclarative() {
        let origin: Origin?
        if let note = state.styleNote as? LayoutNote, note.tree.isCurrent(in: state.coordinators), note.wasPlaced(with: state.model) {
            // The user changed only the window: the state's note holds the layout of its tree and model (what
            // ``WindowLayout/built(_:routed:)`` answers from it), read in place.
            origin = note.firstMissingOrigin(in: state.window)
        } else {
            origin = Self.firstMissingOrigin(of: WindowLayout.build(self), in: state.window)
        }
        if let origin { truncateStack(of: origin.coordinator, keeping: origin.index) }
        renderDeclarative()
    }

    /// The origin of the first screen of `layout`, in window order, that `window` does not show at its place
    /// (the same owner and fingerprint, as the reconciler compares screens); `nil` when the window shows every
    /// screen of the layout, or that screen has no origin. Walks both without listing their screens, and
    /// without copying either into the cursors.
    static func firstMissingOrigin(of layout: WindowLayout, in window: Window) -> Origin? {
        var desired = LayoutScreenCursor()
        var actual = WindowScreenCursor()
        while let wanted = desired.next(in: layout) {
            guard let shown = actual.next(in: window), shown.owner == wanted.owner, shown.fingerprint == wanted.fingerprint else {
                return wanted.origin
            }
        }
        return nil
    }
}

extension LayoutNote {
    /// The first missing origin of the note's layout in `window` (``NavigationContext/firstMissingOrigin(of:in:)``),
    /// the layout read where the note holds it (``withLayout(_:)``): passed from outside the note, it is copied first.
    fileprivate func firstMissingOrigin(in window: Window) -> Origin? {
        withLayout { NavigationContext.firstMissingOrigin(of: $0, in: window) }
    }
}

/// The screens of a window in window order (the root container's stacks, then each presentation's), as the
/// reconciler compares them. Each stack's screens are looked up once, not once per screen.
private struct WindowScreenCursor {
    /// The container (the root first, when there is one) and the stack in it whose screens come next.
    private var container = 0
    private var stack = 0
    private var screens: [Screen] = []
    private var screen = 0

    /// The next screen of `window`, the window every call is given.
    mutating func next(in window: Window) -> (owner: CoordinatorID?, fingerprint: UInt64)? {
        while screen == screens.count {
            guard let next = nextStack(in: window) else { return nil }
            screens = next
            screen = 0
        }
        screen += 1
        return (screens[screen - 1].owner, screens[screen - 1].fingerprint)
    }

    /// The screens of the next stack, in window order; `nil` past the last.
    private mutating func nextStack(in window: Window) -> [Screen]? {
        let roots = window.root == nil ? 0 : 1
        while container < roots + window.presented.count {
            let screens = container < roots ? window.root!.screens(ofStack: stack) : window.presented[container - roots].content.screens(ofStack: stack)
            guard let screens else {
                container += 1
                stack = 0
                continue
            }
            stack += 1
            return screens
        }
        return nil
    }
}

/// The screens of a layout in window order, with the stack item each stands for. Each stack's screens are
/// looked up once, not once per screen.
private struct LayoutScreenCursor {
    /// The container (the root first, when there is one) and the stack in it whose screens come next.
    private var container = 0
    private var stack = 0
    private var screens: [LayoutScreen] = []
    private var screen = 0

    /// The next screen of `layout`, the layout every call is given.
    mutating func next(in layout: WindowLayout) -> (owner: CoordinatorID?, fingerprint: UInt64, origin: Origin?)? {
        while screen == screens.count {
            guard let next = nextStack(in: layout) else { return nil }
            screens = next
            screen = 0
        }
        screen += 1
        let placed = screens[screen - 1]
        return (placed.screen.owner, placed.screen.fingerprint, placed.origin)
    }

    /// The screens of the next stack, in window order; `nil` past the last.
    private mutating func nextStack(in layout: WindowLayout) -> [LayoutScreen]? {
        let roots = layout.root == nil ? 0 : 1
        while container < roots + layout.presentations.count {
            let screens = container < roots ? layout.root!.screens(ofStack: stack) : layout.presentations[container - roots].content?.screens(ofStack: stack)
            guard let screens else {
                container += 1
                stack = 0
                continue
            }
            stack += 1
            return screens
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
