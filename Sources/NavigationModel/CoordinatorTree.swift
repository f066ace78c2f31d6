/// One coordinator in the ownership tree, as a value: read from ``CoordinatorTree/all`` or by identifier, changed
/// and stored back.
///
/// States are copied and changed on every action, and a change copies what it touches in every state sharing
/// it, so the tree keeps a record in two parts: its ``Node`` (identifier, type, object, parent and children)
/// and its payload, which styles change on most actions (a push, a pop, a tab selected). A payload change
/// then copies the payloads alone, one retain per record, and leaves the nodes shared.
public struct CoordinatorRecord {
    /// Everything but the payload.
    @usableFromInline var node: Node
    /// The payload and its number.
    @usableFromInline private(set) var stored: StoredPayload

    public var id: CoordinatorID { node.id }
    /// The coordinator's type name, such as `OnboardingCoordinator`.
    public var typeName: String { node.typeName }
    /// The coordinator object itself; the tree retains it as the real library's `children` would.
    /// Inlinable, so that styles comparing objects (`record.object === coordinator`) read it in place.
    @inlinable public var object: AnyObject? { node.object }
    /// The coordinator whose children include this one, if any.
    public var parent: CoordinatorID? {
        get { node.parent }
        set { node.parent = newValue }
    }
    /// In attachment order: styles rely on it (`children.last` is the top coordinator).
    public var children: [CoordinatorID] {
        get { node.children }
        _modify { yield &node.children }
    }
    /// Style-defined data that changes behaviour, such as a tab bar's current page. Part of the state key,
    /// so it must hold no identifiers.
    public var payload: AnyHashable? {
        get { stored.box?.value }
        set { stored = StoredPayload(newValue.map(NumberedPayload.Box.init)) }
    }
    /// The payload's number, the same for equal payloads in every context of the process and zero for
    /// none: state keys compare payloads by it.
    public var payloadNumber: UInt64 { stored.number }
    /// The type name's fingerprint, computed once for state keys.
    public var typeFingerprint: UInt64 { node.typeFingerprint }

    /// A payload's shared object (`nil` for none) and its number, kept beside it so that keys read it in place.
    @usableFromInline struct StoredPayload {
        @usableFromInline let box: NumberedPayload.Box?
        @usableFromInline let number: UInt64

        @inlinable static var none: StoredPayload { StoredPayload(nil) }

        @inlinable init(_ box: NumberedPayload.Box?) {
            self.box = box
            number = box?.number ?? 0
        }

        /// The number of the payload at `position` of `payloads`, zero when they are empty (no record has had one).
        @inlinable static func number(at position: Int, in payloads: [StoredPayload]) -> UInt64 {
            payloads.isEmpty ? 0 : payloads[position].number
        }

        /// The payload at `position` of `payloads` when it is a `Value`, read in place (``payload(at:as:)``); `nil`
        /// when they are empty.
        @inlinable
        static func payload<Value: Hashable>(at position: Int, in payloads: [StoredPayload], as type: Value.Type) -> Value? {
            guard !payloads.isEmpty else { return nil }
            return payloads.withUnsafeBufferPointer { payload(at: $0.baseAddress! + position, as: type) }
        }

        /// The payload at `stored` when it is a `Value` (``CoordinatorRecord/payload(as:)``), read where it is: a
        /// method called on a value read through a pointer copies the value first (its box retained, and released).
        @inlinable
        static func payload<Value: Hashable>(at stored: UnsafePointer<StoredPayload>, as type: Value.Type) -> Value? {
            if let box = stored.pointee.box as? NumberedPayload.TypedBox<Value> { return box.typed }
            return stored.pointee.box?.value as? Value
        }
    }

    @usableFromInline init(node: Node, stored: StoredPayload) {
        self.node = node
        self.stored = stored
    }

    public init(id: CoordinatorID, typeName: String, object: AnyObject?, payload: AnyHashable? = nil) {
        self.init(id: id, typeName: typeName, typeFingerprint: Fingerprint.of(typeName), object: object)
        stored = StoredPayload(payload.map(NumberedPayload.Box.init))
    }

    /// A record without payload whose type name's fingerprint, `Fingerprint.of(typeName)`, the caller
    /// worked out already (once per type, rather than once per coordinator).
    public init(id: CoordinatorID, typeName: String, typeFingerprint: UInt64, object: AnyObject?) {
        node = Node(id: id, typeName: typeName, typeFingerprint: typeFingerprint, object: object)
        stored = .none
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
        withUnsafePointer(to: stored) { StoredPayload.payload(at: $0, as: type) }
    }

    /// `body` run, under a lock, on the memo kept with the record's payload object: what a style works out
    /// of the payload value once (say, what each of its changes makes of it), for every record and worker
    /// holding that object. The memo starts `nil`; `body` is not run when the record has no payload.
    @inlinable
    public func withPayloadMemo(_ body: (inout AnyObject?) -> Void) {
        stored.box?.withMemo(body)
    }

    /// Stores a payload numbered beforehand: the same as assigning ``payload`` its value, without
    /// numbering it again.
    public mutating func setPayload(_ payload: NumberedPayload) {
        stored = StoredPayload(payload.box)
    }
}

extension CoordinatorRecord {
    /// A coordinator of the ownership tree but for its payload (``CoordinatorRecord``): what a payload change
    /// leaves alone. Copying one retains two objects (its identity and its children).
    public struct Node {
        public let id: CoordinatorID
        /// The type name and object, which never change, shared by the node's copies.
        @usableFromInline let identity: Identity
        /// ``parent``, ``noParent`` for none: not stored as an optional, whose tag makes every initializer of the
        /// node build it as a copy of a value (each of its parts retained) destroyed again.
        @usableFromInline var storedParent = noParent
        /// In attachment order: styles rely on it (`children.last` is the top coordinator).
        public internal(set) var children: [CoordinatorID] = []
        /// The type name's fingerprint, computed once for state keys.
        public let typeFingerprint: UInt64

        /// The coordinator's type name, such as `OnboardingCoordinator`.
        public var typeName: String { identity.typeName }
        /// The coordinator object itself; the tree retains it as the real library's `children` would.
        /// Inlinable, so that styles comparing objects (`node.object === coordinator`) read it in place.
        @inlinable public var object: AnyObject? { identity.object }
        /// The coordinator whose children include this one, if any.
        @inlinable public internal(set) var parent: CoordinatorID? {
            get { storedParent == Self.noParent ? nil : storedParent }
            set { storedParent = newValue ?? Self.noParent }
        }
        /// No identifier handed out: identifiers count up from one.
        @inlinable static var noParent: CoordinatorID { CoordinatorID(.min) }

        init(id: CoordinatorID, typeName: String, typeFingerprint: UInt64, object: AnyObject?) {
            self.id = id
            identity = Identity(typeName: typeName, object: object)
            self.typeFingerprint = typeFingerprint
        }

        /// The identity of the object of the node at `node`, read where the node is: neither the node nor the
        /// object is copied or retained (``object`` read on a node through a pointer copies the node first).
        @inlinable
        public static func objectIdentifier(of node: UnsafePointer<Node>) -> ObjectIdentifier? {
            guard let object = node.pointee.identity.object else { return nil }
            return ObjectIdentifier(object)
        }

        /// Whether `other` is this node, field for field (the identity and children compared as objects).
        func isIdentical(to other: Node) -> Bool {
            id == other.id && identity === other.identity && storedParent == other.storedParent
                && typeFingerprint == other.typeFingerprint && children.isSameStorage(as: other.children)
        }

        /// What a node never changes, shared by its copies.
        @usableFromInline final class Identity {
            let typeName: String
            @usableFromInline let object: AnyObject?

            init(typeName: String, object: AnyObject?) {
                self.typeName = typeName
                self.object = object
            }
        }
    }
}

/// The records of a ``CoordinatorTree``, in identifier order (``CoordinatorTree/all``): its nodes and payloads as
/// they were when read, shared with the tree until either changes.
///
/// A record is put together from its parts (each of them retained) when read whole (``subscript(position:)``);
/// ``payloadNumber(at:)``, ``payload(at:as:)`` and ``withRecord(at:_:)`` read one
/// part in place.
public struct CoordinatorRecords: RandomAccessCollection {
    /// The records but for their payloads, read in place.
    public let nodes: [CoordinatorRecord.Node]
    /// Empty only while no record has had a payload (then none has one); otherwise one per node, `.none` for a
    /// record without one (``CoordinatorTree``).
    @usableFromInline let payloads: [CoordinatorRecord.StoredPayload]

    @inlinable init(nodes: [CoordinatorRecord.Node], payloads: [CoordinatorRecord.StoredPayload]) {
        self.nodes = nodes
        self.payloads = payloads
    }

    /// No records.
    public init() {
        nodes = []
        payloads = []
    }

    @inlinable public var startIndex: Int { 0 }
    @inlinable public var endIndex: Int { nodes.count }

    @inlinable public subscript(position: Int) -> CoordinatorRecord {
        CoordinatorRecord(node: nodes[position], stored: payloads.isEmpty ? .none : payloads[position])
    }

    /// The payload number of record `position` (``CoordinatorRecord/payloadNumber``).
    @inlinable public func payloadNumber(at position: Int) -> UInt64 {
        CoordinatorRecord.StoredPayload.number(at: position, in: payloads)
    }

    /// The payload of record `position` when it is a `Value` (``CoordinatorRecord/payload(as:)``), read in place.
    @inlinable
    public func payload<Value: Hashable>(at position: Int, as type: Value.Type) -> Value? {
        CoordinatorRecord.StoredPayload.payload(at: position, in: payloads, as: type)
    }

    /// `body` given record `position` where the records hold it, its parts read in place (a record read whole, even
    /// to be passed on, has each of its parts retained, and released again). The pointer is valid in `body` only.
    @inlinable
    public func withRecord<Result>(at position: Int, _ body: (CoordinatorRecordPointer) throws -> Result) rethrows -> Result {
        try nodes.withUnsafeBufferPointer { nodes in
            let node = nodes.baseAddress! + position
            if payloads.isEmpty { return try body(CoordinatorRecordPointer(node: node, stored: nil)) }
            return try payloads.withUnsafeBufferPointer { try body(CoordinatorRecordPointer(node: node, stored: $0.baseAddress! + position)) }
        }
    }

    /// `body` given the records where these hold them, each read in place (``CoordinatorRecordBuffers``): a walk
    /// reading many records retains the arrays once, where reading each through ``withRecord(at:_:)`` from a
    /// value held by a caller that changes meanwhile retains them for each. Valid in `body` only.
    @inlinable
    public func withBuffers<Result>(_ body: (CoordinatorRecordBuffers) throws -> Result) rethrows -> Result {
        try nodes.withUnsafeBufferPointer { nodes in
            try payloads.withUnsafeBufferPointer { try body(CoordinatorRecordBuffers(nodes: nodes, payloads: $0)) }
        }
    }

    /// The position of `id`'s record (``CoordinatorTree/position(of:)``).
    @inlinable public func position(of id: CoordinatorID) -> Int? { CoordinatorTree.index(of: id, in: nodes) }

    /// Whether `other` holds the very nodes these hold (the same storage): then their records differ in
    /// payloads at most. Holding the nodes keeps their storage from being reused or changed.
    @inlinable public func hasIdenticalNodes(to other: CoordinatorRecords) -> Bool { nodes.isSameStorage(as: other.nodes) }

    /// Whether `other` holds the very nodes and payloads these hold (the same storages): the same records.
    @inlinable public func isIdentical(to other: CoordinatorRecords) -> Bool {
        nodes.isSameStorage(as: other.nodes) && payloads.isSameStorage(as: other.payloads)
    }

}

/// The records of ``CoordinatorRecords`` where they hold them (``CoordinatorRecords/withBuffers(_:)``), valid only
/// in the call that lends them.
public struct CoordinatorRecordBuffers {
    @usableFromInline let nodes: UnsafeBufferPointer<CoordinatorRecord.Node>
    /// Empty when the records keep no payloads.
    @usableFromInline let payloads: UnsafeBufferPointer<CoordinatorRecord.StoredPayload>

    @inlinable
    init(nodes: UnsafeBufferPointer<CoordinatorRecord.Node>, payloads: UnsafeBufferPointer<CoordinatorRecord.StoredPayload>) {
        self.nodes = nodes
        self.payloads = payloads
    }

    /// The record of `id` where the records hold it; `nil` when there is none.
    @inlinable public func record(of id: CoordinatorID) -> CoordinatorRecordPointer? {
        guard let index = CoordinatorTree.index(of: id, in: nodes) else { return nil }
        return CoordinatorRecordPointer(node: nodes.baseAddress! + index, stored: payloads.isEmpty ? nil : payloads.baseAddress! + index)
    }
}

/// A record where ``CoordinatorRecords`` hold it (``CoordinatorRecords/withRecord(at:_:)``): its parts read in
/// place, without copying the record.
public struct CoordinatorRecordPointer {
    /// The record's node.
    public let node: UnsafePointer<CoordinatorRecord.Node>
    /// The record's payload; `nil` when the records keep no payloads (none has had one).
    @usableFromInline let stored: UnsafePointer<CoordinatorRecord.StoredPayload>?

    @inlinable init(node: UnsafePointer<CoordinatorRecord.Node>, stored: UnsafePointer<CoordinatorRecord.StoredPayload>?) {
        self.node = node
        self.stored = stored
    }

    @inlinable public var id: CoordinatorID { node.pointee.id }
    @inlinable public var object: AnyObject? { node.pointee.object }
    @inlinable public var children: [CoordinatorID] { node.pointee.children }
    @inlinable public var payloadNumber: UInt64 { stored?.pointee.number ?? 0 }

    /// The payload when it is a `Value` (``CoordinatorRecord/payload(as:)``).
    @inlinable
    public func payload<Value: Hashable>(as type: Value.Type) -> Value? {
        stored.flatMap { CoordinatorRecord.StoredPayload.payload(at: $0, as: type) }
    }

    /// `body` given the payload when it is a `Value` (``payload(as:)``), read where its object holds it: copied out,
    /// the payload has each of its parts retained, and released again. `nil` when there is no such payload. The
    /// payload object is not retained for the call (see ``withPayloadMemo(_:)``).
    @inlinable
    public func withPayload<Value: Hashable, Result>(as type: Value.Type, _ body: (borrowing Value) -> Result) -> Result? {
        guard let box = stored?.pointee.box.map(Unmanaged.passUnretained) else { return nil }
        return box._withUnsafeGuaranteedRef { box in
            if let typed = box as? NumberedPayload.TypedBox<Value> { return body(typed.typed) }
            return (box.value as? Value).map { body($0) }
        }
    }

    /// ``CoordinatorRecord/withPayloadMemo(_:)`` for the record. The payload object is not retained for the call:
    /// the pointer is valid only while the records holding it stay as they are.
    @inlinable public func withPayloadMemo(_ body: (inout AnyObject?) -> Void) {
        let box = stored?.pointee.box.map(Unmanaged.passUnretained)
        box?._withUnsafeGuaranteedRef { $0.withMemo(body) }
    }

    /// The record, copied out (each of its parts retained).
    @inlinable public var pointee: CoordinatorRecord {
        CoordinatorRecord(node: node.pointee, stored: stored?.pointee ?? .none)
    }
}

/// The ownership tree of coordinators, kept apart from what is on screen.
///
/// A coordinator is *owned* when it can be reached from a root through `children`. Where ownership and
/// the window disagree (owned, but nothing of it on screen) the coordinator has leaked.
///
/// A state holds few coordinators, and the explorer copies and walks the tree on every action, so the
/// records are kept in arrays sorted by identifier rather than in a dictionary: their nodes in one, their
/// payloads in another (``CoordinatorRecord``), so that a payload change copies the payloads alone.
public struct CoordinatorTree {
    /// The records' nodes, in the order of ``all``: sorted by identifier (identifiers are handed out in increasing
    /// order, so new records append). Element by element, a node is read in place, where a record read from
    /// ``all`` is put together (and copied) from its parts.
    public private(set) var nodes: [CoordinatorRecord.Node] = []
    /// The payload of each node, by position; empty, and not allocated, while no record has had one (a style
    /// without payloads keeps one array).
    @usableFromInline private(set) var payloads: [CoordinatorRecord.StoredPayload] = []
    /// Coordinators that nothing owns but the app itself (the main coordinator), in the order they became roots.
    public private(set) var roots: [CoordinatorID] = []
    /// Set when a check found every record owned; any change to the tree clears it, so that the end of
    /// a transition that left the tree alone needs no walk.
    private var isKnownFullyOwned = false

    public init() {}

    /// Every record by identifier. ``all`` lists them without building a dictionary.
    public var records: [CoordinatorID: CoordinatorRecord] {
        Dictionary(uniqueKeysWithValues: all.lazy.map { ($0.id, $0) })
    }

    /// Every record, in identifier order.
    @inlinable public var all: CoordinatorRecords { CoordinatorRecords(nodes: nodes, payloads: payloads) }

    /// The number of records.
    public var count: Int { nodes.count }

    /// The record of `id`. Setting a record stores it under its own identifier (normally `id`).
    public subscript(id: CoordinatorID) -> CoordinatorRecord? {
        get { index(of: id).map { all[$0] } }
        set {
            isKnownFullyOwned = false
            switch (index(of: id), newValue) {
            case (let index?, let record?) where record.id == id: replace(at: index, with: record)
            case (let index?, let record):
                nodes.remove(at: index)
                if !payloads.isEmpty { payloads.remove(at: index) }
                if let record { insert(record) }
            case (nil, let record?): insert(record)
            case (nil, nil): break
            }
        }
    }

    /// The position of `id`'s record in ``all``.
    public func position(of id: CoordinatorID) -> Int? { index(of: id) }

    /// The object of `id`'s record, read where the records hold it: reading it out of ``all`` retains the
    /// records, and out of a copied record each of the record's parts. Inlined, and searching ``nodes`` alone:
    /// called from another module on a tree read from a context's state, the call had the whole tree copied
    /// out of the state first (each of its arrays retained, and released). The nodes are read once (read twice,
    /// the whole tree is copied to read them), and the node through a pointer (``CoordinatorRecord/Node/object``
    /// asked of `nodes[index]` copies the node first).
    @inlinable @inline(__always)
    public func object(of id: CoordinatorID) -> AnyObject? {
        let nodes = nodes
        guard let index = Self.index(of: id, in: nodes) else { return nil }
        return nodes.withUnsafeBufferPointer { $0.baseAddress![index].identity.object }
    }

    /// Makes room for `count` records in all, so that registering that many grows the storage once: a style
    /// that registers a launch's coordinators one by one asks for it when it starts.
    public mutating func reserveCapacity(_ count: Int) {
        nodes.reserveCapacity(count)
        if !payloads.isEmpty { payloads.reserveCapacity(count) }
    }

    /// Makes room for `count` children in the children of `id`'s record, if it has one, so that attaching
    /// that many grows them once: a style attaching a coordinator's children one by one (a tab coordinator's
    /// tabs) asks for it first.
    public mutating func reserveChildren(_ count: Int, of id: CoordinatorID) {
        if let index = index(of: id) { nodes[index].children.reserveCapacity(count) }
    }

    /// The payload of `id`'s record, read without copying the record.
    public func payload(of id: CoordinatorID) -> AnyHashable? {
        guard !payloads.isEmpty, let index = index(of: id) else { return nil }
        return payloads[index].box?.value
    }

    /// The payload of `id`'s record when it is a `Value`, as ``CoordinatorRecord/payload(as:)`` reads it,
    /// without copying the record. Inlinable, so that a style reading its own payload type specializes it.
    @inlinable
    public func payload<Value: Hashable>(of id: CoordinatorID, as type: Value.Type) -> Value? {
        guard let index = position(of: id) else { return nil }
        return CoordinatorRecord.StoredPayload.payload(at: index, in: payloads, as: type)
    }

    /// The children of `id`'s record (none when it has no record), read without copying the record.
    public func children(of id: CoordinatorID) -> [CoordinatorID] { index(of: id).map { nodes[$0].children } ?? [] }

    /// Sets the payload of `id`'s record, if it has one, in place: a payload changes no ownership, and the
    /// nodes are left as they are (shared with the states they were copied from).
    public mutating func setPayload(numbered payload: consuming NumberedPayload, of id: CoordinatorID) {
        guard let index = index(of: id) else { return }
        makePayloads()
        payloads[index] = CoordinatorRecord.StoredPayload(payload.box)
    }

    /// ``NavigationContext/withPayloadMemo(of:_:)``. Mutating only so that the context lends its state in place
    /// for the call, exclusively (read as a value, the tree is copied out of the state first, each of its arrays
    /// retained, since `body` could change the state): changes nothing. The payload object is not retained for
    /// the call either: the payloads holding it stay as they are meanwhile.
    mutating func withPayloadMemo(of id: CoordinatorID, _ body: (inout AnyObject?) -> Void) {
        guard !payloads.isEmpty, let index = index(of: id) else { return }
        let box = payloads.withUnsafeBufferPointer { $0[index].box.map(Unmanaged.passUnretained) }
        box?._withUnsafeGuaranteedRef { $0.withMemo(body) }
    }

    /// ``NavigationContext/withRecord(of:_:)``. Mutating only so that the context lends its state in place for the
    /// call (see ``withPayloadMemo(of:_:)``): changes nothing. Inlinable, so that it is specialized for its caller's
    /// result where the caller is.
    @inlinable
    mutating func withRecord<Result>(of id: CoordinatorID, _ body: (CoordinatorRecordPointer) -> Result) -> Result? {
        guard let index = Self.index(of: id, in: nodes) else { return nil }
        return nodes.withUnsafeBufferPointer { nodes in
            let node = nodes.baseAddress! + index
            if payloads.isEmpty { return body(CoordinatorRecordPointer(node: node, stored: nil)) }
            return payloads.withUnsafeBufferPointer { body(CoordinatorRecordPointer(node: node, stored: $0.baseAddress! + index)) }
        }
    }

    /// Whether `id`'s record holds `object`, compared by identity where the node holds it: neither the node nor
    /// the object is copied or retained.
    func holds(_ object: AnyObject, at id: CoordinatorID) -> Bool {
        guard let index = index(of: id) else { return false }
        let held = nodes.withUnsafeBufferPointer { CoordinatorRecord.Node.objectIdentifier(of: $0.baseAddress! + index) }
        return held == ObjectIdentifier(object)
    }

    /// The payload number of record `index` (zero for none).
    func payloadNumber(at index: Int) -> UInt64 { CoordinatorRecord.StoredPayload.number(at: index, in: payloads) }

    /// Gives every node a payload entry (none) when there are none yet, so that one can be set.
    private mutating func makePayloads() {
        guard payloads.isEmpty else { return }
        payloads.reserveCapacity(nodes.capacity)
        payloads.append(contentsOf: repeatElement(.none, count: nodes.count))
    }

    /// Stores `record` at `index`, which holds a record with its identifier, writing only the part that
    /// changed: setting a record whose payload alone changed leaves the nodes shared.
    private mutating func replace(at index: Int, with record: CoordinatorRecord) {
        if !nodes[index].isIdentical(to: record.node) { nodes[index] = record.node }
        if payloads.isEmpty, record.stored.box == nil { return }
        makePayloads()
        payloads[index] = record.stored
    }

    /// The position of `id`'s record in ``nodes``.
    func index(of id: CoordinatorID) -> Int? { Self.index(of: id, in: nodes) }

    /// The position of `id`'s node in `nodes`, sorted by identifier.
    ///
    /// Identifiers are distinct integers in increasing order, so a record is at most as far from the first
    /// (or the last) as its identifier is from theirs: the search starts in that window, which holds one
    /// record when identifiers have no gaps.
    @usableFromInline static func index(of id: CoordinatorID, in nodes: [CoordinatorRecord.Node]) -> Int? {
        nodes.withUnsafeBufferPointer { index(of: id, in: $0) }
    }

    /// ``index(of:in:)`` in nodes where an array holds them (``CoordinatorRecordBuffers``).
    @usableFromInline static func index(of id: CoordinatorID, in nodes: UnsafeBufferPointer<CoordinatorRecord.Node>) -> Int? {
        let count = nodes.count
        guard count > 0 else { return nil }
        let first = nodes[0].id.rawValue
        let last = nodes[count - 1].id.rawValue
        let raw = id.rawValue
        guard raw >= first, raw <= last else { return nil }
        var low = max(0, count - 1 - (last - raw))
        var high = min(count, raw - first + 1)
        while low < high {
            let middle = (low + high) / 2
            let found = nodes[middle].id
            if found == id { return middle }
            if found < id { low = middle + 1 } else { high = middle }
        }
        return nil
    }

    mutating func insert(_ record: CoordinatorRecord) {
        isKnownFullyOwned = false
        if !nodes.isEmpty, nodes[nodes.count - 1].id >= record.id {
            if let index = index(of: record.id) {
                replace(at: index, with: record)
            } else {
                insert(record, at: nodes.firstIndex { $0.id > record.id } ?? nodes.endIndex)
            }
        } else {
            insert(record, at: nodes.endIndex)
        }
    }

    /// Inserts `record` at `index`, its payload with it when the records have payloads or it has one. A record
    /// inserted at the end is appended, which costs less.
    private mutating func insert(_ record: CoordinatorRecord, at index: Int) {
        let hasPayload = record.stored.box != nil
        if hasPayload { makePayloads() }
        let withPayload = hasPayload || !payloads.isEmpty
        if index == nodes.endIndex {
            nodes.append(record.node)
            if withPayload { payloads.append(record.stored) }
        } else {
            nodes.insert(record.node, at: index)
            if withPayload { payloads.insert(record.stored, at: index) }
        }
    }

    /// Inserts a new record without payload: one newer than every other (a coordinator just registered) is
    /// made at the end of the nodes rather than made and then copied there.
    mutating func insertRecord(id: CoordinatorID, typeName: String, typeFingerprint: UInt64, object: AnyObject?) {
        guard nodes.isEmpty || nodes[nodes.count - 1].id < id else {
            return insert(CoordinatorRecord(id: id, typeName: typeName, typeFingerprint: typeFingerprint, object: object))
        }
        isKnownFullyOwned = false
        nodes.append(CoordinatorRecord.Node(id: id, typeName: typeName, typeFingerprint: typeFingerprint, object: object))
        if !payloads.isEmpty { payloads.append(.none) }
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
        if let index = index(of: child) { nodes[index].parent = parent }
        if let index = index(of: parent) { nodes[index].children.append(child) }
    }

    /// Removes `child` from its parent's children; `false` when it was not a child of `parent`.
    @discardableResult
    mutating func detach(_ child: CoordinatorID, from parent: CoordinatorID) -> Bool {
        guard let parentIndex = index(of: parent),
              let position = nodes[parentIndex].children.lastIndex(of: child) else { return false }
        isKnownFullyOwned = false
        nodes[parentIndex].children.remove(at: position)
        if let index = index(of: child), nodes[index].parent == parent { nodes[index].parent = nil }
        return true
    }

    /// Every owned coordinator, depth first from the roots, parents before children.
    public var owned: [CoordinatorID] {
        var order: [CoordinatorID] = []
        walk(from: roots) { order.append(nodes[$0].id) }
        return order
    }

    /// Calls `body` with the position in ``all`` of every owned coordinator, in the order of ``owned``,
    /// without building the list.
    public func forEachOwnedPosition(_ body: (Int) -> Void) {
        walk(from: roots, body)
    }

    /// Visits the index in ``nodes`` of each coordinator with a record reachable from `starts` through
    /// `children`, once, depth first, parents before children.
    private func walk(from starts: [CoordinatorID], _ visit: (Int) -> Void) {
        var seen = VisitedIndices(count: nodes.count)
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
        let children = nodes[index].children
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
        var live = VisitedIndices(count: nodes.count)
        var liveCount = 0
        walk(from: roots, marking: &live) { _ in liveCount += 1 }
        if liveCount == nodes.count {
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
        if liveCount == nodes.count { return }
        // Keeps the live records in order, in place.
        var kept = 0
        for index in nodes.indices where live.contains(index) {
            if kept != index {
                nodes.swapAt(kept, index)
                if !payloads.isEmpty { payloads.swapAt(kept, index) }
            }
            kept += 1
        }
        if !payloads.isEmpty { payloads.removeLast(payloads.count - kept) }
        nodes.removeLast(nodes.count - kept)
    }
}

/// Indices of ``CoordinatorTree/nodes`` already visited by a walk: a bit mask for the few records of most states.
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
