import NavigationGraph
import NavigationModel
import OpenCombine

/// A blueprint's coordinators by name. Immutable, shared by every coordinator a launched blueprint makes.
final class FlowLibrary: Sendable {
    let blueprint: ReactiveBlueprint
    private let byName: [String: FlowBlueprint]

    init(_ blueprint: ReactiveBlueprint) {
        self.blueprint = blueprint
        byName = Dictionary(blueprint.coordinators.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// A new coordinator of type `name` given `navigations`; `nil` for an unknown name.
    func make(_ name: String, navigations: [String: NavigationController], in context: NavigationContext)
        -> BlueprintFlowCoordinator?
    {
        byName[name].map { BlueprintFlowCoordinator($0, library: self, context: context, navigations: navigations) }
    }
}

/// Reactive-style blueprint faults: a blueprint naming what its coordinator does not have.
public enum BlueprintFlowFault {
    /// A navigation controller, screen, subject or coordinator the coordinator does not have.
    public static let unknownName: FaultKind = "blueprintUnknownName"
}

/// A ``Coordinator`` declared by a ``FlowBlueprint``: named after it, its `start()` takes the blueprint's
/// steps and returns the blueprint's publisher; its screens' actions take theirs. Results are case names.
public final class BlueprintFlowCoordinator: Coordinator<String> {
    let blueprint: FlowBlueprint
    let library: FlowLibrary
    /// The navigation controllers it was given and those it made, by the name the sources use.
    private var navigations: [String: NavigationController]
    private let subjects: [String: PassthroughSubject<String, Never>]

    init(
        _ blueprint: FlowBlueprint, library: FlowLibrary, context: NavigationContext,
        navigations: [String: NavigationController]
    ) {
        self.blueprint = blueprint
        self.library = library
        self.navigations = navigations
        subjects = Dictionary(
            blueprint.subjects.map { ($0, PassthroughSubject<String, Never>()) }, uniquingKeysWith: { first, _ in first })
        super.init(context: context, typeName: blueprint.name)
    }

    public override func start() -> AnyPublisher<String, Never> {
        perform(blueprint.start)
        return publisher(blueprint.result)
    }

    // MARK: Steps

    func perform(_ steps: [FlowStep]) {
        for step in steps { perform(step) }
    }

    private func perform(_ step: FlowStep) {
        switch step {
        case .makeNavigation(let name):
            changedForGood()
            navigations[name] = NavigationController(context: context, owner: id)
        case .setWindowRoot(let name):
            navigation(name)?.makeWindowRoot()
        case .setWindowRootTabs(let tabs):
            context.setRoot(tabBar(tabs).container)
        case .push(let name, let on):
            guard let navigation = navigation(on), let screen = screen(name) else { return }
            navigation.pushViewController(screen)
        case .present(let name, let from, let kind):
            guard let navigation = navigation(from), let screen = screen(name) else { return }
            navigation.present(screen, kind: kind, presenter: id)
        case .presentTabs(let tabs, let from, let kind):
            guard let navigation = navigation(from) else { return }
            navigation.present(tabBar(tabs).container, kind: kind, presenter: id)
        case .pop(let name):
            navigation(name)?.popViewController()
        case .dismiss(let name):
            navigation(name)?.dismiss()
        case .subscribe(let source, let handlers):
            publisher(source).sink { [self] value in
                if let handler = handlers.handler(of: value) { perform(handler.steps) }
            }.store(in: self)
        case .discard(let source):
            _ = publisher(source)
        case .send(let name, let value):
            subject(name)?.send(value)
        case .complete(let name):
            changedForGood()
            subject(name)?.send(completion: .finished)
        case .on(let name, let steps):
            guard let target = ancestor(named: name) else {
                return unknown("coordinator \(name) above it", doing: "its steps")
            }
            target.perform(steps)
        }
    }

    /// Notes that this coordinator's own objects (its subjects, the navigation controllers it names) changed
    /// in a way a saved state that holds it cannot undo (see ``FlowRuntime``).
    private func changedForGood() { FlowRuntime.installed(in: context).blame(serial) }

    // MARK: Publishers

    /// Every pipeline starts at a gate, so that the runtime follows each stored subscription; the gates of
    /// stateless publishers note nothing when they complete.
    private func gated(_ publisher: some Publisher<String, Never>, stateless: Bool) -> AnyPublisher<String, Never> {
        publisher.gated(edge: nil, serial: stateless ? Int.max : serial, in: FlowRuntime.installed(in: context))
            .eraseToAnyPublisher()
    }

    private func publisher(_ flow: FlowPublisher) -> AnyPublisher<String, Never> {
        switch flow {
        case .never:
            return gated(Empty(completeImmediately: false), stateless: true)
        case .empty:
            return gated(Empty(), stateless: true)
        case .just(let value):
            return gated(Just(value), stateless: true)
        case .subject(let name):
            guard let subject = subject(name) else { return gated(Empty(completeImmediately: false), stateless: true) }
            return gated(subject, stateless: false)
        case .coordinate(let name, let given):
            var bound: [String: NavigationController] = [:]
            for (childName, ownName) in given {
                if let navigation = navigation(ownName) { bound[childName] = navigation }
            }
            guard let child = library.make(name, navigations: bound, in: context) else {
                unknown("coordinator \(name)", doing: "coordinate(to:)")
                return Empty(completeImmediately: false).eraseToAnyPublisher()
            }
            return coordinate(to: child)
        case .handleEvents(let source, let steps):
            return publisher(source).handleEvents(receiveOutput: { [self] _ in perform(steps) }).eraseToAnyPublisher()
        case .map(let source, let handlers):
            return publisher(source).map { [self] value in
                guard let handler = handlers.handler(of: value) else { return value }
                perform(handler.steps)
                return handler.value ?? value
            }.eraseToAnyPublisher()
        case .flatMap(let source, let handlers):
            return publisher(source).flatMap { [self] value -> AnyPublisher<String, Never> in
                guard let handler = handlers.handler(of: value) else { return Empty().eraseToAnyPublisher() }
                perform(handler.steps)
                return handler.publisher.map(publisher) ?? Empty().eraseToAnyPublisher()
            }.eraseToAnyPublisher()
        }
    }

    // MARK: Names

    private func navigation(_ name: String) -> NavigationController? {
        if let navigation = navigations[name] { return navigation }
        unknown("navigation controller \(name)", doing: "navigate")
        return nil
    }

    private func subject(_ name: String) -> PassthroughSubject<String, Never>? {
        if let subject = subjects[name] { return subject }
        unknown("subject \(name)", doing: "send or subscribe")
        return nil
    }

    private func screen(_ name: String) -> Screen? {
        guard let declared = blueprint.screens.first(where: { $0.name == name }) else {
            unknown("screen \(name)", doing: "show it")
            return nil
        }
        let route = DeclaredRoute(
            declared.name, screen: declared.screenType, transition: declared.transition, location: declared.location)
        return makeScreen(route) { [self] in
            declared.actions.map { action in UserAction(action.name) { self.perform(action.steps) } }
        }
    }

    private func tabBar(_ tabs: [TabBlueprint]) -> TabBarController {
        let controllers = tabs.map { tab in
            (title: tab.title, navigation: navigations[tab.navigation] ?? {
                changedForGood()
                let made = NavigationController(context: context, owner: id)
                navigations[tab.navigation] = made
                return made
            }())
        }
        return TabBarController(context: context, owner: id, tabs: controllers)
    }

    private func ancestor(named name: String) -> BlueprintFlowCoordinator? {
        var current = context.record(id)?.parent
        var seen: Set<CoordinatorID> = [id]
        while let next = current, seen.insert(next).inserted {
            if let coordinator = context.record(next)?.object as? BlueprintFlowCoordinator, coordinator.blueprint.name == name {
                return coordinator
            }
            current = context.record(next)?.parent
        }
        return nil
    }

    private func unknown(_ what: String, doing operation: String) {
        context.recordFault(StyleFault(
            kind: BlueprintFlowFault.unknownName, message: "\(blueprint.name) has no \(what) to \(operation)",
            coordinatorType: blueprint.name))
    }
}
