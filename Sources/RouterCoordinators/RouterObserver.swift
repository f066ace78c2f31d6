import NavigationModel

/// The Router style's resync with what the platform does on its own: the dismissal hook of a swiped
/// sheet and the tab bar delegate.
final class RouterObserver: NavigationObserver {
    static func install(in context: NavigationContext) {
        if context.observer(of: RouterObserver.self) == nil { context.addObserver(RouterObserver()) }
    }

    /// A coordinator whose presentation style has the library's dismissal hook is finished; any other
    /// (a default automatic sheet) stays among its parent's children.
    func presentationWasSwipedAway(_ presentation: Presentation, in context: NavigationContext) {
        guard let owner = presentation.content.owner, let coordinator = context.coordinator(owner),
              coordinator.presentationStyle.finishesCoordinatorWhenSwipedAway,
              isOwnContainer(presentation.content, of: coordinator) else { return }
        coordinator.handleFinish(withDismiss: false)
    }

    func tabWasSelected(_ tabs: TabContainer, index: Int, in context: NavigationContext) {
        guard let owner = tabs.owner, let coordinator = context.coordinator(owner) else { return }
        coordinator.tabWasSelected(index)
    }

    /// Whether `content` (already gone from the window) was `coordinator`'s own container rather than a
    /// route it presented.
    private func isOwnContainer(_ content: Container, of coordinator: Coordinator) -> Bool {
        switch content {
        case .tabs: coordinator.isTabbar
        case .stack(let stack): stack.tag == StackTag.root
        }
    }
}
