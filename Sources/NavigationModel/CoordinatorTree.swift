/// One coordinator in the ownership tree.
public struct CoordinatorRecord {
    public let id: CoordinatorID
    /// The coordinator's type name, such as `OnboardingCoordinator`.
    public let typeName: String
    /// The coordinator object itself; the tree retains it as the real library's `children` would.
    public let object: AnyObject?
    public var parent: CoordinatorID?
    /// In attachment order: styles rely on it (`children.last` is the top coordinator).
    public var children: [CoordinatorID] = []
    /// Style-defined data that changes behaviour, such as a tab bar's current page. Part of the state key,
    /// so it must hold no identifiers.
    public var payload: AnyHashable?

    public init(id: CoordinatorID, typeName: String, object: AnyObject?, payload: AnyHashable? = nil) {
        self.id = id
        self.typeName = typeName
        self.object = object
        self.payload = payload
    }
}

/// The ownership tree of coordinators, kept apart from what is on screen.
///
/// A coordinator is *owned* when it can be reached from a root through `children`. Where ownership and
/// the window disagree (owned, but nothing of it on screen) the coordinator has leaked.
public struct CoordinatorTree {
    public private(set) var records: [CoordinatorID: CoordinatorRecord] = [:]
    /// Coordinators that nothing owns but the app itself (the main coordinator), in the order they became roots.
    public private(set) var roots: [CoordinatorID] = []

    public init() {}

    public subscript(id: CoordinatorID) -> CoordinatorRecord? {
        get { records[id] }
        set { records[id] = newValue }
    }

    mutating func insert(_ record: CoordinatorRecord) { records[record.id] = record }

    mutating func makeRoot(_ id: CoordinatorID) {
        if !roots.contains(id) { roots.append(id) }
    }

    mutating func removeRoot(_ id: CoordinatorID) { roots.removeAll { $0 == id } }

    /// Appends `child` to `parent`'s children (no duplicate check, as in the libraries).
    mutating func attach(_ child: CoordinatorID, to parent: CoordinatorID) {
        records[child]?.parent = parent
        records[parent]?.children.append(child)
    }

    /// Removes `child` from its parent's children; `false` when it was not a child of `parent`.
    @discardableResult
    mutating func detach(_ child: CoordinatorID, from parent: CoordinatorID) -> Bool {
        guard let index = records[parent]?.children.lastIndex(of: child) else { return false }
        records[parent]?.children.remove(at: index)
        if records[child]?.parent == parent { records[child]?.parent = nil }
        return true
    }

    /// Every owned coordinator, depth first from the roots, parents before children.
    public var owned: [CoordinatorID] { walk(from: roots) }

    /// Whether every record is owned, so that nothing can need pruning.
    var ownsEveryRecord: Bool { owned.count == records.count }

    /// Each coordinator with a record reachable from `starts` through `children`, once, depth first.
    private func walk(from starts: [CoordinatorID]) -> [CoordinatorID] {
        var order: [CoordinatorID] = []
        var seen = CoordinatorIDSet()
        func visit(_ id: CoordinatorID) {
            guard seen.insert(id), let record = records[id] else { return }
            order.append(id)
            record.children.forEach(visit)
        }
        starts.forEach(visit)
        return order
    }

    /// Drops the records of coordinators that are neither owned nor in `keep`.
    mutating func prune(keeping keep: Set<CoordinatorID>) {
        let live = Set(owned).union(keep)
        if live.count == records.count { return }
        records = records.filter { live.contains($0.key) }
    }
}
