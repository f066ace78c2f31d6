import NavigationModel

/// What intake needs of one state, in numbers: worked out by a worker from the tables as they were when
/// its batch started (``IntakeTables``), or by the search itself when something in the state is new.
struct StateSummary {
    /// The type of each live coordinator.
    var types: [Int32] = []
    /// The node of each screen in the window, bottom to top.
    var screens: [Int32] = []
    var visible: Int32 = -1
    /// Owned coordinator types, depth first.
    var owned: [Int32] = []
    /// The types of leaked coordinators.
    var leaked: [Int32] = []
    /// Each live coordinator with a live parent: both types and how the child is shown.
    var links: [CoordinatorLinkKey] = []
    var stackDepth: Int32 = 0
    var modalDepth: Int32 = 0
    var model: Int32 = -1

    /// Summarizes `state` with the given lookups; `nil` as soon as one finds nothing.
    static func of(
        _ state: NavigationState, type typeOf: (CoordinatorRecord) -> Int32?, unownedType: () -> Int32?,
        node nodeOf: (Screen, Int32) -> Int32?, model modelOf: (AnyHashable) -> Int32?
    ) -> StateSummary? {
        var summary = StateSummary()
        let window = state.window
        // The type of every live coordinator, looked up once, in the tree's order.
        let tree = state.coordinators
        let records = tree.all
        summary.types.reserveCapacity(records.count)
        for index in records.indices {
            guard let type = typeOf(records[index]) else { return nil }
            summary.types.append(type)
        }
        func type(of coordinator: CoordinatorID?) -> Int32? {
            guard let coordinator, let index = tree.position(of: coordinator) else { return nil }
            return summary.types[index]
        }
        for index in records.indices {
            guard let parent = type(of: records[index].parent) else { continue }
            summary.links.append(CoordinatorLinkKey(
                parent: parent, child: summary.types[index], relation: state.relation(of: records[index].id)))
        }
        func node(of screen: Screen) -> Int32? {
            guard let owner = type(of: screen.owner) ?? unownedType() else { return nil }
            return nodeOf(screen, owner)
        }

        // Coordinators owning something in the window, as in `NavigationState.coordinatorsOnScreen`.
        var onScreen: [CoordinatorID] = []
        func note(_ owner: CoordinatorID?) {
            if let owner, !onScreen.contains(owner) { onScreen.append(owner) }
        }
        func add(_ stack: NavigationStack) -> Bool {
            note(stack.owner)
            for index in stack.screens.indices {
                note(stack.screens[index].owner)
                guard let node = node(of: stack.screens[index]) else { return false }
                summary.screens.append(node)
            }
            return true
        }
        // Every container, root first: as `Window.containers`, without building the list.
        func add(_ container: Container) -> Bool {
            note(container.owner)
            switch container {
            case .stack(let stack): return add(stack)
            case .tabs(let tabs): return tabs.tabs.indices.allSatisfy { add(tabs.tabs[$0].stack) }
            }
        }
        if let root = window.root, !add(root) { return nil }
        for index in window.presented.indices where !add(window.presented[index].content) { return nil }
        for presentation in window.presented { note(presentation.presenter) }
        if let screen = window.visibleScreen {
            guard let visible = node(of: screen) else { return nil }
            summary.visible = visible
        }
        let ownedIDs = state.coordinators.owned
        summary.owned = ownedIDs.map { type(of: $0)! }
        // Only a coordinator that owns nothing on screen itself can have leaked; most states have none.
        if ownedIDs.contains(where: { !onScreen.contains($0) }) {
            summary.leaked = state.leakedCoordinators().map { type(of: $0)! }
        }
        summary.stackDepth = Int32(state.visibleStackDepth)
        summary.modalDepth = Int32(window.modalDepth)
        if let model = state.model {
            guard let number = modelOf(model) else { return nil }
            summary.model = number
        }
        return summary
    }
}

/// A read-only copy of intake's tables, for workers to summarize the states they find while the search
/// waits: only what is already numbered is found, and nothing is sampled.
struct IntakeTables: @unchecked Sendable {
    let coordinatorTypesByFingerprint: WordTable
    let coordinatorTypes: NameTable
    let screenNumbersByFingerprint: WordTable
    let screens: [ObservedScreen]
    let modelNumbers: [AnyHashable: Int32]

    /// `state`'s summary, or `nil` when it holds something the tables do not know yet, or a screen
    /// whose inputs the search may still want as a sample.
    func summary(of state: NavigationState) -> StateSummary? {
        StateSummary.of(
            state,
            type: { record in
                guard let known = coordinatorTypesByFingerprint.position(of: record.typeFingerprint).map(Int32.init),
                      coordinatorTypes[known] == record.typeName else { return nil }
                return known
            },
            unownedType: { coordinatorTypes.number(of: StateIntake.unownedCoordinator) },
            node: { screen, owner in
                let key = StateIntake.screenKey(owner: owner, fingerprint: screen.fingerprint)
                guard let known = screenNumbersByFingerprint.position(of: key).map(Int32.init) else { return nil }
                // Field by field: copying the observed screen would retain all its strings.
                let index = Int(known)
                guard screens[index].coordinator == owner, screens[index].route == screen.route else { return nil }
                if !screen.inputs.isEmpty, screens[index].sampleInputs.count < StateIntake.inputSamples,
                   !screens[index].sampleFingerprints.contains(screen.fingerprint) {
                    return nil
                }
                return known
            },
            model: { modelNumbers[$0] })
    }
}
