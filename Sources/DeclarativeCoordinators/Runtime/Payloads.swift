import NavigationModel

/// One route as the state remembers it: which declaration, its property name and its input.
///
/// Payloads enter the state key, so they hold no identifiers: the key path compares structurally and the
/// input is the app's own value.
struct RouteEntry: Hashable {
    let keyPath: AnyKeyPath
    let name: String
    let input: AnyHashable?
    let isCoordinator: Bool

    /// The declaration behind the entry on `coordinator`.
    func declaration(on coordinator: any Coordinatable) -> (any RouteDeclaration)? {
        value(at: keyPath, of: coordinator) as? any RouteDeclaration
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
    var root: RouteEntry
    var items: [ItemEntry]

    /// The index in `children` of the coordinator of item `index`, when that item is a coordinator.
    func childIndex(ofItem index: Int) -> Int? {
        guard items.indices.contains(index), items[index].route.isCoordinator else { return nil }
        let before = items[..<index].filter(\.route.isCoordinator).count
        return before + (root.isCoordinator ? 1 : 0)
    }

    /// The number of children that items from `index` on own.
    func childCount(ofItemsFrom index: Int) -> Int {
        items[max(0, index)...].filter(\.route.isCoordinator).count
    }
}

/// One tab of a tab coordinator.
struct TabEntry: Hashable {
    let route: RouteEntry
    let title: String
}

/// A ``TabCoordinatable``'s state: its tabs and the active one. Its children are one per coordinator tab.
struct TabsPayload: Hashable {
    var tabs: [TabEntry]
    var activeTab: Int

    /// The index in `children` of tab `index`'s coordinator, when that tab is a coordinator.
    func childIndex(ofTab index: Int) -> Int? {
        guard tabs.indices.contains(index), tabs[index].route.isCoordinator else { return nil }
        return tabs[..<index].filter(\.route.isCoordinator).count
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
