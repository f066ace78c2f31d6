import NavigationModel

extension WindowLayout {
    /// The noted layout changed in place, when the only coordinator whose record differs from the noted tree
    /// is a navigation coordinator that ends its region's walk (``spines``) and its stack only grew by one
    /// item or was cut back, its root unchanged: a push, a presentation, a pop, a dismissal at the top of a
    /// tab or of the window.
    ///
    /// It is the layout a full placement gives: placing is a walk in which each item is placed from where
    /// the one before ended, so everything up to the coordinator's last unchanged item is placed as noted
    /// (the records before it and its kept children's subtrees are the same words, and so the same records);
    /// an appended item is placed from the noted end, with the routers and opener noted for the coordinator;
    /// a cut-back stack ends at the mark of its last kept item, and what was placed after that mark (screens
    /// pushed onto the stack there, later presentations and faults) is removed. Nothing follows in the region
    /// either way; the regions after it (other tabs) keep their content, after it in the same order.
    ///
    /// `first` is where `tree` first differs from the noted tree (``LayoutNote/Tree/firstDifference(from:)``);
    /// `routed` is the declaration the routing call being rendered read.
    static func patchTail(
        of noted: LayoutNote, tree: LayoutNote.Tree, firstDifference first: Int?, _ coordinators: CoordinatorTree,
        model: AnyHashable?, routed: RoutedDeclaration?
    ) -> WindowLayout? {
        guard noted.wasPlaced(with: model) else { return nil }
        // The builder starts from the noted layout, read once (each read of a part of `noted.layout` copies it
        // whole), and changes it (its arrays are copied once, where they change). Without the placement memo:
        // the coordinators placed here are new, and recording placements costs more than the rare full
        // placement that would replay them saves. Without the screen memo too: the screens placed here are
        // mostly new (three in four at 10,000 states of the benchmark's app), and storing each costs about as
        // much as making the few found again.
        var builder = LayoutBuilder(
            coordinators: coordinators, model: model, memo: nil, placements: nil, layout: noted.layout, routed: routed)
        guard let notedSpines = builder.layout.spines else { return nil }
        builder.layout.spines = nil
        let spines = notedSpines.entries
        let old = noted.tree
        // The first word that differs must be a payload number or a child count.
        guard let first, first % 4 >= 2 else { return nil }
        let offset = first - first % 4
        let id = CoordinatorID(Int(Int64(bitPattern: old.words[offset])))
        guard let index = spines.firstIndex(where: { $0.id == id }) else { return nil }
        let entry = spines[index]
        let region = entry.region
        // The region's entries start with its deepest.
        var regionStart = index
        while regionStart > 0, spines[regionStart - 1].region == region { regionStart -= 1 }
        let last = entry.lastMark(deepest: spines[regionStart])
        let navigation = entry.navigation
        let oldItems = entry.items
        guard let position = coordinators.position(of: id),
            case let (payload, children)? = stack(at: position, of: coordinators, showing: navigation),
            entry.hasRoot(payload.root), entry.markCount == oldItems.count + 1,
            let oldEnd = old.end(ofSubtrees: 1, from: offset), let newEnd = tree.end(ofSubtrees: 1, from: offset),
            Int(old.words[offset + 3]) == last.children,
            old.words[oldEnd...].elementsEqual(tree.words[newEnd...])
        else { return nil }
        let items = payload.items
        let childCount = Int(tree.words[offset + 3])
        // Whether the item appended, if one was, shows a coordinator (read in place: a subscript copies the item).
        let appendsCoordinator = items.count == oldItems.count + 1
            && items.withUnsafeBufferPointer { ($0.baseAddress! + oldItems.count).route.pointee.isCoordinator }

        // Where the region's presentations and faults start and end in the noted layout.
        let base: RegionBase
        let regionEnd: (presentations: Int, faults: Int)
        if let ranges = builder.layout.tabRanges {
            guard ranges.count == notedSpines.regions, case .tabs? = builder.layout.root else { return nil }
            base = RegionBase(presentations: ranges[region].presentations.lowerBound, faults: ranges[region].faults.lowerBound)
            regionEnd = (ranges[region].presentations.upperBound, ranges[region].faults.upperBound)
        } else {
            guard notedSpines.regions == 1 else { return nil }
            base = .zero
            regionEnd = (builder.layout.presentations.count, builder.layout.faults.count)
        }

        let cut: (presentations: Int, faults: Int)
        if items.count == oldItems.count + 1 {
            // An item appended: the kept children's subtrees as noted, the new item's coordinator (if any) after them.
            guard Self.items(items, beginWith: oldItems) else { return nil }
            let added = appendsCoordinator ? 1 : 0
            guard childCount == last.children + added, added == 1 || newEnd == oldEnd, oldEnd <= newEnd,
                tree.words[(offset + 4)..<oldEnd].elementsEqual(old.words[(offset + 4)..<oldEnd])
            else { return nil }
            cut = regionEnd
        } else if items.count < oldItems.count {
            // Cut back to its first `items.count` items: the layout as it stood at that item's mark.
            let mark = entry.mark(items.count)
            guard Self.items(oldItems, beginWith: items), childCount == mark.children, mark.screens != nil,
                let kept = old.end(ofSubtrees: mark.children, from: offset + 4),
                tree.words[(offset + 4)..<newEnd].elementsEqual(old.words[(offset + 4)..<kept])
            else { return nil }
            cut = (base.presentations + mark.presentations, base.faults + mark.faults)
        } else {
            return nil
        }

        // What follows the region (the later tabs' presentations and faults) is set aside, and put back after it.
        let laterPresentations = builder.layout.presentations[regionEnd.presentations...]
        let laterFaults = builder.layout.faults[regionEnd.faults...]
        builder.regionBase = base
        if cut.presentations < builder.layout.presentations.count { builder.layout.presentations.removeSubrange(cut.presentations...) }
        if cut.faults < builder.layout.faults.count { builder.layout.faults.removeSubrange(cut.faults...) }
        // The coordinator's new entry: its marks up to the last item kept (the last as the region's deepest
        // entry ends, read for its children), and the appended item's where it ended; one mark for the root and
        // one per item either way. The coordinator, its payload and its routers move into it (placing the
        // appended item reads them there).
        let fields = TailPlacementFields(
            id: id, region: region, navigation: consume navigation, payload: consume payload, opener: entry.opener,
            environment: entry.environment, markCount: items.count + 1)
        // The spines, in one array: the regions' before this one as they were, then this region's: what the new
        // item placed, the coordinator, and the coordinators around it as they were (their last items end where
        // the deepest ends, which ``TailPlacement/lastMark(deepest:)`` reads); then the other regions' as they were.
        var entries: [TailPlacement] = []
        entries.reserveCapacity(spines.count - (index - regionStart) + (appendsCoordinator ? 1 : 0))
        entries.append(contentsOf: spines[..<regionStart])
        let patched: TailPlacement
        if items.count > oldItems.count {
            // The coordinators the new item places that end the region are noted by the builder (a screen places
            // none), after the regions' before it.
            if appendsCoordinator {
                // Handed over, not shared (appending to a shared array copies it).
                builder.spines = entries
                entries = []
                builder.region = region
            }
            var ends: [Placement.Checkpoint] = []
            var unnoted: [TailPlacement.Mark]?
            let end = builder.placeItems(
                of: fields.navigation, id, children: children, fields.payload, from: oldItems.count,
                at: base.absolute(last.cursor), position: last.children, opener: entry.opener, environment: fields.environment,
                isTail: true, recording: false, ends: &ends, marks: &unnoted)
            let appended = builder.mark(end, children: childCount)
            if appendsCoordinator {
                entries = builder.spines ?? []
                builder.spines = nil
            }
            let kept = entry.markCount
            patched = TailPlacement.make(consume fields, markCount: kept + 1) { marks in
                entry.copyMarks(kept - 1, to: marks)
                (marks + kept - 1).initialize(to: last)
                (marks + kept).initialize(to: appended)
            }
        } else {
            let mark = entry.mark(items.count)
            let end = base.absolute(mark.cursor)
            guard let screens = mark.screens, builder.cutStack(at: end, to: screens) else { return nil }
            patched = TailPlacement.make(consume fields, markCount: items.count + 1) { marks in
                entry.copyMarks(items.count + 1, to: marks)
            }
        }
        // An empty presentation would be dropped and move the regions: the full path places the window.
        guard !builder.layout.presentations[min(cut.presentations, builder.layout.presentations.count)...]
            .contains(where: { $0.content == nil })
        else { return nil }

        entries.append(patched)
        entries.append(contentsOf: spines[(index + 1)...])

        // Finished in the builder, whose layout is moved out last (a layout changed after that was copied to be
        // returned).
        let added = (
            presentations: builder.layout.presentations.count - regionEnd.presentations,
            faults: builder.layout.faults.count - regionEnd.faults)
        if !laterPresentations.isEmpty { builder.layout.presentations.append(contentsOf: laterPresentations) }
        if !laterFaults.isEmpty { builder.layout.faults.append(contentsOf: laterFaults) }
        if added != (0, 0), var ranges = builder.layout.tabRanges {
            builder.layout.tabRanges = nil
            ranges[region].presentations = ranges[region].presentations.lowerBound..<(regionEnd.presentations + added.presentations)
            ranges[region].faults = ranges[region].faults.lowerBound..<(regionEnd.faults + added.faults)
            for later in ranges.indices where later > region {
                ranges[later] = ranges[later].shifted(presentations: added.presentations, faults: added.faults)
            }
            builder.layout.tabRanges = ranges
        }
        builder.spines = entries
        builder.spineRegions = notedSpines.regions
        return builder.finish()
    }

    /// The stack payload and the children of the record at `position` of `coordinators` when its object is
    /// `navigation`, read where the records hold it (a record copied out has each of its parts retained, and
    /// released again). The noted coordinator is the record's object (the note holds it: no other object has
    /// its address), so it is the navigation coordinator it was found to be.
    private static func stack(
        at position: Int, of coordinators: CoordinatorTree, showing navigation: any NavigationCoordinatable
    ) -> (payload: StackPayload, children: [CoordinatorID])? {
        coordinators.all.withRecord(at: position) { record in
            guard record.object === navigation, let payload = record.payload(as: StackPayload.self) else { return nil }
            return (payload, record.children)
        }
    }

    /// Whether `items` begin with `prefix`, compared in place (``ItemEntry/equal(_:_:)``: `elementsEqual`, and
    /// comparing the buffers' elements, copy every item out of both arrays to compare it).
    private static func items(_ items: [ItemEntry], beginWith prefix: [ItemEntry]) -> Bool {
        guard prefix.count <= items.count else { return false }
        return items.withUnsafeBufferPointer { items in
            prefix.withUnsafeBufferPointer { prefix in
                guard let items = items.baseAddress, let first = prefix.baseAddress else { return true }
                for index in prefix.indices where !ItemEntry.equal(items + index, first + index) { return false }
                return true
            }
        }
    }
}
