import NavigationModel

/// The reduction of a tab bar's product: each tab's stack and what it presents is explored once, with the
/// other tabs parked at their launch contents, instead of in every combination with them.
///
/// A *part* is one tab of the launch state's root tab bar: its stack and the coordinators under the
/// coordinator that owned that stack at launch (its *anchor*), with their lifecycle bindings and
/// off-screen containers. Everything else (the selection, the presented chain, the model, the other
/// coordinators) is shared. Which parts an action changed is observed on every transition by comparing
/// the state before and after it, so nothing is taken from the app's declarations:
///
/// - an action that changes only the selected tab (and what is presented over it) is *local*;
/// - an action that only selects another tab, with nothing presented, is a *switch*: the tab left behind
///   is reset to its launch contents unless it is pinned. The state kept stands for every state in which
///   the parked tab holds any contents it can rest in (a *quotient* state);
/// - anything else is a *cross* action (it changes a parked tab, the model, the root, or switches tab from
///   under a presentation): the parts it touches are *pinned* (kept whole in every state, so combined in a
///   product) and the search starts again. A change to shared state pins every tab: the full product.
///
/// Independence is judged from what actions change; an action that only *reads* another tab's contents
/// (enabled only when that tab is at its root) cannot be observed, and is assumed not to exist.
struct TabReduction {
    /// The launch state's root tab bar.
    let tabBar: ContainerID
    let tabBarOwner: CoordinatorID?
    let titles: [String]
    /// Per tab, the coordinator that owned its stack at launch.
    let anchors: [CoordinatorID]
    /// Tabs kept whole in every state because a cross action touched them.
    var pinned: UInt64

    /// Every tab's bit.
    var allTabs: UInt64 { anchors.count >= 64 ? ~0 : (1 << UInt64(anchors.count)) - 1 }

    /// Whether any tab is still reduced.
    var isActive: Bool { pinned & allTabs != allTabs }

    /// The reduction of `launch`'s root tab bar; `nil` when the root is not a tab bar of two tabs or more
    /// whose stacks are owned by distinct coordinators none of which owns another.
    init?(launch: NavigationState) {
        guard case .tabs(let tabs)? = launch.window.root, tabs.tabs.count >= 2, tabs.tabs.count <= 64 else { return nil }
        let anchors = tabs.tabs.compactMap(\.stack.owner)
        guard anchors.count == tabs.tabs.count, Set(anchors).count == anchors.count,
              !anchors.contains(where: { $0 == tabs.owner }) else { return nil }
        let tree = launch.coordinators
        for anchor in anchors {
            guard tree[anchor] != nil else { return nil }
            var parent = tree[anchor]?.parent
            var steps = 0
            while let current = parent, steps <= tree.count {
                if anchors.contains(current) { return nil }
                parent = tree[current]?.parent
                steps += 1
            }
        }
        self.tabBar = tabs.id
        self.tabBarOwner = tabs.owner
        self.titles = tabs.tabs.map(\.title)
        self.anchors = anchors
        self.pinned = 0
    }

    // MARK: Parts

    /// The root tab bar of `state` when it is the launch state's (same identity, tabs and owner).
    func tabs(of state: NavigationState) -> TabContainer? {
        guard case .tabs(let tabs)? = state.window.root, tabs.id == tabBar, tabs.owner == tabBarOwner,
              tabs.tabs.count == titles.count else { return nil }
        for index in tabs.tabs.indices where tabs.tabs[index].title != titles[index] { return nil }
        return tabs
    }

    /// For each record of `tree.all`, by position: the tab whose anchor it is or descends from, -1 for shared.
    func membership(_ tree: CoordinatorTree) -> [Int8] {
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
                if let tab = anchors.firstIndex(of: all[current].id) {
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
        /// Changed at most the selected tab and what is presented.
        case local
        /// Selected tab `to` instead of `from`, with nothing presented; `changedTarget` when it also
        /// changed (or operated on) the tab it selected.
        case switched(from: Int, to: Int, changedTarget: Bool)
        /// Touched these tabs' bits beyond what is reduced; every bit when shared state changed.
        case cross(UInt64)
    }

    /// Classifies the transition from `before` (whose root must be the launch tab bar) to `after`, which
    /// operated on the containers `touched`.
    func classify(before: NavigationState, after: NavigationState, touched: [ContainerID]) -> Step {
        guard let old = tabs(of: before) else { return .cross(allTabs) }
        guard let new = tabs(of: after), let from = old.selectedIndex, let to = new.selectedIndex,
              before.model == after.model, before.window.rootKey == after.window.rootKey,
              before.coordinators.roots == after.coordinators.roots else { return .cross(allTabs) }
        var changed: UInt64 = 0
        var shared = false
        func mark(_ tab: Int8) {
            if tab < 0 { shared = true } else { changed |= 1 << UInt64(tab) }
        }
        for index in old.tabs.indices where !Self.sameStack(old.tabs[index].stack, new.tabs[index].stack) {
            changed |= 1 << UInt64(index)
        }
        for id in touched where id != tabBar {
            if let index = old.tabs.firstIndex(where: { $0.stack.id == id }) ?? new.tabs.firstIndex(where: { $0.stack.id == id }) {
                changed |= 1 << UInt64(index)
            }
        }
        let oldMembers = membership(before.coordinators)
        let newMembers = membership(after.coordinators)
        Self.diffRecords(before.coordinators, oldMembers, after.coordinators, newMembers, mark: mark)
        if before.lifecycleBindings != after.lifecycleBindings {
            for (screen, coordinator) in before.lifecycleBindings where after.lifecycleBindings[screen] != coordinator {
                mark(part(of: coordinator, before.coordinators, oldMembers))
            }
            for (screen, coordinator) in after.lifecycleBindings where before.lifecycleBindings[screen] != coordinator {
                mark(part(of: coordinator, after.coordinators, newMembers))
            }
        }
        if !Self.sameContainers(before.offscreen, after.offscreen) {
            let oldIDs = Set(before.offscreen.map(\.id)), newIDs = Set(after.offscreen.map(\.id))
            for container in before.offscreen where !newIDs.contains(container.id) || !Self.contains(after.offscreen, container) {
                mark(container.owner.map { part(of: $0, before.coordinators, oldMembers) } ?? -1)
            }
            for container in after.offscreen where !oldIDs.contains(container.id) || !Self.contains(before.offscreen, container) {
                mark(container.owner.map { part(of: $0, after.coordinators, newMembers) } ?? -1)
            }
        }
        if shared { return .cross(allTabs) }
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

    private func part(of coordinator: CoordinatorID, _ tree: CoordinatorTree, _ members: [Int8]) -> Int8 {
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
                if a.parent != b.parent || a.children != b.children || a.payload != b.payload || oldMembers[i] != newMembers[j] {
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

    /// `state` with tab `tab` put back to its contents in `home` (the launch state of the same instance):
    /// its stack, the coordinators under its anchor, their bindings and off-screen containers. The state
    /// itself when the tab already is there; `nil` when the tab cannot be separated (its anchor moved, or
    /// the launch coordinators' identifiers are in use elsewhere).
    func parking(_ tab: Int, in state: NavigationState, home: NavigationState) -> NavigationState? {
        guard var tabs = self.tabs(of: state), let homeTabs = self.tabs(of: home) else { return nil }
        let members = membership(state.coordinators)
        let homeMembers = membership(home.coordinators)
        let part = Int8(tab)
        let current = state.coordinators.all.indices.filter { members[$0] == part }.map { state.coordinators.all[$0] }
        let launch = home.coordinators.all.indices.filter { homeMembers[$0] == part }.map { home.coordinators.all[$0] }
        let anchor = anchors[tab]
        guard let anchorNow = state.coordinators[anchor], let anchorThen = home.coordinators[anchor],
              anchorNow.parent == anchorThen.parent else { return nil }
        let sameRecords = current.count == launch.count && zip(current, launch).allSatisfy {
            $0.id == $1.id && $0.parent == $1.parent && $0.children == $1.children && $0.payload == $1.payload
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

    /// Applies the reduction to the transition from `before` to `after`: a switch away from a tab that
    /// is not pinned parks that tab. Returns the state to keep, and the tabs that must be pinned for the
    /// search to be exact (zero when none beyond those already pinned).
    func reduce(before: NavigationState, after: NavigationState, touched: [ContainerID], home: NavigationState)
        -> (state: NavigationState, needsPins: UInt64, switchedTo: Int8)
    {
        guard isActive, tabs(of: before) != nil else { return (after, 0, -1) }
        switch classify(before: before, after: after, touched: touched) {
        case .local:
            return (after, 0, -1)
        case .cross(let touched):
            return (after, touched & ~pinned, -1)
        case .switched(let from, let to, let changedTarget):
            // A switch that also changes the tab it selects depends on what that tab held: keep it whole.
            if changedTarget, pinned & (1 << UInt64(to)) == 0 { return (after, 1 << UInt64(to), -1) }
            if pinned & (1 << UInt64(from)) != 0 { return (after, 0, Int8(to)) }
            guard let parked = parking(from, in: after, home: home) else { return (after, 1 << UInt64(from), -1) }
            return (parked, 0, Int8(to))
        }
    }
}
