import NavigationModel

/// The layout the window was last rendered from, noted with the state (``NavigationState/styleNote``) so
/// that it is saved and restored with it: the explorer restores a state and takes one action, and most
/// actions either leave the coordinator tree as it was (a resync after a back, a tab tapped again, an action
/// that fails) or only select another tab of the window's tab bar. Both are answered from the note without
/// placing anything. Most others push or pop at the end of a region's walk (the window, or one tab of the
/// window's tab bar): the noted layout is changed in place from the coordinators it notes there
/// (``WindowLayout/spines``, ``WindowLayout/patchTail(of:tree:_:observer:)``); a change elsewhere in one tab
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
    /// identifier, its object's, its payload number and its number of children.
    struct Tree: Equatable {
        fileprivate(set) var words: [UInt64] = []
        /// The records the words were read from: they hold the objects whose identifiers ``words`` holds.
        private var records: [CoordinatorRecord] = []
        /// The tree's roots when the words were read (the window's coordinator is found from them and the records).
        private var roots: [CoordinatorID] = []
        /// Where each child of the window's coordinator starts in ``words`` (its subtree runs to the next).
        fileprivate(set) var rootChildStarts: [Int] = []

        /// The tree under `root` in `state`. Records are read in place, without copying them.
        init(root: CoordinatorID, in state: NavigationState) {
            let tree = state.coordinators
            records = tree.all
            roots = tree.roots
            let rootChildren = tree.children(of: root)
            words.reserveCapacity(4 * records.count)
            var pending = [root]
            while let id = pending.popLast() {
                if rootChildStarts.count < rootChildren.count, id == rootChildren[rootChildStarts.count] {
                    rootChildStarts.append(words.count)
                }
                words.append(UInt64(bitPattern: Int64(id.rawValue)))
                guard let position = tree.position(of: id) else {
                    // A missing coordinator places nothing; no object has an identifier of all ones.
                    words.append(.max)
                    words.append(0)
                    words.append(0)
                    continue
                }
                words.append(records[position].object.map { UInt64(UInt(bitPattern: ObjectIdentifier($0))) } ?? 0)
                words.append(records[position].payloadNumber)
                let children = records[position].children
                words.append(UInt64(children.count))
                pending.append(contentsOf: children.reversed())
            }
        }

        /// Whether the tree under `root` in `state` is this one without reading it: the same root and the very
        /// records it was read from (the tree holds them, so they were copied before any change).
        func isCurrent(root: CoordinatorID, in state: NavigationState) -> Bool {
            guard words.count >= 4, words[0] == UInt64(bitPattern: Int64(root.rawValue)) else { return false }
            let current = state.coordinators.all
            return current.count == records.count && current.withUnsafeBufferPointer { now in
                records.withUnsafeBufferPointer { $0.baseAddress == now.baseAddress }
            }
        }

        /// Whether `state` holds the very records and roots the words were read from (the tree holds them, so
        /// they were copied before any change): then the window's coordinator is the tree's root, and the tree
        /// is the state's, without finding the one or reading the other.
        func isCurrent(in state: NavigationState) -> Bool {
            let tree = state.coordinators
            return isCurrent(root: CoordinatorID(Int(Int64(bitPattern: words.first ?? 0))), in: state)
                && tree.roots.withUnsafeBufferPointer { now in
                    roots.withUnsafeBufferPointer { $0.baseAddress == now.baseAddress && $0.count == now.count }
                }
        }

        /// This tree with the root's payload number changed to `number`, read from `state`, whose records are
        /// this tree's but for that payload.
        func withRootPayload(_ number: UInt64, in state: NavigationState) -> Tree {
            var tree = self
            tree.words[2] = number
            tree.records = state.coordinators.all
            tree.roots = state.coordinators.roots
            return tree
        }

        /// The words of the subtree of the window coordinator's child `index`.
        private func child(_ index: Int) -> ArraySlice<UInt64> {
            words[rootChildStarts[index]..<(index + 1 < rootChildStarts.count ? rootChildStarts[index + 1] : words.count)]
        }

        /// The one child of the window's coordinator whose subtree differs from `other`'s, when the window's
        /// coordinator and all its other children's subtrees are the same.
        func onlyChangedRootChild(from other: Tree) -> Int? {
            guard words.count >= 4, other.words.count >= 4, words[0..<4] == other.words[0..<4],
                rootChildStarts.count == other.rootChildStarts.count
            else { return nil }
            var changed: Int?
            for index in rootChildStarts.indices where child(index) != other.child(index) {
                if changed != nil { return nil }
                changed = index
            }
            return changed
        }

        static func == (lhs: Tree, rhs: Tree) -> Bool { lhs.words == rhs.words }

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

        /// Whether the two trees differ in the window coordinator's payload only (its payload number is the
        /// tree's third word).
        func differsInRootPayloadOnly(from other: Tree) -> Bool {
            guard words.count == other.words.count, words.count >= 4 else { return false }
            for index in words.indices where index != 2 && words[index] != other.words[index] { return false }
            return true
        }
    }

    let tree: Tree
    let model: AnyHashable?
    /// The window coordinator's payload.
    let rootPayload: AnyHashable?
    let layout: WindowLayout
    /// The window as the layout was applied to it (``NavigationContext/renderDeclarative()``): while the state's
    /// window is still this value (``Window/isUnchanged(since:ignoringRootSelection:)``) it shows the layout,
    /// and a render of the same layout has nothing to change. Set once, before the note leaves its thread.
    private(set) var appliedWindow: Window?

    init(tree: Tree, model: AnyHashable?, rootPayload: AnyHashable?, layout: WindowLayout, appliedWindow: Window? = nil) {
        self.tree = tree
        self.model = model
        self.rootPayload = rootPayload
        self.layout = layout
        self.appliedWindow = appliedWindow
    }

    /// Notes that the layout was applied to the window, which is now `window`: on a note just made, not yet
    /// shared with other states.
    func noteApplied(to window: Window) { appliedWindow = window }

    /// Whether `state` shows this note's layout as it is: the state holds the records and roots the tree was
    /// read from and the model the layout was placed with, and its window is the one the layout was applied to.
    func isShown(in state: NavigationState) -> Bool {
        guard let appliedWindow, tree.isCurrent(in: state), model == state.model else { return false }
        return state.window.isUnchanged(since: appliedWindow)
    }

    /// The layout of `tree` under `root` in `state`, when the note answers it: the noted layout when the
    /// tree and the model are the same, or that layout with another tab selected when the window's
    /// coordinator is a tab coordinator whose selected tab is all that changed (its placement ends the
    /// walk, so where the selected tab ends moves nothing else).
    func layout(of tree: Tree, root: CoordinatorID, in state: NavigationState) -> WindowLayout? {
        guard model == state.model else { return nil }
        if tree == self.tree { return layout }
        guard tree.differsInRootPayloadOnly(from: self.tree), let record = state.coordinators[root],
            let object = record.object, !(object is any NavigationCoordinatable), object is any TabCoordinatable,
            let payload = record.payload as? TabsPayload, let noted = rootPayload as? TabsPayload,
            payload.tabs == noted.tabs, case .tabs(var tabs)? = layout.root, tabs.owner == root
        else { return nil }
        var patched = layout
        patched.root = nil
        tabs.selected = payload.activeTab
        patched.root = .tabs(tabs)
        return patched
    }
}
