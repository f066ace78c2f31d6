import NavigationModel

/// A navigation coordinator whose placement ends the walk of its region of a layout (the whole window, or
/// one tab of the window's tab bar): nothing is placed in the region after its last item. The layout notes
/// these coordinators (``WindowLayout/spines``), so that an item appended to one of them, or its stack cut
/// back, changes the noted layout in place (``WindowLayout/patchTail(of:tree:firstDifference:_:model:)``) instead of
/// placing the region again: what an item adds is placed from where the items before it ended, and what a
/// cut removes was placed after the mark of the last item kept.
///
/// An object, never changed once made: layouts are copied and kept with every state, and a spine's entries
/// are handed from one layout to the next (those around a patched coordinator unchanged), so copying one
/// costs a retain.
final class TailPlacement {
    /// Where the layout of the region stood after the root (the first mark) and after each item (the last
    /// one as ``lastMark(in:)`` reads it). Presentation indices and counts are relative to the region's first
    /// presentation and fault, so that they stay true when another region grows or shrinks.
    struct Mark {
        /// Where the next item would be placed.
        let cursor: StackAddress
        /// The number of screens in the stack at ``cursor``; `nil` when nothing was placed there yet.
        let screens: Int?
        let presentations: Int
        let faults: Int
        /// The number of the record's children the root and the items so far stand for.
        let children: Int
    }

    let id: CoordinatorID
    /// The coordinator object, kept as the navigation coordinator it was found to be.
    let navigation: any NavigationCoordinatable
    /// The payload it was placed from.
    let payload: StackPayload
    /// The coordinator that opens a stack for a screen placed at a pending address.
    let opener: CoordinatorID
    /// The routers around it.
    let environment: [RouterScope]
    let marks: [Mark]

    init(
        id: CoordinatorID, navigation: any NavigationCoordinatable, payload: StackPayload, opener: CoordinatorID,
        environment: [RouterScope], marks: [Mark]
    ) {
        self.id = id
        self.navigation = navigation
        self.payload = payload
        self.opener = opener
        self.environment = environment
        self.marks = marks
    }

    /// Its last mark as a patch reads it in `spine`, its region's spine: only the deepest coordinator (the
    /// spine's first) notes where the region's layout stands after its last item. One around it, whose last
    /// item holds the next deeper one, ends where that one ends, so a patch of a deeper coordinator leaves
    /// it as it is: its last mark is read for its children alone, the rest from the deepest's.
    func lastMark(in spine: [TailPlacement]) -> Mark {
        let own = marks[marks.count - 1]
        guard let deepest = spine.first, deepest !== self, let end = deepest.marks.last else { return own }
        return Mark(cursor: end.cursor, screens: end.screens, presentations: end.presentations, faults: end.faults, children: own.children)
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
