import NavigationModel

/// The declarative style's bookkeeping on a context: which coordinator object has which identifier, and
/// how a coordinator joins the tree with its initial state.
///
/// Coordinator objects hold only `let`s, so a coordinator's identity is found from the state itself: the
/// record whose object it is.
extension NavigationContext {
    /// The identifier of `coordinator` in this state, if it is registered.
    func declarativeID(of coordinator: AnyObject) -> CoordinatorID? {
        declarativeID(of: coordinator, known: observer(of: DeclarativeObserver.self))
    }

    /// The identifier of `coordinator` in this state, if it is registered, with `known` the context's
    /// observer, if it has one yet.
    private func declarativeID(of coordinator: AnyObject, known: DeclarativeObserver?) -> CoordinatorID? {
        // An object keeps its identifier in every state it is registered in: the one found last is checked
        // against this state's record before the records are searched.
        let records = state.coordinators.all
        if let id = known?.identifiers[ObjectIdentifier(coordinator)], let position = state.coordinators.position(of: id),
            records[position].object === coordinator
        {
            return id
        }
        guard let position = records.firstIndex(where: { $0.object === coordinator }) else { return nil }
        let id = records[position].id
        known?.remember(id, of: coordinator)
        return id
    }

    /// Registers `coordinator` with its initial state (root, tabs, wrapped child), once.
    @discardableResult
    func adopt(_ coordinator: any Coordinatable) -> CoordinatorID {
        let known = observer(of: DeclarativeObserver.self)
        if let id = declarativeID(of: coordinator, known: known) { return id }
        let observer = known ?? DeclarativeObserver()
        if known == nil { addObserver(observer) }
        let id = registerCoordinator(coordinator, typeName: typeName(of: coordinator))
        observer.remember(id, of: coordinator)
        switch coordinator {
        case let navigation as any NavigationCoordinatable: navigation.setUpStack(id)
        case let tabs as any TabCoordinatable: tabs.setUpTabs(id)
        case let wrapper as any ViewWrapping: attach(adopt(wrapper.wrapped), to: id)
        default: break
        }
        return id
    }

    /// The coordinator object registered as `id`.
    func coordinator(_ id: CoordinatorID) -> (any Coordinatable)? {
        state.coordinators[id]?.object as? any Coordinatable
    }

    /// Inserts `child` into `parent`'s children at `index` and sets its parent.
    func insertChild(_ child: CoordinatorID, into parent: CoordinatorID, at index: Int) {
        guard var children = state.coordinators[parent]?.children else { return }
        children.insert(child, at: min(max(0, index), children.count))
        state.coordinators[parent]?.children = children
        state.coordinators[child]?.parent = parent
    }

    /// Detaches `count` of `parent`'s children from position `index`, as the library releases popped
    /// coordinators.
    func removeChildren(of parent: CoordinatorID, from index: Int, count: Int) {
        guard let children = state.coordinators[parent]?.children, count > 0 else { return }
        let range = min(index, children.count)..<min(index + count, children.count)
        for child in children[range] { detach(child, from: parent) }
    }

    /// The window root's coordinator: the last tree root this style shows in the window.
    var windowCoordinator: CoordinatorID? {
        state.coordinators.roots.last { state.coordinators[$0]?.object is any Coordinatable }
    }
}

/// A coordinator that wraps another one (``ViewWrapperCoordinator`` and its subclasses).
protocol ViewWrapping: Coordinatable {
    var wrapped: any Coordinatable { get }
    /// Whether it wraps its child in a navigation view (a stack of its own).
    var providesNavigationView: Bool { get }
    /// Where the wrapper is made.
    var location: SourceLocation { get }
}

/// The type name the runtime records for a coordinator or screen, such as `NavigationViewCoordinator<TodosCoordinator>`.
func typeName(of value: Any) -> String {
    // A blueprint's coordinators and screens are named after the sources' types, not their own.
    let naming = typeNames.value(of: type(of: value)) {
        value is any BlueprintNamed ? .instance : .type(TypeNames.name(of: type(of: value)))
    }
    switch naming {
    case .type(let name): return name
    case .instance: return (value as? any BlueprintNamed)?.blueprintTypeName ?? TypeNames.name(of: type(of: value))
    }
}

/// How values of one type are named: by the type, or each by itself (a blueprint's).
private enum TypeNaming {
    case type(String)
    case instance
}

/// Type names by type: describing a type (and asking whether it is a blueprint's) is slow, and the layout
/// names every screen it places.
private let typeNames = TypeMemo<TypeNaming>()
