import NavigationModel
import TreeCoordinators

/// A coordinator that shows screens in the navigation controller it is given.
final class FlowCoordinator: Coordinator {
    static let first = TreeScreen("FirstViewController", transition: nil)
    static let next = TreeScreen("NextViewController")

    let navigationController: NavigationController

    init(navigationController: NavigationController) {
        self.navigationController = navigationController
        super.init(context: navigationController.context)
    }

    /// Pushes a screen of type `screen` and, when asked, binds self to it.
    @discardableResult
    func show(_ screen: TreeScreen = next, bind: Bool = true) -> Screen {
        let made = makeScreen(screen)
        navigationController.push(made)
        if bind { bindToLifecycle(of: made) }
        return made
    }
}

/// A launched app: a window whose root stack shows the root coordinator's first screen.
struct Fixture {
    let context = NavigationContext(appName: "tree-tests")
    let window: AppWindow
    let rootNavigation: NavigationController
    let root: FlowCoordinator

    init() {
        window = AppWindow(in: context)
        rootNavigation = NavigationController(in: context)
        root = FlowCoordinator(navigationController: rootNavigation)
        root.retainAsRoot()
        root.show(FlowCoordinator.first)
        window.rootViewController = rootNavigation
        context.endTransition()
    }

    /// Runs `body` as one transition and returns the faults it recorded.
    @discardableResult
    func transition(_ body: () -> Void) -> [StyleFault] {
        context.beginTransition()
        body()
        context.endTransition()
        return context.faults
    }

    /// Performs a system action as one transition.
    func perform(_ action: SystemAction) {
        transition { context.perform(action) }
    }

    /// Adds a child that pushes a bound screen onto the root stack.
    @discardableResult
    func pushChild() -> FlowCoordinator {
        let child = FlowCoordinator(navigationController: rootNavigation)
        transition {
            root.addChild(child)
            child.show()
        }
        return child
    }

    /// Adds a child that shows a bound screen in a new navigation controller presented over the root.
    @discardableResult
    func presentChild(kind: PresentationKind = .sheet) -> FlowCoordinator {
        let child = FlowCoordinator(navigationController: NavigationController(in: context))
        transition {
            root.addChild(child)
            child.show(FlowCoordinator.first)
            rootNavigation.present(child.navigationController, kind: kind)
        }
        return child
    }

    var visibleTypeName: String? { context.state.window.visibleScreen?.typeName }
}
