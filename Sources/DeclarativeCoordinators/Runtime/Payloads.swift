import NavigationModel
import Synchronization

/// One route as the state remembers it: which declaration, its property name and its input.
///
/// Payloads enter the state key, so they hold no identifiers: the key path is the one shared instance of
/// all equal key paths (see ``RouteKey``), so that comparing and hashing it needs no walk of its
/// components, and the input is the app's own value.
struct RouteEntry: Hashable {
    /// The key path, with what its types tell about the route once and for all, held unretained
    /// (``RouteKey/Reference``): each copy of an entry, and of a payload holding it, would retain a key.
    let key: RouteKey.Reference
    let name: String
    let input: AnyHashable?
    /// Whether ``input`` is not `nil`, read without copying the input (matching an optional input copies it).
    let hasInput: Bool
    let isCoordinator: Bool

    /// The hash of the other fields, worked out once: payloads hash their entries in every state key.
    let hashCode: Int

    var keyPath: AnyKeyPath { key.keyPath }

    init(keyPath: AnyKeyPath, name: String, input: AnyHashable?, isCoordinator: Bool) {
        self.init(key: RouteKey.reference(of: keyPath), name: name, input: input, isCoordinator: isCoordinator)
    }

    init(key: RouteKey.Reference, name: String, input: AnyHashable?, isCoordinator: Bool) {
        // Hashed before they are stored, so that they are moved into the entry rather than copied.
        var hasher = Hasher()
        hasher.combine(ObjectIdentifier(key.keyPath))
        hasher.combine(name)
        // As the optional hashes itself, matched once.
        switch input {
        case .none:
            hasher.combine(0 as UInt8)
            hasInput = false
        case .some(let input):
            hasher.combine(1 as UInt8)
            hasher.combine(input)
            hasInput = true
        }
        hasher.combine(isCoordinator)
        hashCode = hasher.finalize()
        self.key = key
        self.name = name
        self.input = input
        self.isCoordinator = isCoordinator
    }

    static func == (lhs: RouteEntry, rhs: RouteEntry) -> Bool {
        lhs.key == rhs.key && lhs.hashCode == rhs.hashCode && lhs.name == rhs.name && lhs.isCoordinator == rhs.isCoordinator
            && lhs.hasInput == rhs.hasInput && (!lhs.hasInput || equalInputs(lhs.input, rhs.input))
    }

    /// Whether the entries `lhs` and `rhs` point at are equal (`==`), compared field by field where they are.
    ///
    /// Its input (an `AnyHashable`, whose box is an existential) makes an entry a value whose size the compiler
    /// does not lay out in registers: one read out of memory whole (a pointer's `pointee`, a buffer's element,
    /// an argument made of either), or read through a value holding it (an item's `route`), is copied first,
    /// each of its parts retained and released again. Its fields read through a pointer to the entry are not.
    /// Entries without input (most of them) never touch their inputs.
    static func equal(_ lhs: UnsafePointer<RouteEntry>, _ rhs: UnsafePointer<RouteEntry>) -> Bool {
        lhs.pointee.key == rhs.pointee.key && lhs.pointee.hashCode == rhs.pointee.hashCode
            && lhs.pointee.isCoordinator == rhs.pointee.isCoordinator && lhs.pointee.name == rhs.pointee.name
            && lhs.pointee.hasInput == rhs.pointee.hasInput
            && (!lhs.pointee.hasInput || equalInputs(lhs.pointee.input, rhs.pointee.input))
    }

    /// Whether two inputs are equal (comparing two optionals copies both into a pair). Each input is copied
    /// to be matched, even an empty one: entries compare their ``hasInput`` first.
    static func equalInputs(_ lhs: AnyHashable?, _ rhs: AnyHashable?) -> Bool {
        switch lhs {
        case .none:
            if case .none = rhs { return true }
            return false
        case .some(let input):
            if case .some(let other) = rhs { return input == other }
            return false
        }
    }

    func hash(into hasher: inout Hasher) { hasher.combine(hashCode) }

    /// The declaration behind the entry on `coordinator`.
    func declaration(on coordinator: any Coordinatable) -> (any RouteDeclaration)? {
        value(at: keyPath, of: coordinator) as? any RouteDeclaration
    }

    /// The tab declaration behind the entry on `coordinator`, cast once.
    func tabDeclaration(on coordinator: any Coordinatable) -> (any TabDeclaration)? {
        value(at: keyPath, of: coordinator) as? any TabDeclaration
    }
}

extension RouteEntry {
    /// The one instance of all key paths equal to `keyPath`, the one entries keep (their ``RouteKey``'s).
    static func canonical(_ keyPath: AnyKeyPath) -> AnyKeyPath { RouteKey.reference(of: keyPath).keyPath }
}

/// The one instance of all key paths equal to a route's key path, and what the key path's types say about
/// the route: how its screens are made (``ScreenMaker``), worked out once per key path and process.
///
/// A key path with arguments (`\.[screen: 3]`) is a new object every time the app writes it, and comparing
/// two walks their components; one key per distinct key path lets entries compare by identity. Key paths
/// are immutable, and so are keys: every worker shares them.
final class RouteKey: Sendable {
    nonisolated(unsafe) let keyPath: AnyKeyPath
    /// The type of the key path's value: a route declaration's type for a route.
    let valueType: Any.Type
    /// Whether the key path's value is a route declaration whose factory makes a coordinator.
    let producesCoordinator: Bool
    /// Makes the route's screen through its typed declaration; `nil` when the key path's value is not a
    /// route whose factory returns a ``ScreenView`` or its root is not the factory's coordinator type.
    let screens: ScreenMaker?
    /// The stacks the key path's routes started last, as initial roots without input (``InitialStacks``).
    let initialStacks = InitialStacks()

    private init(_ keyPath: AnyKeyPath) {
        self.keyPath = keyPath
        valueType = type(of: keyPath).valueType
        producesCoordinator = (valueType as? any RouteDeclaration.Type)?.producesCoordinator ?? false
        screens = (valueType as? any ScreenRouteDeclaration.Type)?.screenMaker(reading: keyPath)
    }

    /// The key of `keyPath` (of every key path equal to it).
    static func of(_ keyPath: AnyKeyPath) -> RouteKey { table.key(of: keyPath).object }

    /// The key of `keyPath`, unretained (``Reference``): the key as entries hold it.
    static func reference(of keyPath: AnyKeyPath) -> Reference { table.key(of: keyPath) }

    private static let table = Table()

    /// Every key made, by key path value and by the identity of the key path it was made with.
    private final class Table: @unchecked Sendable {
        private let lock = Mutex(())
        // Read and written only under `lock`: not checked for exclusive access again on every look-up.
        @exclusivity(unchecked) private var byValue: [AnyKeyPath: RouteKey] = [:]
        /// A key path the app writes without arguments (`\.detail`) is the same object every time, found
        /// without hashing its components. The keys keep those objects alive, so no other object can take
        /// their address. Found there every time, rather than first compared with the key found last: the key
        /// paths looked up alternate (an app's routes), and remembering each one found retained it and released
        /// the one before, each an atomic write to a key every worker shares.
        @exclusivity(unchecked) private var byObject: [ObjectIdentifier: RouteKey] = [:]

        /// Unretained: the table keeps every key it returns (returning a key retained it, and its caller
        /// released it again).
        func key(of keyPath: AnyKeyPath) -> Reference {
            nonisolated(unsafe) var result: Reference?
            lock.withLock { _ in
                if let known = byObject[ObjectIdentifier(keyPath)], known.keyPath === keyPath {
                    result = Reference(known)
                } else if let known = byValue[keyPath] {
                    result = Reference(known)
                }
            }
            if let result { return result }
            // Made outside the lock: working out the screen maker reads the key path's types.
            let made = RouteKey(keyPath)
            lock.withLock { _ in
                if let known = byValue[keyPath] {
                    result = Reference(known)
                } else {
                    byValue[keyPath] = made
                    byObject[ObjectIdentifier(keyPath)] = made
                    result = Reference(made)
                }
            }
            return result!
        }
    }
}

extension RouteKey {
    /// A key held unretained, compared by identity: the table making keys keeps each for the process's life
    /// (``RouteKey/of(_:)``), and a copy of a reference to a key retains it, an atomic write to an object every
    /// worker shares. Its parts are read from the key without retaining it; a stored one is read where it is
    /// held (a computed property of a value read through a pointer copies the value first).
    struct Reference: Equatable, Sendable {
        private let key: Unmanaged<RouteKey>

        init(_ key: RouteKey) { self.key = Unmanaged.passUnretained(key) }

        /// The key itself (retained by the caller).
        var object: RouteKey { key.takeUnretainedValue() }
        var keyPath: AnyKeyPath { key._withUnsafeGuaranteedRef { $0.keyPath } }
        var valueType: Any.Type { key._withUnsafeGuaranteedRef { $0.valueType } }
        var producesCoordinator: Bool { key._withUnsafeGuaranteedRef { $0.producesCoordinator } }
        var screens: ScreenMaker? { key._withUnsafeGuaranteedRef { $0.screens } }
        var identifier: ObjectIdentifier { key._withUnsafeGuaranteedRef { ObjectIdentifier($0) } }

        static func == (lhs: Reference, rhs: Reference) -> Bool { lhs.key.toOpaque() == rhs.key.toOpaque() }

        /// ``InitialStacks/stack(of:key:on:)`` of the key's stacks.
        func initialStack<D: RouteDeclaration>(of declaration: D, on coordinator: AnyObject) -> InitialStacks.Known {
            key._withUnsafeGuaranteedRef { $0.initialStacks.stack(of: declaration, key: self, on: coordinator) }
        }
    }
}

/// Reads `keyPath` on the coordinator's concrete type.
private func value<Root: Coordinatable>(at keyPath: AnyKeyPath, of root: Root) -> Any? { root[keyPath: keyPath] }

/// One item of a navigation coordinator's flat stack.
struct ItemEntry: Hashable {
    let presentation: PresentationType
    let route: RouteEntry

    /// Whether the items `lhs` and `rhs` point at are equal (`==`), compared where they are
    /// (``RouteEntry/equal(_:_:)``: reading an item's route out of it copies the whole item).
    static func equal(_ lhs: UnsafePointer<ItemEntry>, _ rhs: UnsafePointer<ItemEntry>) -> Bool {
        lhs.pointee.presentation == rhs.pointee.presentation && RouteEntry.equal(lhs.route, rhs.route)
    }
}

extension UnsafePointer<ItemEntry> {
    /// The item's route, where the item holds it: read through the item (`pointee.route`), the whole item is
    /// copied first (``RouteEntry/equal(_:_:)``).
    var route: UnsafePointer<RouteEntry> { pointer(to: \.route)! }
}

/// A ``NavigationCoordinatable``'s state: its root and its flat stack.
///
/// The coordinator record's children follow the payload: the root's coordinator first (when the root is
/// a coordinator), then one per coordinator item, in stack order.
struct StackPayload: Hashable {
    /// Changed through ``setRoot(_:)``, ``append(_:)`` and ``keepItems(_:)``, which restamp the payload: stored
    /// without observers, so that a pointer to the root can be taken where a payload is (`pointer(to:)` has none
    /// for an observed property).
    private(set) var root: RouteEntry
    private(set) var items: [ItemEntry]
    /// The hash of `root` and `items`, worked out on every change: the payload is hashed in every state key.
    private(set) var hashCode = 0

    init(root: RouteEntry, items: [ItemEntry]) {
        self.root = root
        self.items = items
        restamp()
    }

    mutating func setRoot(_ root: RouteEntry) {
        self.root = root
        restamp()
    }

    mutating func append(_ item: ItemEntry) {
        items.append(item)
        restamp()
    }

    /// Keeps the first `count` items.
    mutating func keepItems(_ count: Int) {
        items.removeSubrange(count...)
        restamp()
    }

    private mutating func restamp() {
        var hasher = Hasher()
        hasher.combine(root.hashCode)
        hasher.combine(items.count)
        for item in items {
            hasher.combine(item.presentation)
            hasher.combine(item.route.hashCode)
        }
        hashCode = hasher.finalize()
    }

    static func == (lhs: StackPayload, rhs: StackPayload) -> Bool {
        lhs.hashCode == rhs.hashCode && lhs.root == rhs.root && lhs.items == rhs.items
    }

    func hash(into hasher: inout Hasher) { hasher.combine(hashCode) }

    /// The index in `children` of the coordinator of item `index`, when that item is a coordinator.
    func childIndex(ofItem index: Int) -> Int? {
        guard items.indices.contains(index), items[index].route.isCoordinator else { return nil }
        let before = items[..<index].filter(\.route.isCoordinator).count
        return before + (root.isCoordinator ? 1 : 0)
    }

    /// The number of children that items from `index` on own. Counted where the items are (a slice of the array
    /// retains it, and an item read out, even to ask its route, is copied with each of its parts).
    func childCount(ofItemsFrom index: Int) -> Int {
        items.withUnsafeBufferPointer { items in
            guard let first = items.baseAddress else { return 0 }
            var count = 0
            for position in max(0, index)..<max(index, items.count) where (first + position).route.pointee.isCoordinator {
                count += 1
            }
            return count
        }
    }
}

/// One tab of a tab coordinator.
struct TabEntry: Hashable {
    let route: RouteEntry
    let title: String
    /// Whether the tab's declaration has an `onTapped`, read when the tab is set up (the declaration is fixed
    /// when the coordinator is made): a tap on a tab without one reads no declaration.
    let hasTapHandler: Bool
}

/// A ``TabCoordinatable``'s state: its tabs and the active one. Its children are one per coordinator tab.
struct TabsPayload: Hashable {
    var tabs: [TabEntry] { didSet { tabsHashCode = Self.hashCode(of: tabs) } }
    var activeTab: Int
    /// The hash of `tabs`, worked out when they change: numbering the payload hashes it, and a launch and
    /// every tab selection number one.
    private(set) var tabsHashCode: Int

    init(tabs: [TabEntry], activeTab: Int) {
        self.tabs = tabs
        self.activeTab = activeTab
        tabsHashCode = Self.hashCode(of: tabs)
    }

    /// From the entries' hashes worked out already.
    private static func hashCode(of tabs: [TabEntry]) -> Int {
        var hasher = Hasher()
        hasher.combine(tabs.count)
        for tab in tabs {
            hasher.combine(tab.route.hashCode)
            hasher.combine(tab.title)
            hasher.combine(tab.hasTapHandler)
        }
        return hasher.finalize()
    }

    static func == (lhs: TabsPayload, rhs: TabsPayload) -> Bool {
        lhs.tabsHashCode == rhs.tabsHashCode && lhs.activeTab == rhs.activeTab && sameTabs(lhs.tabs, rhs.tabs)
    }

    /// Whether two tab lists are equal, compared in place (the synthesized comparison copies every entry).
    static func sameTabs(_ lhs: [TabEntry], _ rhs: [TabEntry]) -> Bool {
        guard lhs.count == rhs.count else { return false }
        return lhs.withUnsafeBufferPointer { lhs in
            rhs.withUnsafeBufferPointer { rhs in
                guard var left = lhs.baseAddress, var right = rhs.baseAddress else { return true }
                for _ in 0..<lhs.count {
                    // Field by field through the pointers, in place (``RouteEntry/equal(_:_:)``): a buffer's subscript,
                    // and passing an entry to `==`, copy the entry out.
                    guard left.pointee.hasTapHandler == right.pointee.hasTapHandler, left.pointee.title == right.pointee.title,
                        RouteEntry.equal(left.pointer(to: \.route)!, right.pointer(to: \.route)!)
                    else { return false }
                    left += 1
                    right += 1
                }
                return true
            }
        }
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(tabsHashCode)
        hasher.combine(activeTab)
    }

    /// The index in `children` of tab `index`'s coordinator, when that tab is a coordinator.
    func childIndex(ofTab index: Int) -> Int? {
        guard tabs.indices.contains(index), tabs[index].route.isCoordinator else { return nil }
        var before = 0
        for tab in tabs[..<index] where tab.route.isCoordinator { before += 1 }
        return before
    }
}

/// One item of a navigation coordinator's stack, as the app can read it.
public struct StackItem: Hashable, CustomStringConvertible {
    public let presentation: PresentationType
    /// The route's property name, such as `todo`.
    public let route: String
    public let input: AnyHashable?

    init(_ entry: ItemEntry) {
        presentation = entry.presentation
        route = entry.route.name
        input = entry.route.input
    }

    public var description: String {
        input.map { "\(presentation.rawValue) \(route)(\($0.base))" } ?? "\(presentation.rawValue) \(route)"
    }
}
