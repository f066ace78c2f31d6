import NavigationModel

/// The reduction of a tab bar's product: each tab's stack and what it presents is explored once, with the
/// other tabs parked at the contents they had when the tab bar appeared, instead of in every combination
/// with them.
///
/// A tab bar is reduced wherever it is the window's root, whether the app launches into it or shows it
/// later (after a login screen, or when a full-screen flow over it ends). A *part* is one of its tabs: the
/// tab's stack and the coordinators under the coordinator that owns that stack (its *anchor*), with their
/// lifecycle bindings and off-screen containers. Everything else (the selection, the model, the other
/// coordinators) is shared. The state in which a tab bar instance appeared is its *home*: a parked tab is
/// put back to its contents there. Which parts an action changed is observed on every transition by
/// comparing the state before and after it, so nothing is taken from the app's declarations:
///
/// - an action that changes only the selected tab (and what it presents) is *local*;
/// - an action that only selects another tab, with nothing presented, is a *switch*: the tab left behind
///   is parked unless it is pinned. The state kept stands for every state in which the parked tab holds
///   any contents it can rest in (a *quotient* state);
/// - an action that makes a tab bar the root (a login's root swap, the end of a full-screen flow that
///   covered it from the start) *shows* it: the state reached is its home;
/// - an action that replaces the tab bar (a log-out's root swap) *leaves* it, when nothing of its tabs is
///   left in the state reached: what the parked tabs held cannot matter any more;
/// - anything else is a *cross* action (it changes a parked tab, the model, the root or the shared
///   coordinators, switches tab from under a presentation, or leaves a tab bar whose tabs stay around): the
///   tabs it touches are *pinned* (kept whole in every state of a tab bar with those titles, so combined in
///   a product) and the search starts again. A change to shared state pins every tab: the full product.
///
/// Independence is judged from what actions change; an action that only *reads* another tab's contents
/// (enabled only when that tab is at its root) cannot be observed, and is assumed not to exist.
struct TabReduction {
    /// Per tab bar shape (``shape(of:)``), the tabs kept whole in every state because a cross action
    /// touched them.
    private(set) var pinned: [UInt64: UInt64] = [:]
    /// The titles of every shape with pinned tabs, for the report.
    private(set) var titles: [UInt64: [String]] = [:]

    /// Pins `mask`'s tabs of the tab bar shaped `shape`, titled `titles`.
    mutating func pin(_ mask: UInt64, of shape: UInt64, titles: [String]) {
        pinned[shape, default: 0] |= mask
        self.titles[shape] = titles
    }

    /// Pins everything in `pins`.
    mutating func pin(_ pins: TabPins) {
        for (shape, mask) in pins.masks { pin(mask, of: shape, titles: pins.titles[shape] ?? []) }
    }

    /// Whether `pins` holds a tab not pinned yet.
    func isNew(_ pins: TabPins) -> Bool {
        pins.masks.contains { shape, mask in mask & ~(pinned[shape] ?? 0) != 0 }
    }

    /// The titles of the pinned tabs, tab bar by tab bar in the order of their titles.
    var combinedTitles: [String] {
        pinned.sorted { titles[$0.key, default: []].lexicographicallyPrecedes(titles[$1.key, default: []]) }
            .flatMap { shape, mask in
                (titles[shape] ?? []).enumerated().filter { mask & (1 << UInt64($0.offset)) != 0 }.map(\.element)
            }
    }

    // MARK: Tab bars

    /// A tab bar's shape: its titles, fingerprinted. Pins hold for every tab bar of one shape.
    static func shape(of tabs: TabContainer) -> UInt64 {
        var digest = TabDigest()
        digest.mix(UInt64(tabs.tabs.count))
        for tab in tabs.tabs { digest.mix(tab.titleFingerprint) }
        return digest.value
    }

    static func allTabs(_ count: Int) -> UInt64 { count >= 64 ? ~0 : (1 << UInt64(count)) - 1 }

    /// The tabs of `tabs`'s shape that are pinned.
    func pins(of tabs: TabContainer) -> UInt64 { pinned.isEmpty ? 0 : pinned[Self.shape(of: tabs)] ?? 0 }

    /// The tab bar of `state` that is reduced: the window's root tab bar, when it has two tabs or more
    /// whose stacks are owned by distinct coordinators none of which owns another (or the tab bar), when
    /// nothing presented over it belongs to no tab (a flow of the app's own covering it), and when not all
    /// its tabs are pinned.
    func bar(of state: NavigationState) -> TabContainer? {
        guard case .tabs(let tabs)? = state.window.root, tabs.tabs.count >= 2, tabs.tabs.count <= 64 else { return nil }
        let tree = state.coordinators
        for index in tabs.tabs.indices {
            guard let anchor = tabs.tabs[index].stack.owner, anchor != tabs.owner, let record = tree[anchor] else { return nil }
            for other in 0..<index where tabs.tabs[other].stack.owner == anchor { return nil }
            var parent = record.parent
            var steps = 0
            while let current = parent, steps <= tree.count {
                if Self.tab(anchoredBy: current, in: tabs) != nil { return nil }
                parent = tree[current]?.parent
                steps += 1
            }
        }
        for presentation in state.window.presented {
            let owners = [presentation.content.owner, presentation.presenter].compactMap { $0 }
            guard owners.contains(where: { Self.part(of: $0, in: tree, tabs: tabs) >= 0 }) else { return nil }
        }
        if !pinned.isEmpty, pins(of: tabs) == Self.allTabs(tabs.tabs.count) { return nil }
        return tabs
    }

    /// Whether two tab bars are the same instance: the same container with the same tabs and anchors.
    static func sameInstance(_ first: TabContainer, _ second: TabContainer) -> Bool {
        guard first.id == second.id, first.owner == second.owner, first.tabs.count == second.tabs.count else { return false }
        for index in first.tabs.indices
        where first.tabs[index].titleFingerprint != second.tabs[index].titleFingerprint
            || first.tabs[index].stack.owner != second.tabs[index].stack.owner {
            return false
        }
        return true
    }

    /// The tab whose stack `coordinator` owns.
    static func tab(anchoredBy coordinator: CoordinatorID, in tabs: TabContainer) -> Int? {
        tabs.tabs.firstIndex { $0.stack.owner == coordinator }
    }

    /// The tab `coordinator` belongs to (its anchor or a descendant of it), -1 for shared.
    static func part(of coordinator: CoordinatorID, in tree: CoordinatorTree, tabs: TabContainer) -> Int8 {
        var current: CoordinatorID? = coordinator
        var steps = 0
        while let id = current, steps <= tree.count {
            if let tab = tab(anchoredBy: id, in: tabs) { return Int8(tab) }
            current = tree[id]?.parent
            steps += 1
        }
        return -1
    }

    /// For each record of `tree.all`, by position: the tab whose anchor it is or descends from, -1 for shared.
    static func membership(_ tree: CoordinatorTree, tabs: TabContainer) -> [Int8] {
        let all = tree.all
        var result = [Int8](repeating: -2, count: all.count)
        var chain: [Int] = []
        for start in all.indices where result[start] == -2 {
            chain.removeAll(keepingCapacity: true)
            var current = start
            var answer: Int8 = -1
            while true {
                if result[current] != -2 {
                    answer = result[current]
                    break
                }
                chain.append(current)
                if let tab = tab(anchoredBy: all[current].id, in: tabs) {
                    answer = Int8(tab)
                    break
                }
                guard chain.count <= all.count, let parent = all[current].parent,
                      let position = tree.position(of: parent) else { break }
                current = position
            }
            for index in chain { result[index] = answer }
        }
        return result
    }

    // MARK: Observing a transition

    /// What one transition did, as far as the reduction is concerned.
    enum Step: Equatable {
        /// No reduced tab bar before or after.
        case outside
        /// Changed at most the selected tab and what is presented.
        case local
        /// Selected tab `to` instead of `from`, with nothing presented; `changedTarget` when it also
        /// changed (or operated on) the tab it selected.
        case switched(from: Int, to: Int, changedTarget: Bool)
        /// Made a tab bar the root (after leaving another one, when `before` had one).
        case shown
        /// Left the tab bar, with nothing of its tabs in the state reached.
        case left
        /// Touched these tabs' bits of the tab bar before it beyond what is reduced; every bit when
        /// shared state changed.
        case cross(UInt64)
    }

    /// Classifies the transition from `before`, whose reduced tab bar is `old`, to `after`, which operated
    /// on the containers `touched`.
    func classify(before: NavigationState, old: TabContainer?, after: NavigationState, touched: [ContainerID]) -> Step {
        let new = bar(of: after)
        guard let old else { return new == nil ? .outside : .shown }
        let all = Self.allTabs(old.tabs.count)
        guard let new, Self.sameInstance(old, new) else {
            guard Self.leftEntirely(old, before: before, after: after) else { return .cross(all) }
            return new == nil ? .left : .shown
        }
        guard let from = old.selectedIndex, let to = new.selectedIndex, before.model == after.model,
              before.window.rootKey == after.window.rootKey, before.coordinators.roots == after.coordinators.roots
        else { return .cross(all) }
        var changed: UInt64 = 0
        var shared = false
        func mark(_ tab: Int8) {
            if tab < 0 { shared = true } else { changed |= 1 << UInt64(tab) }
        }
        for index in old.tabs.indices where !Self.sameStack(old.tabs[index].stack, new.tabs[index].stack) {
            changed |= 1 << UInt64(index)
        }
        for id in touched where id != old.id {
            if let index = old.tabs.firstIndex(where: { $0.stack.id == id }) {
                changed |= 1 << UInt64(index)
            }
        }
        let oldMembers = Self.membership(before.coordinators, tabs: old)
        let newMembers = Self.membership(after.coordinators, tabs: new)
        Self.diffRecords(before.coordinators, oldMembers, after.coordinators, newMembers, mark: mark)
        if before.lifecycleBindings != after.lifecycleBindings {
            for (screen, coordinator) in before.lifecycleBindings where after.lifecycleBindings[screen] != coordinator {
                mark(Self.part(of: coordinator, before.coordinators, oldMembers))
            }
            for (screen, coordinator) in after.lifecycleBindings where before.lifecycleBindings[screen] != coordinator {
                mark(Self.part(of: coordinator, after.coordinators, newMembers))
            }
        }
        if !Self.sameContainers(before.offscreen, after.offscreen) {
            let oldIDs = Set(before.offscreen.map(\.id)), newIDs = Set(after.offscreen.map(\.id))
            for container in before.offscreen where !newIDs.contains(container.id) || !Self.contains(after.offscreen, container) {
                mark(container.owner.map { Self.part(of: $0, before.coordinators, oldMembers) } ?? -1)
            }
            for container in after.offscreen where !oldIDs.contains(container.id) || !Self.contains(before.offscreen, container) {
                mark(container.owner.map { Self.part(of: $0, after.coordinators, newMembers) } ?? -1)
            }
        }
        if shared { return .cross(all) }
        let presentedChanged = !Self.samePresentations(before.window.presented, after.window.presented)
        if from == to {
            let others = changed & ~(1 << UInt64(from))
            return others == 0 ? .local : .cross(changed | 1 << UInt64(from))
        }
        if presentedChanged || !before.window.presented.isEmpty || !after.window.presented.isEmpty
            || changed & ~(1 << UInt64(to)) != 0 {
            return .cross(changed | 1 << UInt64(from) | 1 << UInt64(to))
        }
        return .switched(from: from, to: to, changedTarget: changed != 0)
    }

    /// Whether nothing of `old`'s tabs (their coordinators, stacks and the tab bar itself) is left in `after`.
    private static func leftEntirely(_ old: TabContainer, before: NavigationState, after: NavigationState) -> Bool {
        let members = membership(before.coordinators, tabs: old)
        for (position, record) in before.coordinators.all.enumerated() where members[position] >= 0 {
            if after.coordinators[record.id] != nil { return false }
        }
        var ids: Set<ContainerID> = [old.id]
        for tab in old.tabs { ids.insert(tab.stack.id) }
        func holds(_ container: Container) -> Bool {
            ids.contains(container.id) || container.stacks.contains { ids.contains($0.id) }
        }
        return !(after.window.containers.contains(where: holds) || after.offscreen.contains(where: holds))
    }

    private static func part(of coordinator: CoordinatorID, _ tree: CoordinatorTree, _ members: [Int8]) -> Int8 {
        tree.position(of: coordinator).map { members[$0] } ?? -1
    }

    /// Marks the part of every record that differs between the two trees (both sorted by identifier).
    private static func diffRecords(
        _ old: CoordinatorTree, _ oldMembers: [Int8], _ new: CoordinatorTree, _ newMembers: [Int8], mark: (Int8) -> Void
    ) {
        let first = old.all, second = new.all
        var i = 0, j = 0
        while i < first.count || j < second.count {
            if j == second.count || (i < first.count && first[i].id < second[j].id) {
                mark(oldMembers[i])
                i += 1
            } else if i == first.count || second[j].id < first[i].id {
                mark(newMembers[j])
                j += 1
            } else {
                let a = first[i], b = second[j]
                if a.parent != b.parent || a.children != b.children || a.payloadNumber != b.payloadNumber || oldMembers[i] != newMembers[j] {
                    mark(oldMembers[i])
                    mark(newMembers[j])
                }
                i += 1
                j += 1
            }
        }
    }

    static func sameStack(_ first: NavigationStack, _ second: NavigationStack) -> Bool {
        guard first.id == second.id, first.owner == second.owner, first.tag == second.tag,
              first.screens.count == second.screens.count else { return false }
        for index in first.screens.indices where first.screens[index].id != second.screens[index].id { return false }
        return true
    }

    static func sameContainer(_ first: Container, _ second: Container) -> Bool {
        switch (first, second) {
        case (.stack(let a), .stack(let b)):
            return sameStack(a, b)
        case (.tabs(let a), .tabs(let b)):
            guard a.id == b.id, a.owner == b.owner, a.selectedIndex == b.selectedIndex, a.tabs.count == b.tabs.count
            else { return false }
            return zip(a.tabs, b.tabs).allSatisfy { $0.title == $1.title && sameStack($0.stack, $1.stack) }
        default:
            return false
        }
    }

    private static func sameContainers(_ first: [Container], _ second: [Container]) -> Bool {
        first.count == second.count && zip(first, second).allSatisfy { sameContainer($0, $1) }
    }

    private static func contains(_ containers: [Container], _ container: Container) -> Bool {
        containers.contains { $0.id == container.id && sameContainer($0, container) }
    }

    private static func samePresentations(_ first: [Presentation], _ second: [Presentation]) -> Bool {
        first.count == second.count && zip(first, second).allSatisfy {
            $0.kind == $1.kind && $0.presenter == $1.presenter && sameContainer($0.content, $1.content)
        }
    }

    // MARK: Parking a tab

    /// `state` with tab `tab` put back to its contents in `home` (the state the same tab bar instance
    /// appeared in): its stack, the coordinators under its anchor, their bindings and off-screen
    /// containers. The state itself when the tab already is there; `nil` when the tab cannot be separated
    /// (its anchor moved, or the home's coordinators' identifiers are in use elsewhere).
    func parking(_ tab: Int, in state: NavigationState, home: NavigationState) -> NavigationState? {
        guard case .tabs(var tabs)? = state.window.root, case .tabs(let homeTabs)? = home.window.root,
              Self.sameInstance(tabs, homeTabs) else { return nil }
        let members = Self.membership(state.coordinators, tabs: tabs)
        let homeMembers = Self.membership(home.coordinators, tabs: homeTabs)
        let part = Int8(tab)
        let current = state.coordinators.all.indices.filter { members[$0] == part }.map { state.coordinators.all[$0] }
        let launch = home.coordinators.all.indices.filter { homeMembers[$0] == part }.map { home.coordinators.all[$0] }
        guard let anchor = tabs.tabs[tab].stack.owner, let anchorNow = state.coordinators[anchor],
              let anchorThen = home.coordinators[anchor], anchorNow.parent == anchorThen.parent else { return nil }
        let sameRecords = current.count == launch.count && zip(current, launch).allSatisfy {
            $0.id == $1.id && $0.parent == $1.parent && $0.children == $1.children && $0.payloadNumber == $1.payloadNumber
        }
        let removed = Set(current.map(\.id))
        let added = Set(launch.map(\.id))
        let stackAtHome = Self.sameStack(tabs.tabs[tab].stack, homeTabs.tabs[tab].stack)
        let bindingsAtHome = state.lifecycleBindings.filter { removed.contains($0.value) }.count
            == home.lifecycleBindings.filter { added.contains($0.value) }.count
            && home.lifecycleBindings.allSatisfy { !added.contains($0.value) || state.lifecycleBindings[$0.key] == $0.value }
        let offscreenAtHome = state.offscreen.filter { $0.owner.map(removed.contains) ?? false }.map(\.id)
            == home.offscreen.filter { $0.owner.map(added.contains) ?? false }.map(\.id)
        if sameRecords, stackAtHome, bindingsAtHome, offscreenAtHome { return state }
        for record in state.coordinators.all where added.contains(record.id) && !removed.contains(record.id) {
            return nil
        }
        var result = state
        for id in removed { result.coordinators[id] = nil }
        for record in launch { result.coordinators[record.id] = record }
        tabs.tabs[tab].stack = homeTabs.tabs[tab].stack
        result.window.root = .tabs(tabs)
        if !state.lifecycleBindings.isEmpty || !home.lifecycleBindings.isEmpty {
            result.lifecycleBindings = result.lifecycleBindings.filter { !removed.contains($0.value) }
            for (screen, coordinator) in home.lifecycleBindings where added.contains(coordinator) {
                result.lifecycleBindings[screen] = coordinator
            }
        }
        if !state.offscreen.isEmpty || !home.offscreen.isEmpty {
            result.offscreen.removeAll { $0.owner.map(removed.contains) ?? false }
            result.offscreen.append(contentsOf: home.offscreen.filter { $0.owner.map(added.contains) ?? false })
        }
        return result
    }

    /// What the reduction makes of one transition.
    struct Reduced {
        /// The state to keep.
        var state: NavigationState
        /// Tabs that must be pinned for the search to be exact (none beyond those already pinned when empty).
        var pins = TabPins()
        /// The tab a switch selected, parking the one left (-1 otherwise).
        var switchedTo: Int8 = -1
        /// How the home of the state kept follows from the home of the state before.
        var home: HomeChange = .kept
    }

    /// How a transition changes the home (the state its tab bar appeared in) of the state it reaches.
    enum HomeChange: Equatable {
        /// The same tab bar instance: the same home.
        case kept
        /// A tab bar appeared: the state reached is its own home.
        case appeared
        /// No tab bar is reduced in the state reached.
        case none
    }

    /// Applies the reduction to the transition from `before` (whose reduced tab bar is `old`, appeared in
    /// `home`) to `after`: a switch away from a tab that is not pinned parks that tab.
    func reduce(
        before: NavigationState, old: TabContainer?, after: NavigationState, touched: [ContainerID], home: NavigationState?
    ) -> Reduced {
        switch classify(before: before, old: old, after: after, touched: touched) {
        case .outside:
            return Reduced(state: after, home: .none)
        case .local:
            return Reduced(state: after)
        case .shown:
            return Reduced(state: after, home: .appeared)
        case .left:
            return Reduced(state: after, home: .none)
        case .cross(let touched):
            guard let old else { return Reduced(state: after, home: .none) }
            let pins = TabPins(touched & ~self.pins(of: old), of: old)
            return Reduced(state: after, pins: pins, home: bar(of: after) == nil ? .none : .kept)
        case .switched(let from, let to, let changedTarget):
            guard let old else { return Reduced(state: after, home: .none) }
            let pinned = pins(of: old)
            // A switch that also changes the tab it selects depends on what that tab held: keep it whole.
            if changedTarget, pinned & (1 << UInt64(to)) == 0 { return Reduced(state: after, pins: TabPins(1 << UInt64(to), of: old)) }
            if pinned & (1 << UInt64(from)) != 0 { return Reduced(state: after, switchedTo: Int8(to)) }
            guard let home, let parked = parking(from, in: after, home: home) else {
                return Reduced(state: after, pins: TabPins(1 << UInt64(from), of: old))
            }
            return Reduced(state: parked, switchedTo: Int8(to))
        }
    }
}

/// Tabs to pin, per tab bar shape.
struct TabPins {
    private(set) var masks: [UInt64: UInt64] = [:]
    private(set) var titles: [UInt64: [String]] = [:]

    init() {}

    /// `mask`'s tabs of `tabs` (nothing when `mask` is zero).
    init(_ mask: UInt64, of tabs: TabContainer) {
        guard mask != 0 else { return }
        let shape = TabReduction.shape(of: tabs)
        masks[shape] = mask
        titles[shape] = tabs.tabs.map(\.title)
    }

    /// `mask`'s tabs of the tab bar shaped `shape`, titled `titles`.
    init(_ mask: UInt64, shape: UInt64, titles: [String]) {
        masks[shape] = mask
        self.titles[shape] = titles
    }

    var isEmpty: Bool { masks.isEmpty }

    mutating func formUnion(_ other: TabPins) {
        for (shape, mask) in other.masks {
            masks[shape, default: 0] |= mask
            titles[shape] = other.titles[shape]
        }
    }
}

/// One app instance's place in the tab reduction while it takes actions: the state its current tab bar
/// appeared in, so that a tab left behind is parked as the search parked it.
struct TabTracker {
    let reduction: TabReduction
    private(set) var home: NavigationState?

    /// Following an instance from its launch state.
    init(_ reduction: TabReduction, launch: NavigationState) {
        self.reduction = reduction
        self.home = reduction.bar(of: launch) == nil ? nil : launch
    }

    /// Following an instance from a state whose tab bar appeared in `home`.
    init(_ reduction: TabReduction, home: NavigationState?) {
        self.reduction = reduction
        self.home = home
    }

    /// Replaces the state `context` reached from `before` by the one the search keeps, and follows its home.
    mutating func keep(from before: NavigationState, in context: NavigationContext) {
        let reduced = reduction.reduce(
            before: before, old: reduction.bar(of: before), after: context.state, touched: context.touchedContainers, home: home)
        context.state = reduced.state
        home = Self.home(after: reduced, from: home)
    }

    /// The home of the state `reduced` keeps, reached from a state whose home was `home`.
    static func home(after reduced: TabReduction.Reduced, from home: NavigationState?) -> NavigationState? {
        switch reduced.home {
        case .kept: home
        case .appeared: reduced.state
        case .none: nil
        }
    }
}
