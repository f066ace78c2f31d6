import NavigationModel

/// A navigation coordinator whose placement ends the walk of its region of a layout (the whole window, or
/// one tab of the window's tab bar): nothing is placed in the region after its last item. The layout notes
/// these coordinators (``WindowLayout/spines``), so that an item appended to one of them, or its stack cut
/// back, changes the noted layout in place (``WindowLayout/patchTail(of:tree:firstDifference:_:model:routed:)``) instead of
/// placing the region again: what an item adds is placed from where the items before it ended, and what a
/// cut removes was placed after the mark of the last item kept.
///
/// An object, never changed once made: layouts are copied and kept with every state, and a spine's entries
/// are handed from one layout to the next (those around a patched coordinator unchanged), so copying one
/// costs a retain. Its marks are stored in the object itself (a managed buffer's elements), so that an entry
/// is one allocation: a patch makes one for the coordinator it changes.
final class TailPlacement: ManagedBuffer<TailPlacementFields, TailMark> {
    typealias Mark = TailMark

    /// An entry with `count` marks, which `writeMarks` initializes, all of them; its ``ManagedBuffer/header``
    /// holds `fields`.
    static func make(
        _ fields: consuming TailPlacementFields, markCount count: Int, writeMarks: (UnsafeMutablePointer<Mark>) -> Void
    ) -> TailPlacement {
        // Moved into the header, not copied (a copy retains each of its parts).
        var moving = Optional(fields)
        let buffer = create(minimumCapacity: count) { _ in moving.take()! }
        buffer.withUnsafeMutablePointerToElements(writeMarks)
        // `create` makes an instance of the class it is called on.
        return unsafeDowncast(buffer, to: TailPlacement.self)
    }

    /// An entry whose marks are `marks`.
    static func make(_ fields: consuming TailPlacementFields, marks: [Mark]) -> TailPlacement {
        make(fields, markCount: marks.count) { elements in
            marks.withUnsafeBufferPointer { elements.initialize(from: $0.baseAddress!, count: $0.count) }
        }
    }

    deinit {
        _ = withUnsafeMutablePointers { fields, marks in marks.deinitialize(count: fields.pointee.markCount) }
    }

    // Its fields (``TailPlacementFields``), each read in place from the ``ManagedBuffer/header``: reading the
    // header copies all of them, retaining each of their parts.
    var id: CoordinatorID { withUnsafeMutablePointerToHeader { $0.pointee.id } }
    var region: Int { withUnsafeMutablePointerToHeader { $0.pointee.region } }
    var navigation: any NavigationCoordinatable { withUnsafeMutablePointerToHeader { $0.pointee.navigation } }
    var opener: CoordinatorID { withUnsafeMutablePointerToHeader { $0.pointee.opener } }
    var environment: [RouterScope] { withUnsafeMutablePointerToHeader { $0.pointee.environment } }
    var markCount: Int { withUnsafeMutablePointerToHeader { $0.pointee.markCount } }
    /// The number of items of the payload it was placed from.
    var itemCount: Int { withUnsafeMutablePointerToHeader { $0.pointee.payload.items.count } }

    /// Whether the first `count` items of the payload it was placed from are the first `count` of `items` (`==`), compared
    /// where both arrays hold them (``ItemEntry/equal(_:_:)``: comparing the arrays' elements copies every item
    /// out of both); `false` when either has fewer.
    func sharesItems(_ count: Int, with items: [ItemEntry]) -> Bool {
        withUnsafeMutablePointerToHeader { header in
            header.pointee.payload.items.withUnsafeBufferPointer { mine in
                items.withUnsafeBufferPointer { theirs in
                    guard count <= mine.count, count <= theirs.count else { return false }
                    guard count > 0, let mine = mine.baseAddress, let theirs = theirs.baseAddress else { return true }
                    for index in 0..<count where !ItemEntry.equal(mine + index, theirs + index) { return false }
                    return true
                }
            }
        }
    }

    /// Whether it was placed from a payload whose root is `root`, compared where both are
    /// (``RouteEntry/equal(_:_:)``).
    func hasRoot(_ root: RouteEntry) -> Bool {
        withUnsafeMutablePointerToHeader { header in
            withUnsafePointer(to: root) { RouteEntry.equal(UnsafePointer(header).pointer(to: \.payload.root)!, $0) }
        }
    }

    /// Mark `index` as noted (see ``lastMark(deepest:)`` for the last one).
    func mark(_ index: Int) -> Mark {
        withUnsafeMutablePointers { fields, marks in
            precondition(index >= 0 && index < fields.pointee.markCount, "mark \(index) out of range")
            return marks[index]
        }
    }

    /// Initializes `target`'s first `count` elements to the first `count` marks.
    func copyMarks(_ count: Int, to target: UnsafeMutablePointer<Mark>) {
        withUnsafeMutablePointers { fields, marks in
            precondition(count >= 0 && count <= fields.pointee.markCount, "\(count) marks of \(fields.pointee.markCount)")
            target.initialize(from: marks, count: count)
        }
    }

    /// Its last mark as a patch reads it in its region's spine, whose deepest entry (the first) is `deepest`:
    /// only the deepest coordinator notes where the region's layout stands after its last item. One around
    /// it, whose last item holds the next deeper one, ends where that one ends, so a patch of a deeper
    /// coordinator leaves it as it is: its last mark is read for its children alone, the rest from the
    /// deepest's.
    func lastMark(deepest: TailPlacement) -> Mark {
        let own = mark(markCount - 1)
        guard deepest !== self, deepest.markCount > 0 else { return own }
        let end = deepest.mark(deepest.markCount - 1)
        return Mark(cursor: end.cursor, screens: end.screens, presentations: end.presentations, faults: end.faults, children: own.children)
    }
}

/// What a ``TailPlacement`` notes besides its marks.
struct TailPlacementFields {
    let id: CoordinatorID
    /// The region of the layout whose walk it ends (a tab's index, or zero for the whole window).
    let region: Int
    /// The coordinator object, kept as the navigation coordinator it was found to be.
    let navigation: any NavigationCoordinatable
    /// The payload it was placed from.
    let payload: StackPayload
    /// The coordinator that opens a stack for a screen placed at a pending address.
    let opener: CoordinatorID
    /// The routers around it.
    let environment: [RouterScope]
    /// How many marks it has: one for the root and one per item.
    let markCount: Int
}

/// Where the layout of the region stood after a ``TailPlacement``'s root (its first mark) and after each item
/// (the last one as ``TailPlacement/lastMark(deepest:)`` reads it). Presentation indices and counts are
/// relative to the region's first presentation and fault, so that they stay true when another region grows
/// or shrinks.
struct TailMark {
    /// Where the next item would be placed.
    let cursor: StackAddress
    /// The number of screens in the stack at ``cursor``; `nil` when nothing was placed there yet.
    let screens: Int?
    let presentations: Int
    let faults: Int
    /// The number of the record's children the root and the items so far stand for.
    let children: Int
}

/// The spines of a layout's regions (``WindowLayout/spines``): per region, the navigation coordinators whose
/// placement ends it, deepest first (``TailPlacement``), all in one array, region by region, so that a patch
/// makes one array rather than one for the region and one of regions.
struct Spines {
    /// The entries of every region, by region, deepest first within one.
    let entries: [TailPlacement]
    /// How many regions the layout has (a region may have no entries).
    let regions: Int

    /// Where the entries of `region` are in `entries` (empty, where they would go, when it has none).
    static func range(of region: Int, in entries: [TailPlacement]) -> Range<Int> {
        let start = entries.firstIndex { $0.region >= region } ?? entries.count
        let end = entries[start...].firstIndex { $0.region != region } ?? entries.count
        return start..<end
    }
}

/// Converts addresses between the layout and a region whose presentations start at `base`.
struct RegionBase {
    let presentations: Int
    let faults: Int

    static let zero = RegionBase(presentations: 0, faults: 0)

    func relative(_ address: StackAddress) -> StackAddress {
        guard case .presented(let index) = address.slot else { return address }
        return StackAddress(slot: .presented(index - presentations), tab: address.tab)
    }

    func absolute(_ address: StackAddress) -> StackAddress {
        guard case .presented(let index) = address.slot else { return address }
        return StackAddress(slot: .presented(index + presentations), tab: address.tab)
    }
}
