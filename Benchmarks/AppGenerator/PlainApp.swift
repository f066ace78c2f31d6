import Exploration
import NavigationModel

/// A blueprint built straight on the navigation model, with the least work per action that a
/// well-behaved app can do: the explorer's own cost shows.
enum PlainApp {
    static func make(_ blueprint: Blueprint, name: String, summary: String) -> ExplorableApp {
        ExplorableApp(
            name: name, style: "plain (generated)", summary: summary, catalog: catalog(blueprint),
            launch: { context in PlainRuntime(context: context, blueprint: blueprint).launch() })
    }

    static func catalog(_ blueprint: Blueprint) -> RouteCatalog {
        var coordinators = blueprint.coordinators.map { coordinator in
            let screens = coordinator.screens.enumerated().map { index, screen in
                DeclaredRoute(screen.route, screen: screen.typeName, transition: index == 0 ? nil : .push, location: .init())
            }
            return DeclaredCoordinator(
                coordinator.typeName, kind: "navigation", location: .init(),
                routes: screens + Self.childRoutes(of: coordinator, in: blueprint))
        }
        if blueprint.tabs > 0 {
            let tabs = (0..<blueprint.tabs).map { index in
                DeclaredRoute("tab\(index)", coordinator: blueprint.coordinators[index].typeName, location: .init())
            }
            coordinators.insert(
                DeclaredCoordinator(Blueprint.tabBarCoordinator, kind: "tabs", location: .init(), routes: tabs), at: 0)
        }
        if blueprint.shape.signIn {
            coordinators.insert(DeclaredCoordinator(
                PlainRuntime.signInCoordinator, kind: "navigation", location: .init(),
                routes: [DeclaredRoute("signIn", screen: "SignInScreen", transition: nil, location: .init())]), at: 0)
        }
        return RouteCatalog(coordinators)
    }

    /// The coordinators each coordinator's screens open, once each, in the order first met.
    static func childRoutes(of coordinator: Blueprint.Coordinator, in blueprint: Blueprint) -> [DeclaredRoute] {
        var routes: [DeclaredRoute] = []
        var seen: Set<String> = []
        for screen in coordinator.screens {
            for action in screen.actions {
                let target: Blueprint.Coordinator
                switch action {
                case .open(let index), .link(let index): target = blueprint.coordinators[index]
                case .openAnother: target = coordinator
                case .push, .close, .idle: continue
                }
                guard seen.insert(target.typeName).inserted else { continue }
                routes.append(DeclaredRoute(
                    "open\(target.typeName)", coordinator: target.typeName,
                    transition: target.opening.transitionStyle, location: .init()))
            }
        }
        return routes
    }
}

extension Blueprint.Opening {
    /// How a route that opens a coordinator with this opening is declared.
    var transitionStyle: TransitionStyle {
        switch self {
        case .root, .tab, .push: .push
        case .sheet: .sheet
        case .fullScreen: .fullScreen
        }
    }
}

/// One launched plain app. It keeps only constants; the coordinator records, stacks and presentations
/// are in the context's state. A coordinator whose screens all left the window leaves its parent.
final class PlainRuntime: NavigationObserver {
    unowned let context: NavigationContext
    let blueprint: Blueprint

    init(context: NavigationContext, blueprint: Blueprint) {
        self.context = context
        self.blueprint = blueprint
    }

    /// The coordinator of the sign-in screen of a shape with `signIn`.
    static let signInCoordinator = "SignInCoordinator"

    func launch() -> PlainRuntime {
        context.addObserver(self)
        if blueprint.shape.signIn {
            showSignIn()
        } else {
            showApp()
        }
        return self
    }

    /// The sign-in screen at the window's root; "sign in" replaces it with the app.
    private func showSignIn() {
        let signIn = context.registerCoordinator(nil, typeName: Self.signInCoordinator)
        context.makeRoot(signIn)
        let screen = context.makeScreen("SignInScreen", route: "signIn", owner: signIn) { [unowned self] in
            [UserAction("sign in") {
                self.context.removeRoot(signIn)
                self.showApp()
            }]
        }
        context.setRoot(.stack(context.makeStack(owner: signIn, screens: [screen])))
    }

    /// The app's root: the tab bar, or the first coordinator's stack.
    private func showApp() {
        if blueprint.tabs == 0 {
            let root = context.registerCoordinator(nil, typeName: blueprint.coordinators[0].typeName)
            context.makeRoot(root)
            context.setRoot(.stack(makeStack(showing: 0, owner: root)))
            return
        }
        let app = context.registerCoordinator(nil, typeName: Blueprint.tabBarCoordinator)
        context.makeRoot(app)
        let tabs = (0..<blueprint.tabs).map { index in
            let owner = context.registerCoordinator(nil, typeName: blueprint.coordinators[index].typeName)
            context.attach(owner, to: app)
            return Tab(title: "Tab \(index)", stack: makeStack(showing: index, owner: owner))
        }
        context.setRoot(.tabs(TabContainer(id: context.makeContainerID(), owner: app, tabs: tabs, selectedIndex: 0)))
    }

    /// A new stack owned by `owner` with the first screen of coordinator `index`.
    private func makeStack(showing index: Int, owner: CoordinatorID) -> NavigationStack {
        var stack = context.makeStack(owner: owner)
        stack.screens = [makeScreen(index, 0, owner: owner, stack: stack.id)]
        return stack
    }

    private func makeScreen(_ coordinator: Int, _ screen: Int, owner: CoordinatorID, stack: ContainerID) -> Screen {
        let plan = blueprint.coordinators[coordinator].screens[screen]
        let signsOut = blueprint.shape.signIn && coordinator == 0 && screen == 0
        return context.makeScreen(plan.typeName, route: plan.route, owner: owner) { [unowned self] in
            zip(plan.actions, plan.actionNames).map { action, name in
                UserAction(name) { self.perform(action, coordinator: coordinator, owner: owner, stack: stack) }
            } + (signsOut ? [UserAction("sign out") { self.signOut() }] : [])
        }
    }

    private func perform(_ action: Blueprint.Action, coordinator: Int, owner: CoordinatorID, stack: ContainerID) {
        switch action {
        case .push(let screen):
            context.push(makeScreen(coordinator, screen, owner: owner, stack: stack), onto: stack)
        case .open(let target), .link(let target):
            open(target, from: owner, stack: stack)
        case .openAnother:
            open(coordinator, from: owner, stack: stack)
        case .close:
            close(owner, stack: stack)
        case .idle:
            break
        }
    }

    /// Puts the sign-in screen back at the window's root; the app's coordinators go with what they showed.
    private func signOut() {
        for root in context.state.coordinators.roots { context.removeRoot(root) }
        showSignIn()
    }

    /// Starts coordinator `index` as a child of `parent`, from a screen of stack `stack`.
    private func open(_ index: Int, from parent: CoordinatorID, stack: ContainerID) {
        let plan = blueprint.coordinators[index]
        let child = context.registerCoordinator(nil, typeName: plan.typeName)
        context.attach(child, to: parent)
        switch plan.opening {
        case .root, .tab, .push:
            context.push(makeScreen(index, 0, owner: child, stack: stack), onto: stack)
        case .sheet:
            context.present(.stack(makeStack(showing: index, owner: child)), kind: .sheet, presenter: parent)
        case .fullScreen:
            context.present(.stack(makeStack(showing: index, owner: child)), kind: .fullScreen, presenter: parent)
        }
    }

    /// Closes `coordinator`: dismisses the presentation it fills, else pops its screens off `stack`.
    private func close(_ coordinator: CoordinatorID, stack: ContainerID) {
        let window = context.state.window
        if let index = window.presented.firstIndex(where: { $0.content.owner == coordinator }) {
            context.dismissPresentations(from: index)
        } else if let first = window.stack(stack)?.screens.firstIndex(where: { $0.owner == coordinator }) {
            context.popStack(stack, toCount: first)
        }
    }

    func screensDidLeave(_ screens: [Screen], in context: NavigationContext) {
        var owners: [CoordinatorID] = []
        for screen in screens {
            if let owner = screen.owner, !owners.contains(owner) { owners.append(owner) }
        }
        let window = context.state.window
        for owner in owners where !window.shows(owner) {
            if let parent = context.record(owner)?.parent { context.detach(owner, from: parent) }
        }
    }
}

extension Window {
    /// Whether anything in the window belongs to `coordinator`: as ``NavigationState/coordinatorsOnScreen``
    /// for one coordinator, without building the set.
    func shows(_ coordinator: CoordinatorID) -> Bool {
        func shows(_ stack: NavigationStack) -> Bool {
            stack.owner == coordinator || stack.screens.contains { $0.owner == coordinator }
        }
        func shows(_ container: Container) -> Bool {
            switch container {
            case .stack(let stack): shows(stack)
            case .tabs(let tabs): tabs.owner == coordinator || tabs.tabs.contains { shows($0.stack) }
            }
        }
        if let root, shows(root) { return true }
        return presented.contains { $0.presenter == coordinator || shows($0.content) }
    }
}
