import NavigationGraph
import NavigationModel

/// Adds newly found states to the record: their compact description, and what the analyses need of them
/// (first appearances, leaks, instance counts) gathered while the full state is still at hand.
struct StateIntake {
    private let growthLimit: Int32
    /// Model descriptions by model value, so each distinct model is described once.
    private var modelNumbers: [AnyHashable: Int32] = [:]
    /// Screen nodes by owner type and route.
    private var screenNumbers: [ScreenNodeKey: Int32] = [:]
    /// Screen nodes by owner type and screen fingerprint (``screenKey(owner:fingerprint:)``), which is
    /// cheaper to look up than the route; a hit is checked against the node's owner and route.
    private var screenNumbersByFingerprint = WordTable()
    /// Coordinator types by type-name fingerprint; a hit is checked against the name.
    private var coordinatorTypesByFingerprint = WordTable()
    /// Scratch counters, one per coordinator type and one per screen type, zero between uses.
    private var coordinatorCounts: [Int32] = []
    private var screenTypeCounts: [Int32] = []
    /// Per type, the count in the launch state: the growth bound counts what is added beyond it.
    private var launchCoordinatorCounts: [Int32] = []
    private var launchScreenTypeCounts: [Int32] = []

    private struct ScreenNodeKey: Hashable {
        var coordinator: Int32
        var route: String
    }

    /// The word under which a screen node is found by its owner's type and the screen's fingerprint.
    static func screenKey(owner: Int32, fingerprint: UInt64) -> UInt64 {
        fingerprint ^ (UInt64(UInt32(bitPattern: owner)) &* 0x9E37_79B9_7F4A_7C15)
    }

    init(growthLimit: Int) { self.growthLimit = Int32(clamping: growthLimit) }

    /// Adds `state`, found at `depth` by transition `via`, and returns its number and, when something in
    /// it grew past the growth bound, what. A worker's `summary` of the state, when it has one, saves
    /// walking it again.
    mutating func add(
        _ state: NavigationState, summary: StateSummary?, depth: Int32, via: Int32, to record: inout ExplorationRecord
    ) -> (id: Int32, growth: GrowthCut.Subject?) {
        let summary = summary ?? summarizeAdding(state, to: &record)
        let id = Int32(record.states.count)
        for node in summary.screens where record.screens[Int(node)].firstPresent < 0 {
            record.screens[Int(node)].firstPresent = id
        }
        if summary.visible >= 0, record.screens[Int(summary.visible)].firstVisible < 0 {
            record.screens[Int(summary.visible)].firstVisible = id
        }
        for type in summary.leaked where record.firstLeak[Int(type)] < 0 { record.firstLeak[Int(type)] = id }
        record.maxStackDepth = max(record.maxStackDepth, Int(summary.stackDepth))
        record.maxModalDepth = max(record.maxModalDepth, Int(summary.modalDepth))
        let screens = Int32(record.stateScreens.count)..<Int32(record.stateScreens.count + summary.screens.count)
        record.stateScreens.append(contentsOf: summary.screens)
        let owned = Int32(record.stateOwned.count)..<Int32(record.stateOwned.count + summary.owned.count)
        record.stateOwned.append(contentsOf: summary.owned)
        record.states.append(StateRecord(
            depth: depth, via: via, visibleScreen: summary.visible, stackDepth: summary.stackDepth,
            modalDepth: summary.modalDepth, model: summary.model, screens: screens, owned: owned, cut: nil))
        return (id, growth(types: summary.types, isLaunch: id == 0, screens: summary.screens, record: &record))
    }

    /// Summarizes `state`, numbering every type, screen node and model it meets for the first time.
    private mutating func summarizeAdding(_ state: NavigationState, to record: inout ExplorationRecord) -> StateSummary {
        StateSummary.of(
            state, type: { coordinatorType(of: $0, record: &record) },
            unownedType: { coordinatorType(Self.unownedCoordinator, record: &record) },
            node: { node(of: $0, ownerType: $1, record: &record) }, model: { model($0, record: &record) })!
    }

    /// What the tables hold now, for workers to summarize states with while the search does not change them.
    func tables(_ record: ExplorationRecord) -> IntakeTables {
        IntakeTables(
            coordinatorTypesByFingerprint: coordinatorTypesByFingerprint, coordinatorTypes: record.coordinatorTypes,
            screenNumbersByFingerprint: screenNumbersByFingerprint, screens: record.screens, modelNumbers: modelNumbers)
    }

    /// Counts live coordinators per type and screens per type, updates the instance maxima, and names the
    /// coordinator type (preferred) or screen type that has grown past the growth bound since launch, if any.
    private mutating func growth(
        types: [Int32], isLaunch: Bool, screens: [Int32], record: inout ExplorationRecord
    ) -> GrowthCut.Subject? {
        var touched: [Int32] = []
        for type in types {
            if coordinatorCounts[Int(type)] == 0 { touched.append(type) }
            coordinatorCounts[Int(type)] += 1
        }
        var subject: GrowthCut.Subject?
        var worst: (count: Int32, name: String)?
        for type in touched {
            let count = coordinatorCounts[Int(type)]
            coordinatorCounts[Int(type)] = 0
            if count > record.maxInstances[Int(type)] { record.maxInstances[Int(type)] = count }
            if isLaunch { launchCoordinatorCounts[Int(type)] = count }
            guard count - launchCoordinatorCounts[Int(type)] > growthLimit else { continue }
            let name = record.coordinatorTypes[type]
            if let current = worst, current.count > count || (current.count == count && current.name < name) {
                continue
            }
            worst = (count, name)
            subject = .coordinator(type)
        }
        if subject != nil { return subject }

        touched.removeAll(keepingCapacity: true)
        for node in screens {
            let type = record.screens[Int(node)].screenType
            if screenTypeCounts[Int(type)] == 0 { touched.append(type) }
            screenTypeCounts[Int(type)] += 1
        }
        var worstScreen: (count: Int32, name: String, type: Int32)?
        for type in touched {
            let count = screenTypeCounts[Int(type)]
            screenTypeCounts[Int(type)] = 0
            if isLaunch { launchScreenTypeCounts[Int(type)] = count }
            guard count - launchScreenTypeCounts[Int(type)] > growthLimit else { continue }
            let name = record.screenTypes[type]
            if let current = worstScreen, current.count > count || (current.count == count && current.name < name) {
                continue
            }
            worstScreen = (count, name, type)
        }
        guard let worstScreen, let top = screens.last(where: { record.screens[Int($0)].screenType == worstScreen.type })
        else { return nil }
        return .screen(type: worstScreen.type, node: top)
    }

    private mutating func coordinatorType(of live: CoordinatorRecord, record: inout ExplorationRecord) -> Int32 {
        if let known = coordinatorTypesByFingerprint.position(of: live.typeFingerprint),
           record.coordinatorTypes[Int32(known)] == live.typeName {
            return Int32(known)
        }
        let number = coordinatorType(live.typeName, record: &record)
        coordinatorTypesByFingerprint.set(live.typeFingerprint, to: UInt32(number))
        return number
    }

    private mutating func coordinatorType(_ name: String, record: inout ExplorationRecord) -> Int32 {
        let (number, isNew) = record.coordinatorTypes.intern(name)
        if isNew {
            record.maxInstances.append(0)
            record.firstLeak.append(-1)
            coordinatorCounts.append(0)
            launchCoordinatorCounts.append(0)
        }
        return number
    }

    /// The node of `screen`: its owner's type and its route. Collects a few input samples on the way.
    private mutating func node(of screen: Screen, ownerType: Int32?, record: inout ExplorationRecord) -> Int32 {
        let owner = ownerType ?? coordinatorType(Self.unownedCoordinator, record: &record)
        let fingerprintKey = Self.screenKey(owner: owner, fingerprint: screen.fingerprint)
        let number: Int32
        if let known = screenNumbersByFingerprint.position(of: fingerprintKey).map(Int32.init),
           record.screens[Int(known)].coordinator == owner, record.screens[Int(known)].route == screen.route {
            number = known
        } else if let known = screenNumbers[ScreenNodeKey(coordinator: owner, route: screen.route)] {
            number = known
            screenNumbersByFingerprint.set(fingerprintKey, to: UInt32(known))
        } else {
            let key = ScreenNodeKey(coordinator: owner, route: screen.route)
            number = Int32(record.screens.count)
            screenNumbers[key] = number
            screenNumbersByFingerprint.set(fingerprintKey, to: UInt32(number))
            let (type, isNewType) = record.screenTypes.intern(screen.typeName)
            if isNewType {
                screenTypeCounts.append(0)
                launchScreenTypeCounts.append(0)
            }
            record.screens.append(ObservedScreen(
                coordinator: owner, route: screen.route, typeName: screen.typeName, screenType: type,
                id: ScreenNode.identifier(coordinator: record.coordinatorTypes[owner], route: screen.route)))
        }
        if !screen.inputs.isEmpty, record.screens[Int(number)].sampleInputs.count < Self.inputSamples,
           !record.screens[Int(number)].sampleFingerprints.contains(screen.fingerprint) {
            record.screens[Int(number)].sampleFingerprints.append(screen.fingerprint)
            record.screens[Int(number)].sampleInputs.append(
                screen.inputs.map { "\($0.name): \($0.value)" }.joined(separator: ", "))
        }
        return number
    }

    private mutating func model(_ model: AnyHashable, record: inout ExplorationRecord) -> Int32 {
        if let known = modelNumbers[model] { return known }
        let number = Int32(record.models.count)
        record.models.append(String(describing: model.base))
        modelNumbers[model] = number
        return number
    }

    /// The coordinator name of screens that no coordinator owns.
    static let unownedCoordinator = "NoCoordinator"
    /// Input samples kept per screen node.
    static let inputSamples = 3
}

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
