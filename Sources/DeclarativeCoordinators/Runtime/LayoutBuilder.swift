import NavigationModel

/// A stack of the layout being built: a window slot, and a tab index when the slot holds tabs.
struct StackAddress: Equatable {
    let slot: WindowSlot
    let tab: Int?
}

/// Builds a ``WindowLayout``: walks the coordinator tree from the window's coordinator, placing screens
/// in stacks, opening presentations and tab bars, and handing each screen the routers around it.
struct LayoutBuilder {
    let state: NavigationState
    /// Screens made by earlier builds in this app instance, reused when nothing they depend on changed.
    let memo: ScreenMemo?
    var layout = WindowLayout()

    // MARK: Placing coordinators

    /// Places coordinator `id` at `address` and returns where its last item ends up (what is placed next
    /// is shown from there). `opener` owns a stack that has to be created for a screen at a pending slot.
    @discardableResult
    mutating func place(
        _ id: CoordinatorID, at address: StackAddress, opener: CoordinatorID, environment: [RouterScope], origin: Origin?
    ) -> StackAddress {
        guard let record = state.coordinators[id], let object = record.object else { return address }
        let opener = isPending(address) ? id : opener
        switch object {
        case let navigation as any NavigationCoordinatable:
            return placeNavigation(navigation, record, at: address, opener: opener, environment: environment, origin: origin)
        case let tabs as any TabCoordinatable:
            return placeTabs(tabs, record, at: address, environment: environment, origin: origin)
        case let wrapper as any ViewWrapping:
            if wrapper.providesNavigationView { openStack(at: address, owner: id) }
            guard let child = record.children.first else { return address }
            return place(child, at: address, opener: opener, environment: environment, origin: origin)
        default:
            return address
        }
    }

    private mutating func placeNavigation(
        _ navigation: any NavigationCoordinatable, _ record: CoordinatorRecord, at address: StackAddress,
        opener: CoordinatorID, environment: [RouterScope], origin: Origin?
    ) -> StackAddress {
        guard let payload = record.payload as? StackPayload else { return address }
        var cursor = address
        let rootEnvironment = environment + [RouterScope(navigation, position: -1)]
        if payload.root.isCoordinator, let child = record.children.first {
            cursor = place(child, at: cursor, opener: opener, environment: rootEnvironment, origin: origin)
        } else {
            placeView(payload.root, of: navigation, owner: record.id, at: cursor, opener: opener, environment: rootEnvironment, origin: origin)
        }
        for (index, item) in payload.items.enumerated() {
            let itemEnvironment = environment + [RouterScope(navigation, position: index)]
            let itemOrigin = Origin(coordinator: record.id, index: index)
            var itemOpener = opener
            if let kind = item.presentation.presentationKind {
                layout.presentations.append(LayoutPresentation(kind: kind, presenter: record.id, content: nil))
                cursor = StackAddress(slot: .presented(layout.presentations.count - 1), tab: nil)
                itemOpener = record.id
            }
            if let position = payload.childIndex(ofItem: index), record.children.indices.contains(position) {
                cursor = place(record.children[position], at: cursor, opener: itemOpener, environment: itemEnvironment, origin: itemOrigin)
            } else {
                placeView(item.route, of: navigation, owner: record.id, at: cursor, opener: itemOpener, environment: itemEnvironment, origin: itemOrigin)
            }
        }
        return cursor
    }

    private mutating func placeTabs(
        _ tabs: any TabCoordinatable, _ record: CoordinatorRecord, at address: StackAddress, environment: [RouterScope],
        origin: Origin?
    ) -> StackAddress {
        guard let payload = record.payload as? TabsPayload else { return address }
        guard isPending(address), address.tab == nil else {
            layout.faults.append(DeclarativeFault.tabsInsideStack.fault(
                "\(record.typeName) is shown inside a navigation stack or a tab; its tabs are not modelled there",
                coordinator: tabs))
            return address
        }
        setContainer(.tabs(LayoutTabs(
            owner: record.id, titles: payload.tabs.map(\.title), stacks: Array(repeating: nil, count: payload.tabs.count),
            selected: payload.activeTab)), at: address.slot)
        let tabEnvironment = environment + [RouterScope(tabs, position: nil)]
        var selectedEnd = address
        for (index, tab) in payload.tabs.enumerated() {
            let tabAddress = StackAddress(slot: address.slot, tab: index)
            var end = tabAddress
            if let position = payload.childIndex(ofTab: index), record.children.indices.contains(position) {
                let child = record.children[position]
                end = place(child, at: tabAddress, opener: child, environment: tabEnvironment, origin: origin)
            } else {
                placeView(tab.route, of: tabs, owner: record.id, at: tabAddress, opener: record.id, environment: tabEnvironment, origin: origin)
            }
            if index == payload.activeTab { selectedEnd = end }
        }
        return selectedEnd
    }

    /// Places the screen of `entry`, made by `coordinator`'s factory, with the router it asks for.
    private mutating func placeView(
        _ entry: RouteEntry, of coordinator: any Coordinatable, owner: CoordinatorID, at address: StackAddress,
        opener: CoordinatorID, environment: [RouterScope], origin: Origin?
    ) {
        let made: MadeScreen
        if let memo {
            let key = ScreenMemo.Key(owner: owner, coordinator: coordinator, entry: entry, environment: environment)
            if let known = memo[key] {
                made = known
            } else {
                made = makeScreen(entry, of: coordinator, owner: owner, environment: environment)
                memo.remember(made, for: key, keeping: [coordinator as AnyObject] + environment.map { $0.coordinator as AnyObject })
            }
        } else {
            made = makeScreen(entry, of: coordinator, owner: owner, environment: environment)
        }
        if let fault = made.fault { layout.faults.append(fault) }
        guard let screen = made.screen else { return }
        openStack(at: address, owner: opener)
        updateStack(at: address) { $0.screens.append(LayoutScreen(screen: screen, origin: origin)) }
    }

    /// Calls the factory of `entry` and binds the screen's actions to the router it asks for.
    private func makeScreen(
        _ entry: RouteEntry, of coordinator: any Coordinatable, owner: CoordinatorID, environment: [RouterScope]
    ) -> MadeScreen {
        guard let declaration = entry.declaration(on: coordinator) else { return MadeScreen(screen: nil, fault: nil) }
        guard let output = declaration.makeOutput(for: coordinator, input: entry.input) else {
            return MadeScreen(screen: nil, fault: declaration.unusable(on: coordinator, input: entry.input))
        }
        guard let view = output as? any ScreenView else { return MadeScreen(screen: nil, fault: nil) }
        let actions: () -> [UserAction]
        var fault: StyleFault?
        if let bound = bindActions(view, environment: environment) {
            actions = bound
        } else {
            actions = { [] }
            fault = DeclarativeFault.missingRouter.fault(
                "\(typeName(of: view)) asks for \(routerTypeName(view)), which no coordinator around it provides",
                coordinator: coordinator)
        }
        let screen = Screen(
            id: ScreenID(0), typeName: typeName(of: view), route: entry.name, inputs: view.inputs, owner: owner,
            actions: actions)
        return MadeScreen(screen: screen, fault: fault)
    }

    // MARK: Containers

    private func container(at slot: WindowSlot) -> LayoutContainer? {
        switch slot {
        case .root: layout.root
        case .presented(let index): layout.presentations.indices.contains(index) ? layout.presentations[index].content : nil
        }
    }

    private mutating func setContainer(_ container: LayoutContainer, at slot: WindowSlot) {
        switch slot {
        case .root: layout.root = container
        case .presented(let index): if layout.presentations.indices.contains(index) { layout.presentations[index].content = container }
        }
    }

    /// Whether nothing has been placed at `address` yet.
    private func isPending(_ address: StackAddress) -> Bool {
        switch container(at: address.slot) {
        case nil: true
        case .stack: false
        case .tabs(let tabs): address.tab.map { tabs.stacks.indices.contains($0) && tabs.stacks[$0] == nil } ?? false
        }
    }

    /// Creates a stack owned by `owner` at `address` when nothing is there yet.
    private mutating func openStack(at address: StackAddress, owner: CoordinatorID) {
        guard isPending(address) else { return }
        switch container(at: address.slot) {
        case .tabs(var tabs):
            guard let tab = address.tab else { return }
            tabs.stacks[tab] = LayoutStack(owner: owner)
            setContainer(.tabs(tabs), at: address.slot)
        default:
            setContainer(.stack(LayoutStack(owner: owner)), at: address.slot)
        }
    }

    /// Changes the stack at `address` in place (the container is taken out of the layout while it changes,
    /// so that its arrays are not copied).
    private mutating func updateStack(at address: StackAddress, _ body: (inout LayoutStack) -> Void) {
        switch address.slot {
        case .root:
            Self.update(&layout.root, tab: address.tab, body)
        case .presented(let index):
            guard layout.presentations.indices.contains(index) else { return }
            Self.update(&layout.presentations[index].content, tab: address.tab, body)
        }
    }

    private static func update(_ container: inout LayoutContainer?, tab: Int?, _ body: (inout LayoutStack) -> Void) {
        switch container {
        case .stack(var stack):
            container = nil
            body(&stack)
            container = .stack(stack)
        case .tabs(var tabs):
            guard let tab, tabs.stacks.indices.contains(tab), var stack = tabs.stacks[tab] else { return }
            container = nil
            tabs.stacks[tab] = nil
            body(&stack)
            tabs.stacks[tab] = stack
            container = .tabs(tabs)
        case nil:
            break
        }
    }
}

/// The screen's actions bound to the innermost router of the type it asks for, as SwiftUI resolves an
/// `@EnvironmentObject`; `nil` when no router of that type is around it.
private func bindActions<S: ScreenView>(_ view: S, environment: [RouterScope]) -> (() -> [UserAction])? {
    guard let router = environment.reversed().lazy.compactMap({ $0.makeRouter() as? S.Router }).first else { return nil }
    return { view.actions(router) }
}

private func routerTypeName<S: ScreenView>(_ view: S) -> String { String(describing: S.Router.self) }
