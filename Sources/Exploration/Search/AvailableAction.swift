import NavigationGraph
import NavigationModel

/// One action the explorer can take in the current state: a button of the visible screen, something the
/// platform offers, or an external event.
struct AvailableAction {
    enum Handle {
        case user(UserAction)
        case system(SystemAction)
        case event(ExternalEvent)
    }

    let handle: Handle

    var name: String {
        switch handle {
        case .user(let action): action.name
        case .system(let action): action.description
        case .event(let event): event.name
        }
    }

    var source: ActionSource {
        switch handle {
        case .user: .user
        case .system: .system
        case .event: .external
        }
    }

    /// Every action available in `instance`'s current state, in the explorer's fixed order: the visible
    /// screen's enabled actions (screen order), then the system actions, then the enabled events.
    static func all(in instance: LaunchedApp, events: [ExternalEvent], into actions: inout [AvailableAction]) {
        actions.removeAll(keepingCapacity: true)
        let context = instance.context
        for action in context.visibleActions() where action.isEnabled {
            actions.append(AvailableAction(handle: .user(action)))
        }
        for action in context.availableSystemActions() {
            actions.append(AvailableAction(handle: .system(action)))
        }
        for event in events where event.isEnabled(instance) {
            actions.append(AvailableAction(handle: .event(event)))
        }
    }

    /// Takes the action as one transition; the context's effects and faults describe what it did.
    func perform(in instance: LaunchedApp) {
        let context = instance.context
        context.beginTransition()
        switch handle {
        case .user(let action): action.perform()
        case .system(let action): context.perform(action)
        case .event(let event): event.fire(instance)
        }
        context.endTransition()
    }
}

extension TransitionKind {
    /// Names what a transition did from the effects it recorded.
    ///
    /// When one action does several things, the one that changes most of what the user sees names it:
    /// a root switch, then a presentation, a push, a dismissal, a pop, a tab change. A stack replaced
    /// wholesale counts as a push when it got deeper and as back otherwise. Events are always
    /// ``externalEvent``, whatever they did.
    static func naming(
        _ effects: [NavigationEffect], source: ActionSource, stackDepthBefore: Int, stackDepthAfter: @autoclosure () -> Int
    ) -> TransitionKind {
        if source == .external { return .externalEvent }
        var presented: PresentationKind?
        var pushed = false, dismissed = false, popped = false, tab = false, replaced = false
        for effect in effects {
            switch effect {
            case .rootReplaced: return .rootSwitch
            case .presented(let kind): presented = kind
            case .pushed: pushed = true
            case .dismissed: dismissed = true
            case .popped: popped = true
            case .tabSelected: tab = true
            case .stackReplaced: replaced = true
            }
        }
        if let presented {
            switch presented {
            case .sheet, .nonDismissibleSheet: return .sheet
            case .fullScreen: return .fullScreen
            case .custom: return .custom
            }
        }
        if pushed { return .push }
        if dismissed { return .dismiss }
        if popped { return .back }
        if tab { return .tab }
        if replaced { return stackDepthAfter() > stackDepthBefore ? .push : .back }
        return .none
    }
}

extension NavigationState {
    /// The number of screens in the visible navigation stack.
    var visibleStackDepth: Int { window.topContainer?.visibleStack?.screens.count ?? 0 }
}
