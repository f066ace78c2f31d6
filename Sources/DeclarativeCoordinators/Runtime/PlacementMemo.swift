import NavigationModel

/// One change the layout builder makes to the layout it builds.
enum LayoutOp {
    /// Creates a stack owned by `owner` at the pending address.
    case openStack(StackAddress, owner: CoordinatorID)
    case appendScreens(StackAddress, [LayoutScreen])
    /// Puts a tab bar at a pending slot.
    case setTabs(WindowSlot, LayoutTabs)
    /// Opens the next presentation, empty.
    case present(PresentationKind, presenter: CoordinatorID)
    case fault(StyleFault)
    /// Puts a whole container at an empty slot (a placement's net effect there).
    case putContainer(WindowSlot, LayoutContainer)
    /// Puts a whole stack at a pending tab of a tab bar.
    case putStack(StackAddress, LayoutStack)
    /// Appends finished presentations.
    case appendPresentations([LayoutPresentation])
    case faults([StyleFault])
}

/// The changes one build made, in order; placements refer to ranges of it.
final class LayoutLog {
    var ops: [LayoutOp] = []
}

/// What placing one coordinator did in an earlier build: the changes it made to the layout (its subtree's
/// included), what they were made from, and where its last item ended.
///
/// Placing a coordinator is a function of its record and its descendants' records (objects, payloads,
/// children), of where it is placed (the address, whether a stack is there yet, the coordinator that
/// opens one, the routers around it, the stack item it stands for), and of the app's model. The first are
/// checked through payload numbers (``CoordinatorRecord/payloadNumber``), which tell in one comparison that a
/// payload is an equal value; the presentations before it only shift the indices of those it opens, which a
/// replay relocates.
final class Placement {
    struct Surroundings {
        let tab: Int?
        let pending: Bool
        let opener: CoordinatorID
        let environment: [RouterScope]
        let origin: Origin?

        func matches(_ other: Surroundings) -> Bool {
            guard tab == other.tab, pending == other.pending, opener == other.opener, origin == other.origin,
                environment.count == other.environment.count
            else { return false }
            for (mine, theirs) in zip(environment, other.environment)
            where mine.coordinator !== theirs.coordinator || mine.position != theirs.position {
                return false
            }
            return true
        }
    }

    /// Where a placement started: the slot of its address, and the number of presentations before it.
    struct Anchor {
        let slot: WindowSlot
        let base: Int

        /// The address at the anchor's slot, in tab `tab`.
        func address(tab: Int?) -> StackAddress { StackAddress(slot: slot, tab: tab) }
    }

    /// Moves a recorded placement's addresses to where it is replayed.
    struct Relocation {
        let from: Anchor
        let to: Anchor

        func apply(to slot: WindowSlot) -> WindowSlot {
            if slot == from.slot { return to.slot }
            if case .presented(let index) = slot, index >= from.base { return .presented(index - from.base + to.base) }
            return slot
        }

        func apply(to address: StackAddress) -> StackAddress { StackAddress(slot: apply(to: address.slot), tab: address.tab) }

        func apply(to op: LayoutOp) -> LayoutOp {
            switch op {
            case .openStack(let address, let owner): .openStack(apply(to: address), owner: owner)
            case .appendScreens(let address, let screens): .appendScreens(apply(to: address), screens)
            case .setTabs(let slot, let tabs): .setTabs(apply(to: slot), tabs)
            case .putContainer(let slot, let container): .putContainer(apply(to: slot), container)
            case .putStack(let address, let stack): .putStack(apply(to: address), stack)
            case .present, .fault, .appendPresentations, .faults: op
            }
        }
    }

    /// Where a navigation coordinator's placement stood after its root (the first) and after each item.
    struct Checkpoint {
        /// The position in the log, where the next item would be placed, the number of children placed
        /// and the number of the record's children the root and items so far stand for.
        let log: Int
        let cursor: StackAddress
        let placed: Int
        let children: Int
    }

    /// What a navigation coordinator's placement placed: its payload, and where its root and items ended.
    struct Stack {
        let payload: StackPayload
        let ends: [Checkpoint]
    }

    /// What a tab coordinator's placement placed: its payload, and where each tab ended (the selected one's
    /// end is where the placement ends).
    struct Tabs {
        let payload: TabsPayload
        let ends: [StackAddress]
    }

    let id: CoordinatorID
    let object: AnyObject
    /// Whether the placement can be replayed: its coordinator's payload is of the kind it expects.
    let replayable: Bool
    /// The number of the payload it was placed from (``CoordinatorRecord/payloadNumber``): equal payloads
    /// have equal numbers, and a placement is a function of its payload's value.
    let payloadNumber: UInt64
    let children: [CoordinatorID]
    /// The children placed inside it, with their placements, in placing order.
    let placedChildren: [(CoordinatorID, Placement)]
    let surroundings: Surroundings
    let anchor: Anchor
    let log: LayoutLog
    let range: Range<Int>
    let end: StackAddress
    /// For a navigation coordinator, its stack.
    let stack: Stack?
    /// What the placement's changes amount to once it ended, as a few ops: the container or stack it
    /// filled at its address (or the screens it appended there), the presentations it opened, with their
    /// final content, and its faults. Replaying them builds the same layout as replaying ``range`` of
    /// ``log`` change by change.
    let net: [LayoutOp]
    /// For a tab coordinator whose tab bar was placed, its tabs.
    let tabs: Tabs?
    /// The build that last checked whether the placement still holds, and its answer.
    var checkedIn = -1
    var holds = false

    init(
        id: CoordinatorID, object: AnyObject, replayable: Bool, payloadNumber: UInt64, children: [CoordinatorID],
        placedChildren: [(CoordinatorID, Placement)], surroundings: Surroundings, anchor: Anchor, log: LayoutLog,
        range: Range<Int>, end: StackAddress, stack: Stack?, net: [LayoutOp], tabs: Tabs? = nil
    ) {
        self.id = id
        self.object = object
        self.replayable = replayable
        self.payloadNumber = payloadNumber
        self.children = children
        self.placedChildren = placedChildren
        self.surroundings = surroundings
        self.anchor = anchor
        self.log = log
        self.range = range
        self.end = end
        self.stack = stack
        self.net = net
        self.tabs = tabs
    }
}

/// The placements an app instance's layout builds have recorded, by coordinator object (the latest one
/// of each). Entries keep their objects alive, so an object identifier is never reused while its entry
/// lives. Emptied when the app's model changes (a factory may read it) and when it grows past
/// ``limit`` entries. It belongs to one context, used by one thread at a time.
final class PlacementMemo {
    /// Each entry keeps the log of the build that recorded it: fewer entries than the screen memo's.
    static let limit = 8_192

    private var entries: [ObjectIdentifier: Placement] = [:]
    private var model: AnyHashable?
    /// The number of the build under way.
    private var build = 0

    /// Starts a build in a state whose model is `model`.
    func beginBuild(model: AnyHashable?) {
        build += 1
        if model != self.model {
            entries.removeAll()
            self.model = model
        }
    }

    subscript(object: AnyObject) -> Placement? { entries[ObjectIdentifier(object)] }

    func remember(_ placement: Placement) {
        if entries.count >= Self.limit { entries.removeAll() }
        entries[ObjectIdentifier(placement.object)] = placement
    }

    /// Whether `placement` still holds for `record` (its coordinator's record) and its subtree in `coordinators`:
    /// the same object, payload value and children, and the same for every child it placed. Answered once
    /// per build.
    func isValid(_ placement: Placement, _ record: CoordinatorRecord, in coordinators: CoordinatorTree) -> Bool {
        if placement.checkedIn == build { return placement.holds }
        var holds = record.id == placement.id && record.object === placement.object && placement.replayable
            && record.payloadNumber == placement.payloadNumber && record.children == placement.children
        if holds {
            for (child, childPlacement) in placement.placedChildren {
                guard let childRecord = coordinators[child], isValid(childPlacement, childRecord, in: coordinators) else {
                    holds = false
                    break
                }
            }
        }
        placement.checkedIn = build
        placement.holds = holds
        return holds
    }

    /// The tab `placement` (of a tab coordinator, not valid any more) would select now, when that is all
    /// that changed: the same object, tabs and children, and every child it placed still valid.
    func selectionChange(_ placement: Placement, _ record: CoordinatorRecord, in coordinators: CoordinatorTree) -> Int? {
        guard let tabs = placement.tabs, record.id == placement.id, record.object === placement.object,
            record.children == placement.children, let payload = record.payload as? TabsPayload,
            payload.tabs == tabs.payload.tabs
        else { return nil }
        for (child, childPlacement) in placement.placedChildren {
            guard let childRecord = coordinators[child], isValid(childPlacement, childRecord, in: coordinators) else { return nil }
        }
        return payload.activeTab
    }
}
