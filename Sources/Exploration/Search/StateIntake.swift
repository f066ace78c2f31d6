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
        for link in summary.links { record.coordinatorLinks[link, default: 0] += 1 }
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

    private mutating func coordinatorType(of live: CoordinatorRecord.Node, record: inout ExplorationRecord) -> Int32 {
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
