import NavigationModel

/// A blueprint's coordinators by name, and the interpreter of their steps. Immutable, shared by every
/// coordinator a launched blueprint makes.
final class BlueprintLibrary: Sendable {
    let blueprint: RouterBlueprint
    private let byName: [String: CoordinatorBlueprint]

    init(_ blueprint: RouterBlueprint) {
        self.blueprint = blueprint
        byName = Dictionary(blueprint.coordinators.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// A new coordinator of type `name`, constructed as `construction` says; `nil` for an unknown name.
    func make(_ name: String, construction: Construction, in context: NavigationContext) -> Coordinator? {
        guard let coordinator = byName[name] else { return nil }
        switch coordinator.kind {
        case .navigation:
            return BlueprintNavigationCoordinator(
                coordinator, library: self, context: context, presentationStyle: construction.presentationStyle)
        case .tabbar:
            return BlueprintTabbarCoordinator(coordinator, library: self, context: context, construction: construction)
        }
    }

    /// Takes `steps` in order, each on the screen owner's coordinator or its nearest ancestor of the
    /// step's type.
    func perform(_ steps: [BlueprintStep], from owner: Coordinator) {
        for step in steps {
            guard let target = coordinator(named: step.on, from: owner) else {
                owner.fault(
                    "blueprintTargetMissing",
                    "\(owner.typeName) has no \(step.on) above it to perform \(step.operation)")
                continue
            }
            perform(step.operation, on: target)
        }
    }

    private func coordinator(named name: String, from owner: Coordinator) -> Coordinator? {
        var current: Coordinator? = owner
        var seen: Set<CoordinatorID> = []
        while let coordinator = current, seen.insert(coordinator.id).inserted {
            if coordinator.typeName == name { return coordinator }
            current = coordinator.parent
        }
        return nil
    }

    private func perform(_ operation: BlueprintStep.Operation, on target: Coordinator) {
        let navigation = target as? BlueprintNavigationCoordinator
        switch operation {
        case .navigate(let name):
            guard let navigation, let route = navigation.route(named: name) else { return missing(name, on: target) }
            navigation.router.navigate(to: route)
        case .startFlow(let name):
            guard let navigation, let route = navigation.route(named: name) else { return missing(name, on: target) }
            navigation.router.startFlow(route: route)
        case .present(let name):
            guard let navigation, let route = navigation.route(named: name) else { return missing(name, on: target) }
            navigation.router.present(route.view())
        case .startChild(let name, let construction):
            guard let navigation, let child = make(name, construction: construction, in: target.context) else {
                return missing(name, on: target)
            }
            navigation.router.navigate(to: child)
        case .forcePresentation(let name, let construction, let routeName):
            switch make(name, construction: construction, in: target.context) {
            case let tabbar as BlueprintTabbarCoordinator:
                tabbar.forcePresentation()
            case let child as BlueprintNavigationCoordinator:
                guard let route = routeName.flatMap(child.route(named:)) ?? child.firstRoute else {
                    return missing(name, on: target)
                }
                child.forcePresentation(route: route)
            default:
                missing(name, on: target)
            }
        case .pop: navigation?.router.pop()
        case .popToRoot: navigation?.router.popToRoot()
        case .popToView(let screen): navigation?.router.popToView(screen)
        case .dismiss: navigation?.router.dismiss()
        case .close: navigation?.router.close()
        case .finishFlow: target.finishFlow()
        case .restartApp: target.restartApp()
        case .selectPage(let name):
            guard let tabbar = target as? BlueprintTabbarCoordinator, let page = tabbar.page(named: name) else {
                return missing(name, on: target)
            }
            tabbar.currentPage = page
        }
    }

    private func missing(_ name: String, on target: Coordinator) {
        target.fault("blueprintUnknownName", "\(target.typeName) has no route, page or coordinator named \(name)")
    }
}

/// A route of a blueprint coordinator: a case name, a transition and a screen with its buttons.
public struct BlueprintRoute: NavigationRoute, CustomStringConvertible {
    let blueprint: RouteBlueprint

    public var transition: NavigationTransitionStyle { blueprint.transition }

    public func view() -> RouteScreen<BlueprintNavigationCoordinator> {
        RouteScreen(blueprint.screen, inputs: [], buttons: blueprint.actions.map { action in
            ScreenButton(action.name) { owner in owner.library.perform(action.steps, from: owner) }
        })
    }

    /// A blueprint declares its routes as data: ``RouterBlueprint/catalog`` lists them.
    public static var declarations: [RouteDeclaration<Self>] { [] }

    /// The route's name, which the runtime reads as the case name.
    public var description: String { blueprint.name }
}

/// A ``NavigationCoordinator`` declared by a ``CoordinatorBlueprint``: named after it, its `start()` and
/// initialiser take the blueprint's steps.
public final class BlueprintNavigationCoordinator: NavigationCoordinator<BlueprintRoute> {
    let blueprint: CoordinatorBlueprint
    let library: BlueprintLibrary

    init(
        _ blueprint: CoordinatorBlueprint, library: BlueprintLibrary, context: NavigationContext,
        presentationStyle: PresentationStyle?
    ) {
        self.blueprint = blueprint
        self.library = library
        super.init(
            context: context,
            presentationStyle: presentationStyle ?? blueprint.presentationStyle ?? blueprint.flavour.defaultPresentationStyle)
        library.perform(blueprint.initSteps, from: self)
    }

    public override var typeName: String { blueprint.name }

    public override func start() {
        guard let steps = blueprint.startSteps else { return super.start() }
        library.perform(steps, from: self)
    }

    func route(named name: String) -> BlueprintRoute? {
        blueprint.routes.first { $0.name == name }.map(BlueprintRoute.init)
    }

    var firstRoute: BlueprintRoute? { blueprint.routes.first.map(BlueprintRoute.init) }
}

/// A tab bar page of a blueprint, which makes its coordinator from the blueprint.
public struct BlueprintPage: TabbarPage {
    let blueprint: PageBlueprint
    let library: BlueprintLibrary

    public var title: String { blueprint.title }
    public var position: Int { blueprint.position }

    public func coordinator(context: NavigationContext) -> Coordinator {
        if let coordinator = library.make(blueprint.coordinator, construction: Construction(), in: context) {
            return coordinator
        }
        // A page whose coordinator the blueprint lacks: an empty one, whose start() is the library's fault.
        let placeholder = CoordinatorBlueprint(
            name: blueprint.coordinator, kind: .navigation, flavour: .swiftUI, location: blueprint.location)
        return BlueprintNavigationCoordinator(placeholder, library: library, context: context, presentationStyle: nil)
    }

    public static var declarations: [RouteDeclaration<Self>] { [] }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.blueprint == rhs.blueprint }
    public func hash(into hasher: inout Hasher) { hasher.combine(blueprint) }
}

/// A ``TabbarCoordinator`` declared by a ``CoordinatorBlueprint``: its pages, in position order, make their
/// coordinators from the blueprint.
public final class BlueprintTabbarCoordinator: TabbarCoordinator<BlueprintPage> {
    let blueprint: CoordinatorBlueprint
    let library: BlueprintLibrary

    init(
        _ blueprint: CoordinatorBlueprint, library: BlueprintLibrary, context: NavigationContext,
        construction: Construction
    ) {
        self.blueprint = blueprint
        self.library = library
        let pages = blueprint.pages.sorted { $0.position < $1.position }.map { BlueprintPage(blueprint: $0, library: library) }
        let current = (construction.currentPage ?? blueprint.defaultPage).flatMap { name in
            pages.first { $0.blueprint.name == name }
        }
        super.init(
            context: context, pages: pages, currentPage: current,
            presentationStyle: construction.presentationStyle ?? blueprint.presentationStyle)
        library.perform(blueprint.initSteps, from: self)
    }

    public override var typeName: String { blueprint.name }

    public override func start() {
        guard let steps = blueprint.startSteps else { return super.start() }
        library.perform(steps, from: self)
    }

    func page(named name: String) -> BlueprintPage? { pages.first { $0.blueprint.name == name } }
}
