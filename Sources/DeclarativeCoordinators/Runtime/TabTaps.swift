import NavigationModel
import Synchronization

/// What a tab tap needs of a tab coordinator object, found once per object: the object as a
/// ``TabCoordinatable`` (one cast) and the declaration of each tab with an `onTapped` (one typed key-path read
/// per tab; the payload tells which tabs have one, ``TabEntry/hasTapHandler``).
///
/// A tab's declaration is what the coordinator's property holds, fixed when the coordinator is made (its
/// properties are `let`s or property wrappers set in `init`). The entry keeps the coordinator alive, so its
/// object identifier is never reused while the entry lives.
final class TappedTabBar {
    let coordinator: any TabCoordinatable
    /// Whether it is a navigation coordinator too (the layout places it as one).
    let isNavigation: Bool
    /// Per tab index, the tab's declaration once read. Used by one context at a time: not checked for exclusive
    /// access on every tap.
    @exclusivity(unchecked) private var declarations: [TappedTab?] = []
    /// The typed payloads the bar was tapped from (a few: one per selected tab), each the one
    /// ``TappedTabs/of(_:)`` gives for its number, found again here by number without taking the payload
    /// object's memo lock. Used by one context at a time.
    @exclusivity(unchecked) private var payloads: [TappedTabs] = []
    /// At most this many payloads are kept: past them, the payload object's memo answers.
    private static let payloadLimit = 16

    /// The coordinator's identity, compared with a record's without touching either object (``holds(_:)``).
    private let object: ObjectIdentifier

    init(_ coordinator: any TabCoordinatable, isNavigation: Bool) {
        self.coordinator = coordinator
        self.isNavigation = isNavigation
        object = ObjectIdentifier(coordinator)
    }

    /// Whether the record whose node is at `node` holds the bar's coordinator, compared by identity where the
    /// node holds it: neither the node nor the object is copied or retained.
    func holds(_ node: UnsafePointer<CoordinatorRecord.Node>) -> Bool {
        CoordinatorRecord.Node.objectIdentifier(of: node) == object
    }

    /// The user tapped tab `index` of the bar (``TabCoordinatable/userTapped(tab:isRepeat:id:tabs:bar:observer:in:)``):
    /// the coordinator is read from the bar holding it, not retained for the call.
    func userTapped(tab index: Int, isRepeat: Bool, id: CoordinatorID, tabs: TappedTabs, observer: DeclarativeObserver, in context: NavigationContext) {
        coordinator.userTapped(tab: index, isRepeat: isRepeat, id: id, tabs: tabs, bar: self, observer: observer, in: context)
    }

    /// The typed tab payload of `record`, the bar's coordinator's (``TappedTabs/of(_:)``).
    func payload(of record: CoordinatorRecordPointer) -> TappedTabs? {
        let number = record.payloadNumber
        if let known = payload(numbered: number) { return known.takeUnretainedValue() }
        guard let found = TappedTabs.of(record) else { return nil }
        if payloads.count < Self.payloadLimit {
            // Room for a few from the first on: growing from one reallocates at every doubling.
            if payloads.isEmpty { payloads.reserveCapacity(4) }
            payloads.append(found)
        }
        return found
    }

    /// The typed tab payload numbered `number`, when the bar was tapped from it before, not retained: the
    /// process-wide table holds every typed payload (``TappedTabs/of(_:)``).
    func payload(numbered number: UInt64) -> Unmanaged<TappedTabs>? {
        for index in payloads.indices where payloads[index].number == number { return Unmanaged.passUnretained(payloads[index]) }
        return nil
    }

    /// The declaration of tab `index` of a tab bar of `count` tabs, whose route's key is `key`.
    func declaration(ofTab index: Int, of count: Int, key: RouteKey.Reference) -> (any TabDeclaration)? {
        if index < declarations.count, let known = declarations[index], known.keyPath === key.keyPath { return known.declaration }
        if declarations.count < count { declarations += Array(repeating: nil, count: count - declarations.count) }
        let tab = TappedTab(keyPath: key.keyPath, declaration: coordinator.tabDeclaration(at: key.keyPath))
        declarations[index] = tab
        return tab.declaration
    }
}

/// A tab's declaration, read through `keyPath`.
final class TappedTab {
    let keyPath: AnyKeyPath
    let declaration: (any TabDeclaration)?

    init(keyPath: AnyKeyPath, declaration: (any TabDeclaration)?) {
        self.keyPath = keyPath
        self.declaration = declaration
    }
}

/// A tab coordinator's payload as a tap reads it, found once per payload number for the whole process
/// (``of(_:)``): the payload typed, where each tab's coordinator is among the coordinator's children, and
/// what selecting each tab makes of it.
///
/// A payload number stands for one payload value in every context, and payloads hold no objects, so every
/// context shares one: each fresh launch of the checks taps the same few tab bars again, and finds them typed
/// and their selections numbered, kept with the payload object the record holds (``PayloadMemo``).
final class TappedTabs: @unchecked Sendable {
    let payload: TabsPayload
    /// Per tab, the index in the coordinator's children of its coordinator, when the tab is a coordinator.
    let childIndices: [Int?]
    /// The payload's number.
    let number: UInt64
    /// Per tab, the numbered payload with that tab selected, made when the payload is typed (a few payloads per
    /// process, which every context shares), so that a tap reads it without taking a lock.
    private let selections: [NumberedPayload?]

    private init(_ payload: TabsPayload, number: UInt64) {
        self.payload = payload
        self.number = number
        var children = 0
        childIndices = payload.tabs.map { tab in
            guard tab.route.isCoordinator else { return nil }
            children += 1
            return children - 1
        }
        selections = payload.tabs.indices.map { index in
            PayloadEdits.shared.result(of: .select(index), on: number) { () -> TabsPayload? in
                var selected = payload
                selected.activeTab = index
                return selected
            }
        }
    }

    /// The payload with tab `index` selected, numbered as ``NavigationContext/edit(_:_:as:_:)`` numbers it.
    func selecting(_ index: Int) -> NumberedPayload? { selections[index] }

    /// The tab payload of `record`, typed; `nil` when it has none or it is not a ``TabsPayload``. Kept with the
    /// payload object (``PayloadMemo``), so found without a look-up in the process-wide table, which every payload
    /// object of one number shares.
    static func of(_ record: CoordinatorRecordPointer) -> TappedTabs? {
        let number = record.payloadNumber
        guard number != 0 else { return nil }
        var known: TappedTabs?
        record.withDeclarativeMemo { known = $0.tappedTabs }
        if let known { return known }
        guard let found = shared(number) ?? record.payload(as: TabsPayload.self).map({ shared(number, $0) }) else { return nil }
        record.withDeclarativeMemo { $0.tappedTabs = found }
        return found
    }

    /// The tab payload numbered `number`, when typed before.
    private static func shared(_ number: UInt64) -> TappedTabs? { sharedTabs.withLock { $0[number] } }

    /// The tab payload numbered `number`, `payload`, typed: the first one made in the process.
    private static func shared(_ number: UInt64, _ payload: TabsPayload) -> TappedTabs {
        let tabs = TappedTabs(payload, number: number)
        // Another thread may have typed it meanwhile: every context keeps the first.
        return sharedTabs.withLock { table in
            if let first = table[number] { return first }
            table[number] = tabs
            return tabs
        }
    }
}

/// ``TappedTabs/of(_:)``'s table: each distinct tab payload once, as ``PayloadNumbers`` keeps them.
private let sharedTabs = Mutex<[UInt64: TappedTabs]>([:])

extension DeclarativeObserver {
    /// The tab bar of the coordinator registered as `owner`, when it is a ``TabCoordinatable``, and its typed
    /// payload (``TappedTabBar/payload(of:)``), the record read where the state holds it (a copy of the records
    /// retains each of their arrays).
    func tappedTabBar(_ owner: CoordinatorID, in context: NavigationContext) -> (bar: TappedTabBar, tabs: TappedTabs?)? {
        let found = context.withRecord(of: owner) { record -> (bar: TappedTabBar, tabs: TappedTabs?)? in
            // The bar tapped last is found by its object's identity, read in place: the object itself is not touched.
            // The bar holds its coordinator: no other object has that identity while it lives.
            if let last = lastTabBar, last.holds(record.node) { return (last, last.payload(of: record)) }
            guard let object = record.object, let bar = tabBar(of: object) else { return nil }
            return (bar, bar.payload(of: record))
        }
        return found ?? nil
    }

    /// `body` run on the tab bar of the coordinator registered as `owner` and its typed payload, as
    /// ``tappedTabBar(_:in:)`` finds them, when it has one; whether the coordinator has a tab bar (is a
    /// ``TabCoordinatable``).
    ///
    /// Most taps are on the bar tapped last, from a payload it was tapped from before: both are then found from
    /// the record's plain values (its object's identity and its payload number), which nothing is retained to
    /// read, and lent to `body` without being retained: a tap on another bar moves the last one into ``tabBars``,
    /// which is not emptied while a bar is lent, and the process-wide table holds every typed payload
    /// (``TappedTabs/of(_:)``).
    @discardableResult
    func withTappedTabBar(_ owner: CoordinatorID, in context: NavigationContext, _ body: (TappedTabBar, TappedTabs) -> Void) -> Bool {
        if let last = lastTabBar.map(Unmanaged.passUnretained) {
            let lent = last._withUnsafeGuaranteedRef { bar in
                guard let number = context.withRecord(of: owner, { bar.holds($0.node) ? $0.payloadNumber : nil }) ?? nil,
                    let known = bar.payload(numbered: number)
                else { return false }
                tapsLendingABar += 1
                defer { tapsLendingABar -= 1 }
                known._withUnsafeGuaranteedRef { body(bar, $0) }
                return true
            }
            if lent { return true }
        }
        // Reading the bar and the payload out of the record, the records' arrays are retained around the read.
        guard let (bar, tabs) = tappedTabBar(owner, in: context) else { return false }
        if let tabs { body(bar, tabs) }
        return true
    }

    /// The tab bar of coordinator object `object`, not the one tapped last, when it is a ``TabCoordinatable``.
    private func tabBar(of object: AnyObject) -> TappedTabBar? {
        let bar: TappedTabBar
        if let known = tabBars[ObjectIdentifier(object)] {
            bar = known
        } else {
            // What the object is, found once per type (``PlacementKind``), rather than asked of the object twice
            // (each conformance asked costs a few hundred instructions): a navigation coordinator is also asked
            // whether it has tabs.
            switch PlacementKind.of(object) {
            case .tabs(let type): bar = TappedTabBar(type.viewing(object), isNavigation: false)
            case .navigation:
                guard let coordinator = object as? any TabCoordinatable else { return nil }
                bar = TappedTabBar(coordinator, isNavigation: true)
            case .wrapper, .other: return nil
            }
        }
        // The bar tapped before is kept by its object once another is tapped: an app instance with one tab bar
        // fills no table.
        if let last = lastTabBar {
            if tabBars.count >= ScreenMemo.limit, tapsLendingABar == 0 { tabBars.removeAll() }
            tabBars[ObjectIdentifier(last.coordinator)] = last
        }
        lastTabBar = bar
        return bar
    }
}

extension TabCoordinatable {
    /// The tab declaration at `keyPath` (a route entry's canonical key path), read through its typed key path
    /// as ``setUpTabs(_:observer:)`` reads it (``TabReaders``).
    fileprivate func tabDeclaration(at keyPath: AnyKeyPath) -> (any TabDeclaration)? {
        guard let typed = keyPath as? PartialKeyPath<Self> else { return nil }
        return TabReaders.shared.declaration(at: typed, canonical: keyPath, on: self)
    }

    /// The user tapped tab `index` of this coordinator's tab bar (registered as `id` in `context`, its own; its
    /// payload `tabs`): selects it and calls its `onTapped`, with `isRepeat` when it was selected already.
    func userTapped(
        tab index: Int, isRepeat: Bool, id: CoordinatorID, tabs: TappedTabs, bar: TappedTabBar, observer: DeclarativeObserver,
        in context: NavigationContext
    ) {
        guard tabs.payload.tabs.indices.contains(index) else { return }
        // A tab with a tap handler is rendered after its handler, which may change anything: no note is made
        // for it before (a change would then copy the records that note holds, a second copy in one tap).
        let hasHandler = tabs.payload.tabs[index].hasTapHandler
        if tabs.payload.activeTab != index, let selected = tabs.selecting(index) {
            // The window's tab bar with only its selection changed: the state's note gives the new layout.
            var shown: LayoutNote?
            if !hasHandler, !bar.isNavigation, let note = context.state.styleNote as? LayoutNote,
                note.showsTabBar(of: id, selecting: index, in: context)
            {
                shown = note
            }
            context.setPayload(numbered: consume selected, of: id)
            if let shown {
                // A note just made shows the window as it is (no handler to run): only its faults to record, before
                // the note is handed to the state (then not retained again here).
                let noted = shown.selecting(index, in: context)
                context.recordFaults(of: noted)
                context.state.styleNote = consume noted
                observer.selectionsFromNote += 1
                return
            }
        }
        // Selecting changes neither the tabs nor the children: the tab's coordinator is found from this payload,
        // among the children read where the state holds them (the tree read from the state is copied whole).
        if hasHandler,
            let declaration = bar.declaration(ofTab: index, of: tabs.payload.tabs.count, key: tabs.payload.tabs[index].route.key)
        {
            let child = tabs.childIndices[index].flatMap { position in
                context.withRecord(of: id) { record in
                    let children = record.children
                    return children.indices.contains(position) ? children[position] : nil
                } ?? nil
            }
            if let content = child.flatMap(context.coordinator) ?? declaration.makeOutput(for: self, input: nil) {
                declaration.tapped(self, isRepeat: isRepeat, content: content)
            }
        }
        context.renderDeclarative()
    }
}

extension LayoutNote {
    /// Whether the note's layout, with tab `index` of the window's tab bar selected, is what `state` shows:
    /// the state holds the noted tree and model, the window's coordinator is the tab coordinator `id` (not
    /// also a navigation coordinator: the caller knows), whose tab bar is the layout's root, and the window is
    /// the one the layout was applied to with that tab selected.
    func showsTabBar(of id: CoordinatorID, selecting index: Int, in context: NavigationContext) -> Bool {
        guard tree.words.count >= 4, tree.words[0] == UInt64(bitPattern: Int64(id.rawValue)), rootTabsOwner == id,
            context.state.window.root?.selectedTab == index, tree.isCurrent(in: context.state.coordinators),
            wasPlaced(withModelOf: context), let appliedWindow
        else { return false }
        return context.state.window.isUnchanged(since: appliedWindow, ignoringRootSelection: true)
    }

    /// The note of `context`'s state, which is this note's with the window coordinator's payload changed to
    /// select tab `index` of the same tabs (see ``showsTabBar(of:selecting:in:)``): what a render would
    /// note (``layout(of:firstDifference:root:in:model:)``), the tree not read again and the window not compared again.
    /// The layout is shared with this note, not copied (``selecting(_:tree:model:appliedWindow:)``).
    func selecting(_ index: Int, in context: NavigationContext) -> LayoutNote {
        selecting(index, tree: tree.withRootPayload(in: context.state.coordinators), model: model, appliedWindow: context.state.window)
    }
}

extension Container {
    /// The selected tab's index, when this is a tab bar with one (read without copying the bar).
    fileprivate var selectedTab: Int? {
        if case .tabs(let tabs) = self { tabs.selectedIndex } else { nil }
    }
}
