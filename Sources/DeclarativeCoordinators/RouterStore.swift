import NavigationModel

/// Finds the router of a coordinator by its type, as Stinsen's `RouterStore.shared.retrieve()` does for
/// view models, but per launched app: it reads the context's state, so each app instance has its own.
///
/// ```swift
/// let main: MainCoordinator.Router? = context.routers.retrieve()
/// ```
public struct RouterStore {
    let context: NavigationContext

    /// The root router of the most recently shown coordinator of type `T`: the last one on the path the
    /// user sees (selected tabs only), else the last one in the tree.
    public func retrieve<T: NavigationCoordinatable>(_ type: T.Type = T.self) -> NavigationRouter<T>? {
        last(T.self).map { NavigationRouter(id: -1, coordinator: $0) }
    }

    /// The router of the most recently shown tab coordinator of type `T`.
    public func retrieve<T: TabCoordinatable>(_ type: T.Type = T.self) -> TabRouter<T>? {
        last(T.self).map { TabRouter(coordinator: $0) }
    }

    /// The most recently shown coordinator that conforms to the protocol `P`, as Stinsen's store finds a
    /// `NavigationRouter<LoginCoordinator>` for a view model that knows its coordinator only by a protocol:
    /// `context.routers.retrieve(conformingTo: LoginRouting.self)?.routeToHome()`.
    public func retrieve<P>(conformingTo type: P.Type) -> P? { last(P.self) }

    private func last<T>(_ type: T.Type) -> T? {
        let tree = context.state.coordinators
        let object = { (id: CoordinatorID) in tree[id]?.object as? T }
        return shownPath().reversed().lazy.compactMap(object).first ?? tree.owned.reversed().lazy.compactMap(object).first
    }

    /// The owned coordinators depth first, following only the selected tab of each tab coordinator.
    private func shownPath() -> [CoordinatorID] {
        var path: [CoordinatorID] = []
        func visit(_ id: CoordinatorID) {
            guard let record = context.state.coordinators[id] else { return }
            path.append(id)
            if let tabs = record.payload as? TabsPayload {
                context.tabChild(of: id, at: tabs.activeTab).map(visit)
            } else {
                record.children.forEach(visit)
            }
        }
        context.state.coordinators.roots.forEach(visit)
        return path
    }
}

extension NavigationContext {
    /// This app's router store.
    public var routers: RouterStore { RouterStore(context: self) }
}
