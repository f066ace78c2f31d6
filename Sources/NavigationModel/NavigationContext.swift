/// One launched app's navigation: its state, its observers, and what the current operation did.
///
/// There is no process-wide state: every launched app has its own context, so several instances of one
/// app run side by side. Coordinator styles build their public APIs on the operations here; each
/// operation is a function from the state to a new state, plus the effects and faults it records.
public final class NavigationContext {
    /// The app's name, for messages.
    public let appName: String
    /// The whole navigation state. Assign a saved copy to restore it.
    public var state: NavigationState
    /// What the operations since the last ``beginTransition()`` did to the window.
    public private(set) var effects: [NavigationEffect] = []
    /// Faults recorded since the last ``beginTransition()``.
    public private(set) var faults: [StyleFault] = []
    /// The stacks and tab bars operated on since the last ``beginTransition()``, changed or not (popping a
    /// stack already at its root touches it): the explorer's tab reduction sees which tabs an action reaches.
    public private(set) var touchedContainers: [ContainerID] = []
    @usableFromInline private(set) var observers: [any NavigationObserver] = []

    public init(appName: String) {
        self.appName = appName
        self.state = NavigationState()
    }

    // MARK: Transitions

    /// Clears the recorded effects and faults before the next action.
    public func beginTransition() {
        effects.removeAll(keepingCapacity: true)
        touchedContainers.removeAll(keepingCapacity: true)
        faults.removeAll(keepingCapacity: true)
    }

    /// Drops coordinators that are neither owned nor referenced by anything on screen, then releases the
    /// off-screen containers whose owner is gone (or that have no owner): their screens leave.
    public func endTransition() {
        let window = state.window
        let bindings = state.lifecycleBindings
        state.coordinators.prune { referenced in
            window.forEachCoordinator(referenced)
            for coordinator in bindings.values { referenced(coordinator) }
        }
        guard !state.offscreen.isEmpty else { return }
        let coordinators = state.coordinators
        let isReleased = { (container: Container) in container.owner.map { coordinators[$0] == nil } ?? true }
        let released = state.offscreen.filter(isReleased)
        guard !released.isEmpty else { return }
        state.offscreen.removeAll(where: isReleased)
        notifyLeaving(released.flatMap { $0.stacks.flatMap(\.screens) })
    }

    /// Ends the app instance this context runs: drops its state and its observers. A style whose objects
    /// hold their context (a declarative coordinator's stack or tabs) forms a cycle with the state that
    /// holds those objects and with the memos of its observer, which would keep the whole instance alive
    /// once the explorer is done with it; after this, the instance is freed with its last reference.
    public func close() {
        state = NavigationState()
        observers.removeAll()
        effects.removeAll()
        faults.removeAll()
        touchedContainers.removeAll()
    }

    /// Installs a style's hooks; a style installs its observer once per context.
    public func addObserver(_ observer: any NavigationObserver) {
        guard !observers.contains(where: { $0 === observer }) else { return }
        observers.append(observer)
    }

    /// The installed observer of type `T`, if any. Inlinable, so that styles asking on every coordinator
    /// they make get it specialized.
    @inlinable
    public func observer<T: NavigationObserver>(of type: T.Type) -> T? {
        // Styles look their observer up on every operation: an exact type match is found without casting.
        for observer in observers where ObjectIdentifier(Swift.type(of: observer)) == ObjectIdentifier(type) {
            return unsafeDowncast(observer, to: type)
        }
        return observers.lazy.compactMap { $0 as? T }.first
    }

    // MARK: Saving and restoring

    /// The current state, as saved to be restored later by assignment: installed styles note with it what
    /// they need to tell whether it still restores the app (``canRestore(_:)``).
    public func savedState() -> NavigationState {
        var saved = state
        for observer in observers { observer.willSave(&saved, in: self) }
        return saved
    }

    /// Whether assigning `saved` (from ``savedState()`` of this context) to ``state`` restores this app, for
    /// an app that also keeps state in objects outside it: `true` when an installed style vouches for those
    /// objects and none says they changed since; `false` when one says they did, or no style vouches.
    public func canRestore(_ saved: NavigationState) -> Bool {
        var vouched = false
        for observer in observers {
            switch observer.canRestore(saved, in: self) {
            case true?: vouched = true
            case false?: return false
            case nil: continue
            }
        }
        return vouched
    }

    /// Records an operation the real library would have rejected, at the call site of the app's public
    /// operation under way unless the fault names its own.
    public func recordFault(_ fault: StyleFault) {
        var fault = fault
        if fault.callSite == nil { fault.callSite = callSite }
        faults.append(fault)
    }

    /// Where the app called the outermost public operation under way, for the faults it causes.
    private var callSite: SourceLocation?

    /// Runs a style's public operation called from `fileID`:`line` (its caller's `#fileID` and `#line`):
    /// faults recorded meanwhile point there. The outermost call from app code wins; calls from the style
    /// runtimes themselves (their `#fileID`s start with a runtime module's name) are not app code.
    public func callingFrom<T>(_ fileID: String, _ line: Int, _ operation: () throws -> T) rethrows -> T {
        guard callSite == nil, !SourceLocation.isStyleRuntime(fileID) else { return try operation() }
        callSite = SourceLocation(fileID: fileID, line: line)
        defer { callSite = nil }
        return try operation()
    }

    // MARK: Identifiers and values

    private func nextIdentifier() -> Int { state.takeIdentifier() }

    public func makeContainerID() -> ContainerID { ContainerID(nextIdentifier()) }

    /// A new coordinator identifier, for a style that stores the coordinator's record itself
    /// (`state.coordinators[id] = record`) once the object exists; ``registerCoordinator(_:typeName:payload:)``
    /// does both at once.
    public func makeCoordinatorID() -> CoordinatorID { CoordinatorID(nextIdentifier()) }

    /// Makes a screen value owned by `owner`.
    public func makeScreen(
        _ typeName: String, route: String? = nil, inputs: [ScreenInput] = [], owner: CoordinatorID?,
        actions: @escaping () -> [UserAction] = { [] }
    ) -> Screen {
        Screen(id: ScreenID(nextIdentifier()), typeName: typeName, route: route, inputs: inputs, owner: owner, actions: actions)
    }

    /// Makes a new screen like `screen` (its type, route, inputs, owner and actions): a style that lays its
    /// screens out before showing them shows each laid-out screen as a new one.
    public func makeScreen(copying screen: Screen) -> Screen { Screen(id: ScreenID(nextIdentifier()), copying: screen) }

    /// Makes an empty navigation stack owned by `owner`.
    public func makeStack(owner: CoordinatorID?, tag: String? = nil, screens: [Screen] = []) -> NavigationStack {
        NavigationStack(id: makeContainerID(), owner: owner, tag: tag, screens: screens)
    }

    // MARK: Model state

    /// The app's declared model state as `M`; `nil` when none of that type is set.
    public func model<M: Hashable>(as type: M.Type = M.self) -> M? { state.model?.base as? M }

    /// Sets the app's declared model state.
    public func setModel<M: Hashable>(_ model: M) { state.model = AnyHashable(model) }

    /// Changes the app's declared model state in place.
    public func updateModel<M: Hashable>(_ type: M.Type, _ body: (inout M) -> Void) {
        guard var model = model(as: M.self) else { return }
        body(&model)
        state.model = AnyHashable(model)
    }

    // MARK: Coordinator tree

    /// Registers a new coordinator, owned by nothing yet.
    public func registerCoordinator(_ object: AnyObject?, typeName: String, payload: AnyHashable? = nil) -> CoordinatorID {
        let id = makeCoordinatorID()
        state.coordinators.insert(CoordinatorRecord(id: id, typeName: typeName, object: object, payload: payload))
        return id
    }

    /// Registers a coordinator without payload whose type name's fingerprint is known already
    /// (`Fingerprint.of(typeName)`); the same as ``registerCoordinator(_:typeName:payload:)`` without one.
    public func registerCoordinator(_ object: AnyObject?, typeName: String, typeFingerprint: UInt64) -> CoordinatorID {
        Self.register(object, typeName: typeName, typeFingerprint: typeFingerprint, in: &state)
    }

    /// Takes the identifier and stores the record in one access to the state, the record made where it is
    /// stored rather than copied there: the declarative style registers every coordinator of a launch this way.
    private static func register(
        _ object: AnyObject?, typeName: String, typeFingerprint: UInt64, in state: inout NavigationState
    ) -> CoordinatorID {
        let id = CoordinatorID(state.takeIdentifier())
        state.coordinators.insertRecord(id: id, typeName: typeName, typeFingerprint: typeFingerprint, object: object)
        return id
    }

    /// Makes `id` a root of the ownership tree (the app's main coordinator).
    public func makeRoot(_ id: CoordinatorID) { state.coordinators.makeRoot(id) }

    /// Removes `id` from the roots.
    public func removeRoot(_ id: CoordinatorID) { state.coordinators.removeRoot(id) }

    /// Appends `child` to `parent`'s children and sets its parent.
    public func attach(_ child: CoordinatorID, to parent: CoordinatorID) { state.coordinators.attach(child, to: parent) }

    /// Removes `child` from `parent`'s children; `false` when it was not one.
    @discardableResult
    public func detach(_ child: CoordinatorID, from parent: CoordinatorID) -> Bool {
        state.coordinators.detach(child, from: parent)
    }

    public func record(_ id: CoordinatorID) -> CoordinatorRecord? { state.coordinators[id] }

    /// Replaces the style data of `id`.
    public func setPayload(_ payload: AnyHashable?, of id: CoordinatorID) { state.coordinators[id]?.payload = payload }

    /// Replaces the style data of `id` with a payload numbered already. Takes the payload over: a caller
    /// holding its own reference (an edit's result, a selection looked up) hands it on rather than the record
    /// retaining another one that the caller then releases.
    public func setPayload(numbered payload: consuming NumberedPayload, of id: CoordinatorID) {
        state.coordinators.setPayload(numbered: payload, of: id)
    }

    /// `body` run on the memo kept with the payload object of `id`'s record (``CoordinatorRecord/withPayloadMemo(_:)``),
    /// the record read where the state holds it: a style reading the records from its own module copies them out
    /// of the state first (each array retained, and released), and retains the payload object for the call. Not
    /// run when the record has no payload. The state is held exclusively during `body`, which must not read or
    /// change it (that traps).
    public func withPayloadMemo(of id: CoordinatorID, _ body: (inout AnyObject?) -> Void) {
        state.coordinators.withPayloadMemo(of: id, body)
    }

    /// `body` given `id`'s record where the state holds it (``CoordinatorRecords/withRecord(at:_:)``), without
    /// copying the records out of the state; `nil` when there is no such record. The state is held exclusively
    /// during `body`, which must not read or change it (that traps). Inlinable, so that a style's call is
    /// specialized (a generic call from another module copies the arrays it reads).
    @inlinable
    public func withRecord<Result>(of id: CoordinatorID, _ body: (CoordinatorRecordPointer) -> Result) -> Result? {
        state.coordinators.withRecord(of: id, body)
    }

    /// Whether `id`'s record holds `object`, compared where the state holds the records: a style asking
    /// `state.coordinators.object(of:)` from its own module has the tree copied out of the state first (each
    /// of its arrays retained, and released again), and the object retained.
    public func record(_ id: CoordinatorID, holds object: AnyObject) -> Bool { state.coordinators.holds(object, at: id) }

    /// Binds `coordinator` to `screen`'s lifetime, replacing any earlier binding of that coordinator.
    /// Returns the coordinator already bound to that screen, if another one is.
    @discardableResult
    public func bindLifecycle(of coordinator: CoordinatorID, to screen: ScreenID) -> CoordinatorID? {
        if let existing = state.lifecycleBindings[screen], existing != coordinator { return existing }
        for (bound, owner) in state.lifecycleBindings where owner == coordinator { state.lifecycleBindings[bound] = nil }
        state.lifecycleBindings[screen] = coordinator
        return nil
    }

    // MARK: Window

    /// Replaces the window's root; everything presented goes away with the old root.
    public func setRoot(_ container: Container?, key: String? = nil) {
        let leaving = state.window.screens
        state.window = Window(root: container, rootKey: key, presented: [])
        effects.append(.rootReplaced)
        notifyLeaving(leaving)
    }

    /// Pushes `screen` onto stack `stack`, in the window or off screen (an off-screen push records no effect).
    public func push(_ screen: Screen, onto stack: ContainerID) {
        if updateStack(stack, { $0.screens.append(screen) }) == .window { effects.append(.pushed) }
    }

    /// Pushes a new screen like `screen` (``makeScreen(copying:)``) onto stack `stack`: the copy is made once and
    /// moved into the stack, where a screen made first and handed to ``push(_:onto:)`` is copied again on its way
    /// (each copy retains the screen's parts).
    public func push(copying screen: Screen, onto stack: ContainerID) {
        var copy: Screen? = makeScreen(copying: screen)
        if updateStack(stack, { $0.screens.append(copy.take()!) }) == .window { effects.append(.pushed) }
    }

    /// Pops stack `stack` down to `count` screens (at least zero). Returns the screens popped.
    @discardableResult
    public func popStack(_ stack: ContainerID, toCount count: Int) -> [Screen] {
        var popped: [Screen] = []
        let place = updateStack(stack) { stack in
            let keep = max(0, count)
            guard stack.screens.count > keep else { return }
            popped = Array(stack.screens[keep...])
            stack.screens.removeSubrange(keep...)
        }
        if !popped.isEmpty {
            if place == .window { effects.append(.popped) }
            notifyLeaving(popped)
        }
        return popped
    }

    /// Replaces every screen of stack `stack` (a flow that starts over).
    public func setScreens(_ screens: [Screen], of stack: ContainerID) {
        var removed: [Screen] = []
        let place = updateStack(stack) { stack in
            let kept = Set(screens.map(\.id))
            removed = stack.screens.filter { !kept.contains($0.id) }
            stack.screens = screens
        }
        if place == .window { effects.append(.stackReplaced) }
        notifyLeaving(removed)
    }

    /// Keeps `container` off screen, to fill it before ``takeOffscreen(_:)`` moves it into the window. It is
    /// released at the end of a transition once its owner coordinator is gone, at once when it has none.
    public func holdOffscreen(_ container: Container) { state.offscreen.append(container) }

    /// Removes the off-screen container `id` and returns it, to present it or make it a root; `nil` when
    /// no off-screen container has that identifier.
    public func takeOffscreen(_ id: ContainerID) -> Container? {
        guard let index = state.offscreen.firstIndex(where: { $0.id == id }) else { return nil }
        return state.offscreen.remove(at: index)
    }

    private enum StackPlace { case window, offscreen }

    /// Applies `body` to the stack `id`, looking in the window first, then off screen.
    private func updateStack(_ id: ContainerID, _ body: (inout NavigationStack) -> Void) -> StackPlace? {
        touchedContainers.append(id)
        if state.window.updateStack(id, body) { return .window }
        for index in state.offscreen.indices where state.offscreen[index].updateStack(id, body) { return .offscreen }
        return nil
    }

    /// Applies `body` to the tab bar `id`, looking in the window first, then off screen.
    private func updateTabs(_ id: ContainerID, _ body: (inout TabContainer) -> Void) -> StackPlace? {
        touchedContainers.append(id)
        if state.window.updateTabs(id, body) { return .window }
        for index in state.offscreen.indices {
            guard case .tabs(var tabs) = state.offscreen[index], tabs.id == id else { continue }
            body(&tabs)
            state.offscreen[index] = .tabs(tabs)
            return .offscreen
        }
        return nil
    }

    /// Presents `content` over the top-most presentation.
    public func present(_ content: Container, kind: PresentationKind, presenter: CoordinatorID?) {
        state.window.presented.append(Presentation(kind: kind, content: content, presenter: presenter))
        effects.append(.presented(kind))
    }

    /// Dismisses the presentation at `index` and everything above it. Returns what was dismissed.
    @discardableResult
    public func dismissPresentations(from index: Int) -> [Presentation] {
        guard index >= 0, index < state.window.presented.count else { return [] }
        let dismissed = Array(state.window.presented[index...])
        state.window.presented.removeSubrange(index...)
        effects.append(.dismissed)
        notifyLeaving(dismissed.flatMap { $0.content.stacks.flatMap(\.screens) })
        return dismissed
    }

    /// Selects tab `index` of tab bar `tabs` (`nil` selects none).
    public func selectTab(_ index: Int?, of tabs: ContainerID) {
        if updateTabs(tabs, { $0.selectedIndex = index }) == .window { effects.append(.tabSelected) }
    }

    /// Adds `tab` after the last tab of tab bar `tabs`, selecting the first tab when none is selected: what
    /// `setTabs(tabs + [tab], selected: selectedIndex ?? 0, of:)` does, without looking for screens that
    /// left (none does).
    public func appendTab(_ tab: Tab, to tabs: ContainerID) {
        let place = updateTabs(tabs) { container in
            container.tabs.append(tab)
            if container.selectedIndex == nil { container.selectedIndex = 0 }
        }
        if place == .window { effects.append(.tabSelected) }
    }

    /// Replaces every tab of tab bar `tabs`.
    public func setTabs(_ newTabs: [Tab], selected: Int?, of tabs: ContainerID) {
        var removed: [Screen] = []
        let place = updateTabs(tabs) { container in
            removed = container.tabs.flatMap(\.stack.screens)
            container.tabs = newTabs
            container.selectedIndex = selected
        }
        let kept = Set(newTabs.flatMap(\.stack.screens).map(\.id))
        if place == .window { effects.append(.tabSelected) }
        notifyLeaving(removed.filter { !kept.contains($0.id) })
    }

    /// Replaces the content of `slot` with `container` (a root slot switching its child).
    public func replaceContainer(in slot: WindowSlot, with container: Container) {
        let leaving: [Screen]
        switch slot {
        case .root:
            leaving = state.window.root?.stacks.flatMap(\.screens) ?? []
            state.window.root = container
        case .presented(let index):
            guard state.window.presented.indices.contains(index) else { return }
            leaving = state.window.presented[index].content.stacks.flatMap(\.screens)
            state.window.presented[index].content = container
        }
        let kept = Set(container.stacks.flatMap(\.screens).map(\.id))
        effects.append(.rootReplaced)
        notifyLeaving(leaving.filter { !kept.contains($0.id) })
    }

    private func notifyLeaving(_ screens: [Screen]) {
        guard !screens.isEmpty else { return }
        for observer in observers { observer.screensDidLeave(screens, in: self) }
    }

    // MARK: Used by system actions

    func notifySwipedAway(_ presentation: Presentation) {
        for observer in observers { observer.presentationWasSwipedAway(presentation, in: self) }
    }

    func notifySystemPop(_ stack: NavigationStack, popped: Screen) {
        for observer in observers { observer.stackWasPoppedBySystem(stack, popped: popped, in: self) }
    }

    func notifyReselect(_ tabs: TabContainer, index: Int) -> Bool {
        var handled = false
        for observer in observers where observer.tabWasReselected(tabs, index: index, in: self) { handled = true }
        return handled
    }

    func notifySelect(_ tabs: TabContainer, index: Int) {
        for observer in observers { observer.tabWasSelected(tabs, index: index, in: self) }
    }
}
