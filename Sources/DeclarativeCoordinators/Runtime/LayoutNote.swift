import NavigationModel

/// The layout the window was last rendered from, noted with the state (``NavigationState/styleNote``) so
/// that it is saved and restored with it: the explorer restores a state and takes one action, and most
/// actions either leave the coordinator tree as it was (a resync after a back, a tab tapped again, an action
/// that fails) or only select another tab of the window's tab bar. Both are answered from the note without
/// placing anything. Most others push or pop at the end of a region's walk (the window, or one tab of the
/// window's tab bar): the noted layout is changed in place from the coordinators it notes there
/// (``WindowLayout/spines``, ``WindowLayout/patchTail(of:tree:firstDifference:_:model:routed:)``); a change elsewhere in one tab
/// places that tab alone.
///
/// A layout is a function of the app's model and of the tree under the window's coordinator: every
/// coordinator in it, depth first, with its object, its payload's number (``CoordinatorRecord/payloadNumber``:
/// equal numbers, equal payloads) and its number of children, which ``Tree`` writes as words. The note keeps
/// the records the words were read from, and so their objects, alive: an object identifier in it is never
/// reused while the note lives, and a state still holding those very records has the noted tree. Notes are
/// never changed once made, so states on several workers may share one.
final class LayoutNote {
    /// The coordinator tree under the window's coordinator, as words: per coordinator, depth first, its
    /// identifier, its object's, its payload number and its number of children (``word(at:)``). The words
    /// stored hold the position of its record in the tree's records in place of the payload number, which is
    /// read from them: a tree whose records differ from the noted one's in payloads only (a push or a pop of a
    /// screen, a tab selected: most renders) shares the noted words, and is made without allocating.
    struct Tree: Equatable {
        /// Per coordinator, depth first: its identifier, its object's, its record's position in ``records``
        /// (all ones for a missing coordinator) and its number of children. The third word is not the payload
        /// number: compare words through ``word(at:)``, ``firstDifference(from:)`` or ``words(_:equal:from:)``.
        let words: [UInt64]
        /// The records the words were read from: they hold the objects whose identifiers ``words`` holds, and
        /// the payloads whose numbers the tree reads.
        private let records: CoordinatorRecords

        // Constants without default values: a tree made from other parts (``withRootPayload(in:)``,
        // ``updatingPayloads(root:in:)``) is made from them alone, where a copy changed in place would retain the
        // parts it replaces, and default values would be made and released first.

        /// The tree under `root` in `coordinators`, a state's. Records are read in place, without copying them,
        /// and the walk recurses rather than keeping a list of pending coordinators.
        init(root: CoordinatorID, in coordinators: CoordinatorTree) {
            records = coordinators.all
            var words: [UInt64] = []
            words.reserveCapacity(4 * records.count + 4)
            let records = records
            records.nodes.withUnsafeBufferPointer { nodes in Self.append(root, from: nodes, to: &words) }
            self.words = words
        }

        private init(words: [UInt64], records: CoordinatorRecords) {
            self.words = words
            self.records = records
        }

        /// Appends the words of `id`'s subtree, depth first, read from `nodes`.
        private static func append(_ id: CoordinatorID, from nodes: UnsafeBufferPointer<CoordinatorRecord.Node>, to words: inout [UInt64]) {
            words.append(UInt64(bitPattern: Int64(id.rawValue)))
            guard let position = position(of: id, in: nodes) else {
                // A missing coordinator places nothing; no object has an identifier of all ones.
                words.append(.max)
                words.append(.max)
                words.append(0)
                return
            }
            words.append(nodes[position].object.map { UInt64(UInt(bitPattern: ObjectIdentifier($0))) } ?? 0)
            words.append(UInt64(position))
            // The children are read one at a time where the node holds them: looping over the array copied out
            // of the node retains it for the walk of every subtree.
            let childCount = nodes[position].children.count
            words.append(UInt64(childCount))
            for index in 0..<childCount { append(nodes[position].children[index], from: nodes, to: &words) }
        }

        /// The position of `id`'s node in `nodes`, sorted by identifier (as ``CoordinatorTree/nodes``):
        /// identifiers are handed out in increasing order and mostly without gaps, so the node is usually
        /// where the first one's identifier says, and otherwise found by bisection.
        private static func position(of id: CoordinatorID, in nodes: UnsafeBufferPointer<CoordinatorRecord.Node>) -> Int? {
            guard let first = nodes.first?.id.rawValue else { return nil }
            let guess = id.rawValue &- first
            if guess >= 0, guess < nodes.count, nodes[guess].id == id { return guess }
            var low = 0
            var high = nodes.count
            while low < high {
                let middle = (low + high) / 2
                let found = nodes[middle].id
                if found == id { return middle }
                if found < id { low = middle + 1 } else { high = middle }
            }
            return nil
        }

        /// Word `index` of the tree: the stored word, but for each coordinator's third, its payload number, read
        /// from its record (zero for a missing coordinator).
        func word(at index: Int) -> UInt64 {
            index % 4 == 2 ? payloadNumber(atPosition: words[index]) : words[index]
        }

        /// The payload number of the record at `position`, a third word (all ones: a missing coordinator, none).
        private func payloadNumber(atPosition position: UInt64) -> UInt64 {
            position == .max ? 0 : records.payloadNumber(at: Int(position))
        }

        /// The window's coordinator of `tree` (``NavigationContext/windowCoordinator``) when it is this tree's
        /// root: the last root, holding the object noted for it. The tree holds its records, so no other object
        /// has that identifier: it is the object found a coordinator when the tree was read.
        func windowCoordinator(in tree: CoordinatorTree) -> CoordinatorID? {
            guard words.count >= 4, let last = tree.roots.last, words[0] == UInt64(bitPattern: Int64(last.rawValue)),
                words[1] != .max, words[1] != 0, let position = tree.position(of: last)
            else { return nil }
            let object = tree.nodes.withUnsafeBufferPointer { $0[position].object.map { UInt64(UInt(bitPattern: ObjectIdentifier($0))) } }
            return object == words[1] ? last : nil
        }

        /// The tree under `root` in `coordinators`, a state's, read from this one when it can be: this one when
        /// they are the very records it was read from (``isCurrent(root:in:)``), this one with other payloads
        /// when the records that differ from those hold other payloads only (``updatingPayloads(root:in:)``),
        /// else read again.
        func current(root: CoordinatorID, in coordinators: CoordinatorTree) -> Tree {
            if isCurrent(root: root, in: coordinators) { return self }
            return updatingPayloads(root: root, in: coordinators) ?? Tree(root: root, in: coordinators)
        }

        /// This tree read from the records of `tree`, sharing its words, when `tree` has as many records as those
        /// it was read from and each of them has the same identifier, object and children (so the walk from
        /// `root` visits the same coordinators, at the same positions, in the same order): a push or a pop of a
        /// screen, a tab selected. When the nodes are the very array read (``CoordinatorRecords/hasIdenticalNodes(to:)``:
        /// a change of payloads only), no record is compared; otherwise each one is, field by field, in place.
        func updatingPayloads(root: CoordinatorID, in tree: CoordinatorTree) -> Tree? {
            guard words.count >= 4, words[0] == UInt64(bitPattern: Int64(root.rawValue)) else { return nil }
            let current = tree.all
            guard current.count == records.count else { return nil }
            if !current.hasIdenticalNodes(to: records) {
                let same = current.nodes.withUnsafeBufferPointer { now in
                    records.nodes.withUnsafeBufferPointer { then in
                        now.indices.allSatisfy {
                            now[$0].id == then[$0].id && now[$0].object === then[$0].object && now[$0].children == then[$0].children
                        }
                    }
                }
                guard same else { return nil }
            }
            return Tree(words: words, records: current)
        }

        /// The payload of the tree's root in the records it was read from.
        var rootPayload: AnyHashable? {
            guard words.count >= 4, words[2] != .max else { return nil }
            return records[Int(words[2])].payload
        }

        /// Whether the tree under `root` in `coordinators` is this one without reading it: the same root and the
        /// very records it was read from (the tree holds them, so they were copied before any change).
        func isCurrent(root: CoordinatorID, in coordinators: CoordinatorTree) -> Bool {
            guard words.count >= 4, words[0] == UInt64(bitPattern: Int64(root.rawValue)) else { return false }
            return coordinators.all.isIdentical(to: records)
        }

        /// Whether `coordinators` hold the very records the words were read from (the tree holds them, so they
        /// were copied before any change) and their last root is the tree's root: that root holds the object it
        /// held when the tree was read, so it is the window's coordinator (as ``windowCoordinator(in:)`` finds it),
        /// and the tree is the state's, without finding the one or reading the other. The roots are compared by
        /// their last, not kept with the tree: one reference fewer to copy and free with every note.
        func isCurrent(in coordinators: CoordinatorTree) -> Bool {
            guard words.count >= 4, let last = coordinators.roots.last, words[0] == UInt64(bitPattern: Int64(last.rawValue)) else {
                return false
            }
            return coordinators.all.isIdentical(to: records)
        }

        /// This tree read from `coordinators`, whose records are this tree's but for the root's payload (a tab
        /// selected): the words shared, the payloads read from them.
        func withRootPayload(in coordinators: CoordinatorTree) -> Tree {
            Tree(words: words, records: coordinators.all)
        }

        /// The one child of the window's coordinator whose subtree differs from `other`'s, when the window's
        /// coordinator and all its other children's subtrees are the same. The subtrees are found by walking the
        /// words (rarely asked: only when a render cannot patch the noted layout), not noted with every tree.
        func onlyChangedRootChild(from other: Tree) -> Int? {
            guard words(0..<4, equal: other, from: 0) else { return nil }
            var changed: Int?
            var mine = 4
            var theirs = 4
            for index in 0..<Int(words[3]) {
                guard let myEnd = end(ofSubtrees: 1, from: mine), let theirEnd = other.end(ofSubtrees: 1, from: theirs) else { return nil }
                if myEnd - mine != theirEnd - theirs || !words(mine..<myEnd, equal: other, from: theirs) {
                    if changed != nil { return nil }
                    changed = index
                }
                mine = myEnd
                theirs = theirEnd
            }
            return changed
        }

        static func == (lhs: Tree, rhs: Tree) -> Bool {
            lhs.words.count == rhs.words.count && lhs.firstDifference(from: rhs) == nil
        }

        /// The first position where the words (``word(at:)``) of the two trees differ, among those both have;
        /// `nil` when the shorter's words begin the longer's. Trees sharing their words (read from records
        /// differing in payloads at most) compare their payload numbers alone, and none when they share their
        /// records too.
        func firstDifference(from other: Tree) -> Int? { firstDifference(from: other, startingAt: 0) }

        /// ``firstDifference(from:)`` from word `start` on, compared where the arrays hold them.
        private func firstDifference(from other: Tree, startingAt start: Int) -> Int? {
            words.withUnsafeBufferPointer { mine in
                other.words.withUnsafeBufferPointer { theirs in
                    let sharedWords = mine.baseAddress == theirs.baseAddress
                    if sharedWords, records.isIdentical(to: other.records) { return nil }
                    let common = min(mine.count, theirs.count)
                    var index = start
                    while index < common {
                        if index % 4 == 2 {
                            if payloadNumber(atPosition: mine[index]) != other.payloadNumber(atPosition: theirs[index]) { return index }
                        } else if !sharedWords, mine[index] != theirs[index] {
                            return index
                        }
                        index += 1
                    }
                    return nil
                }
            }
        }

        /// Whether the words (``word(at:)``) in `range` are `other`'s as many from `otherStart` on, compared where
        /// the arrays hold them (slicing an array retains it); `false` when either has fewer.
        func words(_ range: Range<Int>, equal other: Tree, from otherStart: Int) -> Bool {
            guard range.lowerBound >= 0, range.upperBound <= words.count, otherStart >= 0,
                otherStart + range.count <= other.words.count
            else { return false }
            return words.withUnsafeBufferPointer { mine in
                other.words.withUnsafeBufferPointer { theirs in
                    // Words shared where they are compared differ in payload numbers at most.
                    let shared = mine.baseAddress == theirs.baseAddress && range.lowerBound == otherStart
                    if shared, records.isIdentical(to: other.records) { return true }
                    var otherAt = otherStart
                    for at in range {
                        if at % 4 == 2 || otherAt % 4 == 2 {
                            let word = at % 4 == 2 ? payloadNumber(atPosition: mine[at]) : mine[at]
                            if word != (otherAt % 4 == 2 ? other.payloadNumber(atPosition: theirs[otherAt]) : theirs[otherAt]) { return false }
                        } else if !shared, mine[at] != theirs[otherAt] {
                            return false
                        }
                        otherAt += 1
                    }
                    return true
                }
            }
        }

        /// Where `count` consecutive subtrees whose first entry starts at `offset` end in ``words``; `nil`
        /// when the words end first.
        func end(ofSubtrees count: Int, from offset: Int) -> Int? {
            var index = offset
            var pending = count
            while pending > 0 {
                guard index + 4 <= words.count else { return nil }
                pending += Int(words[index + 3]) - 1
                index += 4
            }
            return index
        }

        /// Whether the two trees differ in the window coordinator's payload (their third word) only.
        func differsInRootPayloadOnly(from other: Tree) -> Bool {
            words.count >= 4 && words.count == other.words.count && words[0] == other.words[0] && words[1] == other.words[1]
                && firstDifference(from: other, startingAt: 3) == nil
        }
    }

    /// Where a note's layout is: held by the note, or, in a note made by selecting another tab of the root tab
    /// bar (``selecting(_:in:)``), held by the note it was made from (`base`, which holds its own), with tab
    /// `index` of that bar selected. Such a note shares the layout rather than copying it (a copy retains each of
    /// its parts, and most such notes are never asked for their layout: a render patches a copy of it anyway).
    ///
    /// Read through its own methods, where it is a borrowed `self`: a `switch` over the note's property binds a
    /// copy of the layout.
    private enum Laid {
        case own(WindowLayout)
        case selecting(Int, base: LayoutNote)

        /// How a note made by selecting tab `index` from the note holding this refers to its layout: to the note
        /// holding it, never to another selection.
        func selecting(_ index: Int, from note: LayoutNote) -> Laid {
            switch self {
            case .own: .selecting(index, base: note)
            case .selecting(_, let base): .selecting(index, base: base)
            }
        }

        /// The layout, copied out, with tab `index` of its root tab bar selected when given (else as the note
        /// shows it): built from the held layout's fields (a copy changed in place would be copied again).
        func layout(selectingRootTab index: Int?) -> WindowLayout {
            switch self {
            case .own(let layout):
                guard let index else { return layout }
                return layout.selectingRootTab(index)
            case .selecting(let selected, let base): return base.laid.layout(selectingRootTab: index ?? selected)
            }
        }

        /// The layout without its spines, as the note shows it (built from the held layout's fields).
        var withoutSpines: WindowLayout {
            switch self {
            case .own(let layout): layout.withoutSpines
            case .selecting(let index, let base): base.laid.withHeldLayout { $0.selectingRootTab(index, keepingSpines: false) }
            }
        }

        func withLayout<Result>(_ body: (WindowLayout) -> Result) -> Result {
            switch self {
            case .own(let layout): body(layout)
            case .selecting: body(layout(selectingRootTab: nil))
            }
        }

        /// `body` given the layout where it is held, in a note of a tab selection its base's (another tab
        /// selected): only for what a selection does not change.
        func withHeldLayout<Result>(_ body: (WindowLayout) -> Result) -> Result {
            switch self {
            case .own(let layout): body(layout)
            case .selecting(_, let base): base.laid.withHeldLayout(body)
            }
        }
    }

    let tree: Tree
    let model: AnyHashable?
    private let laid: Laid
    /// The window as the layout was applied to it (``NavigationContext/renderDeclarative(routed:)``): while the state's
    /// window is still this value (``Window/isUnchanged(since:ignoringRootSelection:)``) it shows the layout,
    /// and a render of the same layout has nothing to change. Set once, before the note leaves its thread.
    /// Spelled `Optional<Window>`, not `Window?`: a `var` of type `Window?` starts as `nil`, which a note made with a
    /// window destroys again when its initializer assigns it (through the generic destroy).
    private(set) var appliedWindow: Optional<Window>

    init(tree: Tree, model: AnyHashable?, layout: WindowLayout, appliedWindow: Window? = nil) {
        self.tree = tree
        self.model = model
        laid = .own(layout)
        self.appliedWindow = appliedWindow
    }

    private init(tree: Tree, model: AnyHashable?, laid: Laid, appliedWindow: Window) {
        self.tree = tree
        self.model = model
        self.laid = laid
        self.appliedWindow = appliedWindow
    }

    /// A note of `tree` with `model` whose layout is this note's with tab `index` of its root tab bar selected,
    /// shared with this note (or with the note this one shares its own with), applied to `window`.
    func selecting(_ index: Int, tree: Tree, model: AnyHashable?, appliedWindow window: Window) -> LayoutNote {
        LayoutNote(tree: tree, model: model, laid: laid.selecting(index, from: self), appliedWindow: window)
    }

    /// This note's tree, model and layout (shared with this note when this note shares its own), applied to
    /// `window`: for a window that changed while still showing the layout.
    func applied(to window: Window) -> LayoutNote { LayoutNote(tree: tree, model: model, laid: laid, appliedWindow: window) }

    /// The note's layout, copied out. The readers below read it where it is held.
    var layout: WindowLayout { laid.layout(selectingRootTab: nil) }

    /// The note's layout without its spines, copied out: what a tail patch starts from (``WindowLayout/withoutSpines``).
    var layoutWithoutSpines: WindowLayout { laid.withoutSpines }

    /// `body` given the note's layout, read where the note holds it when it does (read out of a note to be passed
    /// on, the layout is copied, each of its parts retained, and released again); built once in a note of a tab
    /// selection.
    func withLayout<Result>(_ body: (WindowLayout) -> Result) -> Result { laid.withLayout(body) }

    /// `body` given the note's layout where it is held, in a note of a tab selection with the base's tab selected:
    /// for what does not read which tab of the root tab bar is selected (a note of a selection builds its layout
    /// to lend it, copying each of its parts).
    func withLayoutAnyTabSelected<Result>(_ body: (WindowLayout) -> Result) -> Result { laid.withHeldLayout(body) }

    /// `body` given the layout's faults, read where they are held (selecting a tab changes none).
    func withFaults<Result>(_ body: ([StyleFault]) -> Result) -> Result { laid.withHeldLayout { body($0.faults) } }

    /// `body` given the layout's spines, read where they are held (selecting a tab changes none).
    func withSpines<Result>(_ body: (Spines?) -> Result) -> Result { laid.withHeldLayout { body($0.spines) } }

    /// The owner of the layout's root tab bar, when its root is one (read where it is held, the bar not copied;
    /// selecting a tab changes no owner).
    var rootTabsOwner: CoordinatorID? { laid.withHeldLayout { $0.root?.tabsOwner } }

    /// Notes that the layout was applied to the window, which is now `window`: on a note just made, not yet
    /// shared with other states.
    func noteApplied(to window: Window) { appliedWindow = window }

    /// Whether the layout was placed with `model`. At once, without copying either (each copy of an optional
    /// `AnyHashable`, even an empty one, goes through its type's value witnesses), when both are the same bits:
    /// no model in either, as in most apps, or copies of one model (one payload object, or one value of one type
    /// held in place); else compared by value.
    func wasPlaced(with model: AnyHashable?) -> Bool {
        let same = withUnsafeBytes(of: self.model) { mine in withUnsafeBytes(of: model) { Self.sameBytes(mine, $0) } }
        return same || RouteEntry.equalInputs(self.model, model)
    }

    /// ``wasPlaced(with:)`` the model of `context`'s state, its bytes read where the state holds it: passed as an
    /// argument, or lent by `withUnsafeBytes(of:)`, a property of an object is copied first (through its type's
    /// value witnesses). The access is nominally a change (the one that lends the property in place); nothing
    /// is written.
    func wasPlaced(withModelOf context: NavigationContext) -> Bool {
        let same = withUnsafeBytes(of: model) { mine in withUnsafeBytes(of: &context.state.model) { Self.sameBytes(mine, $0) } }
        return same || RouteEntry.equalInputs(model, context.state.model)
    }

    /// Whether two buffers hold the same bytes, compared a word at a time.
    private static func sameBytes(_ mine: UnsafeRawBufferPointer, _ other: UnsafeRawBufferPointer) -> Bool {
        guard mine.count == other.count else { return false }
        var offset = 0
        while offset + 8 <= mine.count {
            if mine.loadUnaligned(fromByteOffset: offset, as: UInt64.self) != other.loadUnaligned(fromByteOffset: offset, as: UInt64.self) {
                return false
            }
            offset += 8
        }
        while offset < mine.count {
            if mine[offset] != other[offset] { return false }
            offset += 1
        }
        return true
    }

    /// Whether `context`'s state shows this note's layout as it is: the state holds the tree (``Tree/isCurrent(in:)``)
    /// and the model the layout was placed with, and its window is the one the layout was applied to.
    func isShown(in context: NavigationContext) -> Bool {
        guard let appliedWindow, tree.isCurrent(in: context.state.coordinators), wasPlaced(withModelOf: context) else { return false }
        return context.state.window.isUnchanged(since: appliedWindow)
    }

    /// The window coordinator's payload, read when asked from the records the tree was read from.
    var rootPayload: AnyHashable? { tree.rootPayload }

    // The note's tree asked through the note: a method called on the tree read out of a note (`note.tree.…`)
    // is called on a copy of the tree, each of its arrays retained, and released again.

    /// The window's coordinator of `coordinators` when it is the noted tree's root (``Tree/windowCoordinator(in:)``).
    func windowCoordinator(in coordinators: CoordinatorTree) -> CoordinatorID? { tree.windowCoordinator(in: coordinators) }

    /// The tree under `root` in `coordinators`, read from the noted one when it can be (``Tree/current(root:in:)``).
    func currentTree(root: CoordinatorID, in coordinators: CoordinatorTree) -> Tree { tree.current(root: root, in: coordinators) }

    /// Where `other` first differs from the noted tree (``Tree/firstDifference(from:)``).
    func firstDifference(from other: Tree) -> Int? { tree.firstDifference(from: other) }

    /// The layout of `tree` under `root` in `coordinators` with `model` (a state's), when the note answers it:
    /// the noted layout when the tree and the model are the same, or that layout with another tab selected
    /// when the window's coordinator is a tab coordinator whose selected tab is all that changed (its
    /// placement ends the walk, so where the selected tab ends moves nothing else). `first` is where the tree
    /// first differs from the noted one (``Tree/firstDifference(from:)``), found once by the caller.
    func layout(
        of tree: Tree, firstDifference first: Int?, root: CoordinatorID, in coordinators: CoordinatorTree, model: AnyHashable?
    ) -> WindowLayout? {
        guard wasPlaced(with: model) else { return nil }
        if first == nil, tree.words.count == self.tree.words.count { return layout }
        // The root's payload number is read as the tree's third word (``Tree/firstDifference(from:)``).
        guard first == 2, tree.differsInRootPayloadOnly(from: self.tree), let record = coordinators[root],
            let object = record.object, !(object is any NavigationCoordinatable), object is any TabCoordinatable,
            let payload = record.payload as? TabsPayload, let noted = rootPayload as? TabsPayload,
            payload.tabs == noted.tabs, rootTabsOwner == root
        else { return nil }
        return laid.layout(selectingRootTab: payload.activeTab)
    }
}

extension WindowLayout {
    /// This layout with tab `index` of its root tab bar selected, if the root is one, and without its spines unless
    /// `keepingSpines`. Made field by field (every field of the layout): a copy of the layout changed in place is
    /// copied once more.
    fileprivate func selectingRootTab(_ index: Int, keepingSpines: Bool = true) -> WindowLayout {
        guard case .tabs(var tabs)? = root else { return keepingSpines ? self : withoutSpines }
        tabs.selected = index
        return WindowLayout(
            root: .tabs(tabs), rootKey: rootKey, presentations: presentations, faults: faults, tabRanges: tabRanges,
            spines: keepingSpines ? spines : nil)
    }
}

extension LayoutContainer {
    /// The owner of the tab bar, when this is one (read without copying the bar).
    fileprivate var tabsOwner: CoordinatorID? {
        if case .tabs(let tabs) = self { tabs.owner } else { nil }
    }
}
