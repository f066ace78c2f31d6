import NavigationModel

extension NavigationContext {
    /// After the user changed the window (back, swipe-down), truncates the stack item that put the first
    /// missing screen there, as Stinsen resyncs its stack when a view disappears.
    func resyncDeclarative() {
        let origin: Origin?
        if let note = state.styleNote as? LayoutNote, note.tree.isCurrent(in: state.coordinators), note.wasPlaced(withModelOf: self) {
            // The user changed only the window: the state's note holds the layout of its tree and model (what
            // ``WindowLayout/built(_:noted:routed:)`` answers from it), read where the note holds it, with whichever tab
            // selected (``LayoutNote/withLayoutAnyTabSelected(_:)``): the walk visits every tab's stack, in order.
            origin = note.withLayoutAnyTabSelected { firstMissingOrigin(of: $0) }
        } else {
            origin = firstMissingOrigin(of: WindowLayout.build(self))
        }
        if let origin { truncateStack(of: origin.coordinator, keeping: origin.index) }
        renderDeclarative()
    }

    /// The origin of the first screen of `layout`, in window order, that the state's window does not show at its
    /// place (the same owner and fingerprint, as the reconciler compares screens); `nil` when the window shows every
    /// screen of the layout, or that screen has no origin. The window's screens are listed first, in memory on the
    /// stack, then the layout's compared with them; each stack is read where the window or the layout holds it,
    /// and the window where the state holds it (handed to a function or a closure, it is copied first, each of its
    /// parts retained).
    func firstMissingOrigin(of layout: WindowLayout) -> Origin? {
        var count = 0
        state.window.forEachStack { count += $0.count }
        return withUnsafeTemporaryAllocation(of: ShownScreen.self, capacity: count) { shown in
            var listed = 0
            state.window.forEachStack { screens in
                for index in screens.indices {
                    shown[listed] = ShownScreen(owner: screens[index].owner, fingerprint: screens[index].fingerprint)
                    listed += 1
                }
            }
            var walk = ShownWalk(shown: UnsafeBufferPointer(shown))
            return walk.firstMissingOrigin(of: layout)
        }
    }
}

/// A screen of a window, as the reconciler compares it with a layout's (``Screen/isSame(as:)``).
private struct ShownScreen {
    let owner: CoordinatorID?
    let fingerprint: UInt64
}

/// The screens of a layout, in window order, compared with a window's, listed (``ShownScreen``).
private struct ShownWalk {
    let shown: UnsafeBufferPointer<ShownScreen>
    /// The listed screen the next screen of the layout is compared with.
    private var next = 0
    /// The origin of the first screen of the layout the window does not show at its place, once found.
    private var missing: Origin?

    init(shown: UnsafeBufferPointer<ShownScreen>) { self.shown = shown }

    /// The origin of the first screen of `layout` the window does not show (``NavigationContext/firstMissingOrigin(of:)``).
    @inline(__always)
    mutating func firstMissingOrigin(of layout: WindowLayout) -> Origin? {
        if layout.root?.isShown(by: &self) == false { return missing }
        return layout.presentations.withUnsafeBufferPointer { presentations in
            for index in presentations.indices where presentations[index].content?.isShown(by: &self) == false { return missing }
            return nil
        }
    }

    /// Whether the window shows each of `screens` at its place, from ``next`` on (then moved past them); else notes
    /// the origin of the first it does not show.
    @inline(__always)
    mutating func shows(_ screens: UnsafeBufferPointer<LayoutScreen>) -> Bool {
        for index in screens.indices {
            guard next < shown.count, shown[next].owner == screens[index].screen.owner,
                shown[next].fingerprint == screens[index].screen.fingerprint
            else {
                missing = screens[index].origin
                return false
            }
            next += 1
        }
        return true
    }
}

extension LayoutContainer {
    /// Whether `walk`'s window shows the screens of each of the container's stacks (each tab's, none when the tab
    /// holds no stack, or the one stack's) at their places (``ShownWalk/shows(_:)``), read where they are held.
    @inline(__always)
    fileprivate func isShown(by walk: inout ShownWalk) -> Bool {
        switch self {
        case .stack(let stack): return stack.screens.withUnsafeBufferPointer { walk.shows($0) }
        case .tabs(let tabs):
            return tabs.stacks.withUnsafeBufferPointer { stacks in
                for index in stacks.indices where stacks[index]?.screens.withUnsafeBufferPointer({ walk.shows($0) }) == false {
                    return false
                }
                return true
            }
        }
    }
}

extension Window {
    /// `body` given the screens of each stack, in window order (the root container's stacks, then each
    /// presentation's), read where the window holds them.
    @inline(__always)
    fileprivate func forEachStack(_ body: (UnsafeBufferPointer<Screen>) -> Void) {
        root?.forEachStack(body)
        presented.withUnsafeBufferPointer { presented in
            for index in presented.indices { presented[index].content.forEachStack(body) }
        }
    }
}

extension Container {
    /// `body` given the screens of each stack (each tab's, or the one stack's), read where they are held.
    @inline(__always)
    fileprivate func forEachStack(_ body: (UnsafeBufferPointer<Screen>) -> Void) {
        switch self {
        case .stack(let stack): stack.screens.withUnsafeBufferPointer(body)
        case .tabs(let tabs):
            tabs.tabs.withUnsafeBufferPointer { tabs in
                for index in tabs.indices { tabs[index].stack.screens.withUnsafeBufferPointer(body) }
            }
        }
    }
}
