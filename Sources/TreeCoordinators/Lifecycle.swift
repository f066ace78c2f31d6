import NavigationModel

extension Coordinator {
    /// Removes self from its parent when `screen` goes away: popped (by the app or the back button),
    /// swiped down, or released with its container (a dismissed presentation, a replaced root, a
    /// navigation controller that was never shown).
    ///
    /// As in the library, the hook is registered with the parent: a coordinator without a parent yet
    /// gets none (bind after `addChild`). Binding again moves the hook to the new screen. Binding a
    /// screen another coordinator is bound to is a precondition failure in the library; here it records
    /// a ``TreeFault/lifecycleAlreadyBound`` fault and changes nothing.
    public func bindToLifecycle(of screen: Screen) {
        guard parent != nil else {
            context.state.lifecycleBindings = context.state.lifecycleBindings.filter { $0.value != id }
            return
        }
        guard let other = context.bindLifecycle(of: id, to: screen.id) else { return }
        let otherType = context.record(other)?.typeName ?? "another coordinator"
        context.recordFault(StyleFault(
            kind: TreeFault.lifecycleAlreadyBound,
            message: "\(typeName).bindToLifecycle(of: \(screen)): \(otherType) is already bound to that screen",
            coordinatorType: typeName))
    }
}

/// The Tree style's hook into the platform: when a bound screen leaves the window, its coordinator is
/// removed from its parent. Installed once per launched app; it keeps no state.
final class TreeLifecycleObserver: NavigationObserver {
    func screensDidLeave(_ screens: [Screen], in context: NavigationContext) {
        for screen in screens {
            guard let bound = context.state.lifecycleBindings.removeValue(forKey: screen.id),
                  let coordinator = context.treeCoordinator(bound),
                  let parent = coordinator.parent
            else { continue }
            parent.removeChild(coordinator)
        }
    }
}

extension NavigationContext {
    /// Installs the Tree style's lifecycle observer, once.
    func installTreeObserver() {
        if observer(of: TreeLifecycleObserver.self) == nil { addObserver(TreeLifecycleObserver()) }
    }
}
