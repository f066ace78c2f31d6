import NavigationModel

/// Finds the router of a coordinator by its type, as Stinsen's `RouterStore.shared.retrieve()` does for
/// view models, but per launched app: it reads the context's state, so each app instance has its own.
///
/// ```swift
/// let main: MainCoordinator.Router? = context.routers.retrieve()
/// ```
public struct RouterStore {
    let context: NavigationContext

    /// The root router of the most recently shown coordinator of type `T` (the last one in the tree,
    /// depth first).
    public func retrieve<T: NavigationCoordinatable>(_ type: T.Type = T.self) -> NavigationRouter<T>? {
        last(T.self).map { NavigationRouter(id: -1, coordinator: $0) }
    }

    /// The router of the most recently shown tab coordinator of type `T`.
    public func retrieve<T: TabCoordinatable>(_ type: T.Type = T.self) -> TabRouter<T>? {
        last(T.self).map { TabRouter(coordinator: $0) }
    }

    private func last<T>(_ type: T.Type) -> T? {
        context.state.coordinators.owned.reversed().lazy.compactMap { self.context.state.coordinators[$0]?.object as? T }.first
    }
}

extension NavigationContext {
    /// This app's router store.
    public var routers: RouterStore { RouterStore(context: self) }
}
