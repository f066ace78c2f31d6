import Exploration
import NavigationModel
import TreeCoordinators

/// A blueprint written against ADCoordinator's API: coordinators added as children and bound to the
/// lifecycle of their first screen, pushed on their parent's navigation controller or presented in one of
/// their own.
///
/// The library has no tab bar: with tabs, the root coordinator shows a home screen that pushes each tab
/// coordinator instead.
enum TreeApp {
    static func make(_ blueprint: Blueprint, name: String, summary: String) -> ExplorableApp {
        ExplorableApp(
            name: name, style: "Tree (generated)", summary: summary, catalog: catalog(blueprint),
            launch: { context in
                let window = AppWindow(in: context)
                let navigationController = NavigationController(in: context)
                let root = GeneratedTreeCoordinator(
                    blueprint: blueprint, index: blueprint.tabs > 0 ? nil : 0, navigationController: navigationController)
                root.retainAsRoot()
                root.start()
                window.rootViewController = navigationController
                return root
            })
    }

    static func catalog(_ blueprint: Blueprint) -> RouteCatalog {
        var screens = blueprint.coordinators.flatMap(\.screens).map { TreeScreen($0.typeName) }
        if blueprint.tabs > 0 { screens.insert(TreeScreen(GeneratedTreeCoordinator.home, transition: nil), at: 0) }
        let children = [
            TreeChild("push", starts: GeneratedTreeCoordinator.self, transition: .push),
            TreeChild("present", starts: GeneratedTreeCoordinator.self, transition: .sheet),
        ]
        return RouteCatalog(tree: [
            TreeCoordinatorDeclaration(GeneratedTreeCoordinator.self, screens: screens, children: children),
        ])
    }
}

/// Any blueprint coordinator, or (with no index) the root of a tabbed blueprint with its home screen.
final class GeneratedTreeCoordinator: Coordinator {
    static let home = "GeneratedHomeScreen"

    let blueprint: Blueprint
    let index: Int?
    let navigationController: NavigationController

    init(blueprint: Blueprint, index: Int?, navigationController: NavigationController) {
        self.blueprint = blueprint
        self.index = index
        self.navigationController = navigationController
        super.init(context: navigationController.context)
    }

    func start() {
        guard let index else {
            let home = makeScreen(TreeScreen(Self.home)) { [unowned self] in
                (0..<blueprint.tabs).map { tab in UserAction("open tab \(tab)") { self.open(tab) } }
            }
            navigationController.push(home)
            return
        }
        show(coordinator: index, screen: 0)
    }

    private func show(coordinator: Int, screen: Int) {
        let plan = blueprint.coordinators[coordinator].screens[screen]
        let shown = makeScreen(TreeScreen(plan.typeName)) { [unowned self] in
            zip(plan.actions, plan.actionNames).map { action, name in UserAction(name) { self.perform(action) } }
        }
        navigationController.push(shown)
        if screen == 0 { bindToLifecycle(of: shown) }
    }

    private func perform(_ action: Blueprint.Action) {
        guard let index else { return }
        switch action {
        case .push(let screen): show(coordinator: index, screen: screen)
        case .open(let target), .link(let target): open(target)
        case .openAnother: open(index)
        case .close: close()
        case .idle: break
        }
    }

    /// Starts blueprint coordinator `target` as a child: pushed here, or presented in a new controller.
    private func open(_ target: Int) {
        switch blueprint.coordinators[target].opening {
        case .root, .tab, .push:
            let child = GeneratedTreeCoordinator(blueprint: blueprint, index: target, navigationController: navigationController)
            addChild(child)
            child.start()
        case .sheet, .fullScreen:
            let presented = NavigationController(in: context)
            let child = GeneratedTreeCoordinator(blueprint: blueprint, index: target, navigationController: presented)
            addChild(child)
            child.start()
            let kind: PresentationKind = blueprint.coordinators[target].opening == .sheet ? .sheet : .fullScreen
            navigationController.present(presented, kind: kind)
        }
    }

    /// Pops this coordinator's screens, or dismisses its controller when it was presented: the lifecycle
    /// binding then removes it from its parent.
    private func close() {
        let screens = navigationController.viewControllers
        if screens.first?.owner == id, navigationController.isInWindow, context.state.window.slot(of: navigationController.id) != .root {
            navigationController.dismiss()
            return
        }
        while let top = navigationController.viewControllers.last, top.owner == id,
              navigationController.viewControllers.count > 1 {
            navigationController.popViewController()
        }
    }
}
