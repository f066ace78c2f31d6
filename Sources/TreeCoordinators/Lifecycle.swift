import NavigationModel

extension Coordinator {
    /// Removes self from its parent when `screen` goes away: popped (by the app or the back button),
    /// swiped down, or released with its container (a dismissed presentation, a replaced root, a
    /// navigation controller that was never shown).
    ///
    /// As in the library, the binding is kept with the coordinator and its hook is registered with
    /// whichever coordinator is its parent when the screen goes: binding before `addChild` works, and a
    /// coordinator its parent already removed is left alone. Binding again moves the hook to the new
    /// screen. Binding a screen another coordinator is bound to is a precondition failure in the library;
    /// here it records a ``TreeFault/lifecycleAlreadyBound`` fault and changes nothing.
    public func bindToLifecycle(of screen: Screen, fileID: String = #fileID, line: Int = #line) {
        guard let other = context.bindLifecycle(of: id, to: screen.id) else { return }
        let otherType = context.record(other)?.typeName ?? "another coordinator"
        context.recordFault(StyleFault(
            kind: TreeFault.lifecycleAlreadyBound,
            message: "\(typeName).bindToLifecycle(of: \(screen)): \(otherType) is already bound to that screen",
            coordinatorType: typeName, callSite: SourceLocation.ofApp(fileID: fileID, line: line)))
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
