import NavigationModel

/// A coordinator of the declarative style: ``NavigationCoordinatable``, ``TabCoordinatable`` or a
/// ``ViewWrapperCoordinator``.
///
/// Coordinators keep no mutable state of their own: their stack, root, tabs, parent and children live in
/// their context's state, so that saving and restoring the state saves and restores them.
public protocol Coordinatable: AnyObject, Presentable {
    /// The launched app this coordinator runs in.
    var context: NavigationContext { get }
}

extension Coordinatable {
    /// Shows this coordinator as the window's content (`MainCoordinator().view()` in a Stinsen app's
    /// `WindowGroup`); it becomes the root of the coordinator tree.
    public func showInWindow(fileID: String = #fileID, line: Int = #line) {
        // The context is read once: each read copies the coordinator's declaration (retaining each of its parts).
        let context = context
        context.callingFrom(fileID, line) {
            let id = context.adopt(self)
            if let previous = context.windowCoordinator, previous != id { context.removeRoot(previous) }
            context.makeRoot(id)
            context.renderDeclarative()
        }
    }

    /// The coordinator that routed to this one, if any.
    public var parent: (any Coordinatable)? {
        guard let id = context.declarativeID(of: self), let parent = context.record(id)?.parent else { return nil }
        return context.coordinator(parent)
    }

    /// Whether ``dismissCoordinator()`` would dismiss this coordinator: `false` without a parent, as its
    /// parent's root, or under a tab coordinator (where Stinsen asserts or traps).
    public var canDismiss: Bool {
        guard let id = context.declarativeID(of: self) else { return false }
        if case .dismiss = context.dismissal(of: id) { return true }
        return false
    }

    /// Dismisses this coordinator and everything above it: the navigation coordinator holding it pops to
    /// just below it. Without a parent, as a root, or under tabs, records the real library's failure.
    public func dismissCoordinator(fileID: String = #fileID, line: Int = #line) {
        // The context is read once (see ``showInWindow(fileID:line:)``).
        let context = context
        context.callingFrom(fileID, line) {
            let id = context.adopt(self)
            switch context.dismissal(of: id) {
            case .dismiss(let holder, let index):
                context.truncateStack(of: holder, keeping: index)
                context.renderDeclarative()
            case .failure(let fault, let message):
                context.recordFault(fault.fault(message, coordinator: self))
            }
        }
    }
}

/// Where a dismissal ends.
enum Dismissal {
    /// The navigation coordinator `holder` pops to just below its item `index`.
    case dismiss(holder: CoordinatorID, index: Int)
    case failure(DeclarativeFault, String)
}

extension NavigationContext {
    /// Follows `dismissCoordinator` up through wrappers to the navigation coordinator that holds `id`.
    func dismissal(of id: CoordinatorID) -> Dismissal {
        var current = id
        while true {
            let name = state.coordinators[current]?.typeName ?? "coordinator"
            guard let parent = state.coordinators[current]?.parent, let record = state.coordinators[parent] else {
                return .failure(.dismissWithoutParent, "\(name) has no parent to dismiss it")
            }
            switch record.object {
            case is any NavigationCoordinatable:
                guard let payload = record.payload as? StackPayload,
                    let index = payload.items.indices.first(where: { itemChild(of: parent, at: $0) == current })
                else {
                    return .failure(.dismissRootChild, "\(name) is the root of \(record.typeName), not an item of its stack")
                }
                return .dismiss(holder: parent, index: index)
            case is any TabCoordinatable:
                return .failure(.dismissFromTabs, "\(record.typeName) is a tab coordinator: it cannot dismiss its tab \(name)")
            default:
                current = parent
            }
        }
    }
}
