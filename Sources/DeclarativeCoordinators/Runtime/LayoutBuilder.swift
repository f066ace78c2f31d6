import NavigationModel

/// A stack of the layout being built: a window slot, and a tab index when the slot holds tabs.
struct StackAddress: Equatable {
    let slot: WindowSlot
    let tab: Int?
}

/// Builds a ``WindowLayout``: walks the coordinator tree from the window's coordinator, placing screens
/// in stacks, opening presentations and tab bars, and handing each screen the routers around it.
struct LayoutBuilder {
    /// The coordinators of the state being laid out (all a placement reads of it but the model, which
    /// ``init(coordinators:model:memo:placements:layout:routed:)`` hands the placement memo).
    let coordinators: CoordinatorTree
    /// Screens made by earlier builds in this app instance, reused when nothing they depend on changed.
    let memo: ScreenMemo?
    /// Coordinators placed by earlier builds in this app instance, replayed when neither their subtree nor
    /// where they are placed changed.
    let placements: PlacementMemo?
    /// The layout built so far: empty, or the one a build changes.
    var layout: WindowLayout
    /// The window's coordinator: when it places a tab bar at the root, the layout notes each tab's ranges.
    var tabRangesOf: CoordinatorID?
    /// The navigation coordinators whose placement ends a region's walk (the whole window, or each tab of the
    /// window's tab bar), region by region, deepest first within one (``Spines``); `nil` when not noted.
    var spines: [TailPlacement]?
    /// How many regions the layout has, when spines are noted.
    var spineRegions = 1
    /// The region being placed, and where its presentations and faults start.
    var region = 0
    var regionBase = RegionBase.zero
    /// Whether the coordinator placed next ends its region's walk: set just before placing it.
    var tail = false
    /// The declaration the routing call being rendered read, from which the screen of its route is made.
    var routed: RoutedDeclaration?
    /// Every change made to ``layout`` so far, in order (kept only with a placement memo).
    private var log: [LayoutOp] = []
    /// Ops before this position in ``log`` are never joined with later ones (a placement or a checkpoint
    /// refers to where they end).
    private var unsplittable = 0
    /// This build's log, filled in when the build ends, for the placements it records (with a placement memo).
    private let logBox: LayoutLog?
    /// Per coordinator being placed (innermost last), the children placed inside it so far.
    private var placedChildren: [[(CoordinatorID, Placement)]] = []
    /// What the coordinator placed last was placed from: whether its payload was of the kind expected
    /// (else the placement is never replayed), for a navigation coordinator its stack, with where each of
    /// its items ended, and for a tab coordinator its tabs.
    private var lastPlaced = Placed(replayable: false, stack: nil)
    /// The kinds of the coordinator types placed last.
    private var kinds = RecentPlacementKinds()
    /// ``coordinators``' records, lent by the outermost placement to every placement inside it: read out of
    /// ``coordinators`` at each, their arrays are retained and released again (the builder changes meanwhile).
    private var records: CoordinatorRecordBuffers?

    private struct Placed {
        let replayable: Bool
        let stack: Placement.Stack?
        var tabs: Placement.Tabs? = nil
    }

    /// A builder for the state with `coordinators` and `model`, starting from `layout` (a layout assigned to a
    /// builder made destroys the empty one it held), lent `routed`.
    init(
        coordinators: CoordinatorTree, model: AnyHashable?, memo: ScreenMemo?, placements: PlacementMemo?,
        layout: WindowLayout = WindowLayout(), routed: RoutedDeclaration? = nil
    ) {
        self.coordinators = coordinators
        self.memo = memo
        self.placements = placements
        self.layout = layout
        self.routed = routed
        logBox = placements == nil ? nil : LayoutLog()
        placements?.beginBuild(model: model)
    }

    /// The layout, once everything is placed: moved out of the builder, so that the caller changing it does
    /// not copy its arrays.
    mutating func finish() -> WindowLayout {
        logBox?.ops = log
        log = []
        // Spines noted in the builder, else those set on the layout (a tail patch's: ``Spines/replacing(_:with:)``).
        if let spines { layout.spines = Spines(entries: spines, regions: spineRegions) }
        spines = nil
        // Only when one is empty: removing changes the array in place, which copies it when it is shared.
        if layout.presentations.contains(where: { $0.content == nil }) {
            layout.presentations.removeAll { $0.content == nil }
            layout.tabRanges = nil
            layout.spines = nil
        }
        // Moved out, an empty layout left in its place (`swap`, or returning a local, copies the layout and
        // destroys the copy).
        return withUnsafeMutablePointer(to: &layout) { layout in
            let moved = layout.move()
            layout.initialize(to: WindowLayout())
            return moved
        }
    }

    // MARK: Placing coordinators

    /// Places coordinator `id` at `address` and returns where its last item ends up (what is placed next
    /// is shown from there). `opener` owns a stack that has to be created for a screen at a pending slot.
    ///
    /// With a placement memo, a coordinator placed before with the same record, the same subtree and the
    /// same surroundings is not walked again: the changes its placement made are replayed.
    @discardableResult
    mutating func place(
        _ id: CoordinatorID, at address: StackAddress, opener: CoordinatorID, environment: [RouterScope], origin: Origin?
    ) -> StackAddress {
        guard let records else { return placeLendingRecords(id, at: address, opener: opener, environment: environment, origin: origin) }
        let isTail = tail
        tail = false
        // The record is read where the records hold it (the builder's, unchanged while it builds): copied out
        // (even to be passed on), each of its parts is retained, and released again.
        guard let record = records.record(of: id) else { return address }
        return place(record, at: address, opener: opener, environment: environment, origin: origin, isTail: isTail)
    }

    /// ``place(_:at:opener:environment:origin:)`` for the outermost placement, which lends ``records``. Out of line:
    /// the placements inside it, which ``place(_:at:opener:environment:origin:)`` is inlined into, do not need it.
    @inline(never)
    private mutating func placeLendingRecords(
        _ id: CoordinatorID, at address: StackAddress, opener: CoordinatorID, environment: [RouterScope], origin: Origin?
    ) -> StackAddress {
        coordinators.all.withBuffers { lent in
            records = lent
            defer { records = nil }
            return place(id, at: address, opener: opener, environment: environment, origin: origin)
        }
    }

    /// ``place(_:at:opener:environment:origin:)`` for the coordinator whose record `record` points at. Out of line:
    /// inlined into ``place(_:at:opener:environment:origin:)``, it was inlined with it into every placing method,
    /// which grew to several times their size.
    @inline(never)
    private mutating func place(
        _ record: CoordinatorRecordPointer, at address: StackAddress, opener: CoordinatorID, environment: [RouterScope],
        origin: Origin?, isTail: Bool
    ) -> StackAddress {
        let id = record.id
        guard let object = record.object else { return address }
        let pending = isPending(address)
        let opener = pending ? id : opener
        guard let placements, let logBox else {
            return placeRecord(record, object, at: address, opener: opener, environment: environment, origin: origin, isTail: isTail)
        }
        // The memo compares the record and keeps its parts: copied once.
        let current = record.pointee
        let surroundings = Placement.Surroundings(
            tab: address.tab, pending: pending, opener: opener, environment: environment, origin: origin)
        // A placement of this build (the same coordinator placed twice) has no log to replay yet.
        var previous: Placement?
        if let known = placements[object], known.log !== logBox, known.surroundings.matches(surroundings) {
            if placements.isValid(known, current, in: coordinators) {
                placedChildren.indices.last.map { placedChildren[$0].append((id, known)) }
                return replay(known, at: address)
            }
            if let selected = placements.selectionChange(known, current, in: coordinators),
                let end = replaySelecting(selected, of: known, current, at: address, surroundings: surroundings)
            {
                return end
            }
            previous = known
        }
        let start = log.count
        unsplittable = start
        let anchor = Placement.Anchor(slot: address.slot, base: layout.presentations.count)
        let before = footprint(at: address)
        placedChildren.append([])
        let end = placeRecord(
            record, object, at: address, opener: opener, environment: environment, origin: origin, previous: previous,
            isTail: isTail)
        let placed = lastPlaced
        unsplittable = log.count
        let children = placedChildren.removeLast()
        let placement = Placement(
            id: id, object: object, replayable: placed.replayable, payloadNumber: current.payloadNumber,
            children: current.children,
            placedChildren: children, surroundings: surroundings, anchor: anchor, log: logBox, range: start..<log.count,
            end: end, stack: placed.stack, net: netEffect(at: address, since: before), tabs: placed.tabs)
        placements.remember(placement)
        placedChildren.indices.last.map { placedChildren[$0].append((id, placement)) }
        return end
    }

    /// The name of the active root of `id` when it is a navigation coordinator; `nil` for any other. Only a
    /// navigation coordinator has a stack payload: the others' payloads are not cast to one.
    mutating func activeRootName(of id: CoordinatorID) -> String? {
        // Read in place: out of ``CoordinatorTree/all``, the records are retained, and a record copied to ask it
        // for its payload.
        guard let object = coordinators.object(of: id), case .navigation = kinds.kind(of: object) else { return nil }
        return coordinators.payload(of: id, as: StackPayload.self)?.root.name
    }

    /// Replays what `placement` did (its net effect), at `address` and after the presentations placed so far.
    private mutating func replay(_ placement: Placement, at address: StackAddress) -> StackAddress {
        let relocation = Placement.Relocation(
            from: placement.anchor, to: Placement.Anchor(slot: address.slot, base: layout.presentations.count))
        for op in placement.net { apply(relocation.apply(to: op)) }
        return relocation.apply(to: placement.end)
    }

    /// A tab coordinator placed before whose tabs, children and placed children are unchanged but whose
    /// selected tab is `selected`: replays its placement with that tab selected, and remembers the result.
    private mutating func replaySelecting(
        _ selected: Int, of known: Placement, _ record: CoordinatorRecord, at address: StackAddress,
        surroundings: Placement.Surroundings
    ) -> StackAddress? {
        guard let logBox, let tabs = known.tabs, let payload = record.payload as? TabsPayload,
            case .putContainer(let slot, .tabs(var container))? = known.net.first, container.owner == record.id
        else { return nil }
        container.selected = selected
        var net = known.net
        net[0] = .putContainer(slot, .tabs(container))
        let relocation = Placement.Relocation(
            from: known.anchor, to: Placement.Anchor(slot: address.slot, base: layout.presentations.count))
        let start = log.count
        unsplittable = start
        for op in net { apply(relocation.apply(to: op)) }
        unsplittable = log.count
        let end = tabs.ends.indices.contains(selected) ? tabs.ends[selected] : known.anchor.address(tab: nil)
        let placement = Placement(
            id: record.id, object: known.object, replayable: true,
            payloadNumber: record.payloadNumber, children: record.children,
            placedChildren: known.placedChildren, surroundings: surroundings,
            anchor: Placement.Anchor(slot: address.slot, base: relocation.to.base), log: logBox, range: start..<log.count,
            end: relocation.apply(to: end), stack: nil, net: net.map(relocation.apply(to:)),
            tabs: Placement.Tabs(payload: payload, ends: tabs.ends.map(relocation.apply(to:))))
        placements?.remember(placement)
        placedChildren.indices.last.map { placedChildren[$0].append((record.id, placement)) }
        return placement.end
    }

    /// What the layout held, before a placement, of what the placement can change: a placement at
    /// `address` fills the slot's container when the slot is empty, a tab's stack when that tab is
    /// pending, and otherwise only appends screens to the stack at `address`; it also opens presentations
    /// and records faults, after those there already.
    private struct Footprint {
        enum Target {
            case container
            case tabStack
            case screens(from: Int)
        }

        let target: Target
        let presentations: Int
        let faults: Int
    }

    private func footprint(at address: StackAddress) -> Footprint {
        let target: Footprint.Target
        switch container(at: address.slot) {
        case nil:
            target = .container
        case .tabs(let tabs)?:
            if let tab = address.tab, tabs.stacks.indices.contains(tab), tabs.stacks[tab] == nil {
                target = .tabStack
            } else {
                target = .screens(from: stack(at: address)?.screens.count ?? 0)
            }
        case .stack(let stack)?:
            target = .screens(from: stack.screens.count)
        }
        return Footprint(target: target, presentations: layout.presentations.count, faults: layout.faults.count)
    }

    /// The changes made since `before` at `address` and after it, as a few ops that make them again.
    private func netEffect(at address: StackAddress, since before: Footprint) -> [LayoutOp] {
        var ops: [LayoutOp] = []
        switch before.target {
        case .container:
            if let container = container(at: address.slot) { ops.append(.putContainer(address.slot, container)) }
        case .tabStack:
            if let stack = stack(at: address) { ops.append(.putStack(address, stack)) }
        case .screens(let from):
            if let stack = stack(at: address), stack.screens.count > from {
                ops.append(.appendScreens(address, Array(stack.screens[from...])))
            }
        }
        if layout.presentations.count > before.presentations {
            ops.append(.appendPresentations(Array(layout.presentations[before.presentations...])))
        }
        if layout.faults.count > before.faults { ops.append(.faults(Array(layout.faults[before.faults...]))) }
        return ops
    }

    /// `object` is the record's, handed over: its view (``NavigationCoordinatable/viewing(_:)``) takes the reference.
    private mutating func placeRecord(
        _ record: CoordinatorRecordPointer, _ object: consuming AnyObject, at address: StackAddress, opener: CoordinatorID,
        environment: [RouterScope], origin: Origin?, previous: Placement? = nil, isTail: Bool
    ) -> StackAddress {
        let id = record.id
        switch kinds.kind(of: object) {
        case .navigation(let type):
            let navigation = type.viewing(object)
            let end = placeNavigation(
                navigation, record, at: address, opener: opener, environment: environment, origin: origin, previous: previous,
                isTail: isTail)
            return end
        case .tabs(let type):
            let tabs = type.viewing(object)
            return placeTabs(tabs, record, at: address, environment: environment, origin: origin)
        case .wrapper(let type):
            let wrapper = type.viewing(object)
            if wrapper.providesNavigationView { openStack(at: address, owner: id) }
            var end = address
            if let child = record.children.first {
                tail = isTail
                end = place(child, at: address, opener: opener, environment: environment, origin: origin)
            }
            // Without payload (its number is zero): asked of the number, the payload is not copied out of its box.
            lastPlaced = Placed(replayable: record.payloadNumber == 0, stack: nil)
            return end
        case .other:
            lastPlaced = Placed(replayable: false, stack: nil)
            return address
        }
    }

    /// Places a navigation coordinator's root, then its items, each from where the one before ended. With
    /// `previous` (its placement in an earlier build, in the same surroundings), the root and the items the
    /// two stacks share, with their coordinators unchanged, are replayed rather than placed again: an
    /// operation that pushes or pops places only the items it changed.
    private mutating func placeNavigation(
        _ navigation: any NavigationCoordinatable, _ record: CoordinatorRecordPointer, at address: StackAddress,
        opener: CoordinatorID, environment: [RouterScope], origin: Origin?, previous: Placement?, isTail: Bool
    ) -> StackAddress {
        lastPlaced = Placed(replayable: false, stack: nil)
        guard let payload = record.payload(as: StackPayload.self) else { return address }
        let id = record.id
        let recording = placements != nil
        var ends: [Placement.Checkpoint] = []
        // One mark for the root and one per item, in an array made at its size.
        var marks: [TailPlacement.Mark]? = isTail && spines != nil ? [] : nil
        if !payload.items.isEmpty { marks?.reserveCapacity(payload.items.count + 1) }
        // A stack without items placed from its root (every stack a launch sets up) has its root's mark alone,
        // written straight into its spine entry rather than into an array of one made and freed for it.
        var onlyMark: TailPlacement.Mark?
        var cursor = address
        var first = 0
        // The position in `children` of the next coordinator item's coordinator.
        var position = payload.root.isCoordinator ? 1 : 0
        if let previous, let shared = sharedPrefix(of: payload, record.children, with: previous) {
            cursor = replayPrefix(of: previous, through: shared, at: address, into: &ends, marks: &marks)
            first = shared
            position = previous.stack?.ends[shared].children ?? position
        } else {
            if payload.root.isCoordinator, let child = record.children.first {
                tail = isTail && payload.items.isEmpty
                // One array, one allocation (a concatenation makes the appended one first).
                var rootEnvironment = environment
                rootEnvironment.append(RouterScope(navigation, position: -1))
                cursor = place(child, at: cursor, opener: opener, environment: rootEnvironment, origin: origin)
            } else {
                withUnsafePointer(to: payload.root) { root in
                    environment.withUnsafeBufferPointer { outer in
                        withUnsafePointer(to: navigation) { innermost in
                            placeView(
                                root, of: navigation, owner: id, at: cursor, opener: opener,
                                environment: RouterEnvironment(outer, innermost: innermost, position: -1), origin: origin)
                        }
                    }
                }
            }
            if recording { ends.append(checkpoint(cursor, children: position)) }
            if marks != nil {
                if payload.items.isEmpty {
                    onlyMark = mark(cursor, children: position)
                } else {
                    marks?.append(mark(cursor, children: position))
                }
            }
        }
        if first < payload.items.count {
            cursor = placeItems(
                of: navigation, id, children: record.children, payload, from: first, at: cursor, position: position,
                opener: opener, environment: environment, isTail: isTail, recording: recording, ends: &ends, marks: &marks)
        }
        lastPlaced = Placed(replayable: true, stack: recording ? Placement.Stack(payload: payload, ends: ends) : nil)
        if let marks {
            let markCount = onlyMark == nil ? marks.count : 1
            // The payload's last use: moved into the entry, not copied (made in the argument: a local would be
            // copied into it, retaining its parts).
            spines?.append(TailPlacement.make(
                TailPlacementFields(
                    id: id, region: region, navigation: navigation, payload: consume payload, opener: opener,
                    environment: environment, markCount: markCount),
                markCount: markCount
            ) { elements in
                if let onlyMark {
                    elements.initialize(to: onlyMark)
                } else {
                    marks.withUnsafeBufferPointer { elements.initialize(from: $0.baseAddress!, count: $0.count) }
                }
            })
        }
        return cursor
    }

    /// Places the items of navigation coordinator `id`, whose children are `children`, from `first` on, the
    /// first from `cursor`, with `position` the index in its children of the next coordinator item's
    /// coordinator; notes where each ended in `ends` when `recording` (for its placement) and in `marks` (when
    /// it ends its region); returns where the last ended.
    mutating func placeItems(
        of navigation: any NavigationCoordinatable, _ id: CoordinatorID, children: [CoordinatorID], _ payload: StackPayload,
        from first: Int, at start: StackAddress, position firstPosition: Int, opener: CoordinatorID, environment: [RouterScope],
        isTail: Bool, recording: Bool, ends: inout [Placement.Checkpoint], marks: inout [TailPlacement.Mark]?
    ) -> StackAddress {
        var cursor = start
        var position = firstPosition
        for index in payload.items.indices.dropFirst(first) {
            // Read where the payload holds the item: an item copied out has its route's parts retained, and a
            // coordinator item needs nothing else of it.
            let (presentation, isCoordinator) = payload.items.withUnsafeBufferPointer { items in
                let item = items.baseAddress! + index
                return (item.pointee.presentation, item.route.pointee.isCoordinator)
            }
            let itemOrigin = Origin(coordinator: id, index: index)
            var itemOpener = opener
            if let kind = presentation.presentationKind {
                apply(.present(kind, presenter: id))
                cursor = StackAddress(slot: .presented(layout.presentations.count - 1), tab: nil)
                itemOpener = id
            }
            // The item's router scope is made where it is used (one made before both branches is copied
            // into the one taken, retaining its coordinator a second time).
            if isCoordinator, children.indices.contains(position) {
                tail = isTail && index == payload.items.count - 1
                // One array, one allocation (a concatenation makes the appended one first).
                var itemEnvironment = environment
                itemEnvironment.append(RouterScope(navigation, position: index))
                cursor = place(children[position], at: cursor, opener: itemOpener, environment: itemEnvironment, origin: itemOrigin)
            } else {
                // The route lent where the payload holds it (``placeView(_:of:owner:at:opener:environment:origin:)``).
                payload.items.withUnsafeBufferPointer { items in
                    environment.withUnsafeBufferPointer { outer in
                        withUnsafePointer(to: navigation) { innermost in
                            placeView(
                                (items.baseAddress! + index).route, of: navigation, owner: id, at: cursor, opener: itemOpener,
                                environment: RouterEnvironment(outer, innermost: innermost, position: index), origin: itemOrigin)
                        }
                    }
                }
            }
            if isCoordinator { position += 1 }
            if recording { ends.append(checkpoint(cursor, children: position)) }
            if marks != nil { marks?.append(mark(cursor, children: position)) }
        }
        return cursor
    }

    /// Where the region's layout stands now, with the next item placed at `cursor`. Mutating although it
    /// changes nothing: the placing methods that call it hold the builder in place, and a non-mutating call
    /// from them copies the whole builder (retaining each of its arrays) to read it.
    mutating func mark(_ cursor: StackAddress, children: Int) -> TailPlacement.Mark {
        TailPlacement.Mark(
            cursor: regionBase.relative(cursor), screens: placedScreens(at: cursor),
            presentations: layout.presentations.count - regionBase.presentations,
            faults: layout.faults.count - regionBase.faults, children: children)
    }

    /// Where the log, the cursor and the children placed stand now.
    private mutating func checkpoint(_ cursor: StackAddress, children: Int) -> Placement.Checkpoint {
        unsplittable = log.count
        return Placement.Checkpoint(log: log.count, cursor: cursor, placed: placedChildren.last?.count ?? 0, children: children)
    }

    /// The number of leading items `payload` shares with `previous`'s stack (the root included, and the
    /// coordinators of those items, which must still be placed as they were); `nil` when the roots differ.
    private func sharedPrefix(of payload: StackPayload, _ children: [CoordinatorID], with previous: Placement) -> Int? {
        guard let placements, let stack = previous.stack, stack.payload.root == payload.root else { return nil }
        let old = stack.payload.items
        var shared = 0
        let limit = min(old.count, payload.items.count)
        while shared < limit, old[shared] == payload.items[shared] { shared += 1 }
        while true {
            let end = stack.ends[shared]
            if children.prefix(end.children) == previous.children.prefix(end.children),
                previous.placedChildren.prefix(end.placed).allSatisfy({ child, placement in
                    coordinators[child].map { placements.isValid(placement, $0, in: coordinators) } ?? false
                })
            {
                return shared
            }
            if shared == 0 { return nil }
            shared -= 1
        }
    }

    /// Replays `previous`'s root and first `shared` items at `address`, noting where each ended in `ends`,
    /// and returns where the last one ended.
    private mutating func replayPrefix(
        of previous: Placement, through shared: Int, at address: StackAddress, into ends: inout [Placement.Checkpoint],
        marks: inout [TailPlacement.Mark]?
    ) -> StackAddress {
        guard let stack = previous.stack else { return address }
        let relocation = Placement.Relocation(
            from: previous.anchor, to: Placement.Anchor(slot: address.slot, base: layout.presentations.count))
        var next = previous.range.lowerBound
        for end in stack.ends.prefix(shared + 1) {
            for op in previous.log.ops[next..<end.log] { apply(relocation.apply(to: op)) }
            next = end.log
            placedChildren[placedChildren.count - 1].append(
                contentsOf: previous.placedChildren[(placedChildren.last?.count ?? 0)..<end.placed])
            ends.append(checkpoint(relocation.apply(to: end.cursor), children: end.children))
            if marks != nil { marks?.append(mark(relocation.apply(to: end.cursor), children: end.children)) }
        }
        return relocation.apply(to: stack.ends[shared].cursor)
    }

    /// Places a tab coordinator's tab bar and each tab's content; returns where the selected tab ends. Notes in
    /// ``lastPlaced`` whether its payload was a tab payload and, when the tab bar was placed and placements are
    /// recorded, its payload and where every tab ended.
    private mutating func placeTabs(
        _ tabs: any TabCoordinatable, _ record: CoordinatorRecordPointer, at address: StackAddress, environment: [RouterScope],
        origin: Origin?
    ) -> StackAddress {
        guard let payload = record.payload(as: TabsPayload.self) else {
            lastPlaced = Placed(replayable: false, stack: nil)
            return address
        }
        let id = record.id
        guard isPending(address), address.tab == nil else {
            apply(.fault(DeclarativeFault.tabsInsideStack.fault(
                "\(record.node.pointee.typeName) is shown inside a navigation stack or a tab; its tabs are not modelled there",
                coordinator: tabs)))
            lastPlaced = Placed(replayable: true, stack: nil)
            return address
        }
        apply(.setTabs(address.slot, LayoutTabs(
            owner: id, tabs: payload.tabs, stacks: filled(nil, count: payload.tabs.count), selected: payload.activeTab)))
        var tabEnvironment = environment
        tabEnvironment.append(RouterScope(tabs, position: nil))
        var selectedEnd = address
        // Where each tab ended, for the tab bar's placement: noted only when placements are recorded.
        let recording = placements != nil
        var ends: [StackAddress] = []
        if recording { ends.reserveCapacity(payload.tabs.count) }
        var position = 0
        let notesRanges = id == tabRangesOf && address == StackAddress(slot: .root, tab: nil)
        var ranges: [WindowLayout.TabRange] = []
        if notesRanges { ranges.reserveCapacity(payload.tabs.count) }
        let notesSpines = notesRanges && spines != nil
        if notesSpines {
            // Room for a spine per tab from the start (most tabs end at one navigation coordinator): appending
            // to an empty array grows it at every doubling.
            spines = []
            spines?.reserveCapacity(payload.tabs.count)
            spineRegions = payload.tabs.count
        }
        // By index, so that the tab's entry is read in place rather than copied out.
        for index in payload.tabs.indices {
            let start = (presentations: layout.presentations.count, faults: layout.faults.count)
            defer {
                if notesRanges {
                    ranges.append(WindowLayout.TabRange(
                        presentations: start.presentations..<layout.presentations.count, faults: start.faults..<layout.faults.count))
                }
            }
            let tabAddress = StackAddress(slot: address.slot, tab: index)
            var end = tabAddress
            let isCoordinator = payload.tabs[index].route.isCoordinator
            if isCoordinator { position += 1 }
            // The children read where the record holds them: copied out, the array is retained.
            if isCoordinator, record.node.pointee.children.indices.contains(position - 1) {
                let child = record.node.pointee.children[position - 1]
                if notesSpines {
                    region = index
                    regionBase = RegionBase(presentations: start.presentations, faults: start.faults)
                    tail = true
                }
                end = place(child, at: tabAddress, opener: child, environment: tabEnvironment, origin: origin)
            } else {
                payload.tabs.withUnsafeBufferPointer { tabEntries in
                    tabEnvironment.withUnsafeBufferPointer { outer in
                        placeView(
                            UnsafePointer(tabEntries.baseAddress! + index).pointer(to: \.route)!, of: tabs, owner: id,
                            at: tabAddress, opener: id, environment: RouterEnvironment(outer), origin: origin)
                    }
                }
            }
            if index == payload.activeTab { selectedEnd = end }
            if recording { ends.append(end) }
        }
        if notesRanges { layout.tabRanges = ranges }
        lastPlaced = Placed(replayable: true, stack: nil, tabs: recording ? Placement.Tabs(payload: payload, ends: ends) : nil)
        return selectedEnd
    }

    /// Places the screen of the route `entry` points at (where its payload holds it: an item's route read out of its
    /// array, or passed on as a value, is copied first, each of its parts retained: ``RouteEntry/equal(_:_:)``), made by
    /// `coordinator`'s factory, with the router it asks for.
    private mutating func placeView(
        _ entry: UnsafePointer<RouteEntry>, of coordinator: any Coordinatable, owner: CoordinatorID, at address: StackAddress,
        opener: CoordinatorID, environment: RouterEnvironment, origin: Origin?
    ) {
        var made: MadeScreen
        if let memo {
            let key = ScreenMemo.Key(owner: owner, coordinator: coordinator, entry: entry.pointee, environment: environment.scopes)
            if let known = memo[key] {
                made = known
            } else {
                made = makeScreen(entry, of: coordinator, owner: owner, environment: environment)
                memo.remember(made, for: key, coordinator: coordinator)
            }
        } else {
            made = makeScreen(entry, of: coordinator, owner: owner, environment: environment)
        }
        if let fault = made.fault { apply(.fault(fault)) }
        // Taken out, not copied (a copy retains each of its parts, released with `made`).
        guard let screen = made.screen.take() else { return }
        openStack(at: address, owner: opener)
        appendScreen(LayoutScreen(screen: screen, origin: origin), at: address)
    }

    /// Calls the factory of `entry` and binds the screen's actions to the router it asks for: through the
    /// route's typed maker when its key path has one, else the general way (which also reports a factory
    /// that cannot run).
    private func makeScreen(
        _ entry: UnsafePointer<RouteEntry>, of coordinator: any Coordinatable, owner: CoordinatorID, environment: RouterEnvironment
    ) -> MadeScreen {
        // The key read where the entry holds it (bound to a local, it is retained).
        entry.pointee.key.screens?.make(
            coordinator, entry, owner, environment, routed?.declaration(of: entry.pointee.key, on: coordinator))
            ?? generalScreen(entry.pointee, of: coordinator, owner: owner, environment: environment)
    }

    // MARK: Containers

    /// The number of screens in the stack at `address`; `nil` when nothing was placed there yet or no stack
    /// is there. Read in place: ``stack(at:)`` copies the container and the stack out of the layout.
    /// Mutating only so that the builder is not copied to call it (see ``mark(_:children:)``).
    private mutating func placedScreens(at address: StackAddress) -> Int? {
        switch address.slot {
        case .root:
            return Self.placedScreens(in: layout.root, tab: address.tab)
        case .presented(let index):
            guard layout.presentations.indices.contains(index) else { return nil }
            return Self.placedScreens(in: layout.presentations[index].content, tab: address.tab)
        }
    }

    private static func placedScreens(in container: LayoutContainer?, tab: Int?) -> Int? {
        switch container {
        case .stack(let stack)?: stack.screens.count
        case .tabs(let tabs)?: tab.flatMap { tabs.stacks.indices.contains($0) ? tabs.stacks[$0]?.screens.count : nil }
        case nil: nil
        }
    }

    /// The stack that screens placed at `address` are appended to, if there is one.
    private func stack(at address: StackAddress) -> LayoutStack? {
        switch container(at: address.slot) {
        case .stack(let stack)?: stack
        case .tabs(let tabs)?: address.tab.flatMap { tabs.stacks.indices.contains($0) ? tabs.stacks[$0] : nil }
        case nil: nil
        }
    }

    private func container(at slot: WindowSlot) -> LayoutContainer? {
        switch slot {
        case .root: layout.root
        case .presented(let index): layout.presentations.indices.contains(index) ? layout.presentations[index].content : nil
        }
    }

    private mutating func setContainer(_ container: LayoutContainer, at slot: WindowSlot) {
        switch slot {
        case .root: layout.root = container
        case .presented(let index): if layout.presentations.indices.contains(index) { layout.presentations[index].content = container }
        }
    }

    /// Whether nothing has been placed at `address` yet. Read in place: ``container(at:)`` copies the
    /// container out of the layout.
    private func isPending(_ address: StackAddress) -> Bool {
        switch address.slot {
        case .root:
            return Self.isPending(layout.root, tab: address.tab)
        case .presented(let index):
            guard layout.presentations.indices.contains(index) else { return true }
            return Self.isPending(layout.presentations[index].content, tab: address.tab)
        }
    }

    private static func isPending(_ container: LayoutContainer?, tab: Int?) -> Bool {
        switch container {
        case nil: true
        case .stack?: false
        case .tabs(let tabs)?: tab.map { tabs.stacks.indices.contains($0) && tabs.stacks[$0] == nil } ?? false
        }
    }

    /// Creates a stack owned by `owner` at `address` when nothing is there yet.
    private mutating func openStack(at address: StackAddress, owner: CoordinatorID) {
        guard isPending(address) else { return }
        apply(.openStack(address, owner: owner))
    }

    // MARK: Changing the layout

    /// Appends `op` to the log; screens appended to the stack the last op appended to join that op, unless a
    /// placement or a checkpoint starts or ends between the two.
    private mutating func logged(_ op: LayoutOp) {
        if case .appendScreens(let address, let screens) = op, log.count > unsplittable,
            case .appendScreens(let last, var joined) = log[log.count - 1], last == address
        {
            log[log.count - 1] = .present(.sheet, presenter: CoordinatorID(0))
            joined.append(contentsOf: screens)
            log[log.count - 1] = .appendScreens(address, joined)
        } else {
            log.append(op)
        }
    }

    /// Makes one change to the layout, and logs it for the placements being recorded.
    private mutating func apply(_ op: LayoutOp) {
        if placements != nil { logged(op) }
        switch op {
        case .openStack(let address, let owner): createStack(at: address, owner: owner)
        case .appendScreens(let address, let screens):
            updateStack(at: address) { stack in
                if stack.screens.isEmpty { stack.screens = screens } else { stack.screens.append(contentsOf: screens) }
            }
        case .setTabs(let slot, let tabs): setContainer(.tabs(tabs), at: slot)
        case .present(let kind, let presenter): layout.presentations.append(LayoutPresentation(kind: kind, presenter: presenter, content: nil))
        case .fault(let fault): layout.faults.append(fault)
        case .putContainer(let slot, let container): setContainer(container, at: slot)
        case .putStack(let address, let stack): putTabStack(stack, at: address)
        case .appendPresentations(let presentations): layout.presentations.append(contentsOf: presentations)
        case .faults(let faults): layout.faults.append(contentsOf: faults)
        }
    }

    /// Appends one screen to the stack at `address`: as an op when placements are recorded, else in place,
    /// without the one-element array an op holds.
    private mutating func appendScreen(_ screen: consuming LayoutScreen, at address: StackAddress) {
        guard placements == nil else { return apply(.appendScreens(address, [screen])) }
        // Moved into the stack (appending the argument copies it).
        var screen = Optional(screen)
        updateStack(at: address) { $0.screens.append(screen.take()!) }
    }

    /// Keeps the first `count` screens of the stack at `address`; `false` when it has fewer or there is none.
    /// Its screens are counted in place (``placedScreens(at:)``: ``stack(at:)`` copies the stack out).
    mutating func cutStack(at address: StackAddress, to count: Int) -> Bool {
        guard let screens = placedScreens(at: address), screens >= count else { return false }
        if screens > count { updateStack(at: address) { $0.screens.removeSubrange(count...) } }
        return true
    }

    /// Creates a stack owned by `owner` at `address`, which is pending.
    private mutating func createStack(at address: StackAddress, owner: CoordinatorID) {
        guard case .tabs = container(at: address.slot) else {
            setContainer(.stack(LayoutStack(owner: owner)), at: address.slot)
            return
        }
        guard let tab = address.tab else { return }
        switch address.slot {
        case .root:
            Self.createTabStack(in: &layout.root, tab: tab, owner: owner)
        case .presented(let index):
            guard layout.presentations.indices.contains(index) else { return }
            Self.createTabStack(in: &layout.presentations[index].content, tab: tab, owner: owner)
        }
    }

    /// Puts `stack` as the stack of the pending tab at `address`.
    private mutating func putTabStack(_ stack: LayoutStack, at address: StackAddress) {
        guard let tab = address.tab else { return }
        switch address.slot {
        case .root:
            Self.putTabStack(stack, in: &layout.root, tab: tab)
        case .presented(let index):
            guard layout.presentations.indices.contains(index) else { return }
            Self.putTabStack(stack, in: &layout.presentations[index].content, tab: tab)
        }
    }

    private static func putTabStack(_ stack: LayoutStack, in container: inout LayoutContainer?, tab: Int) {
        guard case .tabs(var tabs) = container, tabs.stacks.indices.contains(tab) else { return }
        container = nil
        tabs.stacks[tab] = stack
        container = .tabs(tabs)
    }

    /// Creates tab `tab`'s stack in the tab bar `container` in place (taken out while it changes, so that its
    /// stacks are not copied).
    private static func createTabStack(in container: inout LayoutContainer?, tab: Int, owner: CoordinatorID) {
        guard case .tabs(var tabs) = container, tabs.stacks.indices.contains(tab) else { return }
        container = nil
        tabs.stacks[tab] = LayoutStack(owner: owner)
        container = .tabs(tabs)
    }

    /// Changes the stack at `address` in place (the container is taken out of the layout while it changes,
    /// so that its arrays are not copied).
    private mutating func updateStack(at address: StackAddress, _ body: (inout LayoutStack) -> Void) {
        switch address.slot {
        case .root:
            Self.update(&layout.root, tab: address.tab, body)
        case .presented(let index):
            guard layout.presentations.indices.contains(index) else { return }
            Self.update(&layout.presentations[index].content, tab: address.tab, body)
        }
    }

    private static func update(_ container: inout LayoutContainer?, tab: Int?, _ body: (inout LayoutStack) -> Void) {
        switch container {
        case .stack(var stack):
            container = nil
            body(&stack)
            container = .stack(stack)
        case .tabs(var tabs):
            guard let tab, tabs.stacks.indices.contains(tab), tabs.stacks[tab] != nil else { return }
            container = nil
            // Moved out of the stacks, not bound (a copy retains its screens, released again when the slot is cleared).
            var stack = tabs.stacks[tab].take()!
            body(&stack)
            tabs.stacks[tab] = stack
            container = .tabs(tabs)
        case nil:
            break
        }
    }
}

/// `count` times `value`, as `Array(repeating:count:)` makes it but without its look-up of the array's storage
/// type at run time (unspecialized in the standard library, it costs more than the few elements a layout
/// fills: a tab bar's stacks and spines).
private func filled<Element>(_ value: Element, count: Int) -> [Element] {
    var array: [Element] = []
    array.reserveCapacity(count)
    for _ in 0..<count { array.append(value) }
    return array
}
