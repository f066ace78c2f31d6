import NavigationGraph
import NavigationModel

/// A 64-bit digest of words, for telling contents apart within one run.
struct TabDigest {
    var value: UInt64 = 0x9E37_79B9_7F4A_7C15

    mutating func mix(_ word: UInt64) {
        value = (value ^ word) &* 0xBF58_476D_1CE4_E5B9
        value ^= value >> 31
    }

    mutating func mix(_ value: AnyHashable?) { mix(UInt64(bitPattern: Int64(value?.hashValue ?? 0))) }

    /// Mixes the subtree under `root` (types, payloads, shape), stopping at the coordinators in `stops`.
    mutating func mixTree(from root: CoordinatorID, in tree: CoordinatorTree, stoppingAt stops: TabContainer? = nil) {
        var pending = [root]
        var visited = 0
        while let id = pending.popLast(), visited <= tree.count {
            visited += 1
            if let stops, id != root, let tab = TabReduction.tab(anchoredBy: id, in: stops) {
                mix(UInt64(tab) &+ 0xA5A5)
                continue
            }
            guard let record = tree[id] else {
                mix(0)
                continue
            }
            mix(record.typeFingerprint)
            mix(record.payloadNumber)
            mix(UInt64(record.children.count))
            pending.append(contentsOf: record.children.reversed())
        }
    }

    /// The contents of tab `index` of `tabs` in `state`: its screens and the coordinators under its anchor.
    static func part(_ index: Int, of tabs: TabContainer, in state: NavigationState) -> UInt64 {
        var digest = TabDigest()
        for screen in tabs.tabs[index].stack.screens { digest.mix(screen.fingerprint) }
        if let anchor = tabs.tabs[index].stack.owner { digest.mixTree(from: anchor, in: state.coordinators) }
        return digest.value
    }
}

/// A state in which a tab bar appeared, as the reduction needs it after the state itself is gone.
struct TabHome {
    /// The digest of each tab's contents there.
    var parts: [UInt64]
    var shape: UInt64
    var titles: [String]

    init(_ tabs: TabContainer, in state: NavigationState) {
        parts = tabs.tabs.indices.map { TabDigest.part($0, of: tabs, in: state) }
        shape = TabReduction.shape(of: tabs)
        titles = tabs.tabs.map(\.title)
    }
}

/// Where one explored state stands in the tab reduction.
struct TabPlace {
    /// The selected tab of the reduced tab bar; -1 when the state has none.
    var selected: Int8 = -1
    /// Whether the selected tab is reduced (not pinned).
    var selectedReduced = false
    /// Whether the tab bar can be used (nothing presented): a tab can only be left, and so parked, here.
    var resting = false
    /// The tabs parked: neither selected nor pinned.
    var parked: UInt64 = 0
    /// A digest of the tab bar's shape and the shared state (model, root, shared coordinators): states
    /// that share it see the same behaviour of every tab.
    var shared: UInt64 = 0
    /// `shared` and the pinned tabs' contents: states in one context share them.
    var context: UInt64 = 0
    /// A digest of the selected tab's contents.
    var part: UInt64 = 0
    /// The state in which its tab bar appeared (its home), -1 without one.
    var home: Int32 = -1

    /// A state without a reduced tab bar.
    init() {}

    init(of state: NavigationState, in reduction: TabReduction, home: Int32) {
        guard let tabs = reduction.bar(of: state), let selected = tabs.selectedIndex else { return }
        let pinned = reduction.pins(of: tabs)
        self.selected = Int8(selected)
        self.selectedReduced = pinned & (1 << UInt64(selected)) == 0
        self.resting = state.window.presented.isEmpty
        self.parked = TabReduction.allTabs(tabs.tabs.count) & ~pinned & ~(1 << UInt64(selected))
        self.home = home
        var shared = TabDigest()
        shared.mix(TabReduction.shape(of: tabs))
        shared.mix(state.model)
        shared.mix(state.window.rootKeyFingerprint)
        shared.mix(tabs.owner.map { state.coordinators[$0]?.typeFingerprint ?? 1 } ?? 0)
        for root in state.coordinators.roots { shared.mixTree(from: root, in: state.coordinators, stoppingAt: tabs) }
        shared.mix(UInt64(state.offscreen.count))
        self.shared = shared.value
        var context = shared
        if pinned != 0 {
            for tab in tabs.tabs.indices where pinned & (1 << UInt64(tab)) != 0 {
                context.mix(UInt64(tab))
                context.mix(TabDigest.part(tab, of: tabs, in: state))
            }
        }
        self.context = context.value
        self.part = TabDigest.part(selected, of: tabs, in: state)
    }
}

/// The quotient graph the tab reduction explores, completed and measured.
///
/// A state of the reduced search stands for every state that differs from it only in what its parked
/// tabs hold, each any contents that tab can rest in from its home. Its switch to a parked tab therefore
/// leads to every resting state of that tab, not only to the home contents the search kept: those edges
/// are added after the search (one per source screen and target screen, so the screen map gets every tab
/// switch the full product has) and never serve as paths.
struct TabQuotient {
    let places: [TabPlace]
    /// The states in which tab bars appeared.
    let homes: [Int32: TabHome]
    let switches: [Int32]

    private struct Group: Hashable {
        var context: UInt64
        var tab: Int8
        /// The digest of the tab's contents at its home.
        var home: UInt64
    }

    private struct RestingScreen: Hashable {
        var group: Group
        var screen: Int32
    }

    private struct Edge: Hashable {
        var context: UInt64
        var action: String
        var from: Int32
        var to: Int32
    }

    private func homeContents(_ place: TabPlace, tab: Int8) -> UInt64? {
        guard let parts = homes[place.home]?.parts, Int(tab) < parts.count else { return nil }
        return parts[Int(tab)]
    }

    /// Adds, for each switch to a parked tab, a transition to the first resting state of that tab for
    /// every other screen it rests on.
    func addParkedSwitches(to record: inout ExplorationRecord) {
        guard !switches.isEmpty else { return }
        var resting: [Group: [(screen: Int32, state: Int32)]] = [:]
        var seen: Set<RestingScreen> = []
        for (id, place) in places.enumerated() where place.resting && place.selected >= 0 && place.selectedReduced {
            guard let home = homeContents(place, tab: place.selected) else { continue }
            let group = Group(context: place.context, tab: place.selected, home: home)
            let screen = record.states[id].visibleScreen
            guard seen.insert(RestingScreen(group: group, screen: screen)).inserted else { continue }
            resting[group, default: []].append((screen, Int32(id)))
        }
        var added: Set<Edge> = []
        record.firstStandInTransition = record.transitions.count
        for index in switches {
            let transition = record.transitions[Int(index)]
            let target = places[Int(transition.target)]
            let source = places[Int(transition.source)]
            guard target.selected >= 0, target.selectedReduced, source.resting,
                  let home = homeContents(target, tab: target.selected),
                  let states = resting[Group(context: source.context, tab: target.selected, home: home)] else { continue }
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

    /// The states explored and the size of the full product they stand for: each state times, per parked
    /// tab, the contents that tab can rest in from its home with the same shared state (a tab that is not
    /// pinned behaves the same whatever the others hold, so these do not depend on the state). Exact when
    /// no bound cut the search and the count fits; a lower bound otherwise.
    func coverage(of record: ExplorationRecord, reduction: TabReduction?) -> ExplorationSummary.Coverage {
        let complete = !record.states.contains { $0.cut != nil } && record.unrestorable.isEmpty
        let reduced = places.contains { $0.selected >= 0 }
        guard let reduction, reduced || !reduction.pinned.isEmpty else {
            return .init(
                reduction: .fullProduct, statesExplored: record.states.count, productStates: record.states.count,
                productStatesExact: complete, combinedTabs: [])
        }
        struct Rest: Hashable {
            var shared: UInt64
            var tab: Int8
            var home: UInt64
        }
        var restingParts: [Rest: Set<UInt64>] = [:]
        for place in places where place.resting && place.selected >= 0 && place.selectedReduced {
            guard let home = homeContents(place, tab: place.selected) else { continue }
            restingParts[Rest(shared: place.shared, tab: place.selected, home: home), default: []].insert(place.part)
        }
        var total = 0
        var overflow = false
        for index in record.states.indices {
            var represented = 1
            if index < places.count, places[index].parked != 0, let parts = homes[places[index].home]?.parts {
                let place = places[index]
                for tab in parts.indices where place.parked & (1 << UInt64(tab)) != 0 {
                    let count = max(1, restingParts[Rest(shared: place.shared, tab: Int8(tab), home: parts[tab])]?.count ?? 0)
                    let (product, over) = represented.multipliedReportingOverflow(by: count)
                    overflow = overflow || over
                    represented = over ? Int.max : product
                }
            }
            let (sum, over) = total.addingReportingOverflow(represented)
            overflow = overflow || over
            total = over ? Int.max : sum
        }
        return .init(
            reduction: .tabs, statesExplored: record.states.count, productStates: total,
            productStatesExact: complete && !overflow, combinedTabs: reduction.combinedTitles)
    }
}
