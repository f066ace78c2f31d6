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
/// makes one array rather than one for the region and one of regions. A patch that replaces a region's deepest
/// entry alone (a push or a pop there: most patches, and mostly of the entry the patch before made) shares the
/// noted array, the new entry kept beside it (``replacing(_:with:)``): copying the array retains every entry, and
/// frees them again with the layout.
struct Spines {
    /// The entries, but for the one ``replaced`` stands in for.
    private let noted: [TailPlacement]
    /// The entry in place of the noted one at its index, when a patch replaced it.
    private let replaced: (index: Int, entry: TailPlacement)?
    /// How many regions the layout has (a region may have no entries).
    let regions: Int

    init(entries: [TailPlacement], regions: Int) {
        self.init(noted: entries, replaced: nil, regions: regions)
    }

    private init(noted: [TailPlacement], replaced: (index: Int, entry: TailPlacement)?, regions: Int) {
        self.noted = noted
        self.replaced = replaced
        self.regions = regions
    }

    /// The entries of every region, by region, deepest first within one (in one array made for the purpose when
    /// an entry was replaced).
    var entries: [TailPlacement] {
        guard let replaced else { return noted }
        var entries = noted
        entries[replaced.index] = replaced.entry
        return entries
    }

    var count: Int { noted.count }

    subscript(index: Int) -> TailPlacement {
        if let replaced, replaced.index == index { return replaced.entry }
        return noted[index]
    }

    /// `body` given entry `index`, lent without retaining it (the spines hold it while `body` runs): the
    /// subscript's entry, read from one place or the other, is retained, and so is one read in place and handed to
    /// a function.
    func withEntry<Result>(at index: Int, _ body: (TailPlacement) -> Result) -> Result {
        let entry = replaced.flatMap { $0.index == index ? Unmanaged.passUnretained($0.entry) : nil }
            ?? Unmanaged.passUnretained(noted[index])
        return entry._withUnsafeGuaranteedRef(body)
    }

    /// The index of coordinator `id`'s entry. Read where the array holds the entries (an entry read out of it is
    /// retained): a replaced entry is its coordinator's, in its region.
    func index(of id: CoordinatorID) -> Int? {
        if let replaced, replaced.entry.id == id { return replaced.index }
        return noted.firstIndex { $0.id == id }
    }

    /// The region of entry `index` (see ``index(of:)``).
    func region(at index: Int) -> Int { noted[index].region }

    /// These spines with the entries in `range` (a region's, deepest first, up to a patched coordinator's) replaced
    /// by `entry`, the coordinator's new entry. The noted array is shared when `range` is one entry and no other
    /// entry was replaced in it (the entry replaced stays in it, alive as long as the older layout holding it);
    /// else the entries are copied into a new one.
    func replacing(_ range: ClosedRange<Int>, with entry: consuming TailPlacement) -> Spines {
        if range.count == 1, replaced.map({ $0.index == range.lowerBound }) ?? true {
            return Spines(noted: noted, replaced: (range.lowerBound, entry), regions: regions)
        }
        var entries: [TailPlacement] = []
        entries.reserveCapacity(count - range.count + 1)
        // By element (appending a slice goes through its generic path, and a slice retains its array).
        for earlier in 0..<range.lowerBound { entries.append(self[earlier]) }
        entries.append(entry)
        for later in (range.upperBound + 1)..<count { entries.append(self[later]) }
        return Spines(noted: entries, replaced: nil, regions: regions)
    }

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
