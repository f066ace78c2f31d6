import NavigationModel
import Synchronization

/// A tab coordinator's declaration of its tabs: the context it runs in, the tab routes in order and the
/// initially active tab (Stinsen's `TabChild(startingItems:)`).
public struct TabChild<T: TabCoordinatable> {
    public let context: NavigationContext
    let startingItems: [PartialKeyPath<T>]
    let initialTab: Int
    /// Where the coordinator declares its tabs; the catalog points at it.
    public let location: SourceLocation

    public init(
        _ context: NavigationContext, startingItems: [PartialKeyPath<T>], activeTab: Int = 0,
        fileID: String = #fileID, line: Int = #line
    ) {
        self.context = context
        self.startingItems = startingItems
        self.initialTab = activeTab
        self.location = SourceLocation(fileID: fileID, line: line)
    }
}

/// A coordinator that shows its routes as tabs (Stinsen's `TabCoordinatable`).
///
/// ```swift
/// final class AuthenticatedCoordinator: TabCoordinatable {
///     let child: TabChild<AuthenticatedCoordinator>
///     @Route(tabItem: "Home") var home = makeHome
///     @Route(tabItem: "Todos") var todos = makeTodos
///     init(_ context: NavigationContext) { child = TabChild(context, startingItems: [\.home, \.todos]) }
/// }
/// ```
public protocol TabCoordinatable: Coordinatable {
    typealias Route = TabRoute
    typealias Router = TabRouter<Self>

    /// The context and the tabs.
    var child: TabChild<Self> { get }
}

extension TabCoordinatable {
    public var context: NavigationContext { child.context }

    /// The selected tab's index. Setting the selected tab again, or an index out of range, changes nothing;
    /// the user's repeated tap is a system action that calls the tab's `onTapped(isRepeat: true)`.
    public var activeTab: Int {
        get { payload?.activeTab ?? child.initialTab }
        set {
            let id = context.adopt(self)
            guard let payload, payload.tabs.indices.contains(newValue), payload.activeTab != newValue else { return }
            context.edit(id, .select(newValue), as: TabsPayload.self) { $0.activeTab = newValue }
            context.renderDeclarative()
        }
    }

    /// The tabs' route names, in order.
    public var tabRoutes: [String] { (payload?.tabs ?? []).map(\.route.name) }

    /// Selects the tab of `route` and returns its coordinator. A route that is not a tab traps in Stinsen:
    /// the fault is recorded and a detached instance is returned so that the caller's chain ends harmlessly.
    @discardableResult
    public func focusFirst<Output: Coordinatable>(
        _ route: KeyPath<Self, TabRoute<Self, Output>>, fileID: String = #fileID, line: Int = #line
    ) -> Output {
        context.callingFrom(fileID, line) {
            let id = context.adopt(self)
            if let index = select(route), let tab = context.tabChild(of: id, at: index).flatMap(context.coordinator) as? Output {
                return tab
            }
            return self[keyPath: route].factory(self)
        }
    }

    /// Selects the tab of `route`, whose content is a screen.
    @discardableResult
    public func focusFirst<Output: ScreenView>(
        _ route: KeyPath<Self, TabRoute<Self, Output>>, fileID: String = #fileID, line: Int = #line
    ) -> Self {
        _ = context.callingFrom(fileID, line) { select(route) }
        return self
    }

    @discardableResult
    private func select<Output>(_ route: KeyPath<Self, TabRoute<Self, Output>>) -> Int? {
        context.adopt(self)
        guard let index = payload?.tabs.firstIndex(where: { $0.route.keyPath == route }) else {
            let name = self[keyPath: route].name(in: self)
            context.recordFault(DeclarativeFault.tabNotFound.fault("\(typeName(of: self)) has no tab \(name)", coordinator: self))
            return nil
        }
        activeTab = index
        return index
    }

    // MARK: State access

    var payload: TabsPayload? {
        context.declarativeID(of: self).flatMap { context.state.coordinators.payload(of: $0) as? TabsPayload }
    }

    /// `body` given the router for the screens below this coordinator, when a view asking for a `Router` can
    /// take it; `nil` otherwise.
    func bind<Router>(_ type: Router.Type, _ body: (Router) -> () -> [UserAction]) -> (() -> [UserAction])? {
        let router = TabRouter(coordinator: self)
        // The router's own type needs no cast (see `NavigationCoordinatable.bind(id:_:_:)`).
        if type == TabRouter<Self>.self { return body(unsafeBitCast(router, to: Router.self)) }
        if let router = router as? Router { return body(router) }
        return nil
    }

    /// Sets up the tabs (and their coordinators) of a newly registered coordinator, in a context whose
    /// observer is `observer`.
    func setUpTabs(_ id: CoordinatorID, observer: DeclarativeObserver) {
        // The declaration and the context are read once: each read of `child` (and of `context`, through it)
        // copies the declaration out of the coordinator.
        let declared = child
        let context = declared.context
        // The readers (not the key paths) are iterated: this code is generic, and iterating an array of
        // `PartialKeyPath<Self>` looks its metadata up.
        let readers = LaunchTabReaders.shared.readers(of: declared.startingItems, on: Self.self)
        var tabs: [TabEntry] = []
        tabs.reserveCapacity(readers.count)
        // Room for the tabs' coordinators, made with the first one: attached one by one, the children would
        // grow at every doubling.
        var hasChildren = false
        func attach(_ child: CoordinatorID, from index: Int) {
            if !hasChildren {
                context.state.coordinators.reserveChildren(readers.count - index, of: id)
                hasChildren = true
            }
            context.attach(child, to: id)
        }
        // By index, so that only the set-up is read out of each reader (iterating copies each reader whole,
        // retaining each of its closures and its key).
        for index in readers.indices {
            if let setUp = readers[index].setUp {
                if let child = setUp(self, &tabs, context, observer) { attach(child, from: index) }
                continue
            }
            // No typed set-up: the declaration read as `Any` (through the canonical key path) and cast.
            let keyPath = readers[index].key.keyPath
            guard let declaration = self[keyPath: keyPath] as? any TabDeclaration else { continue }
            var route = declaration.entry(at: keyPath, on: self, input: nil)
            if route.isCoordinator, let child = declaration.makeProducedCoordinator(for: self, input: nil) {
                attach(context.adopt(child, observer: observer), from: index)
            } else if route.isCoordinator {
                // Another coordinator type's factory: the tab stays empty and each layout records the fault.
                route = RouteEntry(keyPath: keyPath, name: route.name, input: nil, isCoordinator: false)
            }
            tabs.append(TabEntry(route: route, title: declaration.tabItem, hasTapHandler: declaration.hasTapHandler))
        }
        let active = tabs.indices.contains(declared.initialTab) ? declared.initialTab : 0
        context.setPayload(numbered: InitialPayloads.shared.tabs(tabs, activeTab: active, of: Self.self), of: id)
    }
}

/// The readers (``TabReaders``) of the tabs a tab coordinator type set up last: every launch of an app sets
/// its tab coordinator's tabs up again, named by the same key path objects, found here under one lock by
/// comparing the objects rather than looked up tab by tab. The key paths are kept, so that their addresses
/// are not taken by other key paths.
final class LaunchTabReaders: @unchecked Sendable {
    static let shared = LaunchTabReaders()

    private let lock = Mutex(())
    /// Read and written only under ``lock``: not checked for exclusive access again on every look-up.
    @exclusivity(unchecked) private var last: (type: ObjectIdentifier, items: [AnyKeyPath], readers: [TabReaders.Reader])?

    /// The readers of `items` on coordinators of type `T`, in order.
    func readers<T: TabCoordinatable>(of items: [PartialKeyPath<T>], on _: T.Type) -> [TabReaders.Reader] {
        // An array of key paths is an array of references whatever their types: read as such, not cast element by element.
        if let known = known(ObjectIdentifier(T.self), unsafeBitCast(items, to: [AnyKeyPath].self)) { return known }
        let readers = items.map { TabReaders.shared.reader(of: $0, on: T.self) }
        lock.withLock { _ in last = (ObjectIdentifier(T.self), items, readers) }
        return readers
    }

    /// The last readers when they are of `type` and `items`. Not generic: compared in generic code, the items
    /// would each be copied through their type's metadata.
    private func known(_ type: ObjectIdentifier, _ items: [AnyKeyPath]) -> [TabReaders.Reader]? {
        nonisolated(unsafe) var known: [TabReaders.Reader]?
        lock.withLock { _ in
            guard let last, last.type == type, last.items.count == items.count else { return }
            for index in items.indices where last.items[index] !== items[index] { return }
            known = last.readers
        }
        return known
    }
}

extension NavigationContext {
    /// The coordinator of tab `index` of tab coordinator `id`, if that tab is a coordinator.
    func tabChild(of id: CoordinatorID, at index: Int) -> CoordinatorID? {
        (state.coordinators.payload(of: id) as? TabsPayload).flatMap { tabChild(of: id, at: index, in: $0) }
    }

    /// The coordinator of tab `index` of tab coordinator `id`, whose payload is `payload`.
    func tabChild(of id: CoordinatorID, at index: Int, in payload: TabsPayload) -> CoordinatorID? {
        guard let position = payload.childIndex(ofTab: index) else { return nil }
        let children = state.coordinators.children(of: id)
        return children.indices.contains(position) ? children[position] : nil
    }
}

/// What a screen of a ``TabCoordinatable`` (or any screen below one) routes with.
public struct TabRouter<T: TabCoordinatable> {
    public let coordinator: T

    public init(coordinator: T) { self.coordinator = coordinator }

    /// Selects the tab of `route` and returns its coordinator; see `TabCoordinatable.focusFirst`.
    @discardableResult
    public func focusFirst<Output: Coordinatable>(
        _ route: KeyPath<T, TabRoute<T, Output>>, fileID: String = #fileID, line: Int = #line
    ) -> Output {
        coordinator.focusFirst(route, fileID: fileID, line: line)
    }

    @discardableResult
    public func focusFirst<Output: ScreenView>(
        _ route: KeyPath<T, TabRoute<T, Output>>, fileID: String = #fileID, line: Int = #line
    ) -> T {
        coordinator.focusFirst(route, fileID: fileID, line: line)
    }

    /// See ``TabCoordinatable/activeTab``.
    public var activeTab: Int {
        get { coordinator.activeTab }
        nonmutating set { coordinator.activeTab = newValue }
    }

    /// See ``Coordinatable/dismissCoordinator()``.
    public func dismissCoordinator(fileID: String = #fileID, line: Int = #line) {
        coordinator.dismissCoordinator(fileID: fileID, line: line)
    }

    /// See ``Coordinatable/canDismiss``.
    public var canDismiss: Bool { coordinator.canDismiss }
}
