import NavigationGraph
import NavigationModel

/// The base of every Router-style coordinator (ALCoordinator's `BaseCoordinator`): a place in the
/// coordinator tree with a parent and children, a container of its own (a navigation stack or a tab bar)
/// and the flow operations shared by both kinds.
///
/// Apps subclass ``NavigationCoordinator`` or ``TabbarCoordinator``. A coordinator object holds only
/// constants: its identifier, its context and its constructor inputs. Its parent, its children, its
/// screens and its tab bar's pages live in `context.state`, so a saved state restores all of them.
open class Coordinator {
    /// This coordinator's identity in its app.
    public let id: CoordinatorID
    /// The launched app this coordinator belongs to.
    public unowned let context: NavigationContext
    /// The presentation style asked for at construction; `nil` takes the flavour's default.
    private let requestedPresentationStyle: PresentationStyle?

    init(context: NavigationContext, presentationStyle: PresentationStyle?, parent: Coordinator? = nil) {
        self.context = context
        self.requestedPresentationStyle = presentationStyle
        // The record holds the object itself, so it is stored once `self` exists.
        self.id = context.makeCoordinatorID()
        context.state.coordinators[id] = makeRecord()
        RouterObserver.install(in: context)
        // As the library's `init(parent:)`: the parent is set, the child is not attached until its flow starts.
        if let parent { setParent(parent) }
    }

    /// The flavour of the library the coordinator is written against; a UIKit coordinator overrides it
    /// with `.uiKit`. It decides the default presentation style of a navigation coordinator.
    open class var flavour: LibraryFlavour { .swiftUI }

    /// The presentation style used when nothing is asked for at construction.
    class var defaultPresentationStyle: PresentationStyle { flavour.defaultPresentationStyle }

    /// How this coordinator's container is presented when its flow starts under a parent that is not a
    /// tab bar.
    public var presentationStyle: PresentationStyle {
        requestedPresentationStyle ?? Self.defaultPresentationStyle
    }

    /// The coordinator's type name, such as `OnboardingCoordinator`.
    public var typeName: String { TypeNames.name(of: type(of: self)) }

    // MARK: Tree

    /// The coordinator that started this one (or that `forcePresentation` chose).
    public var parent: Coordinator? { record?.parent.flatMap(context.coordinator) }

    /// The coordinators this one started, in the order they were attached.
    public var children: [Coordinator] { (record?.children ?? []).compactMap(context.coordinator) }

    var record: CoordinatorRecord? { context.record(id) }

    /// The style data kept in the coordinator's record.
    var payload: CoordinatorPayload {
        (record?.payload?.base as? StoredPayload)?.value ?? initialPayload()
    }

    func initialPayload() -> CoordinatorPayload { CoordinatorPayload(presentationStyle: presentationStyle) }

    /// The payload a new record starts with, numbered: for a navigation coordinator one shared value per
    /// presentation style.
    func initialNumberedPayload() -> NumberedPayload { StoredPayload.navigation(presentationStyle) }

    /// The style data in `record` (this coordinator's record, read by the caller).
    func payload(in record: CoordinatorRecord?) -> CoordinatorPayload {
        (record?.payload?.base as? StoredPayload)?.value ?? initialPayload()
    }

    func updatePayload(_ body: (inout CoordinatorPayload) -> Void) { updatePayload(in: record, body) }

    /// Changes the payload of `record` (this coordinator's record, read by the caller) and stores it.
    func updatePayload(in record: CoordinatorRecord?, _ body: (inout CoordinatorPayload) -> Void) {
        var payload = self.payload(in: record)
        body(&payload)
        updateRecord(record) { $0.payload = AnyHashable(StoredPayload(payload)) }
    }

    /// Stores `payload` (numbered beforehand) in `record` (this coordinator's record, read by the caller).
    func storePayload(_ payload: NumberedPayload, in record: CoordinatorRecord?) {
        updateRecord(record) { $0.setPayload(payload) }
    }

    /// Changes this coordinator's record; a record dropped at the end of an earlier transition (the app
    /// still holds the object) is registered again first.
    func updateRecord(_ body: (inout CoordinatorRecord) -> Void) { updateRecord(record, body) }

    /// Changes `record` (this coordinator's record as the caller read it, `nil` when it was dropped)
    /// and stores it.
    private func updateRecord(_ record: CoordinatorRecord?, _ body: (inout CoordinatorRecord) -> Void) {
        var record = record ?? makeRecord()
        body(&record)
        context.state.coordinators[id] = record
    }

    private func makeRecord() -> CoordinatorRecord {
        CoordinatorRecord(id: id, typeName: typeName, object: self, payload: initialNumberedPayload())
    }

    func setParent(_ parent: Coordinator?) { updateRecord { $0.parent = parent?.id } }

    /// Appends `child` to the children, with no duplicate check (as the library).
    func appendChild(_ child: Coordinator) { updateRecord { $0.children.append(child.id) } }

    func fault(_ kind: FaultKind, _ message: String) {
        context.recordFault(StyleFault(kind: kind, message: message, coordinatorType: typeName))
    }

    // MARK: Flow

    /// Starts the coordinator's flow. A navigation coordinator overrides it to call `router.startFlow`;
    /// calling the base is the library's `fatalError`, recorded as a fault.
    open func start() {
        fault(RouterFault.startNotImplemented, "\(typeName).start() is not implemented")
    }

    /// Finishes this coordinator's flow: closes what it shows and removes it from its parent, finishing
    /// its children.
    ///
    /// - A tab bar: its parent closes it (with no parent, nothing happens).
    /// - A tab of a tab bar: the whole tab bar is finished.
    /// - Otherwise: its own container is dismissed if presented (else its stack is popped), its stack is
    ///   emptied and its parent removes it. The main coordinator (no parent) dismisses everything, pops to
    ///   its root and removes all its children: its root screen stays.
    public func finishFlow(fileID: String = #fileID, line: Int = #line) {
        context.callingFrom(fileID, line) {
            if isTabbar {
                guard let parent else { return }
                parent.closeForFinishingTabbar()
                handleFinish(withDismiss: true)
            } else if let tabbar = parent, tabbar.isTabbar {
                close()
                tabbar.handleFinish(withDismiss: true)
            } else {
                handleFinish(withDismiss: true)
            }
        }
    }

    /// The coordinator on top: from the main coordinator follow the last child, and at a tab bar follow
    /// the selected tab.
    public func getTopCoordinator() -> Coordinator? { context.mainCoordinator?.topCoordinator() }

    /// Finishes the main coordinator, then starts it again.
    public func restartApp(fileID: String = #fileID, line: Int = #line) {
        context.callingFrom(fileID, line) { context.mainCoordinator?.restart() }
    }

    // MARK: Kinds (overridden by navigation coordinators and tab bars)

    var isTabbar: Bool { false }

    /// The coordinator's own container, wherever it is; `nil` when it has none (it left the window).
    func existingOwnContainer() -> Container? { nil }

    /// A new, empty container of the coordinator's kind, owned by it.
    func makeEmptyOwnContainer() -> Container { .stack(context.makeStack(owner: id, tag: StackTag.root)) }

    /// The selected tab's coordinator, for a tab bar.
    func selectedCoordinator() -> Coordinator? { nil }

    /// Attaches `child` (whose parent is already self) to the children and shows it: presented on top,
    /// or as a new tab when self is a tab bar.
    func startChildCoordinator(_ child: Coordinator) {
        appendChild(child)
        child.presentOwnContainer(by: self)
    }

    /// Pops the top screen of the coordinator's own stack.
    func popTop() {}

    /// Pops the coordinator's own stack to its root screen.
    func popToRootScreen() {}

    /// Empties the coordinator's own container (its stack, or its tab bar's tabs).
    func emptyControllers() {}

    /// The user selected tab `index` of the coordinator's tab bar.
    func tabWasSelected(_ index: Int) {}
}

extension Coordinator {
    /// The coordinator's own container; an empty off-screen one is made when it has none.
    func ownContainer() -> Container {
        if let container = existingOwnContainer() { return container }
        let container = makeEmptyOwnContainer()
        context.holdOffscreen(container)
        return container
    }

    /// Attaches self to its parent: as a tab when the parent is a tab bar, else presented by the parent
    /// with self's presentation style. No parent: nothing is shown.
    func attachToParent() {
        guard let parent else { return }
        parent.startChildCoordinator(self)
    }

    /// Presents the coordinator's own container on top of the window.
    func presentOwnContainer(by presenter: Coordinator) {
        let container = ownContainer()
        guard let detached = context.takeOffscreen(container.id) else {
            fault(RouterFault.alreadyPresented, "\(typeName) is presented again while its container is already shown")
            return
        }
        context.present(detached, kind: presentationStyle.presentationKind, presenter: presenter.id)
    }

    /// The deepest coordinator under this one: follow the last child, and at a tab bar the selected tab
    /// (the library's `topCoordinator()`); self when it has no children.
    public func topCoordinator() -> Coordinator {
        guard var current = children.last else { return self }
        var visited: Set<CoordinatorID> = [id, current.id]
        while true {
            let next = current.isTabbar && !current.children.isEmpty
                ? current.selectedCoordinator()
                : current.children.last
            guard let next else { return current }
            guard visited.insert(next.id).inserted else {
                fault(RouterFault.coordinatorCycle, "\(next.typeName) is its own ancestor; the top coordinator is never found")
                return current
            }
            current = next
        }
    }

    func restart() {
        handleFinish(withDismiss: true)
        start()
    }

    /// The library's `handleFinish`: close (unless the container is already gone), then empty.
    func handleFinish(withDismiss: Bool) {
        if withDismiss { close() }
        emptyCoordinator()
    }

    /// Dismisses the coordinator's own container when it is presented (with everything above it); the
    /// main coordinator dismisses everything; otherwise pops its stack.
    func close() {
        let place = existingOwnContainer().flatMap { context.place(of: $0.id) }
        switch place {
        case .window(.presented(let index)):
            context.dismissPresentations(from: index)
        case .window(.root) where parent == nil:
            context.dismissPresentations(from: 0)
        default:
            if parent != nil { popTop() }
        }
    }

    /// Empties the coordinator and removes it from its parent; without a parent, pops to the root and
    /// removes every child.
    func emptyCoordinator() {
        guard let parent else {
            popToRootScreen()
            removeChildren()
            return
        }
        emptyControllers()
        parent.removeChild(self)
    }

    /// Removes `child` from the children, then finishes its own children, and again while it is still a
    /// child: as the library, which removes the first occurrence and calls itself again, every occurrence
    /// of a child attached twice goes.
    func removeChild(_ child: Coordinator) {
        while let index = record?.children.firstIndex(of: child.id) {
            updateRecord { $0.children.remove(at: index) }
            child.removeChildren()
        }
    }

    /// What the parent of a tab bar being finished does first (the library's `parent.close(finishFlow:
    /// true)`): it dismisses what it presented, everything above its own container (above the window's
    /// root for the main coordinator); a parent that is not presented (a tab) pops its top screen instead.
    func closeForFinishingTabbar() {
        let presented = context.state.window.presented.count
        switch existingOwnContainer().flatMap({ context.place(of: $0.id) }) {
        case .window(.presented(let index)):
            if presented > index + 1 { context.dismissPresentations(from: index + 1) }
        case .window(.root) where parent == nil:
            if presented > 0 { context.dismissPresentations(from: 0) }
        default:
            if parent == nil {
                if presented > 0 { context.dismissPresentations(from: 0) }
            } else {
                popTop()
            }
        }
    }

    /// Finishes every child without dismissing anything, first child first.
    func removeChildren() {
        while let first = record?.children.first {
            guard let child = context.coordinator(first) else {
                updateRecord { $0.children.removeFirst() }
                continue
            }
            let before = record?.children ?? []
            child.handleFinish(withDismiss: false)
            if record?.children == before {
                // The child does not name self as its parent: the library would recurse forever here.
                fault(RouterFault.childNotRemoved, "\(typeName) cannot remove a child whose parent is another coordinator")
                updateRecord { $0.children.removeFirst() }
            }
        }
    }
}

/// The Router style's data in a coordinator record; it enters the state key, so it holds no identifiers.
struct CoordinatorPayload: Hashable {
    var presentationStyle: PresentationStyle
    /// A tab bar's pages, in order, as one `PageList<Page>`; `nil` for a navigation coordinator.
    var pages: AnyHashable?
    /// A tab bar's current page; `nil` when none matched.
    var currentPage: AnyHashable?
}

/// A ``CoordinatorPayload`` as its record holds it: by reference, so that reading it copies a pointer
/// rather than boxing the whole value. Equal when the payloads are. Immutable, so workers may share one.
final class StoredPayload: Hashable, @unchecked Sendable {
    let value: CoordinatorPayload
    /// For a tab bar's payload made from a typed page list: that list (the object `value.pages` holds)
    /// and the index of `value.currentPage` in it, so that the tab bar reads them without casting.
    /// Neither takes part in equality.
    let pageList: AnyObject?
    let currentIndex: Int?

    init(_ value: CoordinatorPayload, pageList: AnyObject? = nil, currentIndex: Int? = nil) {
        self.value = value
        self.pageList = pageList
        self.currentIndex = currentIndex
    }

    /// The payload of a navigation coordinator presented with `style`, one numbered object per style.
    static func navigation(_ style: PresentationStyle) -> NumberedPayload { navigationPayloads[style]! }

    private static let navigationPayloads = Dictionary(uniqueKeysWithValues: PresentationStyle.allCases.map {
        ($0, NumberedPayload(AnyHashable(StoredPayload(CoordinatorPayload(presentationStyle: $0)))))
    })

    static func == (lhs: StoredPayload, rhs: StoredPayload) -> Bool { lhs === rhs || lhs.value == rhs.value }
    func hash(into hasher: inout Hasher) { hasher.combine(value) }
}

extension NavigationContext {
    /// The Router-style coordinator `id`, if it is one and its record is still held.
    func coordinator(_ id: CoordinatorID) -> Coordinator? { record(id)?.object as? Coordinator }
}
