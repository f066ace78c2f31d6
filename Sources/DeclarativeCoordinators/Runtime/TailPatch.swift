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
        of noted: LayoutNote, tree: LayoutNote.Tree, firstDifference first: Int?, _ coordinators: consuming CoordinatorTree,
        model: AnyHashable?, routed: RoutedDeclaration?
    ) -> WindowLayout? {
        guard noted.wasPlaced(with: model) else { return nil }
        // The builder starts from the noted layout without its spines (``WindowLayout/withoutSpines``), and
        // changes it (its arrays are copied once, where they change). Without the placement memo:
        // the coordinators placed here are new, and recording placements costs more than the rare full
        // placement that would replay them saves. Without the screen memo too: the screens placed here are
        // mostly new (three in four at 10,000 states of the benchmark's app), and storing each costs about as
        // much as making the few found again. The coordinators move into the builder, and are read there (a copy
        // kept would retain each of their arrays).
        var builder = LayoutBuilder(
            coordinators: consume coordinators, model: model, memo: nil, placements: nil, layout: noted.layoutWithoutSpines,
            routed: routed)
        // Read where they are held (``LayoutNote/withSpines(_:)``; the note keeps them alive through the patch): a
        // copy in the builder's layout retains their parts, released when the patch ends, and so does a binding
        // (`guard let`), where `map` lends them.
        return noted.withSpines { notedSpines in
            notedSpines.map { patchTail(&builder, noted: noted, spines: $0, tree: tree, firstDifference: first) } ?? nil
        }
    }

    /// ``patchTail(of:tree:firstDifference:_:model:routed:)`` from the builder started from `noted`'s layout
    /// without its spines, and `noted`'s spines.
    private static func patchTail(
        _ builder: inout LayoutBuilder, noted: LayoutNote, spines notedSpines: Spines, tree: LayoutNote.Tree, firstDifference first: Int?
    ) -> WindowLayout? {
        // The first word that differs must be a payload number or a child count.
        guard let first, first % 4 >= 2 else { return nil }
        let offset = first - first % 4
        let id = CoordinatorID(Int(Int64(bitPattern: noted.tree.words[offset])))
        guard let index = notedSpines.index(of: id) else { return nil }
        // The entry lent where the spines hold it (``Spines/withEntry(at:_:)``).
        return notedSpines.withEntry(at: index) { entry in
            patchTail(&builder, noted: noted, spines: notedSpines, entry: entry, at: index, tree: tree, offset: offset)
        }
    }

    /// ``patchTail(of:tree:firstDifference:_:model:routed:)`` of the coordinator whose noted entry is `entry`, at
    /// `index` of `noted`'s spines, and whose words start at `offset` of the trees.
    private static func patchTail(
        _ builder: inout LayoutBuilder, noted: LayoutNote, spines notedSpines: Spines, entry: TailPlacement, at index: Int,
        tree: LayoutNote.Tree, offset: Int
    ) -> WindowLayout? {
        let regions = notedSpines.regions
        let old = noted.tree
        let id = entry.id
        let region = entry.region
        // The region's entries start with its deepest.
        var regionStart = index
        while regionStart > 0, notedSpines.region(at: regionStart - 1) == region { regionStart -= 1 }
        let last = notedSpines.withEntry(at: regionStart) { entry.lastMark(deepest: $0) }
        let navigation = entry.navigation
        // The items are counted and compared where the entry and the payload hold them, not bound to locals
        // first (binding an array retains it).
        let oldCount = entry.itemCount
        guard let position = builder.coordinators.position(of: id),
            let payload = stack(at: position, of: builder.coordinators, showing: navigation),
            entry.hasRoot(payload.root), entry.markCount == oldCount + 1,
            let oldEnd = old.end(ofSubtrees: 1, from: offset), let newEnd = tree.end(ofSubtrees: 1, from: offset),
            Int(old.words[offset + 3]) == last.children, old.words.count - oldEnd == tree.words.count - newEnd,
            old.words(oldEnd..<old.words.count, equal: tree, from: newEnd)
        else { return nil }
        let itemCount = payload.items.count
        let childCount = Int(tree.words[offset + 3])
        // Whether the item appended, if one was, shows a coordinator (read in place: a subscript copies the item).
        let appendsCoordinator = itemCount == oldCount + 1
            && payload.items.withUnsafeBufferPointer { ($0.baseAddress! + oldCount).route.pointee.isCoordinator }

        // Where the region's presentations and faults start and end in the noted layout.
        let base: RegionBase
        let regionEnd: (presentations: Int, faults: Int)
        if let ranges = builder.layout.tabRanges {
            guard ranges.count == regions, case .tabs? = builder.layout.root else { return nil }
            base = RegionBase(presentations: ranges[region].presentations.lowerBound, faults: ranges[region].faults.lowerBound)
            regionEnd = (ranges[region].presentations.upperBound, ranges[region].faults.upperBound)
        } else {
            guard regions == 1 else { return nil }
            base = .zero
            regionEnd = (builder.layout.presentations.count, builder.layout.faults.count)
        }

        let cut: (presentations: Int, faults: Int)
        if itemCount == oldCount + 1 {
            // An item appended: the kept children's subtrees as noted, the new item's coordinator (if any) after them.
            guard entry.sharesItems(oldCount, with: payload.items) else { return nil }
            let added = appendsCoordinator ? 1 : 0
            guard childCount == last.children + added, added == 1 || newEnd == oldEnd, oldEnd <= newEnd,
                tree.words((offset + 4)..<oldEnd, equal: old, from: offset + 4)
            else { return nil }
            cut = regionEnd
        } else if itemCount < oldCount {
            // Cut back to its first `itemCount` items: the layout as it stood at that item's mark.
            let mark = entry.mark(itemCount)
            guard entry.sharesItems(itemCount, with: payload.items), childCount == mark.children, mark.screens != nil,
                let kept = old.end(ofSubtrees: mark.children, from: offset + 4), newEnd == kept,
                tree.words((offset + 4)..<newEnd, equal: old, from: offset + 4)
            else { return nil }
            cut = (base.presentations + mark.presentations, base.faults + mark.faults)
        } else {
            return nil
        }

        // What follows the region (the later tabs' presentations and faults) is set aside, and put back after it
        // (sliced only when there is some: a slice retains its array).
        let laterPresentations = regionEnd.presentations < builder.layout.presentations.count
            ? builder.layout.presentations[regionEnd.presentations...] : nil
        let laterFaults = regionEnd.faults < builder.layout.faults.count ? builder.layout.faults[regionEnd.faults...] : nil
        builder.regionBase = base
        if cut.presentations < builder.layout.presentations.count { builder.layout.presentations.removeSubrange(cut.presentations...) }
        if cut.faults < builder.layout.faults.count { builder.layout.faults.removeSubrange(cut.faults...) }
        // The coordinator's new entry: its marks up to the last item kept (the last as the region's deepest
        // entry ends, read for its children), and the appended item's where it ended; one mark for the root and
        // one per item either way. The coordinator, its payload and its routers move into it (placing the
        // appended item reads them there).
        let fields = TailPlacementFields(
            id: id, region: region, navigation: consume navigation, payload: consume payload, opener: entry.opener,
            environment: entry.environment, markCount: itemCount + 1)
        // The spines: the regions' before this one as they were, then this region's: what the new item placed, the
        // coordinator, and the coordinators around it as they were (their last items end where the deepest ends,
        // which ``TailPlacement/lastMark(deepest:)`` reads); then the other regions' as they were. Made from the
        // noted spines (``Spines/replacing(_:with:)``), but when the new item places coordinators that end the
        // region: those are noted by the builder, in one array after the regions' before it.
        var entries: [TailPlacement] = []
        let patched: TailPlacement
        if itemCount > oldCount {
            if appendsCoordinator {
                entries.reserveCapacity(notedSpines.count - (index - regionStart) + 1)
                // By element (appending a slice goes through its generic path, and a slice retains its array).
                for earlier in 0..<regionStart { entries.append(notedSpines[earlier]) }
                // Handed over, not shared (appending to a shared array copies it).
                builder.spines = entries
                entries = []
                builder.region = region
            }
            var ends: [Placement.Checkpoint] = []
            var unnoted: [TailPlacement.Mark]?
            // The record's children, read only for an appended coordinator item (a screen item reads none).
            let children = appendsCoordinator ? builder.coordinators.all.withRecord(at: position) { $0.children } : []
            let end = builder.placeItems(
                of: fields.navigation, id, children: children, fields.payload, from: oldCount,
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
            let mark = entry.mark(itemCount)
            let end = base.absolute(mark.cursor)
            guard let screens = mark.screens, builder.cutStack(at: end, to: screens) else { return nil }
            patched = TailPlacement.make(consume fields, markCount: itemCount + 1) { marks in
                entry.copyMarks(itemCount + 1, to: marks)
            }
        }
        // An empty presentation would be dropped and move the regions: the full path places the window.
        if cut.presentations < builder.layout.presentations.count {
            guard !builder.layout.presentations[cut.presentations...].contains(where: { $0.content == nil }) else { return nil }
        }

        let spines: Spines
        if appendsCoordinator {
            entries.append(consume patched)
            for later in (index + 1)..<notedSpines.count { entries.append(notedSpines[later]) }
            spines = Spines(entries: consume entries, regions: regions)
        } else {
            spines = notedSpines.replacing(regionStart...index, with: consume patched)
        }

        // Finished in the builder, whose layout is moved out last (a layout changed after that was copied to be
        // returned), with the spines set on it (the builder notes none of its own here).
        let added = (
            presentations: builder.layout.presentations.count - regionEnd.presentations,
            faults: builder.layout.faults.count - regionEnd.faults)
        if let laterPresentations { builder.layout.presentations.append(contentsOf: laterPresentations) }
        if let laterFaults { builder.layout.faults.append(contentsOf: laterFaults) }
        if added != (0, 0), var ranges = builder.layout.tabRanges {
            builder.layout.tabRanges = nil
            ranges[region].presentations = ranges[region].presentations.lowerBound..<(regionEnd.presentations + added.presentations)
            ranges[region].faults = ranges[region].faults.lowerBound..<(regionEnd.faults + added.faults)
            for later in ranges.indices where later > region {
                ranges[later] = ranges[later].shifted(presentations: added.presentations, faults: added.faults)
            }
            builder.layout.tabRanges = ranges
        }
        builder.layout.spines = consume spines
        return builder.finish()
    }

    /// The stack payload of the record at `position` of `coordinators` when its object is `navigation`, read
    /// where the records hold it (a record copied out has each of its parts retained, and released again). The
    /// noted coordinator is the record's object (the note holds it: no other object has its address), so it is
    /// the navigation coordinator it was found to be.
    private static func stack(
        at position: Int, of coordinators: CoordinatorTree, showing navigation: any NavigationCoordinatable
    ) -> StackPayload? {
        coordinators.all.withRecord(at: position) { record in
            record.object === navigation ? record.payload(as: StackPayload.self) : nil
        }
    }
}
