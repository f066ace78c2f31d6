import AppGenerator
@testable import DeclarativeCoordinators
import Exploration
import NavigationModel
import Testing

/// A push, a presentation, a pop or a dismissal at the end of a region's walk changes the noted layout in
/// place (``WindowLayout/patchTail(of:tree:firstDifference:_:model:routed:)``). The window, and the layout noted with the state,
/// must be those a layout built from scratch (no note, no memo) gives, after every action of generated apps
/// with tabs, sheets and full screens, from states restored in any order.
@Suite struct TailPatchTests {
    /// The layout built for `state` from nothing: a context without the style's observer, memos or note.
    private func fromScratch(_ state: NavigationState) -> String {
        describe(layoutFromScratch(state))
    }

    private func describe(_ layout: WindowLayout) -> String {
        let containers = (layout.root.map { [$0] } ?? []).map(describe)
            + layout.presentations.map { "\($0.kind) by \($0.presenter): " + ($0.content.map(describe) ?? "-") }
        let faults = layout.faults.map { "fault \($0.kind) \($0.message)" }
        let origins = layout.screens.map { $0.origin.map { "\($0.coordinator).\($0.index)" } ?? "-" }
        return (containers + faults + ["origins " + origins.joined(separator: ",")]).joined(separator: "\n")
    }

    private func describe(_ container: LayoutContainer) -> String {
        switch container {
        case .stack(let stack): "\(stack.owner) " + describe(stack.screens.map(\.screen))
        case .tabs(let tabs):
            "tabs \(tabs.owner) \(tabs.selected): " + tabs.stacks.map { stack in
                stack.map { "\($0.owner) " + describe($0.screens.map(\.screen)) } ?? "none"
            }.joined(separator: " | ")
        }
    }

    private func describe(_ screens: [Screen]) -> String {
        screens.map { "\($0.owner.map { "\($0)" } ?? "-")/\($0.description)/\($0.actions().map(\.name))" }.joined(separator: ",")
    }

    /// The window of `state`, in the layout's terms.
    private func shown(_ state: NavigationState) -> String {
        func describe(_ container: Container) -> String {
            switch container {
            case .stack(let stack): "\(stack.owner.map { "\($0)" } ?? "-") " + self.describe(stack.screens)
            case .tabs(let tabs):
                "tabs \(tabs.owner.map { "\($0)" } ?? "-") \(tabs.selectedIndex.map { "\($0)" } ?? "-"): "
                    + tabs.tabs.map { "\($0.stack.owner.map { "\($0)" } ?? "-") " + self.describe($0.stack.screens) }
                    .joined(separator: " | ")
            }
        }
        return ((state.window.root.map { [$0] } ?? []).map(describe)
            + state.window.presented.map { "\($0.kind) by \($0.presenter.map { "\($0)" } ?? "-"): " + describe($0.content) })
            .joined(separator: "\n")
    }

    /// The window part of a layout description (without faults and origins).
    private func windowPart(_ description: String) -> String {
        description.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix("fault ") && !$0.hasPrefix("origins ") }.joined(separator: "\n")
    }

    /// A region's spine entry as a later patch reads it in `spine`: the coordinator, its object, its payload, its
    /// opener, the routers around it, and every mark (the last as ``TailPlacement/lastMark(deepest:)`` reads it).
    private func describe(_ entry: TailPlacement, in spine: ArraySlice<TailPlacement>) -> String {
        let routers = entry.environment.map { scope in
            "\(ObjectIdentifier(scope.coordinator as AnyObject).hashValue)@\(scope.position.map { "\($0)" } ?? "-")"
        }
        return "\(entry.id) \(ObjectIdentifier(entry.navigation as AnyObject).hashValue) \(entry.header.payload.hashValue) "
            + "opened by \(entry.opener) in \(routers) marks \(entry.marks.dropLast() + [entry.lastMark(deepest: spine.first ?? entry)])"
    }

    /// Checks what the note keeps for later patches against `scratch`, the state's layout placed from nothing
    /// with the style's observer: the same tab ranges, and per region every noted spine entry, in order, the
    /// same as the entry of that coordinator in the full placement's spine (a pop may leave out the coordinators
    /// under the new top, which only costs the next push there a full placement). Returns whether the spines are
    /// the full placement's.
    private func checkSpines(of noted: WindowLayout, against scratch: WindowLayout) -> Bool {
        #expect(noted.tabRanges.map { $0.map { "\($0)" } } == scratch.tabRanges.map { $0.map { "\($0)" } })
        guard let spines = noted.spines else { return false }
        guard let full = scratch.spines, full.regions == spines.regions else {
            Issue.record("noted \(spines.regions) regions, a full placement \(scratch.spines?.regions ?? 0)")
            return false
        }
        // One array for all regions, region by region: a region's entries are found by their region.
        let regions = spines.entries.map(\.region)
        #expect(regions == regions.sorted() && regions.allSatisfy { (0..<spines.regions).contains($0) })
        let pairs = (0..<spines.regions).map { (spines.spine(of: $0), full.spine(of: $0)) }
        for (spine, fullSpine) in pairs {
            var rest = fullSpine[...]
            for entry in spine {
                guard let match = rest.firstIndex(where: { $0.id == entry.id }) else {
                    Issue.record("noted spine entry \(entry.id) is not in the full placement's spine, in that order")
                    return false
                }
                #expect(describe(entry, in: spine) == describe(rest[match], in: fullSpine))
                rest = rest[(match + 1)...]
            }
        }
        return pairs.allSatisfy { $0.map(\.id) == $1.map(\.id) }
    }

    /// Walks `app` for `count` actions: the visible screen's actions and the system's, and now and then a
    /// restored earlier state, checking every state. Returns how many layouts were patched in place.
    private func walk(_ app: ExplorableApp, count: Int, seed: UInt64) -> Int {
        let context = NavigationContext(appName: app.name)
        context.beginTransition()
        let root = app.launch(context)
        context.endTransition()
        var fullSpines = 0
        context.randomWalk(count: count, seed: seed, restoreOneIn: 6) { context in
            let expected = fromScratch(context.state)
            #expect(shown(context.state) == windowPart(expected))
            if let note = context.state.styleNote as? LayoutNote {
                #expect(describe(note.layout) == expected)
                // The noted tree is the state's: a state holding the records it was read from is not read again.
                if let root = context.windowCoordinator {
                    #expect(note.tree == LayoutNote.Tree(root: root, in: context.state.coordinators))
                }
                let scratch = notedLayoutFromScratch(context.state)
                #expect(describe(scratch) == expected)
                if checkSpines(of: note.layout, against: scratch) { fullSpines += 1 }
            }
        }
        withExtendedLifetime(root) {}
        // Most notes keep every spine entry a full placement notes: a check of empty spines alone would prove nothing.
        #expect(fullSpines > count / 2)
        return context.observer(of: DeclarativeObserver.self)?.tailPatches ?? 0
    }

    @Test(arguments: [
        AppShape(style: .declarative, coordinators: 10, screensPerCoordinator: 3, actionsPerScreen: 3, sheetShare: 0.3,
                 fullScreenShare: 0.2, tabShare: 0.3, crossLinks: 4, recursion: true),
        AppShape(style: .declarative, coordinators: 12, screensPerCoordinator: 3, actionsPerScreen: 3, sheetShare: 0.4,
                 fullScreenShare: 0.2, crossLinks: 5, recursion: true),
        AppShape(style: .declarative, coordinators: 8, screensPerCoordinator: 4, actionsPerScreen: 2, tabShare: 0.5),
    ])
    func everyActionOfAGeneratedAppGivesTheLayoutBuiltFromScratch(_ shape: AppShape) throws {
        let app = try GeneratedApp.make(shape)
        let patched = walk(app, count: 600, seed: 7)
        // The shortcut is taken for most actions: a test of the full path alone would prove nothing.
        #expect(patched > 150)
    }

    /// The words and root-child starts a plain walk with a list of pending coordinators reads from `state`: per
    /// coordinator under `root`, depth first, its identifier, its object's, its payload number and its number of
    /// children (a missing record: all ones and zeros).
    private func plainWalk(root: CoordinatorID, in state: NavigationState) -> (words: [UInt64], starts: [Int]) {
        var words: [UInt64] = []
        var starts: [Int] = []
        var pending: [(id: CoordinatorID, rootChild: Bool)] = [(root, false)]
        while let (id, rootChild) = pending.popLast() {
            if rootChild { starts.append(words.count) }
            words.append(UInt64(bitPattern: Int64(id.rawValue)))
            guard let record = state.coordinators[id] else {
                words += [.max, 0, 0]
                continue
            }
            words.append(record.object.map { UInt64(UInt(bitPattern: ObjectIdentifier($0))) } ?? 0)
            words.append(record.payloadNumber)
            words.append(UInt64(record.children.count))
            let isRoot = words.count == 4
            pending.append(contentsOf: record.children.reversed().map { ($0, isRoot) })
        }
        return (words, starts)
    }

    /// A tree's words as a plain walk reads them: each coordinator's payload number, which the tree reads from
    /// its records, as its third word.
    private static func walk(of tree: LayoutNote.Tree) -> [UInt64] {
        tree.words.indices.map(tree.word(at:))
    }

    /// The first position where two plain walks differ, among those both have.
    private static func firstDifference(_ mine: [UInt64], _ theirs: [UInt64]) -> Int? {
        (0..<min(mine.count, theirs.count)).first { mine[$0] != theirs[$0] }
    }

    /// Whether two trees' words are one array.
    private static func shareWords(_ tree: LayoutNote.Tree, _ other: LayoutNote.Tree) -> Bool {
        tree.words.withUnsafeBufferPointer { mine in other.words.withUnsafeBufferPointer { $0.baseAddress == mine.baseAddress } }
    }

    /// The states of a walk of `app` (each with the note it was rendered with), and the app's root object.
    private func states(of app: ExplorableApp, count: Int, seed: UInt64) -> (context: NavigationContext, states: [NavigationState], root: AnyObject) {
        let context = NavigationContext(appName: app.name)
        context.beginTransition()
        let root = app.launch(context)
        context.endTransition()
        let saved = context.randomWalk(count: count, seed: seed, restoreOneIn: 5)
        return (context, saved, root)
    }

    private static let shapes = [
        AppShape(style: .declarative, coordinators: 10, screensPerCoordinator: 3, actionsPerScreen: 3, sheetShare: 0.3,
                 fullScreenShare: 0.2, tabShare: 0.3, crossLinks: 4, recursion: true),
        AppShape(style: .declarative, coordinators: 12, screensPerCoordinator: 3, actionsPerScreen: 3, sheetShare: 0.4,
                 fullScreenShare: 0.2, crossLinks: 5, recursion: true),
        AppShape(style: .declarative, coordinators: 8, screensPerCoordinator: 4, actionsPerScreen: 2, tabShare: 0.5),
    ]

    /// A note's tree, read afresh or derived from the note of any other state (``LayoutNote/Tree/current(root:in:)``:
    /// the same records, or other payloads only, then sharing the noted words), is what a plain walk of the state
    /// reads; derivations happen. The first difference, equality and a difference in the root's payload alone
    /// are those of the plain walks, also between trees sharing their words.
    /// The one child of the window's coordinator whose subtree two states' trees differ in is the one their plain
    /// walks tell, and such pairs occur.
    @Test(arguments: shapes)
    func theTreeDerivedFromAnyNoteIsThePlainWalk(_ shape: AppShape) throws {
        let app = try GeneratedApp.make(shape)
        let (context, states, root) = states(of: app, count: 150, seed: 11)
        let windows = states.map { state in
            context.state = state
            return context.windowCoordinator
        }
        var derived = 0
        var payloadsOnly = 0
        var oneChildChanged = 0
        for (index, state) in states.enumerated() {
            guard let window = windows[index] else { continue }
            let plain = plainWalk(root: window, in: state)
            let fresh = LayoutNote.Tree(root: window, in: state.coordinators)
            #expect(Self.walk(of: fresh) == plain.words)
            for other in stride(from: index % 3, to: states.count, by: 3) {
                guard let note = states[other].styleNote as? LayoutNote else { continue }
                let tree = note.tree.current(root: window, in: state.coordinators)
                #expect(Self.walk(of: tree) == plain.words)
                if note.tree.updatingPayloads(root: window, in: state.coordinators) != nil, note.tree != tree {
                    derived += 1
                    // A change of payloads only shares the noted words.
                    #expect(Self.shareWords(tree, note.tree))
                }
                // Compared through the records' payloads, the trees differ where their plain walks do.
                let notedPlain = Self.walk(of: note.tree)
                let first = Self.firstDifference(notedPlain, plain.words)
                #expect(note.tree.firstDifference(from: tree) == first)
                #expect((note.tree == tree) == (notedPlain == plain.words))
                #expect(note.tree.differsInRootPayloadOnly(from: tree)
                    == (notedPlain.count >= 4 && notedPlain.count == plain.words.count && (first == nil || first == 2)
                        && Self.firstDifference(Array(notedPlain.dropFirst(3)), Array(plain.words.dropFirst(3))) == nil))
                if Self.shareWords(tree, note.tree), first != nil { payloadsOnly += 1 }
                // The one child of the window's coordinator whose subtree changed, found from the words alone.
                if let otherWindow = windows[other] {
                    let otherPlain = plainWalk(root: otherWindow, in: states[other])
                    let changed = fresh.onlyChangedRootChild(from: LayoutNote.Tree(root: otherWindow, in: states[other].coordinators))
                    #expect(changed == Self.onlyChangedRootChild(plain, otherPlain))
                    if changed != nil { oneChildChanged += 1 }
                }
            }
        }
        #expect(derived > 0)
        #expect(payloadsOnly > 0)
        #expect(oneChildChanged > 0)
        withExtendedLifetime(root) {}
    }

    /// Words compared where the trees hold them (``LayoutNote/Tree/words(_:equal:from:)``) agree with comparing
    /// the arrays' slices, for ranges inside, at the ends of and past either tree's words, between the trees of
    /// the states of a walk.
    @Test func treeWordsCompareInPlaceAsTheirSlicesCompare() throws {
        let app = try GeneratedApp.make(Self.shapes[0])
        let (_, states, root) = states(of: app, count: 40, seed: 5)
        let trees = states.compactMap { ($0.styleNote as? LayoutNote)?.tree }
        var equal = 0
        for (index, tree) in trees.enumerated() {
            let other = trees[(index * 7 + 3) % trees.count]
            for start in stride(from: 0, through: tree.words.count + 1, by: 3) {
                for length in [0, 1, 4, 9, tree.words.count - start + 1] where length >= 0 {
                    for otherStart in [start, start + 4, max(0, other.words.count - length), other.words.count - length + 1] {
                        let range = start..<(start + length)
                        let plain = range.upperBound <= tree.words.count && otherStart >= 0
                            && otherStart + length <= other.words.count
                            && Self.walk(of: tree)[range].elementsEqual(Self.walk(of: other)[otherStart..<(otherStart + length)])
                        #expect(tree.words(range, equal: other, from: otherStart) == plain)
                        if plain, length > 0 { equal += 1 }
                    }
                }
            }
        }
        #expect(equal > 0)
        withExtendedLifetime(root) {}
    }

    /// A spine entry's items compared with another payload's in place (``TailPlacement/sharesItems(_:with:)``)
    /// agree with comparing the arrays' first items by `==`, for every count up to past both, between the
    /// entries the notes of a walk's states hold.
    @Test func spineItemsCompareInPlaceAsTheirPrefixesCompare() throws {
        let app = try GeneratedApp.make(Self.shapes[2])
        let (_, states, root) = states(of: app, count: 60, seed: 9)
        let entries = states.flatMap { (($0.styleNote as? LayoutNote)?.layout.spines?.entries ?? []) }
        var shared = 0
        for (index, entry) in entries.enumerated() {
            let mine = entry.header.payload.items
            #expect(entry.itemCount == mine.count)
            let items = entries[(index * 5 + 1) % entries.count].header.payload.items
            for count in 0...(max(mine.count, items.count) + 1) {
                let plain = count <= mine.count && count <= items.count && mine.prefix(count).elementsEqual(items.prefix(count))
                #expect(entry.sharesItems(count, with: items) == plain)
                if plain, count > 0 { shared += 1 }
            }
        }
        #expect(shared > 0)
        withExtendedLifetime(root) {}
    }

    /// A patch replacing a region's deepest entry alone shares the noted spines' array, the new entry beside it
    /// (``Spines/replacing(_:with:)``): read whole, entry by entry, by region or by coordinator, the spines are the
    /// array with the entries replaced, whether it is shared (the same entry replaced again) or copied (another
    /// entry replaced, or a deeper one dropped with it).
    @Test func replacedSpineEntriesReadAsTheArrayWithThemReplaced() throws {
        let app = try GeneratedApp.make(Self.shapes[2])
        let (_, states, root) = states(of: app, count: 60, seed: 9)
        let spines = states.compactMap { ($0.styleNote as? LayoutNote)?.layout.spines }
        let noted = try #require(spines.first { $0.count >= 3 })
        // Other layouts' entries of the same coordinators stand in for a patch's new entries.
        let others = spines.flatMap(\.entries)
        var current = noted
        var expected = noted.entries
        var newEntries = 0
        for range in [0...0, 0...0, 1...1, 1...1, 0...1, 0...0] {
            let id = expected[range.upperBound].id
            let entry = others.last { $0.id == id && $0 !== expected[range.upperBound] } ?? expected[range.upperBound]
            if entry !== expected[range.upperBound] { newEntries += 1 }
            current = current.replacing(range, with: entry)
            expected.replaceSubrange(range, with: [entry])
            #expect(current.entries.map(ObjectIdentifier.init) == expected.map(ObjectIdentifier.init))
            #expect(current.count == expected.count && current.regions == noted.regions)
            for (index, entry) in expected.enumerated() {
                #expect(current[index] === entry && current.region(at: index) == entry.region)
                #expect(current.index(of: entry.id) == expected.firstIndex { $0.id == entry.id })
            }
        }
        // Entries replaced by others: a check of the same entries put back would prove nothing.
        #expect(newEntries >= 3)
        withExtendedLifetime(root) {}
    }

    /// The one child of the window's coordinator whose subtree differs between two plain walks (their words
    /// and where the root's children start), when the root's own words and all other subtrees are the same.
    private static func onlyChangedRootChild(
        _ mine: (words: [UInt64], starts: [Int]), _ other: (words: [UInt64], starts: [Int])
    ) -> Int? {
        guard mine.words.count >= 4, other.words.count >= 4, mine.words[0..<4] == other.words[0..<4],
            mine.starts.count == other.starts.count
        else { return nil }
        func child(_ walk: (words: [UInt64], starts: [Int]), _ index: Int) -> ArraySlice<UInt64> {
            walk.words[walk.starts[index]..<(index + 1 < walk.starts.count ? walk.starts[index + 1] : walk.words.count)]
        }
        var changed: Int?
        for index in mine.starts.indices where child(mine, index) != child(other, index) {
            if changed != nil { return nil }
            changed = index
        }
        return changed
    }

    /// A state given the note of another state of the walk (restored with it) gets the layout built from scratch,
    /// and so does the next action taken from it: a note never answers for a state it does not describe.
    @Test(arguments: shapes)
    func aStateGivenAnotherStatesNoteGetsTheLayoutBuiltFromScratch(_ shape: AppShape) throws {
        let app = try GeneratedApp.make(shape)
        let (context, states, root) = states(of: app, count: 80, seed: 5)
        var steps = WalkSteps(state: 3)
        for (index, state) in states.enumerated() {
            let expected = fromScratch(state)
            for other in stride(from: index % 4, to: states.count, by: 4) {
                var mixed = state
                mixed.styleNote = states[other].styleNote
                context.state = mixed
                #expect(describe(WindowLayout.build(context)) == expected)
                let actions = context.visibleActions()
                guard !actions.isEmpty else { continue }
                context.beginTransition()
                actions[steps.next(actions.count)].perform()
                context.endTransition()
                // An action that renders nothing leaves the other state's note: it answers only when its tree is
                // the state's, and then with the state's layout.
                let after = fromScratch(context.state)
                #expect(shown(context.state) == windowPart(after))
                #expect(describe(WindowLayout.build(context)) == after)
                if let note = context.state.styleNote as? LayoutNote, let window = context.windowCoordinator,
                    note.tree == LayoutNote.Tree(root: window, in: context.state.coordinators)
                {
                    #expect(describe(note.layout) == after)
                }
            }
        }
        withExtendedLifetime(root) {}
    }

    /// Two coordinators changed before one layout (in one tab, or in two tabs): not a change the shortcut
    /// takes; the layout is the full one.
    @Test func twoCoordinatorsChangedAtOnceGetTheFullLayout() {
        for change in 0..<3 {
            let app = TabsApp()
            let first = app.tabs.focusFirst(\.first).child
            let third = app.tabs.focusFirst(\.third)
            act(app) { _ in third.route(to: \.detail, 3) }
            act(app) { _ in first.route(to: \.detail, 1) }
            let nested = act(app) { _ in first.route(to: \.child) }
            act(app) { _ in nested.route(to: \.detail, 2) }
            act(app) { _ in nested.route(to: \.sheet) }
            let observer = app.context.observer(of: DeclarativeObserver.self)
            let before = observer?.tailPatches
            let context = app.context
            let outer = context.declarativeID(of: first)!
            let inner = context.declarativeID(of: nested)!
            let thirdID = context.declarativeID(of: third)!
            let item = first.payload!.items[0]
            context.beginTransition()
            switch change {
            case 0:
                // The inner coordinator pops while the outer one, which shows it, pushes a screen after it.
                context.truncateStack(of: inner, keeping: 1)
                context.edit(outer, .append(item), as: StackPayload.self) { $0.append(item) }
            case 1:
                // Pops in two tabs.
                context.truncateStack(of: inner, keeping: 0)
                context.truncateStack(of: thirdID, keeping: 0)
            default:
                // Pushes in two tabs.
                context.edit(outer, .append(item), as: StackPayload.self) { $0.append(item) }
                context.edit(thirdID, .append(item), as: StackPayload.self) { $0.append(item) }
            }
            context.renderDeclarative()
            context.endTransition()
            #expect(shown(context.state) == windowPart(fromScratch(context.state)))
            #expect((context.state.styleNote as? LayoutNote).map { describe($0.layout) } == fromScratch(context.state))
            #expect(observer?.tailPatches == before)
            // The next push at the top is patched again, and right.
            act(app) { _ in nested.route(to: \.detail, 5) }
            #expect(shown(context.state) == windowPart(fromScratch(context.state)))
            #expect((context.state.styleNote as? LayoutNote).map { describe($0.layout) } == fromScratch(context.state))
        }
    }

    /// The noted tree answers for a state only while the state holds the very records it was read from: a
    /// payload changed in place, or a coordinator attached, and it is read again.
    @Test func theNotedTreeIsReadAgainOnceARecordChanged() {
        let app = TabsApp()
        let first = app.tabs.focusFirst(\.first).child
        act(app) { _ in first.route(to: \.detail, 1) }
        let context = app.context
        let root = context.windowCoordinator!
        let note = context.state.styleNote as! LayoutNote
        #expect(note.tree.isCurrent(root: root, in: context.state.coordinators))
        let item = first.payload!.items[0]
        let id = context.declarativeID(of: first)!
        context.edit(id, .append(item), as: StackPayload.self) { $0.append(item) }
        #expect(!note.tree.isCurrent(root: root, in: context.state.coordinators))
        #expect(note.tree != LayoutNote.Tree(root: root, in: context.state.coordinators))
        // The edit changed a payload alone: the tree is the noted one with that payload's number.
        #expect(note.tree.updatingPayloads(root: root, in: context.state.coordinators) == LayoutNote.Tree(root: root, in: context.state.coordinators))
        context.renderDeclarative()
        #expect(shown(context.state) == windowPart(fromScratch(context.state)))
        var restored = context.state
        restored.styleNote = note
        context.state = restored
        #expect(!note.tree.isCurrent(root: root, in: context.state.coordinators))
        #expect(describe(WindowLayout.build(context)) == fromScratch(context.state))
    }

    @discardableResult
    private func act<T>(_ app: TabsApp, _ step: (TabsApp) -> T) -> T {
        app.context.beginTransition()
        defer { app.context.endTransition() }
        return step(app)
    }
}

extension TailPlacement {
    /// Every mark as noted.
    var marks: [Mark] { (0..<markCount).map(mark) }
}

extension Spines {
    /// The entries of `region`, deepest first.
    func spine(of region: Int) -> ArraySlice<TailPlacement> { entries[Self.range(of: region, in: entries)] }
}
