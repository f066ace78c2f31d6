import NavigationModel

/// A navigation coordinator whose placement ends the walk of its region of a layout (the whole window, or
/// one tab of the window's tab bar): nothing is placed in the region after its last item. The layout notes
/// these coordinators (``WindowLayout/spines``), so that an item appended to one of them, or its stack cut
/// back, changes the noted layout in place (``WindowLayout/patchTail(of:tree:_:observer:)``) instead of
/// placing the region again: what an item adds is placed from where the items before it ended, and what a
/// cut removes was placed after the mark of the last item kept.
///
/// An object, never changed once made: layouts are copied and kept with every state, and a spine's entries
/// are handed from one layout to the next, so copying one costs a retain.
final class TailPlacement {
    /// Where the layout of the region stood after the root (the first mark) and after each item.
    /// Presentation indices and counts are relative to the region's first presentation and fault, so that
    /// they stay true when another region grows or shrinks.
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

    /// This placement with its last mark's position in the region moved to `end`'s (its children stay): a
    /// coordinator whose last item holds the coordinator that a patch changed now ends where that one ends.
    func ending(at end: Mark) -> TailPlacement {
        var marks = marks
        let children = marks[marks.count - 1].children
        marks[marks.count - 1] = Mark(
            cursor: end.cursor, screens: end.screens, presentations: end.presentations, faults: end.faults, children: children)
        return TailPlacement(id: id, navigation: navigation, payload: payload, opener: opener, environment: environment, marks: marks)
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
