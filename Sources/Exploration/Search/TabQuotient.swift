import NavigationGraph
import NavigationModel

/// Where one explored state stands in the tab reduction.
struct TabPlace {
    /// The selected tab of the launch tab bar; -1 when the state's root is something else.
    var selected: Int8
    /// Whether the tab bar can be used (nothing presented): a tab can only be left, and so parked, here.
    var resting: Bool
    /// A digest of the pinned tabs' contents: states in one context share them.
    var context: UInt64
    /// A digest of the selected tab's contents.
    var part: UInt64

    init(of state: NavigationState, in reduction: TabReduction) {
        guard let tabs = reduction.tabs(of: state), let selected = tabs.selectedIndex else {
            self.selected = -1
            self.resting = false
            self.context = 0
            self.part = 0
            return
        }
        self.selected = Int8(selected)
        self.resting = state.window.presented.isEmpty
        var digest = Digest()
        if reduction.pinned != 0 {
            for tab in tabs.tabs.indices where reduction.pinned & (1 << UInt64(tab)) != 0 {
                digest.mix(UInt64(tab))
                for screen in tabs.tabs[tab].stack.screens { digest.mix(screen.fingerprint) }
                digest.mixTree(from: reduction.anchors[tab], in: state.coordinators)
            }
        }
        self.context = digest.value
        var part = Digest()
        for screen in tabs.tabs[selected].stack.screens { part.mix(screen.fingerprint) }
        part.mixTree(from: reduction.anchors[selected], in: state.coordinators)
        self.part = part.value
    }

    private struct Digest {
        var value: UInt64 = 0x9E37_79B9_7F4A_7C15

        mutating func mix(_ word: UInt64) {
            value = (value ^ word) &* 0xBF58_476D_1CE4_E5B9
            value ^= value >> 31
        }

        mutating func mixTree(from root: CoordinatorID, in tree: CoordinatorTree) {
            var pending = [root]
            var visited = 0
            while let id = pending.popLast(), visited <= tree.count {
                visited += 1
                guard let record = tree[id] else {
                    mix(0)
                    continue
                }
                mix(record.typeFingerprint)
                mix(UInt64(bitPattern: Int64(record.payload?.hashValue ?? 0)))
                mix(UInt64(record.children.count))
                pending.append(contentsOf: record.children.reversed())
            }
        }
    }
}

/// The quotient graph the tab reduction explores, completed and measured.
///
/// A state of the reduced search stands for every state that differs from it only in what its parked
/// tabs hold, each any contents that tab can rest in. Its switch to a parked tab therefore leads to every
/// resting state of that tab, not only to the launch contents the search kept: those edges are added
/// after the search (one per source screen and target screen, so the screen map gets every tab switch
/// the full product has) and never serve as paths.
struct TabQuotient {
    let reduction: TabReduction
    let places: [TabPlace]
    let switches: [Int32]

    private struct Group: Hashable {
        var context: UInt64
        var tab: Int8
    }

    private struct Edge: Hashable {
        var context: UInt64
        var action: String
        var from: Int32
        var to: Int32
    }

    /// Adds, for each switch to a parked tab, a transition to the first resting state of that tab for
    /// every other screen it rests on.
    func addParkedSwitches(to record: inout ExplorationRecord) {
        guard !switches.isEmpty else { return }
        var resting: [Group: [(screen: Int32, state: Int32)]] = [:]
        var seen: Set<Edge> = []
        for (id, place) in places.enumerated() where place.resting && place.selected >= 0 && !isPinned(place.selected) {
            let group = Group(context: place.context, tab: place.selected)
            let screen = record.states[id].visibleScreen
            guard seen.insert(Edge(context: place.context, action: "", from: Int32(place.selected), to: screen)).inserted
            else { continue }
            resting[group, default: []].append((screen, Int32(id)))
        }
        var added: Set<Edge> = []
        record.firstStandInTransition = record.transitions.count
        for index in switches {
            let transition = record.transitions[Int(index)]
            let target = places[Int(transition.target)]
            let source = places[Int(transition.source)]
            guard target.selected >= 0, !isPinned(target.selected), source.resting,
                  let states = resting[Group(context: source.context, tab: target.selected)] else { continue }
            let from = record.states[Int(transition.source)].visibleScreen
            let reached = record.states[Int(transition.target)].visibleScreen
            _ = added.insert(Edge(context: source.context, action: transition.action, from: from, to: reached))
            for (screen, state) in states where screen != reached {
                guard added.insert(Edge(context: source.context, action: transition.action, from: from, to: screen)).inserted
                else { continue }
                var edge = transition
                edge.target = state
                record.transitions.append(edge)
            }
        }
    }

    private func isPinned(_ tab: Int8) -> Bool { reduction.pinned & (1 << UInt64(tab)) != 0 }

    /// The states explored and the size of the full product they stand for: each state times, per parked
    /// tab, the contents that tab can rest in (a tab that is not pinned behaves the same whatever the
    /// others hold, so these do not depend on the state). Exact when no bound cut the search and the
    /// count fits; a lower bound otherwise.
    static func coverage(
        of record: ExplorationRecord, reduction: TabReduction?, places: [TabPlace]
    ) -> ExplorationSummary.Coverage {
        let complete = !record.states.contains { $0.cut != nil } && record.unrestorable.isEmpty
        guard let reduction, reduction.isActive else {
            return .init(
                reduction: reduction == nil ? .fullProduct : .tabs, statesExplored: record.states.count,
                productStates: record.states.count, productStatesExact: complete, combinedTabs: reduction?.titles ?? [])
        }
        var restingParts: [Int8: Set<UInt64>] = [:]
        for place in places where place.resting && place.selected >= 0 {
            restingParts[place.selected, default: []].insert(place.part)
        }
        var total = 0
        var overflow = false
        for place in places {
            var represented = 1
            if place.selected >= 0 {
                for tab in reduction.anchors.indices where tab != Int(place.selected) && reduction.pinned & (1 << UInt64(tab)) == 0 {
                    let count = max(1, restingParts[Int8(tab)]?.count ?? 0)
                    let (product, over) = represented.multipliedReportingOverflow(by: count)
                    overflow = overflow || over
                    represented = over ? Int.max : product
                }
            }
            let (sum, over) = total.addingReportingOverflow(represented)
            overflow = overflow || over
            total = over ? Int.max : sum
        }
        let combined = reduction.anchors.indices.filter { reduction.pinned & (1 << UInt64($0)) != 0 }.map { reduction.titles[$0] }
        return .init(
            reduction: .tabs, statesExplored: record.states.count, productStates: total,
            productStatesExact: complete && !overflow, combinedTabs: combined)
    }
}
