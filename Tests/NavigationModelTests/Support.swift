import NavigationModel

/// Records every hook the context calls, and handles tab reselection when asked to.
final class RecordingObserver: NavigationObserver {
    var events: [String] = []
    var handlesReselect = false

    func screensDidLeave(_ screens: [Screen], in context: NavigationContext) {
        events.append("left \(screens.map(\.typeName).joined(separator: ","))")
    }

    func presentationWasSwipedAway(_ presentation: Presentation, in context: NavigationContext) {
        events.append("swiped \(presentation.kind.rawValue)")
    }

    func stackWasPoppedBySystem(_ stack: NavigationStack, popped: Screen, in context: NavigationContext) {
        events.append("back \(popped.typeName), stack now \(stack.screens.map(\.typeName).joined(separator: ","))")
    }

    func tabWasReselected(_ tabs: TabContainer, index: Int, in context: NavigationContext) -> Bool {
        events.append("reselected \(index)")
        return handlesReselect
    }

    func tabWasSelected(_ tabs: TabContainer, index: Int, in context: NavigationContext) {
        events.append("selected \(index)")
    }
}

extension NavigationContext {
    /// A stack owned by `owner` holding screens of the given type names.
    func stack(_ typeNames: [String], owner: CoordinatorID?) -> NavigationStack {
        makeStack(owner: owner, screens: typeNames.map { makeScreen($0, owner: owner) })
    }

    /// A launched context whose root is a stack of `typeNames`, owned by a main coordinator.
    static func withRootStack(_ typeNames: [String]) -> (NavigationContext, main: CoordinatorID, stack: ContainerID) {
        let context = NavigationContext(appName: "test")
        let main = context.registerCoordinator(nil, typeName: "Main")
        context.makeRoot(main)
        let stack = context.stack(typeNames, owner: main)
        context.setRoot(.stack(stack))
        context.beginTransition()
        return (context, main, stack.id)
    }

    /// A launched context whose root is a tab bar with one stack per entry, the first tab selected.
    static func withTabs(_ tabs: [(title: String, screens: [String])]) -> (NavigationContext, tabs: ContainerID) {
        let context = NavigationContext(appName: "test")
        let main = context.registerCoordinator(nil, typeName: "Tabs")
        context.makeRoot(main)
        let container = TabContainer(
            id: context.makeContainerID(), owner: main,
            tabs: tabs.map { Tab(title: $0.title, stack: context.stack($0.screens, owner: main)) },
            selectedIndex: 0)
        context.setRoot(.tabs(container))
        context.beginTransition()
        return (context, container.id)
    }

    var visibleTypeName: String? { state.window.visibleScreen?.typeName }

    func screens(of stack: ContainerID) -> [String] { state.window.stack(stack)?.screens.map(\.typeName) ?? [] }
}
