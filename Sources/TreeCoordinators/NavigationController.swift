import NavigationModel

/// A handle on a navigation stack, as a Tree coordinator drives a `UINavigationController` it does not own.
///
/// A new controller starts off screen: fill it, then present it or make it the window's root before the
/// transition ends, or it is released and the coordinators bound to its screens are removed. The handle
/// is a value (an identifier and the context); the stack itself lives in the context's state.
public struct NavigationController {
    /// The stack's identity in the window.
    public let id: ContainerID
    /// The launched app the stack belongs to.
    public unowned let context: NavigationContext

    /// Makes an empty navigation controller, off screen.
    public init(in context: NavigationContext) {
        let stack = context.makeStack(owner: nil)
        context.holdOffscreen(.stack(stack))
        self.init(id: stack.id, context: context)
    }

    init(id: ContainerID, context: NavigationContext) {
        self.id = id
        self.context = context
    }

    /// The screens on the stack, root first; empty once released.
    public var viewControllers: [Screen] { stack?.screens ?? [] }

    /// Whether the stack is in the window (as its root or presented), rather than off screen or released.
    public var isInWindow: Bool { context.state.window.slot(of: id) != nil }

    /// Pushes `screen`; on an empty stack it becomes the root.
    public func push(_ screen: Screen, fileID: String = #fileID, line: Int = #line) {
        context.callingFrom(fileID, line) {
            guard isAlive(doing: "push \(screen)") else { return }
            context.push(screen, onto: id)
        }
    }

    /// Pops the top screen and returns it; like UIKit, never pops the root (`nil`).
    @discardableResult
    public func popViewController(fileID: String = #fileID, line: Int = #line) -> Screen? {
        context.callingFrom(fileID, line) {
            guard isAlive(doing: "pop"), viewControllers.count > 1 else { return nil }
            return context.popStack(id, toCount: viewControllers.count - 1).last
        }
    }

    /// Presents `controller` over this one, which must be in the window and present nothing yet;
    /// `controller` must be a new, off-screen one. UIKit's default style (iOS 13) is a dismissible sheet.
    public func present(
        _ controller: NavigationController, kind: PresentationKind = .sheet, fileID: String = #fileID, line: Int = #line
    ) {
        context.callingFrom(fileID, line) { present(controller, kind: kind) }
    }

    private func present(_ controller: NavigationController, kind: PresentationKind) {
        guard isAlive(doing: "present") else { return }
        let window = context.state.window
        guard let slot = window.slot(of: id) else {
            return refusePresentation("it is not in the window")
        }
        let topSlot: WindowSlot = window.presented.isEmpty ? .root : .presented(window.presented.count - 1)
        guard slot == topSlot else {
            return refusePresentation("it is already presenting another controller")
        }
        guard let content = context.takeOffscreen(controller.id) else {
            return refusePresentation("the presented controller \(controller.id) is already shown or was released")
        }
        context.present(content, kind: kind, presenter: viewControllers.last?.owner)
    }

    /// Dismisses what this controller presents (and everything above it); when it presents nothing and
    /// was itself presented, dismisses itself. Nothing to dismiss: no-op, as in UIKit.
    public func dismiss(fileID: String = #fileID, line: Int = #line) {
        context.callingFrom(fileID, line) { dismissPresented() }
    }

    private func dismissPresented() {
        guard isAlive(doing: "dismiss") else { return }
        let presented = context.state.window.presented
        switch context.state.window.slot(of: id) {
        case .root where !presented.isEmpty:
            context.dismissPresentations(from: 0)
        case .presented(let index):
            context.dismissPresentations(from: index + 1 < presented.count ? index + 1 : index)
        case .root, nil:
            break
        }
    }

    /// The stack, in the window or off screen.
    var stack: NavigationStack? {
        context.state.window.stack(id)
            ?? context.state.offscreen.lazy.flatMap(\.stacks).first { $0.id == id }
    }

    private func isAlive(doing operation: String) -> Bool {
        if stack != nil { return true }
        context.recordFault(StyleFault(
            kind: TreeFault.releasedNavigator,
            message: "\(operation) on navigation controller \(id), released at the end of the transition that made it"))
        return false
    }

    private func refusePresentation(_ reason: String) {
        context.recordFault(StyleFault(
            kind: TreeFault.invalidPresentation,
            message: "navigation controller \(id) cannot present: \(reason)"))
    }
}

extension NavigationController {
    /// Pops to the root screen and returns the screens popped; nothing on a stack of one.
    @discardableResult
    public func popToRootViewController() -> [Screen] {
        guard stack != nil, viewControllers.count > 1 else { return [] }
        return context.popStack(id, toCount: 1)
    }

    /// Replaces the screens of the stack (`setViewControllers(_:animated:)`); the screens not kept leave.
    public func setViewControllers(_ screens: [Screen], fileID: String = #fileID, line: Int = #line) {
        context.callingFrom(fileID, line) {
            guard isAlive(doing: "setViewControllers") else { return }
            context.setScreens(screens, of: id)
        }
    }
}
