/// What the platform lets the user do without the app offering it.
public enum SystemAction: Hashable, Sendable, CustomStringConvertible {
    /// The back button of a stack deeper than its root.
    case back
    /// Swiping a dismissible sheet down.
    case swipeDown
    /// Tapping another tab.
    case selectTab(index: Int, title: String)
    /// Tapping the selected tab again.
    case reselectTab(index: Int, title: String)

    public var description: String {
        switch self {
        case .back: "back"
        case .swipeDown: "swipe down"
        case .selectTab(_, let title): "tab \(title)"
        case .reselectTab(_, let title): "reselect tab \(title)"
        }
    }
}

extension NavigationContext {
    /// The system actions the platform offers in the current state, in a fixed order.
    public func availableSystemActions() -> [SystemAction] {
        var actions: [SystemAction] = []
        let window = state.window
        guard let top = window.topContainer else { return actions }
        if let stack = top.visibleStack, stack.screens.count > 1 { actions.append(.back) }
        if let last = window.presented.last, last.kind.isSwipeDismissible { actions.append(.swipeDown) }
        if case .tabs(let tabs) = top {
            for (index, tab) in tabs.tabs.enumerated() {
                actions.append(index == tabs.selectedIndex
                    ? .reselectTab(index: index, title: tab.title)
                    : .selectTab(index: index, title: tab.title))
            }
        }
        return actions
    }

    /// Performs a system action, then lets each style resync. Does nothing when it is not available.
    public func perform(_ action: SystemAction) {
        let window = state.window
        guard let top = window.topContainer else { return }
        switch action {
        case .back:
            guard let stack = top.visibleStack, stack.screens.count > 1, let popped = stack.top else { return }
            popStack(stack.id, toCount: stack.screens.count - 1)
            notifySystemPop(state.window.stack(stack.id) ?? stack, popped: popped)
        case .swipeDown:
            guard let last = window.presented.last, last.kind.isSwipeDismissible else { return }
            dismissPresentations(from: window.presented.count - 1)
            notifySwipedAway(last)
        case .selectTab(let index, _):
            guard case .tabs(let tabs) = top, tabs.tabs.indices.contains(index), index != tabs.selectedIndex else { return }
            selectTab(index, of: tabs.id)
            notifySelect(tabs, index: index)
        case .reselectTab(let index, _):
            guard case .tabs(let tabs) = top, index == tabs.selectedIndex else { return }
            if !notifyReselect(tabs, index: index) {
                popStack(tabs.tabs[index].stack.id, toCount: 1)
            }
        }
    }
}
