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

    init(growthLimit: Int) { self.growthLimit = Int32(clamping: growthLimit) }

    /// Adds `state`, found at `depth` by transition `via`, and returns its number and, when something in
    /// it grew past the growth bound, what.
    mutating func add(
        _ state: NavigationState, key: StateKey, depth: Int32, via: Int32, to record: inout ExplorationRecord
    ) -> (id: Int32, growth: GrowthCut.Subject?) {
        let id = Int32(record.states.count)
        let window = state.window
        // The type of every live coordinator, looked up once: a state holds few, so a list beats hashing.
        var types: [(id: CoordinatorID, type: Int32)] = []
        for (coordinator, live) in state.coordinators.records {
            types.append((coordinator, coordinatorType(live.typeName, record: &record)))
        }
        func type(of coordinator: CoordinatorID?) -> Int32? {
            guard let coordinator else { return nil }
            return types.first { $0.id == coordinator }?.type
        }
        for (coordinator, live) in state.coordinators.records {
            guard let parent = type(of: live.parent), let child = type(of: coordinator) else { continue }
            record.coordinatorLinks[CoordinatorLinkKey(parent: parent, child: child, relation: state.relation(of: coordinator)), default: 0] += 1
        }

        var screens: [Int32] = []
        // Coordinators owning something in the window, as in `NavigationState.coordinatorsOnScreen`.
        var onScreen: [CoordinatorID] = []
        func note(_ owner: CoordinatorID?) {
            if let owner, !onScreen.contains(owner) { onScreen.append(owner) }
        }
        for container in window.containers {
            note(container.owner)
            for stack in container.stacks {
                note(stack.owner)
                for screen in stack.screens {
                    note(screen.owner)
                    let node = node(of: screen, ownerType: type(of: screen.owner), record: &record)
                    if record.screens[Int(node)].firstPresent < 0 { record.screens[Int(node)].firstPresent = id }
                    screens.append(node)
                }
            }
        }
        for presentation in window.presented { note(presentation.presenter) }
        var visible: Int32 = -1
        if let screen = window.visibleScreen {
            visible = node(of: screen, ownerType: type(of: screen.owner), record: &record)
            if record.screens[Int(visible)].firstVisible < 0 { record.screens[Int(visible)].firstVisible = id }
        }
        let ownedIDs = state.coordinators.owned
        let owned = ownedIDs.map { type(of: $0)! }
        // Only a coordinator that owns nothing on screen itself can have leaked; most states have none.
        if ownedIDs.contains(where: { !onScreen.contains($0) }) {
            for leaked in state.leakedCoordinators() {
                let type = type(of: leaked)!
                if record.firstLeak[Int(type)] < 0 { record.firstLeak[Int(type)] = id }
            }
        }
        let stackDepth = state.visibleStackDepth
        record.maxStackDepth = max(record.maxStackDepth, stackDepth)
        record.maxModalDepth = max(record.maxModalDepth, window.modalDepth)

        record.states.append(StateRecord(
            depth: depth, via: via, visibleScreen: visible, stackDepth: Int32(stackDepth),
            modalDepth: Int32(window.modalDepth), model: model(state.model, record: &record), screens: screens,
            owned: owned, cut: nil))
        record.keys.append(key)
        return (id, growth(types: types.map(\.type), isLaunch: id == 0, screens: screens, record: &record))
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
        let key = ScreenNodeKey(coordinator: owner, route: screen.route)
        let number: Int32
        if let known = screenNumbers[key] {
            number = known
        } else {
            number = Int32(record.screens.count)
            screenNumbers[key] = number
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

    private mutating func model(_ model: AnyHashable?, record: inout ExplorationRecord) -> Int32 {
        guard let model else { return -1 }
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
