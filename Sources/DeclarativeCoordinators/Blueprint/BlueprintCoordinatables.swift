import NavigationModel

/// What a route's input was, as the sources wrote it (`todo.id`): the value is not known before the app
/// runs, so the written argument stands for it, in the state key and on the screen.
public struct RouteInput: Hashable, Sendable, CustomStringConvertible {
    public let written: String?

    public init(_ written: String?) { self.written = written }

    public var description: String { written ?? "none" }
}

/// A coordinator or screen declared by a blueprint: the runtime names it after its blueprint, not its
/// Swift type.
protocol BlueprintNamed {
    var blueprintTypeName: String { get }
}

/// The kinds of value a blueprint route's factory returns, one Swift type each.
enum OutputKind {
    case screen, navigation, tabs, navigationViewOfNavigation, navigationViewOfTabs, wrapperOfNavigation, wrapperOfTabs
}

/// A `NavigationCoordinatable` declared by a ``DeclarativeCoordinatorBlueprint``: its roots and routes are
/// the blueprint's, reached through subscripts named after each kind of factory output.
public final class BlueprintNavigationCoordinatable: NavigationCoordinatable, BlueprintNamed {
    typealias Me = BlueprintNavigationCoordinatable
    public let stack: CoordinatorStack<BlueprintNavigationCoordinatable>
    let blueprint: DeclarativeCoordinatorBlueprint
    let library: DeclarativeLibrary

    init(_ blueprint: DeclarativeCoordinatorBlueprint, library: DeclarativeLibrary, context: NavigationContext) {
        self.blueprint = blueprint
        self.library = library
        let name = blueprint.initialRoot ?? blueprint.roots.first?.name ?? ""
        let input = RouteInput(blueprint.initialInput)
        let file = blueprint.location.fileID
        let line = blueprint.location.line
        switch library.kind(of: blueprint.roots.first { $0.name == name }?.content) {
        case .screen: stack = CoordinatorStack(context, initial: \Me.[rootScreen: name], input, fileID: file, line: line)
        case .navigation: stack = CoordinatorStack(context, initial: \Me.[rootNavigation: name], input, fileID: file, line: line)
        case .tabs: stack = CoordinatorStack(context, initial: \Me.[rootTabs: name], input, fileID: file, line: line)
        case .navigationViewOfNavigation:
            stack = CoordinatorStack(context, initial: \Me.[rootNavigationView: name], input, fileID: file, line: line)
        case .navigationViewOfTabs:
            stack = CoordinatorStack(context, initial: \Me.[rootTabsView: name], input, fileID: file, line: line)
        case .wrapperOfNavigation: stack = CoordinatorStack(context, initial: \Me.[rootWrapper: name], input, fileID: file, line: line)
        case .wrapperOfTabs: stack = CoordinatorStack(context, initial: \Me.[rootTabsWrapper: name], input, fileID: file, line: line)
        }
    }

    var blueprintTypeName: String { blueprint.name }

    // MARK: Declarations

    private func root<Output>(_ name: String, _ make: @escaping (Me, RouteInput, DeclarativeRouteBlueprint?) -> Output)
        -> NavigationRootRoute<Me, RouteInput, Output>
    {
        let route = library.root(name, of: blueprint)
        return NavigationRootRoute(
            factory: .blueprint { coordinator, input in make(coordinator, input, route) },
            location: route?.location ?? blueprint.location, column: 0, name: name)
    }

    private func route<Output>(_ name: String, _ make: @escaping (Me, RouteInput, DeclarativeRouteBlueprint?) -> Output)
        -> NavigationRoute<Me, RouteInput, Output>
    {
        let route = library.route(name, of: blueprint)
        return NavigationRoute(
            route?.presentation ?? .push, factory: .blueprint { coordinator, input in make(coordinator, input, route) },
            location: route?.location ?? blueprint.location, column: 0, name: name)
    }

    subscript(rootScreen name: String) -> NavigationRootRoute<Me, RouteInput, BlueprintScreen> {
        root(name) { $0.library.screen($2?.content, input: $1, named: name) }
    }
    subscript(rootNavigation name: String) -> NavigationRootRoute<Me, RouteInput, BlueprintNavigationCoordinatable> {
        root(name) { $0.library.navigation($2?.content, in: $0.context) }
    }
    subscript(rootTabs name: String) -> NavigationRootRoute<Me, RouteInput, BlueprintTabCoordinatable> {
        root(name) { $0.library.tabs($2?.content, in: $0.context) }
    }
    subscript(rootNavigationView name: String)
        -> NavigationRootRoute<Me, RouteInput, NavigationViewCoordinator<BlueprintNavigationCoordinatable>>
    {
        root(name) { $0.library.navigationView($0.library.navigation($2?.content, in: $0.context), $2?.content) }
    }
    subscript(rootTabsView name: String) -> NavigationRootRoute<Me, RouteInput, NavigationViewCoordinator<BlueprintTabCoordinatable>> {
        root(name) { $0.library.navigationView($0.library.tabs($2?.content, in: $0.context), $2?.content) }
    }
    subscript(rootWrapper name: String) -> NavigationRootRoute<Me, RouteInput, BlueprintViewWrapper<BlueprintNavigationCoordinatable>> {
        root(name) { $0.library.wrapper($0.library.navigation($2?.content, in: $0.context), $2?.content) }
    }
    subscript(rootTabsWrapper name: String) -> NavigationRootRoute<Me, RouteInput, BlueprintViewWrapper<BlueprintTabCoordinatable>> {
        root(name) { $0.library.wrapper($0.library.tabs($2?.content, in: $0.context), $2?.content) }
    }

    subscript(screen name: String) -> NavigationRoute<Me, RouteInput, BlueprintScreen> {
        route(name) { $0.library.screen($2?.content, input: $1, named: name) }
    }
    subscript(navigation name: String) -> NavigationRoute<Me, RouteInput, BlueprintNavigationCoordinatable> {
        route(name) { $0.library.navigation($2?.content, in: $0.context) }
    }
    subscript(tabs name: String) -> NavigationRoute<Me, RouteInput, BlueprintTabCoordinatable> {
        route(name) { $0.library.tabs($2?.content, in: $0.context) }
    }
    subscript(navigationView name: String) -> NavigationRoute<Me, RouteInput, NavigationViewCoordinator<BlueprintNavigationCoordinatable>> {
        route(name) { $0.library.navigationView($0.library.navigation($2?.content, in: $0.context), $2?.content) }
    }
    subscript(tabsView name: String) -> NavigationRoute<Me, RouteInput, NavigationViewCoordinator<BlueprintTabCoordinatable>> {
        route(name) { $0.library.navigationView($0.library.tabs($2?.content, in: $0.context), $2?.content) }
    }
    subscript(wrapper name: String) -> NavigationRoute<Me, RouteInput, BlueprintViewWrapper<BlueprintNavigationCoordinatable>> {
        route(name) { $0.library.wrapper($0.library.navigation($2?.content, in: $0.context), $2?.content) }
    }
    subscript(tabsWrapper name: String) -> NavigationRoute<Me, RouteInput, BlueprintViewWrapper<BlueprintTabCoordinatable>> {
        route(name) { $0.library.wrapper($0.library.tabs($2?.content, in: $0.context), $2?.content) }
    }

    // MARK: The library's operations, by route name

    /// `route(to: \.name, input)`: what it returns, the new child coordinator or this one; `nil` for a
    /// route the blueprint does not declare.
    func route(named name: String, input: RouteInput) -> (any Coordinatable)? {
        guard let route = library.route(name, of: blueprint) else { return nil }
        switch library.kind(of: route.content) {
        case .screen: return self.route(to: \Me.[screen: name], input)
        case .navigation: return self.route(to: \Me.[navigation: name], input)
        case .tabs: return self.route(to: \Me.[tabs: name], input)
        case .navigationViewOfNavigation: return self.route(to: \Me.[navigationView: name], input)
        case .navigationViewOfTabs: return self.route(to: \Me.[tabsView: name], input)
        case .wrapperOfNavigation: return self.route(to: \Me.[wrapper: name], input)
        case .wrapperOfTabs: return self.route(to: \Me.[tabsWrapper: name], input)
        }
    }

    /// `root(\.name, input)`: the root's coordinator, or this one for a screen root.
    func root(named name: String, input: RouteInput) -> (any Coordinatable)? {
        guard let route = library.root(name, of: blueprint) else { return nil }
        switch library.kind(of: route.content) {
        case .screen: return root(\Me.[rootScreen: name], input)
        case .navigation: return root(\Me.[rootNavigation: name], input)
        case .tabs: return root(\Me.[rootTabs: name], input)
        case .navigationViewOfNavigation: return root(\Me.[rootNavigationView: name], input)
        case .navigationViewOfTabs: return root(\Me.[rootTabsView: name], input)
        case .wrapperOfNavigation: return root(\Me.[rootWrapper: name], input)
        case .wrapperOfTabs: return root(\Me.[rootTabsWrapper: name], input)
        }
    }

    /// `hasRoot(\.name)`: the root's coordinator when `name` is the active root.
    func hasRoot(named name: String) -> (any Coordinatable)? {
        guard let route = library.root(name, of: blueprint) else { return nil }
        switch library.kind(of: route.content) {
        case .screen: return nil
        case .navigation: return hasRoot(\Me.[rootNavigation: name])
        case .tabs: return hasRoot(\Me.[rootTabs: name])
        case .navigationViewOfNavigation: return hasRoot(\Me.[rootNavigationView: name])
        case .navigationViewOfTabs: return hasRoot(\Me.[rootTabsView: name])
        case .wrapperOfNavigation: return hasRoot(\Me.[rootWrapper: name])
        case .wrapperOfTabs: return hasRoot(\Me.[rootTabsWrapper: name])
        }
    }

    /// `focusFirst(\.name)`: the item's coordinator, or this one for a screen.
    func focusFirst(named name: String) throws -> (any Coordinatable)? {
        guard let route = library.route(name, of: blueprint) else { return nil }
        switch library.kind(of: route.content) {
        case .screen: return try focusFirst(\Me.[screen: name])
        case .navigation: return try focusFirst(\Me.[navigation: name])
        case .tabs: return try focusFirst(\Me.[tabs: name])
        case .navigationViewOfNavigation: return try focusFirst(\Me.[navigationView: name])
        case .navigationViewOfTabs: return try focusFirst(\Me.[tabsView: name])
        case .wrapperOfNavigation: return try focusFirst(\Me.[wrapper: name])
        case .wrapperOfTabs: return try focusFirst(\Me.[tabsWrapper: name])
        }
    }
}

/// A `TabCoordinatable` declared by a ``DeclarativeCoordinatorBlueprint``: its tabs are the blueprint's.
public final class BlueprintTabCoordinatable: TabCoordinatable, BlueprintNamed {
    typealias Me = BlueprintTabCoordinatable
    public let child: TabChild<BlueprintTabCoordinatable>
    let blueprint: DeclarativeCoordinatorBlueprint
    let library: DeclarativeLibrary

    init(_ blueprint: DeclarativeCoordinatorBlueprint, library: DeclarativeLibrary, context: NavigationContext) {
        self.blueprint = blueprint
        self.library = library
        let items = blueprint.tabs.map { Self.keyPath($0.name, library.kind(of: $0.content)) }
        child = TabChild(
            context, startingItems: items, activeTab: blueprint.activeTab, fileID: blueprint.location.fileID,
            line: blueprint.location.line)
    }

    var blueprintTypeName: String { blueprint.name }

    private static func keyPath(_ name: String, _ kind: OutputKind) -> PartialKeyPath<Me> {
        switch kind {
        case .screen: \Me.[screenTab: name]
        case .navigation: \Me.[navigationTab: name]
        case .tabs: \Me.[tabsTab: name]
        case .navigationViewOfNavigation: \Me.[navigationViewTab: name]
        case .navigationViewOfTabs: \Me.[tabsViewTab: name]
        case .wrapperOfNavigation: \Me.[wrapperTab: name]
        case .wrapperOfTabs: \Me.[tabsWrapperTab: name]
        }
    }

    private func tab<Output>(_ name: String, _ make: @escaping (Me, DeclarativeRouteBlueprint?) -> Output) -> TabRoute<Me, Output> {
        let route = blueprint.tabs.first { $0.name == name }
        return TabRoute(
            tabItem: route?.tabItem ?? name, factory: .function { make($0, route) },
            onTapped: route.map { route in
                { tabs in { isRepeat, content in tabs.library.tapped(route, isRepeat: isRepeat, content: content, in: tabs.context) } }
            },
            location: route?.location ?? blueprint.location, column: 0)
    }

    subscript(screenTab name: String) -> TabRoute<Me, BlueprintScreen> {
        tab(name) { $0.library.screen($1?.content, input: RouteInput(nil), named: name) }
    }
    subscript(navigationTab name: String) -> TabRoute<Me, BlueprintNavigationCoordinatable> {
        tab(name) { $0.library.navigation($1?.content, in: $0.context) }
    }
    subscript(tabsTab name: String) -> TabRoute<Me, BlueprintTabCoordinatable> {
        tab(name) { $0.library.tabs($1?.content, in: $0.context) }
    }
    subscript(navigationViewTab name: String) -> TabRoute<Me, NavigationViewCoordinator<BlueprintNavigationCoordinatable>> {
        tab(name) { $0.library.navigationView($0.library.navigation($1?.content, in: $0.context), $1?.content) }
    }
    subscript(tabsViewTab name: String) -> TabRoute<Me, NavigationViewCoordinator<BlueprintTabCoordinatable>> {
        tab(name) { $0.library.navigationView($0.library.tabs($1?.content, in: $0.context), $1?.content) }
    }
    subscript(wrapperTab name: String) -> TabRoute<Me, BlueprintViewWrapper<BlueprintNavigationCoordinatable>> {
        tab(name) { $0.library.wrapper($0.library.navigation($1?.content, in: $0.context), $1?.content) }
    }
    subscript(tabsWrapperTab name: String) -> TabRoute<Me, BlueprintViewWrapper<BlueprintTabCoordinatable>> {
        tab(name) { $0.library.wrapper($0.library.tabs($1?.content, in: $0.context), $1?.content) }
    }

    /// `focusFirst(\.name)`: the tab's coordinator, or this one for a screen tab; `nil` for a name the
    /// blueprint does not declare.
    func focusFirst(named name: String) -> (any Coordinatable)? {
        guard let route = blueprint.tabs.first(where: { $0.name == name }) else { return nil }
        switch library.kind(of: route.content) {
        case .screen: return focusFirst(\Me.[screenTab: name])
        case .navigation: return focusFirst(\Me.[navigationTab: name])
        case .tabs: return focusFirst(\Me.[tabsTab: name])
        case .navigationViewOfNavigation: return focusFirst(\Me.[navigationViewTab: name])
        case .navigationViewOfTabs: return focusFirst(\Me.[tabsViewTab: name])
        case .wrapperOfNavigation: return focusFirst(\Me.[wrapperTab: name])
        case .wrapperOfTabs: return focusFirst(\Me.[tabsWrapperTab: name])
        }
    }
}

/// A `ViewWrapperCoordinator` (or a subclass of it) of the sources, named as the sources name it.
public final class BlueprintViewWrapper<T: Coordinatable>: ViewWrapperCoordinator<T>, NamedWrapper {
    let wrapperName: String

    init(_ child: T, name: String, location: SourceLocation) {
        self.wrapperName = name
        super.init(child, fileID: location.fileID, line: location.line)
    }
}

/// A wrapper whose name is data.
protocol NamedWrapper {
    var wrapperName: String { get }
}

extension ViewWrapperCoordinator: BlueprintNamed where T: BlueprintNamed {
    var blueprintTypeName: String {
        let kind: CoordinatorWrapper.Kind = (self as? any NamedWrapper).map { .viewWrapper($0.wrapperName) }
            ?? (providesNavigationView ? .navigationView : .viewWrapper("ViewWrapperCoordinator"))
        return CoordinatorWrapper(kind).typeName(wrapping: child.blueprintTypeName)
    }
}

/// A screen declared by a ``DeclarativeScreenBlueprint``: named after the view type, its controls take
/// the blueprint's router calls from the router around it.
public struct BlueprintScreen: ScreenView, BlueprintNamed {
    public typealias Router = any ScopedRouter

    let blueprint: DeclarativeScreenBlueprint
    let input: RouteInput
    let library: DeclarativeLibrary

    var blueprintTypeName: String { blueprint.name }

    /// The route's input as written, when it has one.
    public var inputs: [ScreenInput] { input.written.map { [ScreenInput("input", $0)] } ?? [] }

    public func actions(_ router: any ScopedRouter) -> [UserAction] {
        let scope = BlueprintScope(router.scopedCoordinator, position: router.scopedPosition)
        let library = self.library
        return blueprint.actions.map { action in
            let enabled = action.enabledWhenCanDismiss.map { library.canDismiss($0, from: scope) } ?? true
            return UserAction(action.name, isEnabled: enabled) {
                library.perform(action.chains, scope: scope, tabContent: nil, in: scope.coordinator.context)
            }
        }
    }
}

/// A router as a blueprint screen takes it: the innermost coordinator around the screen and the screen's
/// place in its stack (`nil` for a tab coordinator).
public protocol ScopedRouter {
    var scopedCoordinator: any Coordinatable { get }
    var scopedPosition: Int? { get }
}

extension NavigationRouter: ScopedRouter {
    public var scopedCoordinator: any Coordinatable { coordinator }
    public var scopedPosition: Int? { id }
}

extension TabRouter: ScopedRouter {
    public var scopedCoordinator: any Coordinatable { coordinator }
    public var scopedPosition: Int? { nil }
}
