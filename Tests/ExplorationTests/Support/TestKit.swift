import Exploration
import NavigationGraph
import NavigationModel

/// Declares a coordinator for a test app's catalog.
func declare(_ coordinator: String, kind: CoordinatorKind = .navigation, _ routes: DeclaredRoute...) -> DeclaredCoordinator {
    DeclaredCoordinator(coordinator, kind: kind, location: SourceLocation(fileID: "TestApps/\(coordinator).swift", line: 1), routes: routes)
}

/// Declares a route that shows screen `name` (route and screen type share the name in the test apps).
func screenRoute(_ name: String, _ transition: TransitionStyle? = .push, line: Int = 10) -> DeclaredRoute {
    DeclaredRoute(name, screen: name, transition: transition, location: SourceLocation(fileID: "TestApps/\(name).swift", line: line))
}

/// Declares a route that starts coordinator `coordinator`.
func coordinatorRoute(_ name: String, starts coordinator: String) -> DeclaredRoute {
    DeclaredRoute(name, coordinator: coordinator, transition: .fullScreen, location: SourceLocation(fileID: "TestApps/\(name).swift", line: 20))
}

/// The object a test app's launch returns: its main coordinator's identity and root stack.
final class TestRoot {
    let main: CoordinatorID
    let stack: ContainerID
    init(main: CoordinatorID, stack: ContainerID) {
        self.main = main
        self.stack = stack
    }
}

extension NavigationContext {
    /// Registers a coordinator of `type`, attached to `parent` or, without one, made a root.
    func coordinator(_ type: String, parent: CoordinatorID?) -> CoordinatorID {
        let id = registerCoordinator(nil, typeName: type)
        if let parent { attach(id, to: parent) } else { makeRoot(id) }
        return id
    }

    /// Starts an app the way the test apps do: a main coordinator owning a root stack with `home` on it.
    func launchMain(observer: (any NavigationObserver)? = nil, home: (NavigationContext, TestRoot) -> Screen) -> TestRoot {
        if let observer { addObserver(observer) }
        let main = coordinator("MainCoordinator", parent: nil)
        let stack = makeStack(owner: main)
        setRoot(.stack(stack))
        let root = TestRoot(main: main, stack: stack.id)
        push(home(self, root), onto: stack.id)
        return root
    }

    /// Dismisses the presentation that shows a stack owned by `coordinator`, and everything above it.
    func dismiss(presentedBy coordinator: CoordinatorID) {
        if let index = state.window.presentationIndices(ownedBy: coordinator).first { dismissPresentations(from: index) }
    }
}

/// A well-behaved app's clean-up: a coordinator of which nothing is left on screen leaves its parent.
final class ReleaseOnLeave: NavigationObserver {
    func screensDidLeave(_ screens: [Screen], in context: NavigationContext) {
        var seen: Set<CoordinatorID> = []
        for owner in screens.compactMap(\.owner) where seen.insert(owner).inserted {
            guard let parent = context.record(owner)?.parent, !context.state.coordinatorsOnScreen.contains(owner) else { continue }
            context.detach(owner, from: parent)
        }
    }
}
