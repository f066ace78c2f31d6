import NavigationModel
import Synchronization

/// One route as the state remembers it: which declaration, its property name and its input.
///
/// Payloads enter the state key, so they hold no identifiers: the key path is the one shared instance of
/// all equal key paths (see ``canonical(_:)``), so that comparing and hashing it needs no walk of its
/// components, and the input is the app's own value.
struct RouteEntry: Hashable {
    let keyPath: AnyKeyPath
    let name: String
    let input: AnyHashable?
    let isCoordinator: Bool

    /// The hash of the other fields, worked out once: payloads hash their entries in every state key.
    let hashCode: Int

    init(keyPath: AnyKeyPath, name: String, input: AnyHashable?, isCoordinator: Bool) {
        self.keyPath = Self.canonical(keyPath)
        self.name = name
        self.input = input
        self.isCoordinator = isCoordinator
        var hasher = Hasher()
        hasher.combine(ObjectIdentifier(self.keyPath))
        hasher.combine(name)
        hasher.combine(input)
        hasher.combine(isCoordinator)
        hashCode = hasher.finalize()
    }

    static func == (lhs: RouteEntry, rhs: RouteEntry) -> Bool {
        lhs.keyPath === rhs.keyPath && lhs.hashCode == rhs.hashCode && lhs.name == rhs.name
            && lhs.isCoordinator == rhs.isCoordinator && lhs.input == rhs.input
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
    /// The one instance of all key paths equal to `keyPath`, the one entries keep. A key path with arguments
    /// (`\.[screen: 3]`) is a new object every time the app writes it, and comparing two walks their components.
    static func canonical(_ keyPath: AnyKeyPath) -> AnyKeyPath { CanonicalKeyPaths.shared.canonical(keyPath) }
}

/// Every key path a route entry was made with, by value; key paths are immutable.
private final class CanonicalKeyPaths: @unchecked Sendable {
    static let shared = CanonicalKeyPaths()
    private let lock = Mutex(())
    private var known: [AnyKeyPath: AnyKeyPath] = [:]
    /// The canonical instances, by identity: a key path the app writes without arguments (`\.detail`) is
    /// the same object every time, found without hashing its components. They are kept alive by
    /// ``known``, so no other object can take their address.
    private var canonicalObjects: Set<ObjectIdentifier> = []

    func canonical(_ keyPath: AnyKeyPath) -> AnyKeyPath {
        nonisolated(unsafe) var result = keyPath
        lock.withLock { _ in
            if canonicalObjects.contains(ObjectIdentifier(keyPath)) { return }
            if let found = known[keyPath] {
                result = found
            } else {
                known[keyPath] = keyPath
                canonicalObjects.insert(ObjectIdentifier(keyPath))
            }
        }
        return result
    }
}

/// Reads `keyPath` on the coordinator's concrete type.
private func value<Root: Coordinatable>(at keyPath: AnyKeyPath, of root: Root) -> Any? { root[keyPath: keyPath] }

/// One item of a navigation coordinator's flat stack.
struct ItemEntry: Hashable {
    let presentation: PresentationType
    let route: RouteEntry
}

/// A ``NavigationCoordinatable``'s state: its root and its flat stack.
///
/// The coordinator record's children follow the payload: the root's coordinator first (when the root is
/// a coordinator), then one per coordinator item, in stack order.
struct StackPayload: Hashable {
    var root: RouteEntry { didSet { restamp() } }
    var items: [ItemEntry] { didSet { restamp() } }
    /// The hash of `root` and `items`, worked out on every change: the payload is hashed in every state key.
    private(set) var hashCode = 0

    init(root: RouteEntry, items: [ItemEntry]) {
        self.root = root
        self.items = items
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

    /// The number of children that items from `index` on own.
    func childCount(ofItemsFrom index: Int) -> Int {
        var count = 0
        for item in items[max(0, index)...] where item.route.isCoordinator { count += 1 }
        return count
    }
}

/// One tab of a tab coordinator.
struct TabEntry: Hashable {
    let route: RouteEntry
    let title: String
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

    private static func hashCode(of tabs: [TabEntry]) -> Int {
        var hasher = Hasher()
        hasher.combine(tabs)
        return hasher.finalize()
    }

    static func == (lhs: TabsPayload, rhs: TabsPayload) -> Bool {
        lhs.tabsHashCode == rhs.tabsHashCode && lhs.activeTab == rhs.activeTab && lhs.tabs == rhs.tabs
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
