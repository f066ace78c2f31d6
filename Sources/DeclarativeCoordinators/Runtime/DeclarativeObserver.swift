import NavigationModel

/// The declarative style's hooks into what the user does without the app: back and swipe-down resync the
/// flat stacks; tab taps select the tab and call its `onTapped`. Holds no navigation state, only
/// memos: of the screens and placements its context's layouts have made, and of coordinators' identifiers.
final class DeclarativeObserver: NavigationObserver {
    /// The screen and placement memos, made by the first layout that uses them (``screens(for:)``,
    /// ``placements``): an app instance's first layout uses none, and one whose later layouts are all
    /// patched or read from notes (most fresh launches of the checks) never makes them.
    private var screenMemo: ScreenMemo?
    private var placementMemo: PlacementMemo?
    /// Whether a layout was placed in this app instance yet.
    var hasLaidOut = false
    /// How many layouts were the noted one changed in place (``WindowLayout/patchTail(of:tree:firstDifference:_:model:routed:)``).
    var tailPatches = 0
    /// How many tab taps took their layout from the state's note (``LayoutNote/selecting(_:in:)``).
    var selectionsFromNote = 0
    /// The identifier each coordinator object was last found or registered with (checked against the state
    /// before use: the object may be gone and its address reused). Emptied past ``ScreenMemo/limit`` entries.
    /// Room for a launch's coordinators from the start: growing a dictionary from empty rehashes it at
    /// every doubling. Used by one thread at a time: not checked for exclusive access on every look-up.
    @exclusivity(unchecked) private var identifiers: [ObjectIdentifier: CoordinatorID] = Dictionary(minimumCapacity: 16)
    /// The tab bar tapped last, found again without hashing: an app instance mostly has one tab bar.
    @exclusivity(unchecked) var lastTabBar: TappedTabBar?
    /// The other tab bars tapped, by coordinator object (``TappedTabBar``). Emptied past ``ScreenMemo/limit`` entries.
    /// Used by one thread at a time: not checked for exclusive access on every look-up.
    @exclusivity(unchecked) var tabBars: [ObjectIdentifier: TappedTabBar] = [:]
    /// How many taps are under way with a bar lent unretained (``withTappedTabBar(_:in:_:)``): ``tabBars`` is not
    /// emptied meanwhile, so that a tap made by a tap's own handler cannot free the bar lent to the outer one.
    @exclusivity(unchecked) var tapsLendingABar = 0

    /// The screen memo, prepared for a layout of a state whose model is `model` (``ScreenMemo/prepare(model:)``).
    func screens(for model: AnyHashable?) -> ScreenMemo {
        let memo = screenMemo ?? ScreenMemo()
        screenMemo = memo
        memo.prepare(model: model)
        return memo
    }

    /// The placement memo.
    var placements: PlacementMemo {
        let memo = placementMemo ?? PlacementMemo()
        placementMemo = memo
        return memo
    }

    /// Whether a layout made the memos yet.
    var hasMemos: Bool { screenMemo != nil || placementMemo != nil }

    /// The identifier `coordinator` was last found or registered with, looked up where the observer holds the
    /// identifiers (read out of it, the dictionary is retained and released again).
    func identifier(of coordinator: AnyObject) -> CoordinatorID? { identifiers[ObjectIdentifier(coordinator)] }

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
        guard let owner = tabs.owner else { return }
        withTappedTabBar(owner, in: context) { bar, payload in
            bar.userTapped(tab: index, isRepeat: false, id: owner, tabs: payload, observer: self, in: context)
        }
    }

    /// SwiftUI's tab view does not pop on a repeated tap by itself: the tab's `onTapped(isRepeat: true)` decides.
    func tabWasReselected(_ tabs: TabContainer, index: Int, in context: NavigationContext) -> Bool {
        guard let owner = tabs.owner else { return false }
        // A tab bar without a tab payload takes the tap and does nothing.
        return withTappedTabBar(owner, in: context) { bar, payload in
            bar.userTapped(tab: index, isRepeat: true, id: owner, tabs: payload, observer: self, in: context)
        }
    }
}
