import Foundation
import NavigationModel

/// A coordinator view model as the synchronizer sees it.
protocol SlotSynchronizing: AnyObject {
    /// Empties the slots whose destination has left `window` (the context's window, indexed) and releases
    /// the children whose content has left; `window` is indexed again when this changes the window.
    func synchronizeSlots(_ window: inout WindowIndex)
    /// Dismisses the sheets this scene presented; `false` when it presented none.
    func dismissOwnPresentations() -> Bool
}

/// Where each coordinator's screens are in a window, found in one walk of it: the synchronizer asks for
/// every coordinator view model's content after each change.
///
/// A window holds a few dozen screens at most, so the places are kept in an array searched in order, which
/// costs less than hashing; a window with more owners than ``linearLimit`` adds a dictionary.
struct WindowIndex {
    /// A stack holding screens of a coordinator: the first of them there, and the stack's size.
    struct Place {
        let index: Int
        let count: Int
    }

    /// Beyond this many owners, places are also found by hashing.
    static let linearLimit = 24

    /// Each coordinator's content: its first place outside the sheets it presented, in window order.
    private var owners: [(owner: CoordinatorID, place: Place)] = []
    /// The same, for a window with many owners.
    private var byOwner: [CoordinatorID: Place]?
    /// Coordinators that present something.
    private var presenters: [CoordinatorID] = []

    init(_ window: Window) {
        // Room for an owner per screen from the start: appending one by one would grow the array several times.
        var screens = window.root.map(Self.screenCount) ?? 0
        for index in window.presented.indices { screens += Self.screenCount(of: window.presented[index].content) }
        owners.reserveCapacity(screens)
        presenters.reserveCapacity(window.presented.count)
        if let root = window.root { add(root, presenter: nil, isPresented: false) }
        for index in window.presented.indices {
            let presenter = window.presented[index].presenter
            add(window.presented[index].content, presenter: presenter, isPresented: true)
            if let presenter { presenters.append(presenter) }
        }
    }

    /// How many screens `container`'s stacks hold.
    private static func screenCount(of container: Container) -> Int {
        switch container {
        case .stack(let stack):
            return stack.screens.count
        case .tabs(let tabs):
            return tabs.tabs.indices.reduce(0) { $0 + tabs.tabs[$1].stack.screens.count }
        }
    }

    private mutating func add(_ container: Container, presenter: CoordinatorID?, isPresented: Bool) {
        switch container {
        case .stack(let stack):
            add(stack.screens, presenter: presenter, isPresented: isPresented)
        case .tabs(let tabs):
            for index in tabs.tabs.indices { add(tabs.tabs[index].stack.screens, presenter: presenter, isPresented: isPresented) }
        }
    }

    private mutating func add(_ screens: [Screen], presenter: CoordinatorID?, isPresented: Bool) {
        for index in screens.indices {
            // The sheets a coordinator presented hold its sheet destinations, never its content.
            guard let owner = screens[index].owner, !(isPresented && presenter == owner), content(of: owner) == nil
            else { continue }
            let place = Place(index: index, count: screens.count)
            owners.append((owner, place))
            if byOwner != nil {
                byOwner![owner] = place
            } else if owners.count > Self.linearLimit {
                byOwner = Dictionary(uniqueKeysWithValues: owners.lazy.map { ($0.owner, $0.place) })
            }
        }
    }

    /// Where `id`'s content is: the first place of its screens outside the sheets it presented; see
    /// `CoordinatorViewModel.contentPosition`.
    func content(of id: CoordinatorID) -> Place? {
        if let byOwner { return byOwner[id] }
        for entry in owners where entry.owner == id { return entry.place }
        return nil
    }

    /// Whether `id` presents something.
    func presents(_ id: CoordinatorID) -> Bool { presenters.contains(id) }

    /// Whether a screen is above `id`'s content in its stack: what its navigation item pushed.
    func showsPush(from id: CoordinatorID) -> Bool { content(of: id).map { $0.count > $0.index + 1 } ?? false }

    /// Whether ``CoordinatorViewModel/synchronizeSlots(_:)`` may change something for coordinator `id`, whose
    /// slots hold `held` and whose children are `children`: a slot's destination or a child's content has left.
    func needsSynchronizing(_ id: CoordinatorID, holding held: HeldSlots, children: [CoordinatorID]) -> Bool {
        if held.contains(.navigation), !showsPush(from: id) { return true }
        if held.contains(.sheet), !presents(id) { return true }
        return children.contains { content(of: $0) == nil }
    }
}

/// Which slots of a pair hold a value, as the synchronizer notes them for each payload number it gave.
struct HeldSlots: OptionSet {
    let rawValue: UInt8

    /// The payload number stands for slots (set for empty slots too; a number without it is not known).
    static let numbered = HeldSlots(rawValue: 1)
    static let navigation = HeldSlots(rawValue: 2)
    static let sheet = HeldSlots(rawValue: 4)

    init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// What `slots` hold.
    init(_ slots: StoredSlots) {
        self = .numbered
        if slots.navigation != nil { insert(.navigation) }
        if slots.sheet != nil { insert(.sheet) }
    }
}

/// Resets slots after what the platform does by itself: when screens leave the window, every coordinator
/// view model empties the slots whose destination has gone. It keeps no navigation state of its own (a
/// saved state restores without it), only what the coordinator view model classes it has met share and
/// the numbers of the slots they stored.
final class SlotSynchronizer: NavigationObserver {
    /// What every coordinator view model of one class shares, made once: every scene makes a coordinator,
    /// and a generic class's name is costly to print.
    struct ClassFacts {
        let typeName: String
        /// `Fingerprint.of(typeName)`, for the records of the class's coordinators.
        let typeFingerprint: UInt64
        /// Both slots empty; one instance, so that empty slots compare by identity.
        let emptySlots: StoredSlots
        /// The same as a record's payload, numbered.
        let emptyPayload: NumberedPayload
    }

    /// What the synchronizer has numbered and met, all of it valid in every context of the process.
    struct Tables {
        var classes: [ObjectIdentifier: ClassFacts] = [:]
        /// Every distinct pair of slots stored, numbered: storing slots looks their number up here,
        /// comparing them as slots (by hash, then value) rather than as `AnyHashable`s.
        var numbers: [StoredSlots: NumberedPayload] = [:]
        /// Which slots hold a value in the slots each payload number stands for (the classes' empty slots
        /// among them), to tell without reading a record's payload. Payload numbers count up from one in the
        /// process, so the table is indexed by number rather than hashed.
        var heldByNumber: [HeldSlots] = []

        /// Notes what the slots numbered `number` hold.
        mutating func note(_ slots: StoredSlots, as number: UInt64) {
            let index = Int(number)
            if index >= heldByNumber.count {
                heldByNumber.append(contentsOf: repeatElement([], count: index + 1 - heldByNumber.count))
            }
            heldByNumber[index] = HeldSlots(slots)
        }
    }

    /// Taken from the contexts that have gone, if any: the analyses launch the app afresh thousands of
    /// times, and each launch would otherwise number its slots again.
    private var tables = SlotNumbers.recycledTables() ?? Tables()

    private init() {}

    deinit { SlotNumbers.recycle(tables) }

    /// The context's synchronizer, installed on first use.
    static func installed(in context: NavigationContext) -> SlotSynchronizer {
        if let installed = context.observer(of: SlotSynchronizer.self) { return installed }
        let synchronizer = SlotSynchronizer()
        context.addObserver(synchronizer)
        return synchronizer
    }

    /// What coordinator view models of class `type`, whose empty slots are `emptySlots`, share.
    func facts(of type: AnyObject.Type, emptySlots: () -> StoredSlots) -> ClassFacts {
        if let known = tables.classes[ObjectIdentifier(type)] { return known }
        let facts = SlotNumbers.facts(of: type, emptySlots: emptySlots)
        tables.classes[ObjectIdentifier(type)] = facts
        tables.note(facts.emptySlots, as: facts.emptyPayload.number)
        return facts
    }

    /// `slots` as a record's payload, with its number: from this context's table, else from the process's.
    func numbered(_ slots: StoredSlots) -> NumberedPayload {
        if let known = tables.numbers[slots] { return known.equal(typed: SlotsPayload(slots: slots)) }
        let numbered = SlotNumbers.numbered(slots)
        tables.numbers[slots] = numbered
        tables.note(slots, as: numbered.number)
        return numbered
    }

    func screensDidLeave(_ screens: [Screen], in context: NavigationContext) {
        // Every coordinator of the tree as the screens left it, in order, by identifier: holding the tree's
        // records instead would make every change a coordinator view model makes to its record copy them.
        let count = context.state.coordinators.count
        withUnsafeTemporaryAllocation(of: CoordinatorID.self, capacity: count) { visits in
            Self.copyIdentifiers(of: context.state.coordinators, into: visits)
            synchronize(visits, in: context)
        }
    }

    private static func copyIdentifiers(of tree: CoordinatorTree, into visits: UnsafeMutableBufferPointer<CoordinatorID>) {
        let nodes = tree.nodes
        for index in nodes.indices { visits.initializeElement(at: index, to: nodes[index].id) }
    }

    /// Synchronizes the coordinators `visits`, in order, as they are in the tree now.
    private func synchronize(_ visits: UnsafeMutableBufferPointer<CoordinatorID>, in context: NavigationContext) {
        // Indexed up front: nothing changes the window before the first coordinator is synchronized, and
        // telling whether one needs it reads the window.
        var window = WindowIndex(context.state.window)
        var start = visits.startIndex
        while let (found, object) = nextToSynchronize(visits, from: start, in: context.state.coordinators, window: window) {
            start = found + 1
            guard let scene = object as? SlotSynchronizing else { continue }
            scene.synchronizeSlots(&window)
        }
    }

    /// The first of `visits` from `start` that synchronizing may change something for, with its record's
    /// object, reading the records in place (copying one costs three retains): most coordinators have
    /// nothing to do.
    private func nextToSynchronize(
        _ visits: UnsafeMutableBufferPointer<CoordinatorID>, from start: Int, in tree: CoordinatorTree, window: WindowIndex
    ) -> (Int, AnyObject?)? {
        let heldByNumber = tables.heldByNumber
        let records = tree.all
        return records.nodes.withUnsafeBufferPointer { nodes in
            for index in start..<visits.endIndex {
                // One that has left the tree meanwhile has nothing to synchronize: a coordinator view model
                // reads its slots and children from its record.
                guard let position = tree.position(of: visits[index]) else { continue }
                // Synchronizing only empties slots and releases children: a coordinator view model whose
                // slots' destinations and children are all still in the window has nothing to do. Which
                // slots it holds comes from its payload's number when this context numbered it.
                let number = Int(records.payloadNumber(at: position))
                if number < heldByNumber.count, heldByNumber[number].contains(.numbered),
                   !window.needsSynchronizing(visits[index], holding: heldByNumber[number], children: nodes[position].children)
                {
                    continue
                }
                return (index, nodes[position].object)
            }
            return nil
        }
    }
}

/// What the contexts of the process share (the analyses launch the app afresh many times): the facts of
/// each coordinator view model class, and the slots stored so far, numbered. A context asks here for
/// slots new to it, rather than having them looked up as `AnyHashable`s among every payload of every style.
enum SlotNumbers {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var numbers: [StoredSlots: NumberedPayload] = [:]
    nonisolated(unsafe) private static var classes: [ObjectIdentifier: SlotSynchronizer.ClassFacts] = [:]
    /// Tables of synchronizers whose contexts have gone, for new contexts to start from.
    nonisolated(unsafe) private static var recycled: [SlotSynchronizer.Tables] = []
    /// At most this many tables wait (one per context alive at once is enough).
    private static let recycledLimit = 8

    /// Tables a synchronizer left, if any; each is handed out once.
    static func recycledTables() -> SlotSynchronizer.Tables? {
        lock.lock()
        defer { lock.unlock() }
        return recycled.popLast()
    }

    /// Keeps `tables` for the next synchronizer made.
    static func recycle(_ tables: SlotSynchronizer.Tables) {
        lock.lock()
        defer { lock.unlock() }
        if recycled.count < recycledLimit { recycled.append(tables) }
    }

    /// `slots` as a record's payload, with its number.
    static func numbered(_ slots: StoredSlots) -> NumberedPayload {
        lock.lock()
        defer { lock.unlock() }
        if let known = numbers[slots] { return known.equal(typed: SlotsPayload(slots: slots)) }
        let numbered = NumberedPayload(typed: SlotsPayload(slots: slots))
        numbers[slots] = numbered
        return numbered
    }

    /// What coordinator view models of class `type`, whose empty slots are `emptySlots`, share.
    static func facts(of type: AnyObject.Type, emptySlots: () -> StoredSlots) -> SlotSynchronizer.ClassFacts {
        lock.lock()
        defer { lock.unlock() }
        if let known = classes[ObjectIdentifier(type)] { return known }
        let empty = emptySlots()
        let typeName = String(describing: type)
        let facts = SlotSynchronizer.ClassFacts(
            typeName: typeName, typeFingerprint: Fingerprint.of(typeName), emptySlots: empty,
            emptyPayload: NumberedPayload(typed: SlotsPayload(slots: empty)))
        classes[ObjectIdentifier(type)] = facts
        return facts
    }
}
