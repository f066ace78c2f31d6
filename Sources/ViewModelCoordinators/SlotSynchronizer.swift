import NavigationModel

/// A coordinator view model as the synchronizer sees it.
protocol SlotSynchronizing: AnyObject {
    /// Empties the slots whose destination has left `window` (the context's window, indexed) and releases
    /// the children whose content has left; `window` is indexed again when this changes the window.
    func synchronizeSlots(_ window: inout WindowIndex)
    /// Dismisses the sheets this scene presented; `false` when it presented none.
    func dismissOwnPresentations() -> Bool
}

/// Where each coordinator's screens are in a window, found in one walk of it: the synchronizer asks for
/// every coordinator view model's content after each change.
struct WindowIndex {
    /// A stack holding screens of a coordinator: the first of them, and the stack's size.
    struct Place {
        let stack: ContainerID
        let index: Int
        let count: Int
        /// The coordinator that presented the container, when it is presented.
        let presenter: CoordinatorID?
        let isPresented: Bool
    }

    private var places: [CoordinatorID: [Place]] = [:]
    /// Coordinators that present something.
    private(set) var presenters: Set<CoordinatorID> = []

    init(_ window: Window) {
        if let root = window.root { add(root, presenter: nil, isPresented: false) }
        for presentation in window.presented {
            add(presentation.content, presenter: presentation.presenter, isPresented: true)
            if let presenter = presentation.presenter { presenters.insert(presenter) }
        }
    }

    private mutating func add(_ container: Container, presenter: CoordinatorID?, isPresented: Bool) {
        for stack in container.stacks {
            var seen: Set<CoordinatorID> = []
            for (index, screen) in stack.screens.enumerated() {
                guard let owner = screen.owner, seen.insert(owner).inserted else { continue }
                places[owner, default: []].append(Place(
                    stack: stack.id, index: index, count: stack.screens.count, presenter: presenter, isPresented: isPresented))
            }
        }
    }

    /// The first place of `id`'s screens outside the sheets it presented (which hold its sheet
    /// destinations, never its content); see `CoordinatorViewModel.contentPosition`.
    func content(of id: CoordinatorID) -> Place? {
        places[id]?.first { !$0.isPresented || $0.presenter != id }
    }
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
        var window = WindowIndex(context.state.window)
        for record in context.state.coordinators.all {
            (record.object as? SlotSynchronizing)?.synchronizeSlots(&window)
        }
    }
}
