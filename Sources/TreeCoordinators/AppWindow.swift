import NavigationModel

/// A handle on the app's window, as a Tree coordinator (or the app delegate) drives a `UIWindow`.
public struct AppWindow {
    /// The launched app whose window this is.
    public unowned let context: NavigationContext

    public init(in context: NavigationContext) { self.context = context }

    /// The navigation controller at the window's root. Setting a new, off-screen controller replaces the
    /// root and everything presented over it; setting one already shown records a
    /// ``TreeFault/invalidPresentation`` fault.
    public var rootViewController: NavigationController? {
        get {
            guard case .stack(let stack)? = context.state.window.root else { return nil }
            return NavigationController(id: stack.id, context: context)
        }
        nonmutating set {
            guard let controller = newValue else { return context.setRoot(nil) }
            if context.state.window.root?.id == controller.id { return }
            guard let content = context.takeOffscreen(controller.id) else {
                return context.recordFault(StyleFault(
                    kind: TreeFault.invalidPresentation,
                    message: "window root: navigation controller \(controller.id) is already shown or was released"))
            }
            context.setRoot(content)
        }
    }
}
