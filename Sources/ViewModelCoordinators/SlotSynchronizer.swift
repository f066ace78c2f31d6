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
        if let root = window.root { add(root, presenter: nil, isPresented: false) }
        for index in window.presented.indices {
            let presenter = window.presented[index].presenter
            add(window.presented[index].content, presenter: presenter, isPresented: true)
            if let presenter { presenters.append(presenter) }
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
        /// Slots equal to those each payload number stands for (the classes' empty slots among them), to
        /// tell which slots a record holds without reading its payload.
        var slotsByNumber: [UInt64: StoredSlots] = [:]
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
        tables.slotsByNumber[facts.emptyPayload.number] = facts.emptySlots
        return facts
    }

    /// `slots` as a record's payload, with its number: from this context's table, else from the process's.
    func numbered(_ slots: StoredSlots) -> NumberedPayload {
        if let known = tables.numbers[slots] { return known.equal(slots.payload) }
        let numbered = SlotNumbers.numbered(slots)
        tables.numbers[slots] = numbered
        tables.slotsByNumber[numbered.number] = slots
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
        let records = tree.all
        for index in records.indices { visits.initializeElement(at: index, to: records[index].id) }
    }

    /// Synchronizes the coordinators `visits`, in order, as they are in the tree now. One that has left the
    /// tree meanwhile has nothing to synchronize: a coordinator view model reads its slots and children
    /// from its record.
    private func synchronize(_ visits: UnsafeMutableBufferPointer<CoordinatorID>, in context: NavigationContext) {
        var window: WindowIndex?
        for id in visits {
            guard let (payloadNumber, children, object) = Self.facts(of: id, in: context.state.coordinators) else { continue }
            // Synchronizing only empties slots and releases children: a coordinator view model whose
            // slots' destinations and children are all still in the window has nothing to do. Which
            // slots it holds comes from its payload's number when this context numbered it.
            if let held = tables.slotsByNumber[payloadNumber] {
                if held.isEmpty, children.isEmpty { continue }
                if window == nil { window = WindowIndex(context.state.window) }
                if !needsSynchronizing(id, holding: held, children: children, in: window!) { continue }
            }
            guard let scene = object as? SlotSynchronizing else { continue }
            if window == nil { window = WindowIndex(context.state.window) }
            scene.synchronizeSlots(&window!)
        }
    }

    /// The payload number, children and object of `id`'s record in `tree`, read without copying the record.
    private static func facts(of id: CoordinatorID, in tree: CoordinatorTree) -> (UInt64, [CoordinatorID], AnyObject?)? {
        guard let position = tree.position(of: id) else { return nil }
        return tree.all.withUnsafeBufferPointer { ($0[position].payloadNumber, $0[position].children, $0[position].object) }
    }

    /// Whether ``CoordinatorViewModel/synchronizeSlots(_:)`` may change something for coordinator `id`,
    /// whose slots hold what `held` holds.
    private func needsSynchronizing(
        _ id: CoordinatorID, holding held: StoredSlots, children: [CoordinatorID], in window: WindowIndex
    ) -> Bool {
        if held.navigation != nil, !(window.content(of: id).map { $0.count > $0.index + 1 } ?? false) { return true }
        if held.sheet != nil, !window.presents(id) { return true }
        return children.contains { window.content(of: $0) == nil }
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
        if let known = numbers[slots] { return known.equal(slots.payload) }
        let numbered = NumberedPayload(slots.payload)
        numbers[slots] = numbered
        return numbered
    }

    /// What coordinator view models of class `type`, whose empty slots are `emptySlots`, share.
    static func facts(of type: AnyObject.Type, emptySlots: () -> StoredSlots) -> SlotSynchronizer.ClassFacts {
        lock.lock()
        defer { lock.unlock() }
        if let known = classes[ObjectIdentifier(type)] { return known }
        let empty = emptySlots()
        let facts = SlotSynchronizer.ClassFacts(
            typeName: String(describing: type), emptySlots: empty, emptyPayload: NumberedPayload(empty.payload))
        classes[ObjectIdentifier(type)] = facts
        return facts
    }
}
