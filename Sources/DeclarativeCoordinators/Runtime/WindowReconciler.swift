import NavigationModel

extension NavigationContext {
    /// Brings the window in line with the declarative coordinators' state, with the fewest window
    /// operations (so each records the effect a user would see: a push, a pop, a presentation...). The
    /// layout is noted with the state (``LayoutNote``), unless another style's runtime keeps its own note there.
    /// `routed` is the declaration the routing call rendering read, lent to the layout.
    func renderDeclarative(routed: RoutedDeclaration? = nil) {
        // The state's note is read and cast once, and handed on to the layout, which keeps or releases it; it is
        // compared afterwards by identity (the state holds it meanwhile). Each read, cast or binding of it retains it.
        let before = state.styleNote as? LayoutNote
        // The window shows the state's layout: a render changes nothing but its faults.
        if recordFaultsIfShown(before) { return }
        let noted = before.map(ObjectIdentifier.init)
        guard let note = WindowLayout.built(self, noted: consume before, routed: routed) else {
            let layout = WindowLayout.unnoted(self, routed: routed)
            recordFaults(layout.faults)
            WindowReconciler(context: self).apply(layout)
            return
        }
        // A note with the identifier of the state's is that note while the state still holds it (had a render during
        // the placement replaced and freed it, its address could be the new note's).
        let made = noted != ObjectIdentifier(note) || state.styleNote !== note
        // Another style's runtime's note is left alone.
        if noted != nil ? made : state.styleNote == nil {
            state.styleNote = note
        }
        recordFaults(of: note)
        WindowReconciler(context: self).apply(note)
        // The note remembers the window it was applied to; a note made before is never changed (states on other
        // workers may hold it), so it is noted again when the window it remembers is not this one.
        guard state.styleNote === note else { return }
        if made {
            note.noteApplied(to: state.window)
        } else if !(note.appliedWindow.map { state.window.isUnchanged(since: $0) } ?? false) {
            state.styleNote = note.applied(to: state.window)
        }
    }

    /// Whether `note`, the state's, shows its layout as it is (``LayoutNote/isShown(in:)``), when its faults are
    /// recorded (``recordFaults(of:)``). Asked where the caller holds the note: asked through a binding, an optional
    /// chain or a forced unwrap of the caller's, the note is retained for the call.
    private func recordFaultsIfShown(_ note: borrowing LayoutNote?) -> Bool {
        guard note?.isShown(in: self) ?? false else { return false }
        note?.withFaults { recordFaults($0) }
        return true
    }

    /// Records each fault a layout `met` once per transition, wherever the calls that met it were made (the
    /// faults taken alone: a layout passed whole is copied, each of its parts retained, when read from a note).
    func recordFaults(_ met: [StyleFault]) {
        for fault in met where !faults.contains(where: { $0.isSame(as: fault) }) { recordFault(fault) }
    }

    /// ``recordFaults(_:)`` with the faults of `note`'s layout, read where they are held (``LayoutNote/withFaults(_:)``):
    /// read out of a note held in a local, to be passed on, the array is retained, and released again.
    func recordFaults(of note: LayoutNote) { note.withFaults { recordFaults($0) } }
}

private struct WindowReconciler {
    let context: NavigationContext

    /// ``apply(_:)`` with `note`'s layout, read where the note holds it (``LayoutNote/withLayout(_:)``): read out of a
    /// note held in a local, to be passed on, the layout is copied (each of its parts retained, and released again).
    /// Called in a closure: the method itself passed (`withLayout(apply)`) captures a copy of the reconciler, its
    /// context retained.
    func apply(_ note: LayoutNote) { note.withLayout { apply($0) } }

    func apply(_ layout: WindowLayout) {
        // The window's parts are read where they are needed, not the whole window (a copy retains each of its parts).
        if let desired = layout.root {
            if let current = context.state.window.root, current.matches(desired) {
                reconcile(current, with: desired)
                if context.state.window.rootKey != layout.rootKey { context.state.window.rootKey = layout.rootKey }
            } else {
                context.setRoot(build(desired), key: layout.rootKey)
            }
        } else if case .some = context.state.window.root {
            context.setRoot(nil)
        }

        let desired = layout.presentations
        var kept = 0
        // The window's presentations are read only when it shows some (a copy of them retains the array).
        if !context.state.window.presented.isEmpty {
            let presented = context.state.window.presented
            while kept < presented.count, kept < desired.count, presented[kept].matches(desired[kept]) { kept += 1 }
            if kept < presented.count { context.dismissPresentations(from: kept) }
            for index in 0..<kept {
                if let content = desired[index].content { reconcile(presented[index].content, with: content) }
            }
        }
        for presentation in desired[kept...] {
            guard let content = presentation.content else { continue }
            context.present(build(content), kind: presentation.kind, presenter: presentation.presenter)
        }
    }

    private func reconcile(_ current: Container, with desired: LayoutContainer) {
        switch current {
        case .stack(let stack):
            guard case .stack(let layout) = desired else { return }
            let prefix = Self.commonPrefix(of: stack.screens, layout.screens)
            reconcile(stack.id, count: stack.screens.count, keeping: prefix, with: layout.screens)
        case .tabs(let tabs):
            guard case .tabs(let layout) = desired else { return }
            let count = min(tabs.tabs.count, layout.stacks.count)
            // Each tab's stack read field by field (a copy of the tab retains each of its parts), its screens for the
            // common prefix alone (held across the pops and pushes, they are retained for them), and the desired
            // stack's screens where the layout holds them (`?? []` would copy them, retained and released again).
            for index in 0..<count {
                let id = tabs.tabs[index].stack.id
                let shown = tabs.tabs[index].stack.screens.count
                if let desired = layout.stacks[index] {
                    let prefix = Self.commonPrefix(of: tabs.tabs[index].stack.screens, desired.screens)
                    reconcile(id, count: shown, keeping: prefix, with: desired.screens)
                } else {
                    reconcile(id, count: shown, keeping: 0, with: [])
                }
            }
            if tabs.selectedIndex != layout.selected { context.selectTab(layout.selected, of: tabs.id) }
        }
    }

    /// Pops stack `id`, showing `count` screens, to its first `prefix`, its longest common prefix with `desired`
    /// (``commonPrefix(of:_:)``), then pushes what is missing.
    private func reconcile(_ id: ContainerID, count: Int, keeping prefix: Int, with desired: [LayoutScreen]) {
        if prefix == count, prefix == desired.count { return }
        if prefix < count { context.popStack(id, toCount: prefix) }
        // Read in place through the buffer: iterating, or subscripting the array, copies each screen out.
        desired.withUnsafeBufferPointer { desired in
            for index in prefix..<desired.count { context.push(copying: desired[index].screen, onto: id) }
        }
    }

    /// How many screens at the bottom of `screens` are the same for the user as `desired`'s
    /// (``Screen/isSame(as:)``), compared in place.
    private static func commonPrefix(of screens: [Screen], _ desired: [LayoutScreen]) -> Int {
        screens.withUnsafeBufferPointer { screens in
            desired.withUnsafeBufferPointer { desired in
                let count = min(screens.count, desired.count)
                var prefix = 0
                while prefix < count, screens[prefix].owner == desired[prefix].screen.owner,
                    screens[prefix].fingerprint == desired[prefix].screen.fingerprint
                {
                    prefix += 1
                }
                return prefix
            }
        }
    }

    private func build(_ container: LayoutContainer) -> Container {
        switch container {
        case .stack(let stack):
            return .stack(context.makeStack(owner: stack.owner, screens: stack.screens.map(make)))
        case .tabs(let layout):
            // By index, so that each tab's stack is read in place rather than copied out.
            let count = min(layout.tabs.count, layout.stacks.count)
            var tabs: [Tab] = []
            tabs.reserveCapacity(count)
            for index in 0..<count {
                let screens = layout.stacks[index]?.screens.map(make) ?? []
                let owner = layout.stacks[index]?.owner ?? layout.owner
                tabs.append(Tab(title: layout.tabs[index].title, stack: context.makeStack(owner: owner, screens: screens)))
            }
            return .tabs(TabContainer(id: context.makeContainerID(), owner: layout.owner, tabs: tabs, selectedIndex: layout.selected))
        }
    }

    private func make(_ screen: LayoutScreen) -> Screen { context.makeScreen(copying: screen.screen) }
}

extension StyleFault {
    /// The same fault, wherever the call that caused it was made.
    fileprivate func isSame(as other: StyleFault) -> Bool {
        kind == other.kind && message == other.message && coordinatorType == other.coordinatorType
    }
}

extension Screen {
    /// The same screen for the user: the same owner, type, route and inputs.
    func isSame(as other: Screen) -> Bool { owner == other.owner && fingerprint == other.fingerprint }
}

extension Container {
    /// Whether the window's container can be brought to `layout` in place.
    fileprivate func matches(_ layout: LayoutContainer) -> Bool {
        switch self {
        case .stack(let stack):
            guard case .stack(let desired) = layout else { return false }
            return stack.owner == desired.owner
        case .tabs(let tabs):
            guard case .tabs(let desired) = layout, tabs.owner == desired.owner, tabs.tabs.count == desired.tabs.count
            else { return false }
            for index in desired.tabs.indices where tabs.tabs[index].title != desired.tabs[index].title { return false }
            return true
        }
    }
}

extension Presentation {
    fileprivate func matches(_ layout: LayoutPresentation) -> Bool {
        guard kind == layout.kind, presenter == layout.presenter, let content = layout.content else { return false }
        return self.content.matches(content)
    }
}
