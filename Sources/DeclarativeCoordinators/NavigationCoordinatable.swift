import NavigationModel

/// A coordinator with a root and one flat stack of items, each pushed or presented from the one before
/// (Stinsen's `NavigationCoordinatable`). Wrap it in a ``NavigationViewCoordinator`` to give it a
/// navigation stack of its own.
///
/// ```swift
/// final class UnauthenticatedCoordinator: NavigationCoordinatable {
///     let stack: CoordinatorStack<UnauthenticatedCoordinator>
///     @Root var start = makeStart
///     @Route(.push) var registration = makeRegistration
///     init(_ context: NavigationContext) { stack = CoordinatorStack(context, initial: \.start) }
///     func makeStart() -> LoginScreen { LoginScreen() }
///     func makeRegistration() -> RegistrationCoordinator { RegistrationCoordinator(context) }
/// }
/// ```
public protocol NavigationCoordinatable: Coordinatable {
    typealias Route = NavigationRoute
    typealias Root = NavigationRootRoute
    typealias Router = NavigationRouter<Self>

    /// The context and the initial root.
    var stack: CoordinatorStack<Self> { get }
}

extension NavigationCoordinatable {
    public var context: NavigationContext { stack.context }

    /// The items of the flat stack, bottom first.
    public var stackItems: [StackItem] { (payload?.items ?? []).map(StackItem.init) }

    /// The name of the active `@Root`.
    public var activeRoot: String? { payload?.root.name }

    // MARK: Popping

    // Every operation that can record a fault takes its caller's `#fileID` and `#line`: the fault points
    // at the app's call (see `NavigationContext.callingFrom`).

    /// Removes the last item, pushed or presented; nothing on an empty stack.
    public func popLast(fileID: String = #fileID, line: Int = #line) {
        context.callingFrom(fileID, line) {
            let id = context.adopt(self)
            guard let count = payload?.items.count, count > 0 else { return }
            context.truncateStack(of: id, keeping: count - 1)
            context.renderDeclarative()
        }
    }

    /// Clears the stack; the root stays.
    @discardableResult
    public func popToRoot(fileID: String = #fileID, line: Int = #line) -> Self {
        context.callingFrom(fileID, line) {
            let id = context.adopt(self)
            context.truncateStack(of: id, keeping: 0)
            context.renderDeclarative()
        }
        return self
    }

    // MARK: Routing

    /// Appends the screen of `route`.
    @discardableResult
    public func route<Output: ScreenView>(
        to route: KeyPath<Self, NavigationRoute<Self, Void, Output>>, fileID: String = #fileID, line: Int = #line
    ) -> Self {
        let context = context
        context.callingFrom(fileID, line) {
            append(route, self[keyPath: route], input: nil, child: nil, to: context.adopt(self), in: context)
        }
        return self
    }

    /// Appends the screen of `route` with `input`.
    @discardableResult
    public func route<Input: Hashable, Output: ScreenView>(
        to route: KeyPath<Self, NavigationRoute<Self, Input, Output>>, _ input: Input, fileID: String = #fileID,
        line: Int = #line
    ) -> Self {
        let context = context
        context.callingFrom(fileID, line) {
            append(route, self[keyPath: route], input: AnyHashable(input), child: nil, to: context.adopt(self), in: context)
        }
        return self
    }

    /// Appends a new instance of the coordinator of `route` and returns it. No deduplication: a coordinator
    /// can route to a new instance of itself without end.
    @discardableResult
    public func route<Output: Coordinatable>(
        to route: KeyPath<Self, NavigationRoute<Self, Void, Output>>, fileID: String = #fileID, line: Int = #line
    ) -> Output {
        let context = context
        return context.callingFrom(fileID, line) {
            let id = context.adopt(self)
            let declaration = self[keyPath: route]
            let child = declaration.make(self, ())
            append(route, declaration, input: nil, child: child, to: id, in: context)
            return child
        }
    }

    /// Appends a new instance of the coordinator of `route`, made with `input`, and returns it.
    @discardableResult
    public func route<Input: Hashable, Output: Coordinatable>(
        to route: KeyPath<Self, NavigationRoute<Self, Input, Output>>, _ input: Input, fileID: String = #fileID,
        line: Int = #line
    ) -> Output {
        let context = context
        return context.callingFrom(fileID, line) {
            let id = context.adopt(self)
            let declaration = self[keyPath: route]
            let child = declaration.make(self, input)
            append(route, declaration, input: AnyHashable(input), child: child, to: id, in: context)
            return child
        }
    }

    /// Appends an item for `declaration`, the route at `keyPath`, to the stack of this coordinator,
    /// registered as `id` in `context` (its context), with the coordinator the route made, if it makes one.
    /// The caller reads the declaration once: a route declared from data is made anew by every read; and the
    /// context once: each read of a coordinator's context retains it.
    private func append<Input, Output>(
        _ keyPath: KeyPath<Self, NavigationRoute<Self, Input, Output>>, _ declaration: NavigationRoute<Self, Input, Output>,
        input: consuming AnyHashable?, child: (any Coordinatable)?, to id: CoordinatorID, in context: NavigationContext
    ) {
        // The input and the entry are moved on, not copied.
        let entry = declaration.entry(at: keyPath, on: self, input: input)
        let key = entry.key
        if let child { context.attach(context.adopt(child), to: id) }
        let item = ItemEntry(presentation: declaration.presentationType, route: consume entry)
        context.edit(id, .append(item), as: StackPayload.self) { $0.append(item) }
        // A route showing a screen lends its declaration to the screen's making; a coordinator's screens are
        // its own routes'.
        if child == nil {
            context.renderDeclarative(routing: declaration, key: key, on: self)
        } else {
            context.renderDeclarative()
        }
    }

    // MARK: State access

    var payload: StackPayload? {
        context.declarativeID(of: self).flatMap { context.state.coordinators.payload(of: $0) as? StackPayload }
    }

    /// `body` given the router for this coordinator's view at stack position `id` (`-1` for the root), when
    /// a view asking for a `Router` can take it; `nil` otherwise.
    func bind<Router>(id: Int, _ type: Router.Type, _ body: (Router) -> () -> [UserAction]) -> (() -> [UserAction])? {
        let router = NavigationRouter(id: id, coordinator: self)
        // The router's own type (the common case) needs no cast, nor the look-up of an optional's metadata one costs.
        if type == NavigationRouter<Self>.self { return body(unsafeBitCast(router, to: Router.self)) }
        if let router = router as? Router { return body(router) }
        return nil
    }

    /// Sets up the initial root (and its coordinator) of a newly registered coordinator.
    func setUpStack(_ id: CoordinatorID) {
        // The stack is read once, and its context handed on with it.
        let stack = stack
        stack.setUpInitialRoot(self, id, stack.context)
    }

    /// Sets up `declaration`, the initial root declared at `keyPath`, shown without input, as the root of the
    /// newly registered coordinator `id` in `context` (its context), with its coordinator when it makes one:
    /// its entry and the stack's first payload are found again by its declaration.
    func setUpStack<Declaration: RouteDeclaration>(
        _ id: CoordinatorID, root declaration: Declaration, at keyPath: AnyKeyPath, in context: NavigationContext
    ) {
        let stack = RouteKey.reference(of: keyPath).initialStack(of: declaration, on: self)
        context.setPayload(numbered: stack.payload, of: id)
        setUpRootCoordinator(of: id, root: declaration, entry: stack.root, in: context)
    }

    /// Sets up `declaration`, the initial root declared at `keyPath`, shown with `input`, as the root of
    /// the newly registered coordinator `id` in `context` (its context), with its coordinator when it makes one.
    func setUpStack<Declaration: RouteDeclaration>(
        _ id: CoordinatorID, root declaration: Declaration, at keyPath: AnyKeyPath, input: AnyHashable,
        in context: NavigationContext
    ) {
        let root = declaration.entry(at: keyPath, on: self, input: input)
        context.setPayload(numbered: InitialPayloads.shared.stack(root: root), of: id)
        setUpRootCoordinator(of: id, root: declaration, entry: root, in: context)
    }

    /// Adopts the coordinator the initial root `declaration` (whose entry is `entry`) makes, if it makes one,
    /// as the first child of `id` in `context`.
    private func setUpRootCoordinator<Declaration: RouteDeclaration>(
        of id: CoordinatorID, root declaration: Declaration, entry: RouteEntry, in context: NavigationContext
    ) {
        if entry.isCoordinator, let child = declaration.makeProducedCoordinator(for: self, input: entry.input) {
            context.attach(context.adopt(child), to: id)
        }
    }
}

extension NavigationContext {
    /// Keeps the first `count` items of `id`'s stack and releases the coordinators of the others.
    func truncateStack(of id: CoordinatorID, keeping count: Int) {
        // The payload and the children are read where the record holds them (a copy retains each of their parts).
        let released = withRecord(of: id) { record -> (count: Int, from: Int)? in
            record.withPayload(as: StackPayload.self) { payload -> (count: Int, from: Int)? in
                guard count >= 0, count < payload.items.count else { return nil }
                let released = payload.childCount(ofItemsFrom: count)
                return (released, record.node.pointee.children.count - released)
            } ?? nil
        } ?? nil
        guard let released else { return }
        if released.count > 0 { removeChildren(of: id, from: released.from, count: released.count) }
        edit(id, .keep(count), as: StackPayload.self) { $0.keepItems(count) }
    }

    /// The stack payload of record `id`, read typed from the record in place (casting it out of its
    /// `AnyHashable` costs about a thousand instructions, and a record copied out of the records retains each
    /// of its parts). The records are let go on return, so that changing them afterwards does not copy them.
    func stackPayload(of id: CoordinatorID) -> StackPayload? {
        state.coordinators.payload(of: id, as: StackPayload.self)
    }

    /// The coordinator of item `index` of navigation coordinator `id`, if that item is a coordinator.
    func itemChild(of id: CoordinatorID, at index: Int) -> CoordinatorID? {
        guard let payload = stackPayload(of: id), let position = payload.childIndex(ofItem: index)
        else { return nil }
        let children = state.coordinators.children(of: id)
        return children.indices.contains(position) ? children[position] : nil
    }

    /// The coordinator of navigation coordinator `id`'s root, if the root is a coordinator.
    func rootChild(of id: CoordinatorID) -> CoordinatorID? {
        guard let payload = stackPayload(of: id), payload.root.isCoordinator else { return nil }
        return state.coordinators.children(of: id).first
    }
}
