import NavigationGraph
import NavigationModel

/// What intake needs of one state, in numbers: worked out by a worker from the tables as they were when
/// its batch started (``IntakeTables``), or by the search itself when something in the state is new.
struct StateSummary {
    /// The type of each live coordinator.
    var types: [Int32] = []
    /// The node of each screen in the window, bottom to top.
    var screens: [Int32] = []
    var visible: Int32 = -1
    /// Owned coordinator types, depth first.
    var owned: [Int32] = []
    /// The types of leaked coordinators.
    var leaked: [Int32] = []
    /// Each live coordinator with a live parent: both types and how the child is shown.
    var links: [CoordinatorLinkKey] = []
    var stackDepth: Int32 = 0
    var modalDepth: Int32 = 0
    var model: Int32 = -1

    /// Summarizes `state` with the given lookups; `nil` as soon as one finds nothing.
    ///
    /// One walk of the window finds every screen's node and, for every coordinator at once, how it is on
    /// screen (the smallest relation the window shows it in) and whether it owns anything there: the cost
    /// grows with the coordinators and screens, not with their product.
    static func of(
        _ state: NavigationState, type typeOf: (CoordinatorRecord.Node) -> Int32?, unownedType: () -> Int32?,
        node nodeOf: (Screen, Int32) -> Int32?, model modelOf: (AnyHashable) -> Int32?
    ) -> StateSummary? {
        var summary = StateSummary()
        let tree = state.coordinators
        let records = tree.nodes
        summary.types.reserveCapacity(records.count)
        for index in records.indices {
            guard let type = typeOf(records[index]) else { return nil }
            summary.types.append(type)
        }
        let types = summary.types
        func node(of screen: Screen) -> Int32? {
            let ownerType = screen.owner.flatMap { tree.position(of: $0) }.map { types[$0] }
            guard let owner = ownerType ?? unownedType() else { return nil }
            return nodeOf(screen, owner)
        }
        var walk = WindowWalk(tree: tree)
        let window = state.window
        if let root = window.root, !walk.add(root, rank: RelationRank.root, to: &summary.screens, node: node) {
            return nil
        }
        for index in window.presented.indices {
            let presentation = window.presented[index]
            let rank = RelationRank.of(presentation.kind)
            guard walk.add(presentation.content, rank: rank, to: &summary.screens, node: node) else { return nil }
            walk.noteOnScreen(presentation.presenter)
        }
        for index in records.indices {
            guard let parent = records[index].parent, let parentPosition = tree.position(of: parent) else { continue }
            summary.links.append(CoordinatorLinkKey(
                parent: summary.types[parentPosition], child: summary.types[index],
                relation: RelationRank.relations[Int(walk.ranks[index])]))
        }
        if let screen = window.visibleScreen {
            guard let visible = node(of: screen) else { return nil }
            summary.visible = visible
        }
        // Only a coordinator that owns nothing on screen itself can have leaked; most states have none.
        var mayLeak = false
        tree.forEachOwnedPosition { position in
            summary.owned.append(summary.types[position])
            if !walk.onScreen[position] { mayLeak = true }
        }
        if mayLeak {
            summary.leaked = state.leakedCoordinators().map { summary.types[tree.position(of: $0)!] }
        }
        summary.stackDepth = Int32(state.visibleStackDepth)
        summary.modalDepth = Int32(window.modalDepth)
        if let model = state.model {
            guard let number = modelOf(model) else { return nil }
            summary.model = number
        }
        return summary
    }
}

/// One walk of a window for ``StateSummary/of(_:type:unownedType:node:model:)``: screen nodes in window
/// order, and per coordinator (by position in the tree) its best relation and whether it owns anything
/// on screen.
private struct WindowWalk {
    let tree: CoordinatorTree
    /// Per coordinator position: the rank of the smallest relation found (``RelationRank``).
    var ranks: [UInt8]
    /// Per coordinator position: whether it owns a screen, a stack, a tab bar or a presentation.
    var onScreen: [Bool]

    init(tree: CoordinatorTree) {
        self.tree = tree
        ranks = [UInt8](repeating: RelationRank.offScreen, count: tree.count)
        onScreen = [Bool](repeating: false, count: tree.count)
    }

    mutating func noteOnScreen(_ id: CoordinatorID?) {
        if let id, let position = tree.position(of: id) { onScreen[position] = true }
    }

    /// Marks `id` as shown with the relation of rank `rank`, and as owning something on screen.
    private mutating func mark(_ id: CoordinatorID, rank: UInt8) {
        guard let position = tree.position(of: id) else { return }
        onScreen[position] = true
        if rank < ranks[position] { ranks[position] = rank }
    }

    /// Appends the nodes of `container`'s screens to `screens`; `false` when `node` found nothing. Its
    /// owner (a tab bar's, or a stack's) is shown with the relation of rank `rank`.
    mutating func add(
        _ container: Container, rank: UInt8, to screens: inout [Int32], node: (Screen) -> Int32?
    ) -> Bool {
        switch container {
        case .stack(let stack):
            return add(stack, rank: rank, to: &screens, node: node)
        case .tabs(let tabs):
            if let owner = tabs.owner { mark(owner, rank: rank) }
            for index in tabs.tabs.indices
            where !add(tabs.tabs[index].stack, rank: RelationRank.tab, to: &screens, node: node) {
                return false
            }
            return true
        }
    }

    /// A stack is its owner's, or, when it has none, the owner's of its root screen (the Tree style's
    /// navigation controllers): that coordinator is shown with the relation of rank `rank`, and every
    /// other coordinator with a screen on it as pushed.
    private mutating func add(
        _ stack: NavigationStack, rank: UInt8, to screens: inout [Int32], node: (Screen) -> Int32?
    ) -> Bool {
        let holder = stack.owner ?? stack.screens.first?.owner
        if let holder { mark(holder, rank: rank) }
        for index in stack.screens.indices {
            if let owner = stack.screens[index].owner, owner != holder { mark(owner, rank: RelationRank.push) }
            guard let found = node(stack.screens[index]) else { return false }
            screens.append(found)
        }
        return true
    }
}

/// Relations as small numbers ordered as ``CoordinatorLink/Relation`` orders them, so that the smallest
/// of several is found without building lists.
private enum RelationRank {
    /// Every relation, smallest first: a rank is a position in it.
    static let relations = CoordinatorLink.Relation.allCases.sorted()
    static let push = rank(of: .push)
    static let tab = rank(of: .tab)
    static let root = rank(of: .root)
    static let offScreen = rank(of: .offScreen)
    private static let sheet = rank(of: .sheet)
    private static let nonDismissibleSheet = rank(of: .nonDismissibleSheet)
    private static let fullScreen = rank(of: .fullScreen)
    private static let custom = rank(of: .custom)

    /// The rank of a presentation of kind `kind`'s own coordinator.
    static func of(_ kind: PresentationKind) -> UInt8 {
        switch kind {
        case .sheet: sheet
        case .nonDismissibleSheet: nonDismissibleSheet
        case .fullScreen: fullScreen
        case .custom: custom
        }
    }

    private static func rank(of relation: CoordinatorLink.Relation) -> UInt8 {
        UInt8(relations.firstIndex(of: relation)!)
    }
}

/// A read-only copy of intake's tables, for workers to summarize the states they find while the search
/// waits: only what is already numbered is found, and nothing is sampled.
struct IntakeTables: @unchecked Sendable {
    let coordinatorTypesByFingerprint: WordTable
    let coordinatorTypes: NameTable
    let screenNumbersByFingerprint: WordTable
    let screens: [ObservedScreen]
    let modelNumbers: [AnyHashable: Int32]

    /// `state`'s summary, or `nil` when it holds something the tables do not know yet, or a screen
    /// whose inputs the search may still want as a sample.
    func summary(of state: NavigationState) -> StateSummary? {
        StateSummary.of(
            state,
            type: { record in
                guard let known = coordinatorTypesByFingerprint.position(of: record.typeFingerprint).map(Int32.init),
                      coordinatorTypes[known] == record.typeName else { return nil }
                return known
            },
            unownedType: { coordinatorTypes.number(of: StateIntake.unownedCoordinator) },
            node: { screen, owner in
                let key = StateIntake.screenKey(owner: owner, fingerprint: screen.fingerprint)
                guard let known = screenNumbersByFingerprint.position(of: key).map(Int32.init) else { return nil }
                // Field by field: copying the observed screen would retain all its strings.
                let index = Int(known)
                guard screens[index].coordinator == owner, screens[index].route == screen.route else { return nil }
                if !screen.inputs.isEmpty, screens[index].sampleInputs.count < StateIntake.inputSamples,
                   !screens[index].sampleFingerprints.contains(screen.fingerprint) {
                    return nil
                }
                return known
            },
            model: { modelNumbers[$0] })
    }
}
