import NavigationModel

/// The navigation operations of one ``NavigationCoordinator`` (ALCoordinator's `Router`), each with the
/// library's edge cases.
public struct Router<Route: NavigationRoute> {
    public let coordinator: NavigationCoordinator<Route>

    private var context: NavigationContext { coordinator.context }

    /// Shows `route`. On an empty stack it becomes the root whatever its style; a push goes onto the
    /// coordinator's own stack, even when a modal covers it; a modal, full-screen or custom route is
    /// presented on top of the window.
    public func navigate(
        to route: Route, transitionStyle: NavigationTransitionStyle? = nil, fileID: String = #fileID, line: Int = #line
    ) {
        context.callingFrom(fileID, line) {
            let screen = coordinator.makeScreen(for: route)
            let stack = coordinator.ownStack
            if stack.screens.isEmpty {
                context.setScreens([screen], of: stack.id)
                return
            }
            let style = transitionStyle ?? route.transition
            if let kind = style.transitionStyle.presentationKind {
                coordinator.presentModally(screen, kind: kind)
            } else {
                context.push(screen, onto: stack.id)
            }
        }
    }

    /// Starts `child`: its parent becomes this coordinator, then its `start()` runs. There is no duplicate
    /// check: navigating to the same instance twice attaches it twice.
    public func navigate(to child: Coordinator, fileID: String = #fileID, line: Int = #line) {
        context.callingFrom(fileID, line) {
            child.setParent(coordinator)
            child.start()
        }
    }

    /// Clears the stack, makes `route` its root, then attaches the coordinator to its parent: as a tab if
    /// the parent is a tab bar, else presented with the coordinator's presentation style. Without a
    /// parent nothing is presented.
    public func startFlow(route: Route, fileID: String = #fileID, line: Int = #line) {
        context.callingFrom(fileID, line) {
            let screen = coordinator.makeScreen(for: route)
            context.setScreens([screen], of: coordinator.ownStack.id)
            coordinator.attachToParent()
        }
    }

    /// Presents `screen` as an automatic sheet on top of the window.
    public func present(_ screen: RouteScreen<Route.Owner>, fileID: String = #fileID, line: Int = #line) {
        context.callingFrom(fileID, line) {
            let owner = coordinator as? Route.Owner
            let value = context.makeScreen(
                screen.typeName, inputs: screen.inputs ?? [], owner: coordinator.id,
                actions: { owner.map { owner in screen.buttons.map { $0.userAction(for: owner) } } ?? [] })
            coordinator.presentModally(value, kind: .sheet)
        }
    }

    /// Pops the top screen of the coordinator's stack; a no-op on its root. Modals are untouched.
    public func pop() { coordinator.popTop() }

    /// Pops the coordinator's stack to its root screen. Modals are untouched.
    public func popToRoot() { coordinator.popToRootScreen() }

    /// Pops to the first screen whose type is named `typeName`; `false` (and nothing happens) when the
    /// stack has none.
    @discardableResult
    public func popToView(_ typeName: String) -> Bool {
        let stack = coordinator.ownStack
        guard let index = stack.screens.firstIndex(where: { $0.typeName == typeName }) else { return false }
        context.popStack(stack.id, toCount: index + 1)
        return true
    }

    /// Pops to the first screen of type `T`, matched by type name.
    @discardableResult
    public func popToView<T>(_ view: T.Type) -> Bool { popToView(String(describing: view)) }

    /// Dismisses the top of what is presented above the coordinator's own stack; a no-op when nothing is.
    /// Child coordinators are never detached: a child dismissed this way stays among the children.
    public func dismiss() {
        guard presentsAbove else { return }
        context.dismissPresentations(from: context.state.window.presented.count - 1)
    }

    /// SUICoordinator's `close()`: dismisses the top of what is presented above the coordinator's own stack
    /// when something is, else pops the stack.
    public func close() {
        if presentsAbove { dismiss() } else { pop() }
    }

    /// Whether anything is presented above the coordinator's own stack.
    private var presentsAbove: Bool {
        guard let stack = coordinator.existingOwnContainer(), let place = context.place(of: stack.id) else { return false }
        let firstAbove: Int
        switch place {
        case .window(.root): firstAbove = 0
        case .window(.presented(let index)): firstAbove = index + 1
        case .offscreen: return false
        }
        return context.state.window.presented.count > firstAbove
    }

    /// Finishes the coordinator's flow; see ``Coordinator/finishFlow()``.
    public func finishFlow(fileID: String = #fileID, line: Int = #line) { coordinator.finishFlow(fileID: fileID, line: line) }

    /// The screens of the coordinator's stack, root first.
    public var stackViews: [Screen] { coordinator.existingOwnContainer()?.stacks.first?.screens ?? [] }
}
