import NavigationGraph
import NavigationModel

/// What every coordinator view model is, whatever its destinations.
public protocol AnyCoordinatorViewModel: AnyObject {
    /// The launched app this coordinator navigates in.
    var context: NavigationContext { get }
    /// The coordinator's record in the ownership tree.
    var id: CoordinatorID { get }
}

/// A SwiftUI coordinator view model (MVVM-C): a navigation-item slot that pushes and a sheet-item slot
/// that presents, each holding one case of an enum of destinations.
///
/// Setting a slot navigates, as the `NavigationLink` and `.sheet(item:)` of its coordinator view would;
/// the system back button and the sheet's swipe-down set the slot back to `nil`. The slots live in
/// the coordinator's record in `context.state` (the object keeps only `let`s), so a saved state
/// restores them.
open class CoordinatorViewModel<NavigationItem: NavigationDestination, SheetItem: NavigationDestination>: AnyCoordinatorViewModel {
    public typealias Slots = NavigationSlots<NavigationItem, SheetItem>

    public unowned let context: NavigationContext
    public let id: CoordinatorID
    /// The context's synchronizer, which numbers the slots this coordinator stores.
    private unowned let synchronizer: SlotSynchronizer
    /// `Slots`, identified: the record's payload is the stored form of slots of this type.
    private let slotsType: ObjectIdentifier
    /// Both slots empty, and the same as the record's payload (one instance per class).
    private let emptySlots: StoredSlots
    private let emptyPayload: NumberedPayload

    /// Registers the coordinator view model in `context`, with both slots empty, under `typeName` (the
    /// class's name when `nil`; an app declared as data names its coordinators itself).
    public init(context: NavigationContext, typeName: String? = nil) {
        self.context = context
        let synchronizer = SlotSynchronizer.installed(in: context)
        let facts = synchronizer.facts(of: Self.self) {
            StoredSlots(navigation: nil, sheet: nil, type: ObjectIdentifier(Slots.self))
        }
        self.synchronizer = synchronizer
        slotsType = facts.emptySlots.type
        emptySlots = facts.emptySlots
        emptyPayload = facts.emptyPayload
        let typeFingerprint = typeName.map { Fingerprint.of($0) } ?? facts.typeFingerprint
        id = context.makeCoordinatorID()
        // The record keeps the object alive while its scene is on screen or a parent owns it.
        var record = CoordinatorRecord(id: id, typeName: typeName ?? facts.typeName, typeFingerprint: typeFingerprint, object: self)
        record.setPayload(facts.emptyPayload)
        context.state.coordinators[id] = record
    }

    /// Both slots, as the state holds them.
    public var slots: Slots { Slots(stored: storedSlots) }

    /// Both slots in their stored form, as the state holds them (read without a type of `Slots`'s own).
    private var storedSlots: StoredSlots {
        guard let stored = context.state.coordinators.payload(of: id, as: SlotsPayload.self)?.slots, stored.type == slotsType
        else { return emptySlots }
        return stored
    }

    /// Stores `slots` in the coordinator's record, numbered by the synchronizer.
    private func store(_ slots: StoredSlots) {
        context.setPayload(numbered: slots.isEmpty ? emptyPayload : synchronizer.numbered(slots), of: id)
    }

    /// Where the scene goes by push; setting it navigates (see ``CoordinatorViewModel``).
    ///
    /// A new value replaces what was pushed from this scene (pop, then push); the same value does
    /// nothing; `nil` pops back to this scene. While the scene is not on screen nothing observes the slot
    /// and setting it does nothing. A setter cannot know its caller: ``setNavigationItem(_:fileID:line:)``
    /// does the same and locates the faults it causes at the call.
    public var navigationItem: NavigationItem? {
        get { slots.navigationItem }
        set { fillNavigationSlot(newValue) }
    }

    /// Where the scene goes by sheet; setting it navigates (see ``CoordinatorViewModel``).
    ///
    /// A new value dismisses the sheet this scene presented and presents the new one; the same value
    /// does nothing; `nil` dismisses it. While the scene is not on screen setting it does nothing.
    /// ``setSheetItem(_:fileID:line:)`` does the same and locates the faults it causes at the call.
    public var sheetItem: SheetItem? {
        get { slots.sheetItem }
        set { fillSheetSlot(newValue) }
    }

    /// How the sheet-item slot presents: `.sheet` (`.sheet(item:)`), or `.fullScreen` for a
    /// `.fullScreenCover(item:)`, which no swipe dismisses.
    open var sheetKind: PresentationKind { .sheet }

    /// Shows `content` inside a navigation view of its own as the window's root, and makes this the app's
    /// root coordinator. A fault recorded meanwhile points at the caller's `fileID` and `line`.
    public func startAsRoot(content: SceneView, fileID: String = #fileID, line: Int = #line) {
        context.callingFrom(fileID, line) {
            let stack = context.makeStack(owner: id, screens: [makeScreen(content, owner: id)])
            context.setRoot(.stack(stack))
            context.makeRoot(id)
        }
    }

    // MARK: Slots

    /// Sets the navigation-item slot as assigning ``navigationItem`` does; a fault that the destination's
    /// scene causes points at the caller's `fileID` and `line`.
    public func setNavigationItem(_ item: NavigationItem?, fileID: String = #fileID, line: Int = #line) {
        context.callingFrom(fileID, line) { fillNavigationSlot(item) }
    }

    /// Sets the sheet-item slot as assigning ``sheetItem`` does; a fault that the destination's scene
    /// causes points at the caller's `fileID` and `line`.
    public func setSheetItem(_ item: SheetItem?, fileID: String = #fileID, line: Int = #line) {
        context.callingFrom(fileID, line) { fillSheetSlot(item) }
    }

    private func fillNavigationSlot(_ item: NavigationItem?) {
        guard !Self.slot(storedSlots.navigation, holds: item), let content = contentPosition else { return }
        let context = self.context  // read once: each read of the unowned reference retains the context
        // Whatever this scene pushed goes first; the synchronizer empties the slot and releases children.
        context.popStack(content.stack, toCount: content.index + 1)
        guard let item else { return }
        let screen = show(item.nextScene(in: context))
        context.push(screen, onto: content.stack)
        let slots = storedSlots
        store(StoredSlots(navigation: SlotValue(item), sheet: slots.sheet, type: slots.type))
    }

    private func fillSheetSlot(_ item: SheetItem?) {
        guard !Self.slot(storedSlots.sheet, holds: item), contentPosition != nil else { return }
        let context = self.context  // read once: each read of the unowned reference retains the context
        if let presented = presentedIndex {
            context.dismissPresentations(from: presented)
        }
        guard let item else { return }
        let screen = show(item.nextScene(in: context))
        context.present(.stack(context.makeStack(owner: screen.owner, screens: [screen])), kind: sheetKind, presenter: id)
        let slots = storedSlots
        store(StoredSlots(navigation: slots.navigation, sheet: SlotValue(item), type: slots.type))
    }

    /// Whether `slot` holds `item`, or both are empty: compared without making a `Slots`.
    private static func slot<Item: Hashable>(_ slot: AnySlotValue?, holds item: Item?) -> Bool {
        guard let slot else { return item == nil }
        guard let item else { return false }
        return SlotValue<Item>.unbox(slot) == item
    }

    /// The index in the window's presentations of the sheet this scene presented, if any (read in place:
    /// copying a presentation copies its content).
    private var presentedIndex: Int? {
        let presented = context.state.window.presented
        return presented.indices.first { presented[$0].presenter == id }
    }

    /// The screen a destination shows; a coordinator destination becomes a child of this one.
    private func show(_ scene: DestinationScene) -> Screen {
        switch scene {
        case .view(let view):
            return makeScreen(view, owner: id)
        case .coordinator(let child, let content):
            context.attach(child.id, to: id)
            return makeScreen(content, owner: child.id)
        }
    }

    private func makeScreen(_ view: SceneView, owner: CoordinatorID) -> Screen {
        context.makeScreen(
            view.route.screenType ?? view.route.name, route: view.route.name, inputs: view.inputs, owner: owner,
            actions: view.actions)
    }

    /// The stack holding this scene's content view and its index there: its first screen in the window
    /// outside the sheets it presented (which hold its sheet destinations, never its content).
    var contentPosition: (stack: ContainerID, index: Int)? {
        let window = context.state.window
        if let root = window.root, let found = position(in: root) { return found }
        for index in window.presented.indices where window.presented[index].presenter != id {
            if let found = position(in: window.presented[index].content) { return found }
        }
        return nil
    }

    /// The first of this scene's screens in `container`: its stack and its index there.
    private func position(in container: Container) -> (stack: ContainerID, index: Int)? {
        switch container {
        case .stack(let stack):
            return position(in: stack)
        case .tabs(let tabs):
            for index in tabs.tabs.indices {
                if let found = position(in: tabs.tabs[index].stack) { return found }
            }
            return nil
        }
    }

    /// The first of this scene's screens in `stack` (read in place: copying screens costs).
    private func position(in stack: NavigationStack) -> (stack: ContainerID, index: Int)? {
        for index in stack.screens.indices where stack.screens[index].owner == id { return (stack.id, index) }
        return nil
    }
}

extension CoordinatorViewModel: SlotSynchronizing {
    /// Empties the slots whose destination has left the window (system back, swipe-down, a pop from
    /// further down) and releases the child coordinators whose content has left with it.
    func synchronizeSlots(_ window: inout WindowIndex) {
        let slots = storedSlots
        let keepsNavigation = slots.navigation == nil || window.showsPush(from: id)
        let keepsSheet = slots.sheet == nil || window.presents(id)
        if !keepsNavigation || !keepsSheet {
            let navigation = keepsNavigation ? slots.navigation : nil
            let sheet = keepsSheet ? slots.sheet : nil
            // Both emptied: the class's empty slots rather than new ones.
            store(navigation == nil && sheet == nil ? emptySlots : StoredSlots(navigation: navigation, sheet: sheet, type: slots.type))
        }
        let context = self.context  // read once: each read of the unowned reference retains the context
        for child in context.state.coordinators.children(of: id) {
            guard window.content(of: child) == nil, let scene = context.state.coordinators.object(of: child) as? SlotSynchronizing
            else { continue }
            context.detach(child, from: id)
            if scene.dismissOwnPresentations() { window = WindowIndex(context.state.window) }
        }
    }

    /// A scene that disappears takes the sheets it presented with it.
    func dismissOwnPresentations() -> Bool {
        guard let presented = presentedIndex else { return false }
        context.dismissPresentations(from: presented)
        return true
    }
}

extension AnyCoordinatorViewModel {
    /// The route of a coordinator's own content view, for its declaration and its ``SceneView``.
    public static func contentRoute(_ name: String, shows screenType: String, fileID: String = #fileID, line: Int = #line) -> DeclaredRoute {
        DeclaredRoute(name, screen: screenType, location: SourceLocation(fileID: fileID, line: line))
    }
}

extension CoordinatorViewModel {
    /// This coordinator type's declaration, located where it is called: its content, the navigation
    /// items (push) and the sheet items (sheet).
    public static func declare(
        content: DeclaredRoute, kind: CoordinatorKind = .viewModel, fileID: String = #fileID, line: Int = #line
    ) -> DeclaredCoordinator {
        func with(_ transition: TransitionStyle) -> (DeclaredRoute) -> DeclaredRoute {
            { route in
                var route = route
                route.transition = transition
                return route
            }
        }
        let routes = [content] + NavigationItem.routes.map(with(.push)) + SheetItem.routes.map(with(.sheet))
        return DeclaredCoordinator(
            String(describing: Self.self), kind: kind, location: SourceLocation(fileID: fileID, line: line), routes: routes)
    }
}
