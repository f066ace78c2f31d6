import Exploration
import NavigationModel
import ViewModelCoordinators

/// A blueprint written against SwiftUI MVVM-C (`ViewModelCoordinators`): every blueprint screen is a scene
/// with a coordinator view model of its own, whose navigation item pushes the next scene and whose sheet
/// item presents one.
///
/// A coordinator view model has a push slot and a sheet slot and nothing else, so the blueprint maps as
/// follows:
/// - a blueprint coordinator is the chain of its screens' scenes, so the ownership tree has one
///   ``GeneratedSceneViewModel`` per scene on screen rather than one record per blueprint coordinator;
/// - full-screen openings are sheets (there is no full-screen slot);
/// - there is no tab bar: with tabs, a home scene pushes each tab coordinator instead (as the tree app does);
/// - closing empties the slot of the scene that opened the coordinator, which pops or dismisses it.
enum ViewModelApp {
    static func make(_ blueprint: Blueprint, name: String, summary: String) -> ExplorableApp {
        ExplorableApp(
            name: name, style: "View model (generated)", summary: summary, catalog: catalog(blueprint),
            launch: { context in
                if blueprint.tabs > 0 {
                    let home = GeneratedHomeViewModel(context: context, blueprint: blueprint)
                    home.startAsRoot(content: home.content)
                    return home
                }
                let root = GeneratedSceneViewModel(
                    context: context, destination: GeneratedDestination(blueprint: blueprint, coordinator: 0, screen: 0, opener: nil))
                root.startAsRoot(content: root.content)
                return root
            })
    }

    static func catalog(_ blueprint: Blueprint) -> RouteCatalog {
        let scene = GeneratedSceneViewModel.self
        var contents = blueprint.coordinators.flatMap { coordinator in
            coordinator.screens.enumerated().map { index, screen in
                var route = scene.contentRoute(screen.qualifiedRoute, shows: screen.typeName)
                route.transition = index == 0 ? nil : .push
                return route
            }
        }
        contents += [
            DeclaredRoute("navigationItem", coordinator: String(describing: scene), transition: .push, location: .init()),
            DeclaredRoute("sheetItem", coordinator: String(describing: scene), transition: .sheet, location: .init()),
        ]
        var coordinators = [DeclaredCoordinator(String(describing: scene), kind: "view model", location: .init(), routes: contents)]
        if blueprint.tabs > 0 {
            let tabs = (0..<blueprint.tabs).map {
                DeclaredRoute("tab\($0)", coordinator: String(describing: scene), transition: .push, location: .init())
            }
            var home = GeneratedHomeViewModel.declare(content: GeneratedHomeViewModel.home)
            home.routes += tabs
            coordinators.insert(home, at: 0)
        }
        return RouteCatalog(coordinators)
    }
}

/// Where a scene goes: screen `screen` of blueprint coordinator `coordinator`.
///
/// Two destinations are the same place when they name the same screen; the blueprint and the scene that
/// opened the coordinator come along to build the scene and to close it.
struct GeneratedDestination: NavigationDestination {
    let blueprint: Blueprint
    let coordinator: Int
    let screen: Int
    /// The scene that opened the coordinator and the slot it used; `nil` for a root or tab coordinator.
    let opener: Opener?

    /// How a coordinator's scenes close it: by emptying the slot its opener filled.
    struct Opener {
        enum Slot { case navigationItem, sheetItem }
        let scene: GeneratedSceneViewModel
        let slot: Slot

        func close() {
            switch slot {
            case .navigationItem: scene.navigationItem = nil
            case .sheetItem: scene.sheetItem = nil
            }
        }
    }

    /// The catalog comes from the blueprint, not from a static list.
    static var routes: [DeclaredRoute] { [] }

    func nextScene(in context: NavigationContext) -> DestinationScene {
        let scene = GeneratedSceneViewModel(context: context, destination: self)
        return .coordinator(scene, content: scene.content)
    }

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.coordinator == rhs.coordinator && lhs.screen == rhs.screen }

    func hash(into hasher: inout Hasher) {
        hasher.combine(coordinator)
        hasher.combine(screen)
    }
}

/// The coordinator view model of one blueprint screen's scene.
final class GeneratedSceneViewModel: CoordinatorViewModel<GeneratedDestination, GeneratedDestination> {
    let blueprint: Blueprint
    let coordinator: Int
    let screen: Int
    let opener: GeneratedDestination.Opener?

    init(context: NavigationContext, destination: GeneratedDestination) {
        blueprint = destination.blueprint
        coordinator = destination.coordinator
        screen = destination.screen
        opener = destination.opener
        super.init(context: context)
    }

    /// The scene's view: the blueprint screen, its buttons the blueprint's actions.
    var content: SceneView {
        let plan = blueprint.coordinators[coordinator].screens[screen]
        return SceneView(Self.contentRoute(plan.qualifiedRoute, shows: plan.typeName)) { [self] in
            zip(plan.actions, plan.actionNames).map { action, name in UserAction(name) { self.perform(action) } }
        }
    }

    private func perform(_ action: Blueprint.Action) {
        switch action {
        case .push(let screen):
            navigationItem = GeneratedDestination(blueprint: blueprint, coordinator: coordinator, screen: screen, opener: opener)
        case .open(let target), .link(let target):
            open(target)
        case .openAnother:
            open(coordinator)
        case .close:
            opener?.close()
        case .idle:
            break
        }
    }

    /// Opens blueprint coordinator `target`: its first scene pushed, or presented as a sheet.
    private func open(_ target: Int) {
        switch blueprint.coordinators[target].opening {
        case .root, .tab, .push:
            navigationItem = GeneratedDestination(
                blueprint: blueprint, coordinator: target, screen: 0, opener: .init(scene: self, slot: .navigationItem))
        case .sheet, .fullScreen:
            sheetItem = GeneratedDestination(
                blueprint: blueprint, coordinator: target, screen: 0, opener: .init(scene: self, slot: .sheetItem))
        }
    }
}

/// The root scene of a blueprint with tabs: the style has no tab bar, so it pushes each tab coordinator.
final class GeneratedHomeViewModel: CoordinatorViewModel<GeneratedDestination, NoDestination> {
    static let home = contentRoute("home", shows: "GeneratedHomeScreen")

    let blueprint: Blueprint

    init(context: NavigationContext, blueprint: Blueprint) {
        self.blueprint = blueprint
        super.init(context: context)
    }

    var content: SceneView {
        SceneView(Self.home) { [self] in
            (0..<blueprint.tabs).map { tab in
                UserAction("open tab \(tab)") {
                    self.navigationItem = GeneratedDestination(blueprint: self.blueprint, coordinator: tab, screen: 0, opener: nil)
                }
            }
        }
    }
}
