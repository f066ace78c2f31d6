/// A set of coordinator identifiers tuned for the few coordinators a state holds: a list searched
/// linearly, which beats hashing at that size, turning into a hash set once it grows.
struct CoordinatorIDSet {
    private var list: [CoordinatorID] = []
    private var hashed: Set<CoordinatorID>?
    private static let listLimit = 32

    /// Adds `id`; `false` when it was already there.
    mutating func insert(_ id: CoordinatorID) -> Bool {
        if hashed != nil { return hashed!.insert(id).inserted }
        if list.contains(id) { return false }
        list.append(id)
        if list.count > Self.listLimit {
            hashed = Set(list)
            list = []
        }
        return true
    }

    func contains(_ id: CoordinatorID) -> Bool { hashed?.contains(id) ?? list.contains(id) }
}

/// Canonical numbers for coordinators in the order they are met (1, 2, 3...), with the same small-size
/// tuning as ``CoordinatorIDSet``.
struct CoordinatorNumbering {
    private var list: [CoordinatorID] = []
    private var hashed: [CoordinatorID: UInt64]?
    private static let listLimit = 32

    /// The number given to `id`, if it has one.
    func number(of id: CoordinatorID) -> UInt64? {
        if let hashed { return hashed[id] }
        return list.firstIndex(of: id).map { UInt64($0 + 1) }
    }

    /// Forgets every number, keeping the storage.
    mutating func removeAll() {
        list.removeAll(keepingCapacity: true)
        hashed = nil
    }

    /// Gives `id` the next number and returns it; `id` must not have one yet.
    mutating func add(_ id: CoordinatorID) -> UInt64 {
        list.append(id)
        let number = UInt64(list.count)
        if hashed != nil {
            hashed![id] = number
        } else if list.count > Self.listLimit {
            hashed = Dictionary(uniqueKeysWithValues: list.enumerated().map { ($1, UInt64($0 + 1)) })
        }
        return number
    }
}
