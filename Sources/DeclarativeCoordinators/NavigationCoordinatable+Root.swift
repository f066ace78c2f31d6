import NavigationModel

extension NavigationCoordinatable {
    // MARK: Switching the root

    /// Makes `route` the root. Already the root: nothing happens. The stack is not cleared.
    @discardableResult
    public func root<Output: ScreenView>(
        _ route: KeyPath<Self, NavigationRootRoute<Self, Void, Output>>, fileID: String = #fileID, line: Int = #line
    ) -> Self {
        context.callingFrom(fileID, line) { switchRoot(route, input: nil, child: nil) }
        return self
    }

    /// Makes `route` with `input` the root. Already the root with an equal input: nothing happens.
    @discardableResult
    public func root<Input: Hashable, Output: ScreenView>(
        _ route: KeyPath<Self, NavigationRootRoute<Self, Input, Output>>, _ input: Input, fileID: String = #fileID,
        line: Int = #line
    ) -> Self {
        context.callingFrom(fileID, line) { switchRoot(route, input: AnyHashable(input), child: nil) }
        return self
    }

    /// Makes a new instance of `route`'s coordinator the root and returns it; when `route` is already the
    /// root, returns the existing instance and changes nothing.
    @discardableResult
    public func root<Output: Coordinatable>(
        _ route: KeyPath<Self, NavigationRootRoute<Self, Void, Output>>, fileID: String = #fileID, line: Int = #line
    ) -> Output {
        context.callingFrom(fileID, line) { coordinatorRoot(route, input: nil) { $0.make(self, ()) } }
    }

    /// Makes a new instance of `route`'s coordinator, made with `input`, the root; when `route` with an
    /// equal input is already the root, returns the existing instance and changes nothing.
    @discardableResult
    public func root<Input: Hashable, Output: Coordinatable>(
        _ route: KeyPath<Self, NavigationRootRoute<Self, Input, Output>>, _ input: Input, fileID: String = #fileID,
        line: Int = #line
    ) -> Output {
        context.callingFrom(fileID, line) { coordinatorRoot(route, input: AnyHashable(input)) { $0.make(self, input) } }
    }

    /// Makes `route`'s coordinator (made by `make`) the root, or returns the one that already is.
    private func coordinatorRoot<Input, Output: Coordinatable>(
        _ keyPath: KeyPath<Self, NavigationRootRoute<Self, Input, Output>>, input: AnyHashable?,
        make: (NavigationRootRoute<Self, Input, Output>) -> Output
    ) -> Output {
        let id = context.adopt(self)
        let declaration = self[keyPath: keyPath]
        if isActiveRoot(keyPath, input: input) {
            // The active root's coordinator is its first child; a detached instance only if the state lost it.
            return context.rootChild(of: id).flatMap(context.coordinator) as? Output ?? make(declaration)
        }
        let child = make(declaration)
        switchRoot(keyPath, input: input, child: child)
        return child
    }

    /// Whether `keyPath` with `input` is the active root.
    private func isActiveRoot<Input, Output>(_ keyPath: KeyPath<Self, NavigationRootRoute<Self, Input, Output>>, input: AnyHashable?) -> Bool {
        guard let current = payload?.root else { return false }
        return current.keyPath == keyPath && current.input == input
    }

    /// Switches the root to `keyPath` with `input`, whose coordinator is `child` when it makes one; nothing
    /// when it is already the root.
    private func switchRoot<Input, Output>(
        _ keyPath: KeyPath<Self, NavigationRootRoute<Self, Input, Output>>, input: AnyHashable?, child: (any Coordinatable)?
    ) {
        let id = context.adopt(self)
        guard let current = payload?.root, !isActiveRoot(keyPath, input: input) else { return }
        let entry = self[keyPath: keyPath].entry(at: keyPath, on: self, input: input)
        if current.isCoordinator { context.removeChildren(of: id, from: 0, count: 1) }
        if let child { context.insertChild(context.adopt(child), into: id, at: 0) }
        context.edit(id, .root(entry), as: StackPayload.self) { $0.setRoot(entry) }
        context.renderDeclarative()
    }

    // MARK: Asking about the root

    /// The root's coordinator when `route` is the active root; otherwise `nil`.
    public func hasRoot<Output: Coordinatable>(_ route: KeyPath<Self, NavigationRootRoute<Self, Void, Output>>) -> Output? {
        rootCoordinator(route, input: nil)
    }

    /// The root's coordinator when `route` is the active root, whatever its input; otherwise `nil`.
    public func hasRoot<Input: Hashable, Output: Coordinatable>(
        _ route: KeyPath<Self, NavigationRootRoute<Self, Input, Output>>
    ) -> Output? {
        rootCoordinator(route, input: nil)
    }

    /// The root's coordinator when `route` with an equal input is the active root; otherwise `nil`.
    public func hasRoot<Input: Hashable, Output: Coordinatable>(
        _ route: KeyPath<Self, NavigationRootRoute<Self, Input, Output>>, _ input: Input
    ) -> Output? {
        rootCoordinator(route, input: AnyHashable(input))
    }

    /// Whether `route` is the active root, whatever its input.
    public func isRoot<Input, Output>(_ route: KeyPath<Self, NavigationRootRoute<Self, Input, Output>>) -> Bool {
        payload?.root.keyPath == route
    }

    /// Whether `route` with an equal input is the active root.
    public func isRoot<Input: Hashable, Output>(
        _ route: KeyPath<Self, NavigationRootRoute<Self, Input, Output>>, _ input: Input
    ) -> Bool {
        payload?.root.keyPath == route && payload?.root.input == AnyHashable(input)
    }

    private func rootCoordinator<Input, Output: Coordinatable>(
        _ route: KeyPath<Self, NavigationRootRoute<Self, Input, Output>>, input: AnyHashable?
    ) -> Output? {
        guard let root = payload?.root, root.keyPath == route, input == nil || root.input == input,
            let id = context.declarativeID(of: self), let child = context.rootChild(of: id)
        else { return nil }
        return context.coordinator(child) as? Output
    }

    // MARK: Focusing

    /// Truncates the stack to its first item for `route` and returns that item's coordinator. The root is
    /// not searched.
    /// - Throws: ``FocusError/routeNotFound`` when no item matches.
    @discardableResult
    public func focusFirst<Input, Output: Coordinatable>(
        _ route: KeyPath<Self, NavigationRoute<Self, Input, Output>>, fileID: String = #fileID, line: Int = #line
    ) throws -> Output {
        guard let child = try context.callingFrom(fileID, line, { try focus(route, input: nil) }) as? Output else {
            throw FocusError.routeNotFound
        }
        return child
    }

    /// Truncates the stack to its first item for `route` with an equal input and returns its coordinator.
    /// - Throws: ``FocusError/routeNotFound`` when no item matches.
    @discardableResult
    public func focusFirst<Input: Hashable, Output: Coordinatable>(
        _ route: KeyPath<Self, NavigationRoute<Self, Input, Output>>, _ input: Input, fileID: String = #fileID,
        line: Int = #line
    ) throws -> Output {
        guard let child = try context.callingFrom(fileID, line, { try focus(route, input: AnyHashable(input)) }) as? Output
        else { throw FocusError.routeNotFound }
        return child
    }

    /// Truncates the stack to its first item for `route`.
    /// - Throws: ``FocusError/routeNotFound`` when no item matches.
    @discardableResult
    public func focusFirst<Input, Output: ScreenView>(
        _ route: KeyPath<Self, NavigationRoute<Self, Input, Output>>, fileID: String = #fileID, line: Int = #line
    ) throws -> Self {
        _ = try context.callingFrom(fileID, line) { try focus(route, input: nil) }
        return self
    }

    /// Truncates the stack to its first item for `route` with an equal input.
    /// - Throws: ``FocusError/routeNotFound`` when no item matches.
    @discardableResult
    public func focusFirst<Input: Hashable, Output: ScreenView>(
        _ route: KeyPath<Self, NavigationRoute<Self, Input, Output>>, _ input: Input, fileID: String = #fileID,
        line: Int = #line
    ) throws -> Self {
        _ = try context.callingFrom(fileID, line) { try focus(route, input: AnyHashable(input)) }
        return self
    }

    @discardableResult
    private func focus<Input, Output>(_ route: KeyPath<Self, NavigationRoute<Self, Input, Output>>, input: AnyHashable?) throws
        -> (any Coordinatable)?
    {
        let id = context.adopt(self)
        guard let index = payload?.items.firstIndex(where: { $0.route.keyPath == route && (input == nil || $0.route.input == input) })
        else { throw FocusError.routeNotFound }
        context.truncateStack(of: id, keeping: index + 1)
        context.renderDeclarative()
        return context.itemChild(of: id, at: index).flatMap(context.coordinator)
    }
}
