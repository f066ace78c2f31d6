import NavigationModel
import Synchronization

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
        // against this state's record, read in place in one access to the state (``NavigationContext/record(_:holds:)``),
        // before the records are searched.
        if let id = known?.identifier(of: coordinator), record(id, holds: coordinator) {
            return id
        }
        let records = state.coordinators.nodes
        guard let position = records.firstIndex(where: { $0.object === coordinator }) else { return nil }
        let id = records[position].id
        known?.remember(id, of: coordinator)
        return id
    }

    /// Registers `coordinator` with its initial state (root, tabs, wrapped child), once.
    @discardableResult
    func adopt(_ coordinator: any Coordinatable) -> CoordinatorID {
        adopt(coordinator, observer: observer(of: DeclarativeObserver.self))
    }

    /// ``adopt(_:)`` with `installed` the context's observer, if it has one yet: a set-up adopting the
    /// coordinators it makes has it at hand.
    func adopt(_ coordinator: any Coordinatable, observer installed: DeclarativeObserver?) -> CoordinatorID {
        if let id = declarativeID(of: coordinator, known: installed) { return id }
        // The observer is handed on as it is given, not bound to a local (`installed ?? …` is a new reference,
        // retained and released).
        guard let installed else {
            // The app's first coordinator: its launch registers it and the coordinators it sets up in turn.
            let observer = DeclarativeObserver()
            addObserver(observer)
            state.coordinators.reserveCapacity(LaunchSizes.shared.coordinators(launching: coordinator))
            let id = register(coordinator, facts: AdoptionFacts.of(coordinator), observer: observer)
            LaunchSizes.shared.note(state.coordinators.count, launching: coordinator)
            return id
        }
        return register(coordinator, facts: AdoptionFacts.of(coordinator), observer: installed)
    }

    /// ``adopt(_:)`` of a coordinator a set-up made, with `declared` the facts of the type the set-up declares it
    /// of (used when it is of exactly that type, not of a subclass) and `observer` the context's. Not optional:
    /// bound out of optionals, both would be retained around the registration and released again.
    func adopt(_ coordinator: any Coordinatable, declared: AdoptionFacts, observer: DeclarativeObserver) -> CoordinatorID {
        if let id = declarativeID(of: coordinator, known: observer) { return id }
        if declared.describe(coordinator) { return register(coordinator, facts: declared, observer: observer) }
        return register(coordinator, facts: AdoptionFacts.of(coordinator), observer: observer)
    }

    /// Registers `coordinator`, not registered yet, with `facts`, its type's, and sets up its initial state.
    private func register(_ coordinator: any Coordinatable, facts: AdoptionFacts, observer: DeclarativeObserver) -> CoordinatorID {
        // The name is read where the facts hold it: bound to a local, it is copied (its string retained).
        let id =
            if facts.name != nil {
                registerCoordinator(
                    coordinator, typeName: facts.name.unsafelyUnwrapped.typeName,
                    typeFingerprint: facts.name.unsafelyUnwrapped.fingerprint)
            } else {
                registerCoordinator(coordinator, typeName: typeName(of: coordinator))
            }
        observer.remember(id, of: coordinator)
        facts.setUp(self, observer, coordinator, id)
        return id
    }
}

/// How many coordinators the state has room for from the first one on: as many as the last launch of an
/// app with the same first coordinator type registered (every launch of an app sets up the same tree), else
/// eight. Registering a launch's coordinators one by one would otherwise grow the nodes array (and the
/// payloads, once there are any) at every doubling, copying them; a state sized for more than it holds costs more in the heap an
/// exploration has fragmented than the growth it saves (measured: 16 for all saved nothing at 10,000 states).
final class LaunchSizes: Sendable {
    static let shared = LaunchSizes()

    /// The first coordinator type of the last launch noted, and how many coordinators it registered.
    private let last = Mutex<(type: ObjectIdentifier?, coordinators: Int)>((nil, 8))

    /// Room for a launch whose first coordinator is `coordinator`.
    func coordinators(launching coordinator: AnyObject) -> Int {
        let type = ObjectIdentifier(Swift.type(of: coordinator))
        return last.withLock { $0.type == type ? $0.coordinators : 8 }
    }

    /// Notes that a launch whose first coordinator is `coordinator` registered `count` coordinators.
    func note(_ count: Int, launching coordinator: AnyObject) {
        let type = ObjectIdentifier(Swift.type(of: coordinator))
        last.withLock { $0 = (type, max(1, min(count, 64))) }
    }
}

extension NavigationContext {

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
        // Nothing read when nothing is released (most pops); the children are read without copying the record.
        guard count > 0 else { return }
        let children = state.coordinators.children(of: parent)
        let range = min(index, children.count)..<min(index + count, children.count)
        for child in children[range] { detach(child, from: parent) }
    }

    /// The window root's coordinator: the last tree root this style shows in the window.
    var windowCoordinator: CoordinatorID? {
        // The roots alone are read, not the whole tree (a copy retains each of its parts); a launch asks before
        // its first coordinator is a root, when there is none.
        let roots = state.coordinators.roots
        if roots.isEmpty { return nil }
        let observer = observer(of: DeclarativeObserver.self)
        return roots.last { id in
            // Read in place, not copied out of the records. An object this context's observer registered as
            // `id` is a coordinator of this style without asking its type.
            guard let object = state.coordinators.object(of: id) else { return false }
            return observer?.identifier(of: object) == id || object is any Coordinatable
        }
    }
}

/// What adopting a coordinator of one type takes, found once per type: the type's name and the name's
/// fingerprint, and how a new coordinator of the type gets its initial state. Asking an object which of
/// the style's protocols it conforms to, and naming and fingerprinting its type, cost more than the rest
/// of registering it. An object, so that handing it on retains one reference; immutable, so shared by
/// every worker. The set-up is a method of a subclass per protocol, generic over the concrete type (no
/// cast), rather than a stored closure, which every call would retain.
class AdoptionFacts: @unchecked Sendable {
    /// The type the facts are of.
    private let type: ObjectIdentifier
    /// The name every instance is registered with and its fingerprint; `nil` when each instance names
    /// itself (a blueprint's coordinators).
    let name: (typeName: String, fingerprint: UInt64)?

    private static let memo = TypeMemo<AdoptionFacts>()

    static func of(_ coordinator: any Coordinatable) -> AdoptionFacts { of(type: Swift.type(of: coordinator)) }

    /// The facts of coordinators of exactly `type`.
    static func of(type: any Coordinatable.Type) -> AdoptionFacts {
        memo.value(of: type) {
            switch CoordinatorConformance(type) {
            case .navigation(let navigation): stackSetUp(navigation)
            case .tabs(let tabs): tabsSetUp(tabs)
            case .wrapper(let wrapper): wrapperSetUp(wrapper)
            case .other: AdoptionFacts(type)
            }
        }
    }

    // The set-ups are generic over the concrete type, so none of them casts.
    private static func stackSetUp<C: NavigationCoordinatable>(_: C.Type) -> AdoptionFacts { StackSetUp<C>(C.self) }
    private static func tabsSetUp<C: TabCoordinatable>(_: C.Type) -> AdoptionFacts { TabsSetUp<C>(C.self) }
    private static func wrapperSetUp<C: ViewWrapping>(_: C.Type) -> AdoptionFacts { WrapperSetUp<C>(C.self) }

    /// Whether these facts are `coordinator`'s: whether it is of exactly their type (not of a subclass).
    func describe(_ coordinator: any Coordinatable) -> Bool { ObjectIdentifier(Swift.type(of: coordinator)) == type }

    fileprivate init(_ type: any Coordinatable.Type) {
        self.type = ObjectIdentifier(type)
        // A blueprint's coordinators name themselves; other coordinators are named after their type
        // (``typeName(of:)``).
        if type is any BlueprintNamed.Type {
            name = nil
        } else {
            let typeName = TypeNames.name(of: type)
            name = (typeName, Fingerprint.of(typeName))
        }
    }

    /// Sets up the initial state of `object`, a new coordinator of the facts' type registered as `id`, in
    /// `context`, whose observer is `observer`: a navigation coordinator's stack, a tab coordinator's tabs, a
    /// wrapper's wrapped coordinator; nothing for a coordinator of none of those.
    func setUp(_ context: NavigationContext, _ observer: DeclarativeObserver, _ object: AnyObject, _ id: CoordinatorID) {}
}

/// A navigation coordinator's facts: its set-up sets up its stack.
private final class StackSetUp<C: NavigationCoordinatable>: AdoptionFacts, @unchecked Sendable {
    override func setUp(_ context: NavigationContext, _ observer: DeclarativeObserver, _ object: AnyObject, _ id: CoordinatorID) {
        unsafeDowncast(object, to: C.self).setUpStack(id)
    }
}

/// A tab coordinator's facts: its set-up sets up its tabs.
private final class TabsSetUp<C: TabCoordinatable>: AdoptionFacts, @unchecked Sendable {
    override func setUp(_ context: NavigationContext, _ observer: DeclarativeObserver, _ object: AnyObject, _ id: CoordinatorID) {
        unsafeDowncast(object, to: C.self).setUpTabs(id, observer: observer)
    }
}

/// A wrapper's facts: its set-up adopts its wrapped coordinator, whose type is declared, so that its facts
/// are found once, with the wrapper's.
private final class WrapperSetUp<C: ViewWrapping>: AdoptionFacts, @unchecked Sendable {
    private let wrappedFacts = AdoptionFacts.of(type: C.Wrapped.self)

    override func setUp(_ context: NavigationContext, _ observer: DeclarativeObserver, _ object: AnyObject, _ id: CoordinatorID) {
        let child = unsafeDowncast(object, to: C.self).child
        // The facts are lent where this object holds them (bound to a local, or handed back, they are retained).
        context.attach(context.adopt(child, declared: wrappedFacts, observer: observer), to: id)
    }
}

/// A coordinator that wraps another one (``ViewWrapperCoordinator`` and its subclasses).
protocol ViewWrapping: Coordinatable {
    associatedtype Wrapped: Coordinatable
    /// The wrapped coordinator.
    var child: Wrapped { get }
    /// Whether it wraps its child in a navigation view (a stack of its own).
    var providesNavigationView: Bool { get }
    /// Where the wrapper is made.
    var location: SourceLocation { get }
}

extension ViewWrapping {
    var wrapped: any Coordinatable { child }
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
