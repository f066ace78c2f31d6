import NavigationModel

/// What a screen of a ``NavigationCoordinatable`` routes with (Stinsen's `Coordinator.Router`): the
/// coordinator, and where the screen sits in its stack.
///
/// Only a router can ``pop()``, because only it knows which screen is asking.
public struct NavigationRouter<T: NavigationCoordinatable> {
    /// The screen's position in the coordinator's stack: `-1` for the root, else the item index.
    public let id: Int
    public let coordinator: T

    public init(id: Int, coordinator: T) {
        self.id = id
        self.coordinator = coordinator
    }

    /// Removes this screen and everything above it; nothing from the root's router.
    public func pop(fileID: String = #fileID, line: Int = #line) {
        guard id >= 0 else { return }
        let context = coordinator.context
        context.callingFrom(fileID, line) {
            context.truncateStack(of: context.adopt(coordinator), keeping: id)
            context.renderDeclarative()
        }
    }

    // MARK: The coordinator's operations, for screens

    // Each passes its caller's `#fileID` and `#line` on, so that a fault points at the screen's call.

    /// See ``NavigationCoordinatable/popLast(fileID:line:)``.
    public func popLast(fileID: String = #fileID, line: Int = #line) { coordinator.popLast(fileID: fileID, line: line) }

    /// See ``NavigationCoordinatable/popToRoot(fileID:line:)``.
    @discardableResult
    public func popToRoot(fileID: String = #fileID, line: Int = #line) -> T {
        coordinator.popToRoot(fileID: fileID, line: line)
    }

    @discardableResult
    public func route<Output: ScreenView>(
        to route: KeyPath<T, NavigationRoute<T, Void, Output>>, fileID: String = #fileID, line: Int = #line
    ) -> T {
        coordinator.route(to: route, fileID: fileID, line: line)
    }

    @discardableResult
    public func route<Input: Hashable, Output: ScreenView>(
        to route: KeyPath<T, NavigationRoute<T, Input, Output>>, _ input: Input, fileID: String = #fileID, line: Int = #line
    ) -> T {
        coordinator.route(to: route, input, fileID: fileID, line: line)
    }

    @discardableResult
    public func route<Output: Coordinatable>(
        to route: KeyPath<T, NavigationRoute<T, Void, Output>>, fileID: String = #fileID, line: Int = #line
    ) -> Output {
        coordinator.route(to: route, fileID: fileID, line: line)
    }

    @discardableResult
    public func route<Input: Hashable, Output: Coordinatable>(
        to route: KeyPath<T, NavigationRoute<T, Input, Output>>, _ input: Input, fileID: String = #fileID, line: Int = #line
    ) -> Output {
        coordinator.route(to: route, input, fileID: fileID, line: line)
    }

    @discardableResult
    public func root<Output: ScreenView>(
        _ route: KeyPath<T, NavigationRootRoute<T, Void, Output>>, fileID: String = #fileID, line: Int = #line
    ) -> T {
        coordinator.root(route, fileID: fileID, line: line)
    }

    @discardableResult
    public func root<Input: Hashable, Output: ScreenView>(
        _ route: KeyPath<T, NavigationRootRoute<T, Input, Output>>, _ input: Input, fileID: String = #fileID, line: Int = #line
    ) -> T {
        coordinator.root(route, input, fileID: fileID, line: line)
    }

    @discardableResult
    public func root<Output: Coordinatable>(
        _ route: KeyPath<T, NavigationRootRoute<T, Void, Output>>, fileID: String = #fileID, line: Int = #line
    ) -> Output {
        coordinator.root(route, fileID: fileID, line: line)
    }

    @discardableResult
    public func root<Input: Hashable, Output: Coordinatable>(
        _ route: KeyPath<T, NavigationRootRoute<T, Input, Output>>, _ input: Input, fileID: String = #fileID, line: Int = #line
    ) -> Output {
        coordinator.root(route, input, fileID: fileID, line: line)
    }

    @discardableResult
    public func focusFirst<Input, Output: Coordinatable>(
        _ route: KeyPath<T, NavigationRoute<T, Input, Output>>, fileID: String = #fileID, line: Int = #line
    ) throws -> Output {
        try coordinator.focusFirst(route, fileID: fileID, line: line)
    }

    @discardableResult
    public func focusFirst<Input, Output: ScreenView>(
        _ route: KeyPath<T, NavigationRoute<T, Input, Output>>, fileID: String = #fileID, line: Int = #line
    ) throws -> T {
        try coordinator.focusFirst(route, fileID: fileID, line: line)
    }

    /// See ``Coordinatable/dismissCoordinator()``.
    public func dismissCoordinator(fileID: String = #fileID, line: Int = #line) {
        coordinator.dismissCoordinator(fileID: fileID, line: line)
    }

    /// See ``Coordinatable/canDismiss``.
    public var canDismiss: Bool { coordinator.canDismiss }
}
