/// One coordinator in the ownership tree.
///
/// States are copied and changed on every action, and each copy of the tree's storage copies every
/// record, so a record holds what never changes (its type name and object) and its payload in one
/// shared object each: copying one costs three retains, whatever its payload holds.
public struct CoordinatorRecord {
    public let id: CoordinatorID
    /// The coordinator's type name, such as `OnboardingCoordinator`.
    public var typeName: String { identity.typeName }
    /// The coordinator object itself; the tree retains it as the real library's `children` would.
    /// Inlinable, so that styles comparing objects (`record.object === coordinator`) read it in place.
    @inlinable public var object: AnyObject? { identity.object }
    /// The coordinator whose children include this one, if any.
    @inlinable public var parent: CoordinatorID? {
        get { storedParent == Self.noParent ? nil : storedParent }
        set { storedParent = newValue ?? Self.noParent }
    }
    /// ``parent``, ``noParent`` for none: not stored as an optional, whose tag makes every initializer of the
    /// record build it as a copy of a value (each of its parts retained) destroyed again.
    @usableFromInline var storedParent = noParent
    /// No identifier handed out: identifiers count up from one.
    @inlinable static var noParent: CoordinatorID { CoordinatorID(.min) }
    /// Where a record stores its parent, in bytes from its start (`MemoryLayout<CoordinatorID>.size` of
    /// them): a style comparing two records' bits but for their parents skips those.
    public static let parentOffset = MemoryLayout<CoordinatorRecord>.offset(of: \.storedParent)
    /// In attachment order: styles rely on it (`children.last` is the top coordinator).
    public var children: [CoordinatorID] = []
    /// Style-defined data that changes behaviour, such as a tab bar's current page. Part of the state key,
    /// so it must hold no identifiers.
    public var payload: AnyHashable? {
        get { storedPayload?.value }
        set {
            storedPayload = newValue.map(NumberedPayload.Box.init)
            payloadNumber = storedPayload?.number ?? 0
        }
    }
    /// Internal only so that ``object`` can be inlined.
    @usableFromInline let identity: Identity
    /// Internal only so that ``payload(as:)`` can be inlined into the styles reading it.
    @usableFromInline private(set) var storedPayload: NumberedPayload.Box?
    /// The payload's number, the same for equal payloads in every context of the process and zero for
    /// none: state keys compare payloads by it.
    public private(set) var payloadNumber: UInt64
    /// The type name's fingerprint, computed once for state keys.
    public let typeFingerprint: UInt64

    /// What a record never changes, shared by its copies.
    @usableFromInline final class Identity {
        let typeName: String
        @usableFromInline let object: AnyObject?

        init(typeName: String, object: AnyObject?) {
            self.typeName = typeName
            self.object = object
        }
    }

    public init(id: CoordinatorID, typeName: String, object: AnyObject?, payload: AnyHashable? = nil) {
        self.id = id
        self.identity = Identity(typeName: typeName, object: object)
        self.storedPayload = payload.map(NumberedPayload.Box.init)
        self.payloadNumber = storedPayload?.number ?? 0
        self.typeFingerprint = Fingerprint.of(typeName)
    }

    /// A record without payload whose type name's fingerprint, `Fingerprint.of(typeName)`, the caller
    /// worked out already (once per type, rather than once per coordinator).
    public init(id: CoordinatorID, typeName: String, typeFingerprint: UInt64, object: AnyObject?) {
        self.id = id
        self.identity = Identity(typeName: typeName, object: object)
        self.storedPayload = nil
        self.payloadNumber = 0
        self.typeFingerprint = typeFingerprint
    }

    /// A record holding a payload numbered beforehand.
    public init(id: CoordinatorID, typeName: String, object: AnyObject?, payload: NumberedPayload) {
        self.init(id: id, typeName: typeName, object: object)
        setPayload(payload)
    }

    /// The payload when it is a `Value`. One stored as ``NumberedPayload/init(typed:)`` made it is read back
    /// without casting the `AnyHashable` (which costs about a thousand instructions).
    @inlinable
    public func payload<Value: Hashable>(as type: Value.Type) -> Value? {
        if let box = storedPayload as? NumberedPayload.TypedBox<Value> { return box.typed }
        return storedPayload?.value as? Value
    }

    /// The payload of the record at `record` when it is a `Value`, as ``payload(as:)`` reads it, read where
    /// the record is: a method called on a record read through a pointer copies the record first (each of its
    /// parts retained, and released again).
    @inlinable
    public static func payload<Value: Hashable>(of record: UnsafePointer<CoordinatorRecord>, as type: Value.Type) -> Value? {
        if let box = record.pointee.storedPayload as? NumberedPayload.TypedBox<Value> { return box.typed }
        return record.pointee.storedPayload?.value as? Value
    }

    /// The identity of the object of the record at `record`, read where the record is: neither the record nor
    /// the object is copied or retained (``object`` read on a record through a pointer copies the record first).
    @inlinable
    public static func objectIdentifier(of record: UnsafePointer<CoordinatorRecord>) -> ObjectIdentifier? {
        guard let object = record.pointee.identity.object else { return nil }
        return ObjectIdentifier(object)
    }

    /// `body` run, under a lock, on the memo kept with the record's payload object: what a style works out
    /// of the payload value once (say, what each of its changes makes of it), for every record and worker
    /// holding that object. The memo starts `nil`; `body` is not run when the record has no payload.
    /// Inlinable, so that a record read in place from the records is not copied to call it.
    @inlinable
    public func withPayloadMemo(_ body: (inout AnyObject?) -> Void) {
        storedPayload?.withMemo(body)
    }

    /// Stores a payload numbered beforehand: the same as assigning ``payload`` its value, without
    /// numbering it again.
    public mutating func setPayload(_ payload: NumberedPayload) {
        storedPayload = payload.box
        payloadNumber = payload.number
    }
}

/// The ownership tree of coordinators, kept apart from what is on screen.
///
/// A coordinator is *owned* when it can be reached from a root through `children`. Where ownership and
/// the window disagree (owned, but nothing of it on screen) the coordinator has leaked.
///
/// A state holds few coordinators, and the explorer copies and walks the tree on every action, so the
/// records are kept in one array sorted by identifier rather than in a dictionary.
public struct CoordinatorTree {
    /// Sorted by identifier; identifiers are handed out in increasing order, so new records append.
    @usableFromInline private(set) var storage: [CoordinatorRecord] = []
    /// Coordinators that nothing owns but the app itself (the main coordinator), in the order they became roots.
    public private(set) var roots: [CoordinatorID] = []
    /// Set when a check found every record owned; any change to the tree clears it, so that the end of
    /// a transition that left the tree alone needs no walk.
    private var isKnownFullyOwned = false

    public init() {}

    /// Every record by identifier. ``all`` lists them without building a dictionary.
    public var records: [CoordinatorID: CoordinatorRecord] {
        Dictionary(uniqueKeysWithValues: storage.lazy.map { ($0.id, $0) })
    }

    /// Every record, in identifier order.
    public var all: [CoordinatorRecord] { storage }

    /// The number of records.
    public var count: Int { storage.count }

    /// The record of `id`. Setting a record stores it under its own identifier (normally `id`).
    public subscript(id: CoordinatorID) -> CoordinatorRecord? {
        get { index(of: id).map { storage[$0] } }
        set {
            isKnownFullyOwned = false
            switch (index(of: id), newValue) {
            case (let index?, let record?) where record.id == id: storage[index] = record
            case (let index?, let record):
                storage.remove(at: index)
                if let record { insert(record) }
            case (nil, let record?): insert(record)
            case (nil, nil): break
            }
        }
    }

    /// The position of `id`'s record in ``all``.
    public func position(of id: CoordinatorID) -> Int? { index(of: id) }

    /// The object of `id`'s record, read where the records hold it: reading it out of ``all`` retains the
    /// records, and out of a copied record each of the record's parts. Not inlinable: inlined into a style
    /// reading the tree from its context's state, it has the tree copied out of the state (each of its
    /// arrays retained) to ask it for the position.
    public func object(of id: CoordinatorID) -> AnyObject? {
        guard let index = index(of: id) else { return nil }
        return storage[index].object
    }

    /// Makes room for `count` records in all, so that registering that many grows the storage once: a style
    /// that registers a launch's coordinators one by one asks for it when it starts.
    public mutating func reserveCapacity(_ count: Int) { storage.reserveCapacity(count) }

    /// Makes room for `count` children in the children of `id`'s record, if it has one, so that attaching
    /// that many grows them once: a style attaching a coordinator's children one by one (a tab coordinator's
    /// tabs) asks for it first.
    public mutating func reserveChildren(_ count: Int, of id: CoordinatorID) {
        if let index = index(of: id) { storage[index].children.reserveCapacity(count) }
    }

    /// The payload of `id`'s record, read without copying the record.
    public func payload(of id: CoordinatorID) -> AnyHashable? { index(of: id).flatMap { storage[$0].payload } }

    /// The payload of `id`'s record when it is a `Value`, as ``CoordinatorRecord/payload(as:)`` reads it,
    /// without copying the record (calling that method on the stored record copies it). Inlinable, so that
    /// a style reading its own payload type specializes it.
    @inlinable
    public func payload<Value: Hashable>(of id: CoordinatorID, as type: Value.Type) -> Value? {
        guard let index = position(of: id) else { return nil }
        return storage.withUnsafeBufferPointer { CoordinatorRecord.payload(of: $0.baseAddress! + index, as: type) }
    }

    /// The children of `id`'s record (none when it has no record), read without copying the record.
    public func children(of id: CoordinatorID) -> [CoordinatorID] { index(of: id).map { storage[$0].children } ?? [] }

    /// Sets the payload of `id`'s record, if it has one, in place: a payload changes no ownership.
    public mutating func setPayload(numbered payload: NumberedPayload, of id: CoordinatorID) {
        if let index = index(of: id) { storage[index].setPayload(payload) }
    }

    /// The position of `id`'s record in ``storage``.
    ///
    /// Identifiers are distinct integers in increasing order, so a record is at most as far from the first
    /// (or the last) as its identifier is from theirs: the search starts in that window, which holds one
    /// record when identifiers have no gaps.
    func index(of id: CoordinatorID) -> Int? {
        let count = storage.count
        guard count > 0 else { return nil }
        let first = storage[0].id.rawValue
        let last = storage[count - 1].id.rawValue
        let raw = id.rawValue
        guard raw >= first, raw <= last else { return nil }
        var low = max(0, count - 1 - (last - raw))
        var high = min(count, raw - first + 1)
        while low < high {
            let middle = (low + high) / 2
            let found = storage[middle].id
            if found == id { return middle }
            if found < id { low = middle + 1 } else { high = middle }
        }
        return nil
    }

    mutating func insert(_ record: CoordinatorRecord) {
        isKnownFullyOwned = false
        if !storage.isEmpty, storage[storage.count - 1].id >= record.id {
            if let index = index(of: record.id) {
                storage[index] = record
            } else {
                storage.insert(record, at: storage.firstIndex { $0.id > record.id } ?? storage.endIndex)
            }
        } else {
            storage.append(record)
        }
    }

    /// Inserts a new record without payload: one newer than every other (a coordinator just registered) is
    /// made at the end of the storage rather than made and then copied there.
    mutating func insertRecord(id: CoordinatorID, typeName: String, typeFingerprint: UInt64, object: AnyObject?) {
        guard storage.isEmpty || storage[storage.count - 1].id < id else {
            return insert(CoordinatorRecord(id: id, typeName: typeName, typeFingerprint: typeFingerprint, object: object))
        }
        isKnownFullyOwned = false
        storage.append(CoordinatorRecord(id: id, typeName: typeName, typeFingerprint: typeFingerprint, object: object))
    }

    mutating func makeRoot(_ id: CoordinatorID) {
        if !roots.contains(id) {
            isKnownFullyOwned = false
            roots.append(id)
        }
    }

    mutating func removeRoot(_ id: CoordinatorID) {
        isKnownFullyOwned = false
        roots.removeAll { $0 == id }
    }

    /// Appends `child` to `parent`'s children (no duplicate check, as in the libraries).
    mutating func attach(_ child: CoordinatorID, to parent: CoordinatorID) {
        isKnownFullyOwned = false
        if let index = index(of: child) { storage[index].parent = parent }
        if let index = index(of: parent) { storage[index].children.append(child) }
    }

    /// Removes `child` from its parent's children; `false` when it was not a child of `parent`.
    @discardableResult
    mutating func detach(_ child: CoordinatorID, from parent: CoordinatorID) -> Bool {
        guard let parentIndex = index(of: parent),
              let position = storage[parentIndex].children.lastIndex(of: child) else { return false }
        isKnownFullyOwned = false
        storage[parentIndex].children.remove(at: position)
        if let index = index(of: child), storage[index].parent == parent { storage[index].parent = nil }
        return true
    }

    /// Every owned coordinator, depth first from the roots, parents before children.
    public var owned: [CoordinatorID] {
        var order: [CoordinatorID] = []
        walk(from: roots) { order.append(storage[$0].id) }
        return order
    }

    /// Calls `body` with the position in ``all`` of every owned coordinator, in the order of ``owned``,
    /// without building the list.
    public func forEachOwnedPosition(_ body: (Int) -> Void) {
        walk(from: roots, body)
    }

    /// Visits the storage index of each coordinator with a record reachable from `starts` through
    /// `children`, once, depth first, parents before children.
    private func walk(from starts: [CoordinatorID], _ visit: (Int) -> Void) {
        var seen = VisitedIndices(count: storage.count)
        walk(from: starts, marking: &seen, visit)
    }

    /// The same walk, marking each index it visits in `seen` and skipping those marked already.
    private func walk(from starts: [CoordinatorID], marking seen: inout VisitedIndices, _ visit: (Int) -> Void) {
        for start in starts { walk(start, marking: &seen, visit) }
    }

    /// Visits `id` unless it has no record or was visited, then its children in order: recursion rather
    /// than a list of pending identifiers, so a walk allocates nothing.
    private func walk(_ id: CoordinatorID, marking seen: inout VisitedIndices, _ visit: (Int) -> Void) {
        guard let index = index(of: id), seen.insert(index) else { return }
        visit(index)
        let children = storage[index].children
        for child in children.indices { walk(children[child], marking: &seen, visit) }
    }

    /// Drops the records of coordinators that are neither owned nor referenced: `referenced` calls its
    /// argument with every referenced identifier (in any order, repeats allowed). Leaves the tree alone
    /// when it is known to be fully owned (nothing changed since a walk found every record owned), and
    /// when the owned coordinators and the distinct referenced ones together number as many as the
    /// records, a referenced identifier without a record counting as one of them.
    ///
    /// One walk of the tree, and the references are read only when some record is not owned: the end of
    /// every transition calls this.
    mutating func prune(referenced: ((CoordinatorID) -> Void) -> Void) {
        if isKnownFullyOwned { return }
        var live = VisitedIndices(count: storage.count)
        var liveCount = 0
        walk(from: roots, marking: &live) { _ in liveCount += 1 }
        if liveCount == storage.count {
            isKnownFullyOwned = true
            return
        }
        // Referenced identifiers without a record, each counted once.
        var missing: [CoordinatorID] = []
        referenced { id in
            if let index = index(of: id) {
                if live.insert(index) { liveCount += 1 }
            } else if !missing.contains(id) {
                missing.append(id)
                liveCount += 1
            }
        }
        if liveCount == storage.count { return }
        // Keeps the live records in order, in place.
        var kept = 0
        for index in storage.indices where live.contains(index) {
            if kept != index { storage.swapAt(kept, index) }
            kept += 1
        }
        storage.removeLast(storage.count - kept)
    }
}

/// Storage indices already visited by a walk: a bit mask for the few records of most states.
private struct VisitedIndices {
    private var mask: UInt64 = 0
    private var large: [Bool]

    init(count: Int) { large = count > 64 ? [Bool](repeating: false, count: count) : [] }

    /// Whether `index` is marked.
    func contains(_ index: Int) -> Bool { large.isEmpty ? mask & (1 << UInt64(index)) != 0 : large[index] }

    /// Marks `index`; `false` when it was marked before.
    mutating func insert(_ index: Int) -> Bool {
        if large.isEmpty {
            let bit: UInt64 = 1 << UInt64(index)
            if mask & bit != 0 { return false }
            mask |= bit
            return true
        }
        if large[index] { return false }
        large[index] = true
        return true
    }
}
