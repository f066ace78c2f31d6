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
    public func pop() {
        guard id >= 0 else { return }
        let context = coordinator.context
        context.truncateStack(of: context.adopt(coordinator), keeping: id)
        context.renderDeclarative()
    }

    // MARK: The coordinator's operations, for screens

    /// See ``NavigationCoordinatable/popLast()``.
    public func popLast() { coordinator.popLast() }

    /// See ``NavigationCoordinatable/popToRoot()``.
    @discardableResult
    public func popToRoot() -> T { coordinator.popToRoot() }

    @discardableResult
    public func route<Output: ScreenView>(to route: KeyPath<T, NavigationRoute<T, Void, Output>>) -> T {
        coordinator.route(to: route)
    }

    @discardableResult
    public func route<Input: Hashable, Output: ScreenView>(to route: KeyPath<T, NavigationRoute<T, Input, Output>>, _ input: Input) -> T {
        coordinator.route(to: route, input)
    }

    @discardableResult
    public func route<Output: Coordinatable>(to route: KeyPath<T, NavigationRoute<T, Void, Output>>) -> Output {
        coordinator.route(to: route)
    }

    @discardableResult
    public func route<Input: Hashable, Output: Coordinatable>(
        to route: KeyPath<T, NavigationRoute<T, Input, Output>>, _ input: Input
    ) -> Output {
        coordinator.route(to: route, input)
    }

    @discardableResult
    public func root<Output: ScreenView>(_ route: KeyPath<T, NavigationRootRoute<T, Void, Output>>) -> T {
        coordinator.root(route)
    }

    @discardableResult
    public func root<Input: Hashable, Output: ScreenView>(_ route: KeyPath<T, NavigationRootRoute<T, Input, Output>>, _ input: Input) -> T {
        coordinator.root(route, input)
    }

    @discardableResult
    public func root<Output: Coordinatable>(_ route: KeyPath<T, NavigationRootRoute<T, Void, Output>>) -> Output {
        coordinator.root(route)
    }

    @discardableResult
    public func root<Input: Hashable, Output: Coordinatable>(
        _ route: KeyPath<T, NavigationRootRoute<T, Input, Output>>, _ input: Input
    ) -> Output {
        coordinator.root(route, input)
    }

    @discardableResult
    public func focusFirst<Input, Output: Coordinatable>(_ route: KeyPath<T, NavigationRoute<T, Input, Output>>) throws -> Output {
        try coordinator.focusFirst(route)
    }

    @discardableResult
    public func focusFirst<Input, Output: ScreenView>(_ route: KeyPath<T, NavigationRoute<T, Input, Output>>) throws -> T {
        try coordinator.focusFirst(route)
    }

    /// See ``Coordinatable/dismissCoordinator()``.
    public func dismissCoordinator(fileID: String = #fileID, line: Int = #line) {
        coordinator.dismissCoordinator(fileID: fileID, line: line)
    }

    /// See ``Coordinatable/canDismiss``.
    public var canDismiss: Bool { coordinator.canDismiss }
}
