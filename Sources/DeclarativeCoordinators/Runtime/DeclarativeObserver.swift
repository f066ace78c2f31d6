import NavigationModel

/// The declarative style's hooks into what the user does without the app: back and swipe-down resync the
/// flat stacks; tab taps select the tab and call its `onTapped`. Holds no navigation state, only
/// memos: of the screens and placements its context's layouts have made, and of coordinators' identifiers.
final class DeclarativeObserver: NavigationObserver {
    let screens = ScreenMemo()
    let placements = PlacementMemo()
    /// Whether a layout was placed in this app instance yet.
    var hasLaidOut = false
    /// How many layouts were the noted one changed in place (``WindowLayout/patchTail(of:tree:_:observer:)``).
    var tailPatches = 0
    /// The identifier each coordinator object was last found or registered with (checked against the state
    /// before use: the object may be gone and its address reused). Emptied past ``ScreenMemo/limit`` entries.
    /// Room for a launch's coordinators from the start: growing a dictionary from empty rehashes it at
    /// every doubling.
    private(set) var identifiers: [ObjectIdentifier: CoordinatorID] = Dictionary(minimumCapacity: 16)

    func remember(_ id: CoordinatorID, of coordinator: AnyObject) {
        if identifiers.count >= ScreenMemo.limit { identifiers.removeAll() }
        identifiers[ObjectIdentifier(coordinator)] = id
    }

    func stackWasPoppedBySystem(_ stack: NavigationStack, popped: Screen, in context: NavigationContext) {
        context.resyncDeclarative()
    }

    func presentationWasSwipedAway(_ presentation: Presentation, in context: NavigationContext) {
        context.resyncDeclarative()
    }

    func tabWasSelected(_ tabs: TabContainer, index: Int, in context: NavigationContext) {
        guard let owner = tabs.owner, let coordinator = context.coordinator(owner) as? any TabCoordinatable else { return }
        coordinator.userTapped(tab: index, isRepeat: false)
    }

    /// SwiftUI's tab view does not pop on a repeated tap by itself: the tab's `onTapped(isRepeat: true)` decides.
    func tabWasReselected(_ tabs: TabContainer, index: Int, in context: NavigationContext) -> Bool {
        guard let owner = tabs.owner, let coordinator = context.coordinator(owner) as? any TabCoordinatable else { return false }
        coordinator.userTapped(tab: index, isRepeat: true)
        return true
    }
}

extension TabCoordinatable {
    /// The user tapped tab `index`: selects it and calls its `onTapped`.
    func userTapped(tab index: Int, isRepeat: Bool) {
        let id = context.adopt(self)
        guard let payload = context.state.coordinators.payload(of: id) as? TabsPayload, payload.tabs.indices.contains(index)
        else { return }
        if payload.activeTab != index { context.edit(id, .select(index), as: TabsPayload.self) { $0.activeTab = index } }
        // Selecting changes neither the tabs nor the children: the tab's coordinator is found from this payload.
        if let declaration = payload.tabs[index].route.tabDeclaration(on: self),
            let content = context.tabChild(of: id, at: index, in: payload).flatMap(context.coordinator)
                ?? declaration.makeOutput(for: self, input: nil)
        {
            declaration.tapped(self, isRepeat: isRepeat, content: content)
        }
        context.renderDeclarative()
    }
}
