import NavigationModel

/// Where a screen came from: when the user removes it (back, swipe-down), `coordinator`'s stack keeps its
/// first `index` items.
struct Origin: Equatable {
    let coordinator: CoordinatorID
    let index: Int
}

/// A screen the window should show. Its `screen` carries a placeholder identifier until it is created.
struct LayoutScreen {
    let screen: Screen
    let origin: Origin?
}

struct LayoutStack {
    let owner: CoordinatorID
    var screens: [LayoutScreen] = []
}

struct LayoutTabs {
    let owner: CoordinatorID
    /// The tab bar's tabs, as its payload holds them (shared with it: no list of titles is made): each tab's
    /// title is its entry's.
    let tabs: [TabEntry]
    /// `nil` until the tab's content is placed.
    var stacks: [LayoutStack?]
    var selected: Int
}

enum LayoutContainer {
    case stack(LayoutStack)
    case tabs(LayoutTabs)

    var stacks: [LayoutStack] {
        switch self {
        case .stack(let stack): [stack]
        case .tabs(let tabs): tabs.stacks.compactMap { $0 }
        }
    }
}

struct LayoutPresentation {
    let kind: PresentationKind
    let presenter: CoordinatorID
    /// `nil` until something is placed in it.
    var content: LayoutContainer?
}

/// The window the declarative coordinators' state asks for: a pure function of the state.
///
/// Stinsen's views follow its stacks: item *i + 1* is pushed from item *i*, or presented from it with a
/// navigation stack of its own; a child coordinator's items continue from where it is shown. The layout
/// walks the coordinator tree from the window's coordinator in that order, placing screens in stacks and
/// opening presentations, and remembers for every screen which stack item put it there.
struct WindowLayout {
    var root: LayoutContainer?
    /// The window root coordinator's active `@Root` name.
    var rootKey: String?
    var presentations: [LayoutPresentation] = []
    /// Faults met while placing (a missing router, tabs inside a stack).
    var faults: [StyleFault] = []
    /// When the window's coordinator is a tab bar, the presentations and faults each tab's content placed, in
    /// tab order (`nil` when it was not placed tab by tab, or an empty presentation was dropped).
    var tabRanges: [TabRange]?
    /// Per region (each tab of the window's tab bar, as ``tabRanges``, or else the whole window), the
    /// navigation coordinators whose placement ends the region, deepest first (``TailPlacement``); `nil`
    /// when not noted.
    var spines: Spines?

    struct TabRange {
        var presentations: Range<Int>
        var faults: Range<Int>

        /// The ranges moved `presentations` and `faults` places on (back when negative): a tab before this one
        /// placed that many more.
        func shifted(presentations: Int, faults: Int) -> TabRange {
            TabRange(
                presentations: (self.presentations.lowerBound + presentations)..<(self.presentations.upperBound + presentations),
                faults: (self.faults.lowerBound + faults)..<(self.faults.upperBound + faults))
        }
    }

    /// Every screen in window order: the root container's stacks, then each presentation's.
    var screens: [LayoutScreen] {
        let containers = (root.map { [$0] } ?? []) + presentations.compactMap(\.content)
        return containers.flatMap { $0.stacks.flatMap(\.screens) }
    }

    /// This layout without its spines: what a tail patch starts from, reading the spines where its note holds them
    /// (``patchTail(of:tree:firstDifference:_:model:routed:)``, ``LayoutNote/layoutWithoutSpines``).
    var withoutSpines: WindowLayout {
        WindowLayout(root: root, rootKey: rootKey, presentations: presentations, faults: faults, tabRanges: tabRanges)
    }

    static func build(_ context: NavigationContext) -> WindowLayout {
        built(context, noted: context.state.styleNote as? LayoutNote)?.layout ?? unnoted(context)
    }

    /// The layout of `context`'s state, placed without the style's observer and kept in no note: when
    /// ``built(_:noted:routed:)`` gives no note.
    static func unnoted(_ context: NavigationContext, routed: RoutedDeclaration? = nil) -> WindowLayout {
        place(context, observer: nil, memos: false, routed: routed)
    }

    /// The note to keep with `context`'s state for its layout (``LayoutNote``), which holds the layout (read from
    /// there, not copied out: a copy retains each of its parts and is destroyed after); `nil` without the
    /// style's observer installed or a window coordinator, when the layout is placed ``unnoted(_:routed:)``.
    /// The state's note, `noted` (read by the caller, and handed over: a note borrowed is retained again where it
    /// is bound), answers when it can; otherwise the coordinator tree is placed. `routed` is the declaration the
    /// routing call being rendered read, from which the screen of its route is made (``RoutedDeclaration``).
    static func built(
        _ context: NavigationContext, noted: consuming LayoutNote?, routed: RoutedDeclaration? = nil
    ) -> LayoutNote? {
        guard let observer = context.observer(of: DeclarativeObserver.self) else { return nil }
        // The parts of the state read here, not the whole state (a copy retains every part of it).
        let coordinators = context.state.coordinators
        let model = context.state.model
        guard let noted else {
            guard let root = context.windowCoordinator else { return nil }
            // An app's first layout.
            let tree = LayoutNote.Tree(root: root, in: coordinators)
            let layout = place(context, observer: observer, memos: observer.hasLaidOut, knownRoot: root, routed: routed)
            observer.hasLaidOut = true
            return LayoutNote(tree: tree, model: model, layout: layout)
        }
        guard let root = noted.windowCoordinator(in: coordinators) ?? context.windowCoordinator else { return nil }
        let tree = noted.currentTree(root: root, in: coordinators)
        // Where the tree first differs from the noted one: found once, for the note's layout and the tail patch.
        let first = noted.firstDifference(from: tree)
        if let layout = noted.layout(of: tree, firstDifference: first, root: root, in: coordinators, model: model) {
            if first == nil, noted.tree.words.count == tree.words.count { return noted }
            return LayoutNote(tree: tree, model: model, layout: layout)
        }
        let layout: WindowLayout
        // The coordinators' last use: moved into the patch.
        if let patched = patchTail(of: noted, tree: tree, firstDifference: first, consume coordinators, model: model, routed: routed) {
            observer.tailPatches += 1
            layout = patched
        } else {
            layout = replaceTab(of: noted, tree: tree, root: root, context, observer: observer, routed: routed)
                ?? place(context, observer: observer, memos: observer.hasLaidOut, routed: routed)
            observer.hasLaidOut = true
        }
        return LayoutNote(tree: tree, model: model, layout: layout)
    }

    /// Places the coordinator tree from the window's coordinator, noting the regions' spines with the style's
    /// observer, and with its memos when `memos`: the first layout of an app instance skips them (nothing is
    /// in them yet, and what follows it patches the layout rather than placing it again). `knownRoot` is the
    /// window's coordinator when the caller found it already (a state without a note: an app's first layout).
    private static func place(
        _ context: NavigationContext, observer: DeclarativeObserver?, memos: Bool, knownRoot: CoordinatorID? = nil,
        routed: RoutedDeclaration?
    ) -> WindowLayout {
        let model = context.state.model
        var builder = LayoutBuilder(
            coordinators: context.state.coordinators, model: model, memo: memos ? observer?.screens(for: model) : nil,
            placements: memos ? observer?.placements : nil, routed: routed)
        if let root = knownRoot ?? context.windowCoordinator {
            builder.tabRangesOf = root
            if observer != nil {
                builder.spines = []
                builder.tail = true
            }
            builder.layout.rootKey = builder.activeRootName(of: root)
            builder.place(root, at: StackAddress(slot: .root, tab: nil), opener: root, environment: [], origin: nil)
        }
        return builder.finish()
    }

    /// The noted layout with one tab's content placed again, when the window's coordinator is a tab bar
    /// whose payload, children and other tabs' coordinators are as noted: a tab's content is placed at its
    /// own tab, after the presentations and faults of the tabs before it, so the other tabs' are kept.
    private static func replaceTab(
        of noted: LayoutNote, tree: LayoutNote.Tree, root: CoordinatorID, _ context: NavigationContext,
        observer: DeclarativeObserver, routed: RoutedDeclaration?
    ) -> WindowLayout? {
        let state = context.state
        guard noted.wasPlaced(with: state.model), noted.rootTabsOwner == root, let changed = tree.onlyChangedRootChild(from: noted.tree)
        else { return nil }
        // Copied out once (``LayoutNote/layout``), then read and changed here.
        var layout = noted.layout
        guard let ranges = layout.tabRanges, case .tabs(var tabs)? = layout.root, let record = state.coordinators[root],
            let object = record.object, !(object is any NavigationCoordinatable), let tabCoordinator = object as? any TabCoordinatable,
            let payload = record.payload as? TabsPayload, record.children.indices.contains(changed),
            let tab = payload.tabs.indices.first(where: { payload.childIndex(ofTab: $0) == changed }),
            ranges.count == payload.tabs.count, tabs.stacks.indices.contains(tab)
        else { return nil }
        let range = ranges[tab]
        let laterPresentations = layout.presentations[range.presentations.upperBound...]
        let laterFaults = layout.faults[range.faults.upperBound...]
        layout.presentations.removeSubrange(range.presentations.lowerBound...)
        layout.faults.removeSubrange(range.faults.lowerBound...)
        layout.root = nil
        tabs.stacks[tab] = nil
        layout.root = .tabs(tabs)
        layout.tabRanges = nil
        var builder = LayoutBuilder(
            coordinators: state.coordinators, model: state.model, memo: observer.screens(for: state.model),
            placements: observer.placements, routed: routed)
        // The other tabs' spine entries are kept; the tab's are those the builder notes.
        let kept = layout.spines.flatMap { $0.regions == ranges.count ? $0.entries : nil } ?? []
        layout.spines = nil
        builder.spines = []
        builder.spineRegions = ranges.count
        builder.region = tab
        builder.regionBase = RegionBase(presentations: range.presentations.lowerBound, faults: range.faults.lowerBound)
        builder.tail = true
        builder.layout = layout
        let child = record.children[changed]
        builder.place(
            child, at: StackAddress(slot: .root, tab: tab), opener: child,
            environment: [RouterScope(tabCoordinator, position: nil)], origin: nil)
        let placedPresentations = builder.layout.presentations.count
        layout = builder.finish()
        if let placed = layout.spines?.entries {
            let replaced = Spines.range(of: tab, in: kept)
            var entries: [TailPlacement] = []
            entries.reserveCapacity(kept.count - replaced.count + placed.count)
            entries.append(contentsOf: kept[..<replaced.lowerBound])
            entries.append(contentsOf: placed)
            entries.append(contentsOf: kept[replaced.upperBound...])
            layout.spines = Spines(entries: entries, regions: ranges.count)
        }
        // An empty presentation dropped moves the ranges: the next build places every tab.
        guard layout.presentations.count == placedPresentations else { return layout }
        let added = (
            presentations: layout.presentations.count - range.presentations.lowerBound,
            faults: layout.faults.count - range.faults.lowerBound)
        layout.presentations.append(contentsOf: laterPresentations)
        layout.faults.append(contentsOf: laterFaults)
        var moved = ranges
        moved[tab] = TabRange(
            presentations: range.presentations.lowerBound..<(range.presentations.lowerBound + added.presentations),
            faults: range.faults.lowerBound..<(range.faults.lowerBound + added.faults))
        let shift = (presentations: added.presentations - range.presentations.count, faults: added.faults - range.faults.count)
        for later in moved.indices where later > tab {
            moved[later] = moved[later].shifted(presentations: shift.presentations, faults: shift.faults)
        }
        layout.tabRanges = moved
        return layout
    }
}
