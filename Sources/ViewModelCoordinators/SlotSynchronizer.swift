import NavigationModel

/// A coordinator view model as the synchronizer sees it.
protocol SlotSynchronizing: AnyObject {
    var isShown: Bool { get }
    func synchronizeSlots()
    func dismissOwnPresentations()
}

/// Resets slots after what the platform does by itself: when screens leave the window, every coordinator
/// view model empties the slots whose destination has gone. It keeps no state of its own.
final class SlotSynchronizer: NavigationObserver {
    private init() {}

    static func install(in context: NavigationContext) {
        guard context.observer(of: SlotSynchronizer.self) == nil else { return }
        context.addObserver(SlotSynchronizer())
    }

    func screensDidLeave(_ screens: [Screen], in context: NavigationContext) {
        for record in context.state.coordinators.all {
            (record.object as? SlotSynchronizing)?.synchronizeSlots()
        }
    }
}
