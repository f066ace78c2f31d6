import NavigationGraph
import NavigationModel

/// A coordinator a blueprint's call acts on, with the screen's place in its stack when it was found from
/// a screen's router (`-1` for the root, `nil` for a tab coordinator or after a call).
struct BlueprintScope {
    let coordinator: any Coordinatable
    let position: Int?

    init(_ coordinator: any Coordinatable, position: Int?) {
        self.coordinator = coordinator
        self.position = position
    }
}

/// A blueprint's coordinators by name, the factories its routes call, and the interpreter of its router
/// chains. Immutable, shared by every coordinator and screen a launched blueprint makes.
final class DeclarativeLibrary: Sendable {
    let blueprint: DeclarativeBlueprint
    private let byName: [String: DeclarativeCoordinatorBlueprint]

    init(_ blueprint: DeclarativeBlueprint) {
        self.blueprint = blueprint
        byName = Dictionary(blueprint.coordinators.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    // MARK: Declarations

    func root(_ name: String, of coordinator: DeclarativeCoordinatorBlueprint) -> DeclarativeRouteBlueprint? {
        coordinator.roots.first { $0.name == name }
    }

    func route(_ name: String, of coordinator: DeclarativeCoordinatorBlueprint) -> DeclarativeRouteBlueprint? {
        coordinator.routes.first { $0.name == name }
    }

    /// The Swift type a route's factory returns.
    func kind(of content: RouteContent?) -> OutputKind {
        guard case .coordinator(let name, let wrapper) = content else { return .screen }
        let isTabs = byName[name]?.kind == .tabs
        switch wrapper?.kind {
        case nil: return isTabs ? .tabs : .navigation
        case .navigationView: return isTabs ? .navigationViewOfTabs : .navigationViewOfNavigation
        case .viewWrapper: return isTabs ? .wrapperOfTabs : .wrapperOfNavigation
        }
    }

    // MARK: Factories

    func screen(_ content: RouteContent?, input: RouteInput, named route: String) -> BlueprintScreen {
        guard case .screen(let screen) = content else {
            return BlueprintScreen(blueprint: DeclarativeScreenBlueprint(name: route), input: input, library: self)
        }
        return BlueprintScreen(blueprint: screen, input: input, library: self)
    }

    private func coordinatorName(_ content: RouteContent?) -> String {
        if case .coordinator(let name, _) = content { return name }
        return "UnknownCoordinator"
    }

    /// A coordinator the blueprint does not declare: one root screen named after it.
    private func placeholder(_ name: String, kind: DeclarativeCoordinatorBlueprint.Kind) -> DeclarativeCoordinatorBlueprint {
        let location = SourceLocation(fileID: "unknown", line: 0)
        let root = DeclarativeRouteBlueprint(name: "start", content: .screen(DeclarativeScreenBlueprint(name: name)), location: location)
        return kind == .tabs
            ? DeclarativeCoordinatorBlueprint(name: name, kind: .tabs, location: location, tabs: [root])
            : DeclarativeCoordinatorBlueprint(name: name, kind: .navigation, location: location, roots: [root], initialRoot: "start")
    }

    func navigation(_ content: RouteContent?, in context: NavigationContext) -> BlueprintNavigationCoordinatable {
        let name = coordinatorName(content)
        let declared = byName[name].flatMap { $0.kind == .navigation ? $0 : nil } ?? placeholder(name, kind: .navigation)
        return BlueprintNavigationCoordinatable(declared, library: self, context: context)
    }

    func tabs(_ content: RouteContent?, in context: NavigationContext) -> BlueprintTabCoordinatable {
        let name = coordinatorName(content)
        let declared = byName[name].flatMap { $0.kind == .tabs ? $0 : nil } ?? placeholder(name, kind: .tabs)
        return BlueprintTabCoordinatable(declared, library: self, context: context)
    }

    private func wrapperLocation(_ content: RouteContent?) -> SourceLocation {
        if case .coordinator(_, let wrapper?) = content, let location = wrapper.location { return location }
        return SourceLocation(fileID: "unknown", line: 0)
    }

    func navigationView<T: Coordinatable>(_ child: T, _ content: RouteContent?) -> NavigationViewCoordinator<T> {
        let location = wrapperLocation(content)
        return NavigationViewCoordinator(child, fileID: location.fileID, line: location.line)
    }

    func wrapper<T: Coordinatable>(_ child: T, _ content: RouteContent?) -> BlueprintViewWrapper<T> {
        var name = "ViewWrapperCoordinator"
        if case .coordinator(_, let wrapper?) = content, case .viewWrapper(let written) = wrapper.kind { name = written }
        return BlueprintViewWrapper(child, name: name, location: wrapperLocation(content))
    }

    /// A new coordinator named `name`, wrapped as `wrapper` says; `nil` for a name the blueprint lacks.
    func makeCoordinator(
        _ name: String, wrapper: CoordinatorWrapper?, input: RouteInput?, in context: NavigationContext
    ) -> (any Coordinatable)? {
        guard byName[name] != nil else { return nil }
        let content = RouteContent.coordinator(name, wrapper: wrapper)
        switch kind(of: content) {
        case .screen: return nil
        case .navigation: return navigation(content, in: context)
        case .tabs: return tabs(content, in: context)
        case .navigationViewOfNavigation: return navigationView(navigation(content, in: context), content)
        case .navigationViewOfTabs: return navigationView(tabs(content, in: context), content)
        case .wrapperOfNavigation: return self.wrapper(navigation(content, in: context), content)
        case .wrapperOfTabs: return self.wrapper(tabs(content, in: context), content)
        }
    }

    // MARK: Interpreting chains

    /// Runs each chain: its start found from `scope` (a screen's router) or the shown coordinators, then
    /// each call on what the one before returned. A chain stops where a call returns nothing.
    func perform(
        _ chains: [RouterChain], scope: BlueprintScope?, tabContent: (any Coordinatable)?, in context: NavigationContext
    ) {
        for chain in chains {
            var current = start(chain.start, from: scope, tabContent: tabContent, in: context)
            for call in chain.calls {
                guard let value = current else { break }
                current = apply(call, to: value)
            }
        }
    }

    /// Whether the router `start` names, seen from `scope`, can dismiss its coordinator.
    func canDismiss(_ start: RouterChain.Start, from scope: BlueprintScope) -> Bool {
        resolve(start, from: scope, tabContent: nil, in: scope.coordinator.context)?.coordinator.canDismiss ?? false
    }

    /// The tab `route` was tapped (again when `isRepeat`): its `onTapped` calls, with `content` given.
    func tapped(_ route: DeclarativeRouteBlueprint, isRepeat: Bool, content: Any, in context: NavigationContext) {
        guard !route.onTapped.isEmpty, isRepeat || !route.onTappedRepeatOnly else { return }
        perform(route.onTapped, scope: nil, tabContent: content as? any Coordinatable, in: context)
    }

    private func start(
        _ start: RouterChain.Start, from scope: BlueprintScope?, tabContent: (any Coordinatable)?, in context: NavigationContext
    ) -> BlueprintScope? {
        if let found = resolve(start, from: scope, tabContent: tabContent, in: context) { return found }
        let name: String = switch start {
        case .router(let name), .store(let name): name
        case .tabContent: "the tab's content"
        }
        context.recordFault(DeclarativeFault.missingRouter.fault(
            "\(scope.map { typeName(of: $0.coordinator) } ?? "the app") asks for the router of \(name), which no coordinator around it provides",
            coordinator: scope?.coordinator))
        return nil
    }

    private func resolve(
        _ start: RouterChain.Start, from scope: BlueprintScope?, tabContent: (any Coordinatable)?, in context: NavigationContext
    ) -> BlueprintScope? {
        switch start {
        case .router(let name):
            guard let scope else { return shown(name, in: context) }
            return nearest(name, from: scope)
        case .store(let name):
            return shown(name, in: context)
        case .tabContent:
            return tabContent.map { BlueprintScope($0, position: nil) }
        }
    }

    /// The nearest coordinator named `name` from `scope` up, with the screen's place in its stack, as
    /// SwiftUI finds an `@EnvironmentObject`.
    private func nearest(_ name: String, from scope: BlueprintScope) -> BlueprintScope? {
        let context = scope.coordinator.context
        var current = scope.coordinator
        var position = scope.position
        while true {
            if typeName(of: current) == name { return BlueprintScope(current, position: position) }
            guard let id = context.declarativeID(of: current), let parentID = context.record(id)?.parent,
                let parent = context.coordinator(parentID)
            else { return nil }
            if parent is any NavigationCoordinatable {
                let count = (context.record(parentID)?.payload as? StackPayload)?.items.count ?? 0
                position = (0..<count).first { context.itemChild(of: parentID, at: $0) == id } ?? -1
            } else {
                position = nil
            }
            current = parent
        }
    }

    /// The most recently shown coordinator named `name` (the last on the path the user sees, selected tabs
    /// only), else the last in the tree, as `RouterStore.shared.retrieve()` finds the last stored router.
    private func shown(_ name: String, in context: NavigationContext) -> BlueprintScope? {
        let tree = context.state.coordinators
        var path: [CoordinatorID] = []
        func visit(_ id: CoordinatorID) {
            guard let record = tree[id] else { return }
            path.append(id)
            if let tabs = record.payload as? TabsPayload {
                context.tabChild(of: id, at: tabs.activeTab).map(visit)
            } else {
                record.children.forEach(visit)
            }
        }
        tree.roots.forEach(visit)
        let named = { (id: CoordinatorID) in tree[id]?.typeName == name }
        guard let id = path.last(where: named) ?? tree.owned.last(where: named), let found = context.coordinator(id) else {
            return nil
        }
        return BlueprintScope(found, position: found is any TabCoordinatable ? nil : -1)
    }

    private func apply(_ call: RouterChain.Call, to scope: BlueprintScope) -> BlueprintScope? {
        let target = scope.coordinator
        let navigation = target as? BlueprintNavigationCoordinatable
        func next(_ coordinator: (any Coordinatable)?) -> BlueprintScope? { coordinator.map { BlueprintScope($0, position: nil) } }
        switch call {
        case .route(let name, let input):
            guard let navigation, let result = navigation.route(named: name, input: RouteInput(input)) else {
                return missing(name, on: target)
            }
            return next(result)
        case .root(let name, let input):
            guard let navigation, let result = navigation.root(named: name, input: RouteInput(input)) else {
                return missing(name, on: target)
            }
            return next(result)
        case .hasRoot(let name):
            guard let navigation else { return missing(name, on: target) }
            return next(navigation.hasRoot(named: name))
        case .focusFirst(let name):
            if let tabs = target as? BlueprintTabCoordinatable {
                guard let result = tabs.focusFirst(named: name) else { return missing(name, on: target) }
                return next(result)
            }
            guard let navigation else { return missing(name, on: target) }
            // Stinsen throws `FocusError.routeNotFound`; the caller's `try?` or `catch` ends the chain.
            return next((try? navigation.focusFirst(named: name)) ?? nil)
        case .child:
            guard let wrapper = target as? any ViewWrapping else { return missing("child", on: target) }
            return next(wrapper.wrapped)
        case .pop:
            guard let navigation else { return missing("pop", on: target) }
            NavigationRouter(id: scope.position ?? -1, coordinator: navigation).pop()
            return nil
        case .popLast:
            guard let navigation else { return missing("popLast", on: target) }
            navigation.popLast()
            return nil
        case .popToRoot:
            guard let navigation else { return missing("popToRoot", on: target) }
            return next(navigation.popToRoot())
        case .dismissCoordinator:
            target.dismissCoordinator()
            return nil
        case .dismissChild(let name):
            let context = target.context
            guard let id = context.declarativeID(of: target),
                let child = context.record(id)?.children.last(where: { child in
                    context.record(child)?.typeName == name
                        || (context.coordinator(child) as? any ViewWrapping).map { typeName(of: $0.wrapped) == name } == true
                }).flatMap(context.coordinator)
            else { return nil }
            child.dismissCoordinator()
            return nil
        }
    }

    private func missing(_ name: String, on target: any Coordinatable) -> BlueprintScope? {
        target.context.recordFault(StyleFault(
            kind: FaultKind(rawValue: "blueprintUnknownName"),
            message: "\(typeName(of: target)) has no route, root, tab or call named \(name)", coordinatorType: typeName(of: target)))
        return nil
    }
}
