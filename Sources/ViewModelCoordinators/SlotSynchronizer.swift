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
    /// A stack holding screens of a coordinator: the first of them there, and the stack's size.
    struct Place {
        let index: Int
        let count: Int
    }

    /// Each coordinator's content: its first place outside the sheets it presented.
    private var contents: [CoordinatorID: Place] = [:]
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
        switch container {
        case .stack(let stack):
            add(stack.screens, presenter: presenter, isPresented: isPresented)
        case .tabs(let tabs):
            for tab in tabs.tabs { add(tab.stack.screens, presenter: presenter, isPresented: isPresented) }
        }
    }

    private mutating func add(_ screens: [Screen], presenter: CoordinatorID?, isPresented: Bool) {
        for index in screens.indices {
            // The sheets a coordinator presented hold its sheet destinations, never its content.
            guard let owner = screens[index].owner, !(isPresented && presenter == owner), contents[owner] == nil
            else { continue }
            contents[owner] = Place(index: index, count: screens.count)
        }
    }

    /// Where `id`'s content is: the first place of its screens outside the sheets it presented; see
    /// `CoordinatorViewModel.contentPosition`.
    func content(of id: CoordinatorID) -> Place? { contents[id] }
}

/// Resets slots after what the platform does by itself: when screens leave the window, every coordinator
/// view model empties the slots whose destination has gone. It keeps no navigation state of its own (a
/// saved state restores without it), only what the coordinator view model classes it has met share.
final class SlotSynchronizer: NavigationObserver {
    /// What every coordinator view model of one class shares, made once: every scene makes a coordinator,
    /// and a generic class's name is costly to print.
    struct ClassFacts {
        let typeName: String
        /// Both slots empty; one instance, so that empty slots compare by identity.
        let emptySlots: StoredSlots
        /// The same as a record's payload.
        let emptyPayload: AnyHashable
    }

    private var classes: [ObjectIdentifier: ClassFacts] = [:]

    private init() {}

    /// The context's synchronizer, installed on first use.
    static func installed(in context: NavigationContext) -> SlotSynchronizer {
        if let installed = context.observer(of: SlotSynchronizer.self) { return installed }
        let synchronizer = SlotSynchronizer()
        context.addObserver(synchronizer)
        return synchronizer
    }

    /// What coordinator view models of class `type`, whose empty slots are `emptySlots`, share.
    func facts(of type: AnyObject.Type, emptySlots: () -> StoredSlots) -> ClassFacts {
        if let known = classes[ObjectIdentifier(type)] { return known }
        let empty = emptySlots()
        let facts = ClassFacts(typeName: String(describing: type), emptySlots: empty, emptyPayload: AnyHashable(empty))
        classes[ObjectIdentifier(type)] = facts
        return facts
    }

    func screensDidLeave(_ screens: [Screen], in context: NavigationContext) {
        var window = WindowIndex(context.state.window)
        for record in context.state.coordinators.all {
            (record.object as? SlotSynchronizing)?.synchronizeSlots(&window)
        }
    }
}
