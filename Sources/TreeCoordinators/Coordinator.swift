import NavigationModel

/// The base class of the Tree style (ADCoordinator): a node of the coordinator tree.
///
/// The library offers no navigation of its own. A subclass is made with a graphical context it does not
/// own (an ``AppWindow``, a ``NavigationController``), shows screens in it, and relies on the tree to
/// keep its children alive until the screens they are bound to go away (``bindToLifecycle(of:)``).
///
/// A coordinator keeps no mutable state: its children, its parent and its lifecycle hook live in
/// ``context``'s state, so saving and restoring that state saves and restores the tree.
open class Coordinator {
    /// This coordinator's identity in its app's coordinator tree.
    public let id: CoordinatorID
    /// The launched app this coordinator belongs to.
    public unowned let context: NavigationContext

    /// Registers a new coordinator in `context`, owned by nothing until a parent adds it.
    public init(context: NavigationContext) {
        self.context = context
        id = context.registerCoordinator(nil, typeName: TypeNames.name(of: Self.self))
        context.installTreeObserver()
        recordSelf()  // now that self exists, the record holds it as the library's `children` would
    }

    /// The coordinator's type name, as reports show it.
    public var typeName: String { TypeNames.name(of: type(of: self)) }

    /// The coordinators this one keeps alive, in the order they were added (duplicates included).
    public var children: [Coordinator] {
        context.record(id)?.children.compactMap(context.treeCoordinator) ?? []
    }

    /// The coordinator that added this one. Weak: `nil` once that parent removed it or is gone.
    public var parent: Coordinator? {
        context.record(id)?.parent.flatMap(context.treeCoordinator)
    }

    /// Appends `coordinator` to the children and makes self its parent. As in the library, nothing
    /// checks for duplicates: adding a child twice lists it twice.
    public func addChild(_ coordinator: Coordinator) {
        recordSelf()
        coordinator.recordSelf()
        context.attach(coordinator.id, to: id)
    }

    /// Removes every occurrence of `coordinator` from the children and clears its parent.
    ///
    /// The library asserts that `coordinator` is a child; here that records a
    /// ``TreeFault/removeNonChild`` fault and changes nothing.
    public func removeChild(_ coordinator: Coordinator, fileID: String = #fileID, line: Int = #line) {
        guard context.record(id)?.children.contains(coordinator.id) == true else {
            context.recordFault(StyleFault(
                kind: TreeFault.removeNonChild,
                message: "\(typeName).removeChild(\(coordinator.typeName)): not one of its children",
                coordinatorType: typeName, callSite: SourceLocation.ofApp(fileID: fileID, line: line)))
            return
        }
        while context.detach(coordinator.id, from: id) {}
        context.state.coordinators[coordinator.id]?.parent = nil
    }

    /// Marks this coordinator as retained by the app itself (the app delegate's property): a root of the
    /// ownership tree, whose children enter the state key and whose leaks are reported.
    public func retainAsRoot() {
        recordSelf()
        context.makeRoot(id)
    }

    /// Makes a screen of the declared type `screen`, shown by this coordinator.
    public func makeScreen(
        _ screen: TreeScreen, inputs: [ScreenInput] = [], actions: @escaping () -> [UserAction] = { [] }
    ) -> Screen {
        context.makeScreen(screen.typeName, inputs: inputs, owner: id, actions: actions)
    }

    /// An app's `precondition(condition, message)`: `false` (after recording a
    /// ``TreeFault/preconditionFailed`` fault) where the app would stop, so the caller returns.
    public func verifyPrecondition(
        _ condition: Bool, _ message: @autoclosure () -> String, fileID: String = #fileID, line: Int = #line
    ) -> Bool {
        if condition { return true }
        context.recordFault(StyleFault(
            kind: TreeFault.preconditionFailed, message: "\(typeName): precondition failed: \(message())",
            coordinatorType: typeName, callSite: SourceLocation.ofApp(fileID: fileID, line: line)))
        return false
    }

    /// Puts this coordinator's record back if the tree dropped it (a coordinator nothing owned at the end
    /// of a transition, still held by the caller).
    func recordSelf() {
        guard context.record(id)?.object !== self else { return }
        context.state.coordinators[id] = CoordinatorRecord(id: id, typeName: typeName, object: self)
    }
}

extension Coordinator: Equatable {
    /// Coordinators are equal when they are the same object, as in the library.
    public static func == (lhs: Coordinator, rhs: Coordinator) -> Bool { lhs === rhs }
}

extension NavigationContext {
    /// The Tree-style coordinator object `id`, while its record exists.
    func treeCoordinator(_ id: CoordinatorID) -> Coordinator? { record(id)?.object as? Coordinator }
}
