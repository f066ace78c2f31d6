import Exploration
import NavigationModel
import OpenCombine
import ReactiveCoordinators

/// A blueprint written against the Combine coordinators' API (`ReactiveCoordinators`): one flow class for
/// every blueprint coordinator, started with `coordinate(to:)`, under an app flow that makes the window's
/// root (a navigation controller, or a tab bar of them with one flow per tab).
///
/// A pushed flow pushes its screens on its parent's navigation controller; a presented flow gets one of
/// its own, presented as a sheet or full screen. Closing publishes the flow's result, and the parent that
/// subscribed pops or dismisses it, as the article's tabs dismiss the Items flow. The subscription is
/// stored in the child flow, so its screens hold it as a view controller holds its cancellables: a back
/// or swipe-down that takes them away ends the flow without a result, and no coordinator leaks where the
/// other styles' do not.
///
/// Flows are Combine subscriptions, which a copy of the state cannot capture: the app declares replay from
/// launch, and the explorer assigns a saved state only while the reactive runtime vouches for it.
enum ReactiveApp {
    static func make(_ blueprint: Blueprint, name: String, summary: String) -> ExplorableApp {
        ExplorableApp(
            name: name, style: "Reactive (generated)", summary: summary, catalog: catalog(blueprint),
            restoreStrategy: .replayFromLaunch,
            launch: { context in
                let app = GeneratedAppFlow(context: context, blueprint: blueprint)
                app.launch()
                return app
            })
    }

    static func catalog(_ blueprint: Blueprint) -> RouteCatalog {
        let flow = GeneratedFlowCoordinator.self
        let screens = blueprint.coordinators.flatMap { coordinator in
            coordinator.screens.enumerated().map { index, screen in
                flow.route(screen.qualifiedRoute, shows: screen.typeName, index == 0 ? nil : .push)
            }
        }
        let children = [
            flow.route("push", starts: flow, .push), flow.route("sheet", starts: flow, .sheet),
            flow.route("fullScreen", starts: flow, .fullScreen),
        ]
        let roots = blueprint.tabs > 0
            ? (0..<blueprint.tabs).map { GeneratedAppFlow.route("tab\($0)", starts: flow, nil) }
            : [GeneratedAppFlow.route("main", starts: flow, nil)]
        return RouteCatalog([
            GeneratedAppFlow.declare(kind: blueprint.tabs > 0 ? "tabs" : "flow", routes: roots),
            flow.declare(routes: screens + children),
        ])
    }
}

/// The app's flow, as a scene delegate starts it: the window's root, and the flows shown there first.
final class GeneratedAppFlow: Coordinator<Void> {
    let blueprint: Blueprint

    init(context: NavigationContext, blueprint: Blueprint) {
        self.blueprint = blueprint
        super.init(context: context)
    }

    override func start() -> AnyPublisher<Void, Never> {
        guard blueprint.tabs > 0 else {
            let navigation = NavigationController(context: context, owner: id)
            navigation.makeWindowRoot()
            return coordinate(to: GeneratedFlowCoordinator(blueprint: blueprint, index: 0, navigation: navigation, presenter: nil))
        }
        let navigations = (0..<blueprint.tabs).map { _ in NavigationController(context: context, owner: id) }
        let tabBar = TabBarController(
            context: context, owner: id, tabs: navigations.enumerated().map { (title: "Tab \($0)", navigation: $1) })
        context.setRoot(tabBar.container)
        // The tab bar holds the tabs' flows, as the article's main coordinator does; its own flow never ends.
        for (index, navigation) in navigations.enumerated() {
            coordinate(to: GeneratedFlowCoordinator(blueprint: blueprint, index: index, navigation: navigation, presenter: nil))
                .sink { _ in }.store(in: self)
        }
        return Empty(completeImmediately: false).eraseToAnyPublisher()
    }
}

/// Any blueprint coordinator: its index in the blueprint decides its screens.
final class GeneratedFlowCoordinator: Coordinator<Void> {
    let blueprint: Blueprint
    let index: Int
    /// The controller its screens are pushed on: its parent's when it is pushed, its own when presented.
    let navigation: NavigationController
    /// The controller that presents it; `nil` when it is pushed.
    let presenter: NavigationController?
    /// The flow's result: it finishes when the user closes it (a subject: state of its own, hence replay).
    private let result = PassthroughSubject<Void, Never>()

    init(blueprint: Blueprint, index: Int, navigation: NavigationController, presenter: NavigationController?) {
        self.blueprint = blueprint
        self.index = index
        self.navigation = navigation
        self.presenter = presenter
        super.init(context: navigation.context)
    }

    override func start() -> AnyPublisher<Void, Never> {
        let first = screen(0)
        if let presenter {
            let kind: PresentationKind = blueprint.coordinators[index].opening == .fullScreen ? .fullScreen : .sheet
            let stack = NavigationStack(id: navigation.stackID, owner: navigation.owner, screens: [first])
            presenter.present(.stack(stack), kind: kind, presenter: id)
        } else {
            navigation.pushViewController(first)
        }
        return result.eraseToAnyPublisher()
    }

    private func screen(_ number: Int) -> Screen {
        let plan = blueprint.coordinators[index].screens[number]
        return makeScreen(Self.route(plan.qualifiedRoute, shows: plan.typeName)) { [self] in
            zip(plan.actions, plan.actionNames).map { action, name in UserAction(name) { self.perform(action) } }
        }
    }

    private func perform(_ action: Blueprint.Action) {
        switch action {
        case .push(let number):
            navigation.pushViewController(screen(number))
        case .open(let target), .link(let target):
            open(target)
        case .openAnother:
            open(index)
        case .close:
            result.send(())
            result.send(completion: .finished)
        case .idle:
            break
        }
    }

    /// Starts blueprint coordinator `target` as a child flow; when it finishes, takes its screens away.
    private func open(_ target: Int) {
        let child = switch blueprint.coordinators[target].opening {
        case .root, .tab, .push:
            GeneratedFlowCoordinator(blueprint: blueprint, index: target, navigation: navigation, presenter: nil)
        case .sheet, .fullScreen:
            GeneratedFlowCoordinator(
                blueprint: blueprint, index: target, navigation: NavigationController(context: context, owner: id),
                presenter: navigation)
        }
        coordinate(to: child).sink { [self] _ in close(child) }.store(in: child)
    }

    /// Dismisses what this flow's controller presented, or pops `child`'s screens off it.
    private func close(_ child: GeneratedFlowCoordinator) {
        if child.presenter != nil { return navigation.dismiss() }
        while navigation.viewControllers.last?.owner == child.id { navigation.popViewController() }
    }
}
