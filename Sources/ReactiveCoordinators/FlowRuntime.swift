import NavigationModel
import OpenCombine

/// The reactive style's bookkeeping for one launched app: which flows are alive, who holds their
/// subscriptions, and which Combine objects changed in a way no saved state can undo.
///
/// Subscriptions are Combine objects with state of their own (a subject knows whether it has finished and
/// who subscribes to it), which no copy of ``NavigationState`` can capture. Apps of this style are therefore
/// registered with `RestoreStrategy.replayFromLaunch`, and the runtime tells the explorer when a saved
/// state may be restored by assignment after all (``canRestore(_:in:)``):
///
/// - What coordinators' screens hold (``AnyCancellable/store(in:)``) is kept in the state, in a
///   ``FlowBook`` (``NavigationState/styleNote``), so assigning a saved state brings back what it held.
/// - When a holder's screens leave the window, its subscriptions are released in the state only: the
///   flows they kept end in the ownership tree, as a cancellation ends them, but the Combine objects are
///   left as they are, so that a saved state that still holds them finds them live. Each `coordinate(to:)`
///   publisher passes through a gate (``FlowGate``) that lets a value or a completion through only while
///   the current state holds the subscription, so a released one receives nothing, as a cancelled one.
/// - What cannot be undone is noted with the serial number of the coordinator whose objects changed
///   (``blame(_:)``): a flow's publisher that completed (its subject finished), a subscription really
///   cancelled. A saved state is restorable when nothing was noted since it was saved against a
///   coordinator it can reach; otherwise the explorer restores an earlier state on its path or replays it.
/// - The coordinators a saved state can reach are those made on its way (its ``Lineage``): the actions that
///   led to it since launch, following restores back to the states restored. A coordinator made in another
///   branch is out of its reach: objects made before it cannot hold it (`let` properties only), and the
///   subscriptions such objects pass it to are gated by the state.
/// - A subscription the runtime cannot account for (a `flatMap` that subscribed to a child flow inside an
///   existing pipeline, or one kept outside any coordinator) makes every state saved before it
///   unrestorable, and from then on releasing subscriptions cancels them for real. So does storing a
///   subscription that passes through no gate (a `sink` on a subject of the app's): it is not gated, so
///   it is cancelled for real when its holder's screens leave.
///
/// The check relies on the style's rules: coordinators keep no mutable state of their own (`let`
/// properties only), and a flow's result publisher is made of objects its coordinator made.
final class FlowRuntime: NavigationObserver {
    private unowned let context: NavigationContext
    /// Coordinators the app itself launched: roots of the ownership tree whatever they own. An app launches
    /// one or a few, so a list is searched faster than a set is hashed (and a launch allocates no set).
    private var appRoots: [CoordinatorID] = []
    /// Subscriptions the app itself holds (the scene delegate's), never released.
    private var heldByApp: [HeldSubscription] = []
    /// Gates subscribed to since the last subscription was stored, ended or not: the next
    /// ``hold(_:for:)`` holds them.
    private var unclaimed: [FlowLink] = []
    /// How many gates were ever subscribed to, to tell which started during a delivery.
    private var linksStarted = 0
    /// The serial number the next coordinator gets (never restored: it orders objects, not states).
    private var nextSerial = 1
    /// How many irreversible changes were noted.
    private var generation = 0
    /// Noted changes as (generation, serial), the serials increasing: the smallest serial noted after any
    /// generation is the first entry after it.
    private var blames: [(generation: Int, serial: Int)] = []
    /// The generation of the latest change noted against each coordinator, by serial number (0: none).
    private var blamedAt: [Int] = [0]
    /// The lineage of the state the current one was restored from (`nil`: none, since the first launch).
    private var base: Lineage?
    /// The first serial number made since the current state was restored or saved.
    private var madeSince = 1
    /// The ``NavigationState/styleNote`` the current state had when the runtime last looked or wrote: a
    /// different one means a state was assigned meanwhile (see ``followRestores()``).
    private var observedNote: AnyObject?
    /// Whether releasing a holder's subscriptions leaves the Combine objects alone (see the type's notes).
    private var releasesInState = true
    /// Set while the runtime itself cancels subscriptions.
    private var cancelling = false

    /// What the gates reach the runtime by while it lives.
    let handle = RuntimeHandle()

    private init(context: NavigationContext) {
        self.context = context
        handle.runtime = self
    }

    deinit { handle.runtime = nil }

    /// The runtime of `context`, installed on first use.
    @discardableResult
    static func installed(in context: NavigationContext) -> FlowRuntime {
        if let runtime = context.observer(of: FlowRuntime.self) { return runtime }
        let runtime = FlowRuntime(context: context)
        context.addObserver(runtime)
        return runtime
    }

    /// A serial number for a new coordinator: later coordinators have larger ones.
    func makeSerial() -> Int {
        followRestores()
        defer {
            nextSerial += 1
            blamedAt.append(0)
        }
        return nextSerial
    }

    // MARK: Ownership

    func adoptAsAppRoot(_ id: CoordinatorID) {
        if !appRoots.contains(id) { appRoots.append(id) }
        context.makeRoot(id)
    }

    private func attach(_ edge: FlowLink.Edge) {
        context.attach(edge.child, to: edge.owner)
        refreshRoot(edge.owner)
        refreshRoot(edge.child)
    }

    private func detach(_ edge: FlowLink.Edge) {
        context.detach(edge.child, from: edge.owner)
        refreshRoot(edge.owner)
        refreshRoot(edge.child)
    }

    /// A coordinator that holds live flows while nothing owns it is held by the app through its screens
    /// (the view controller that stored the subscription), so it is a root of the ownership tree for as
    /// long as it holds any. Roots stay in creation order so that keys do not depend on the path taken.
    private func refreshRoot(_ id: CoordinatorID) {
        guard !appRoots.contains(id) else { return }
        // Read in place: copying the record out retains each of its parts.
        let holdsFlows = context.withRecord(of: id) { $0.node.pointee.parent == nil && !$0.children.isEmpty } ?? false
        let isRoot = context.state.coordinators.roots.contains(id)
        if holdsFlows && !isRoot {
            let ordered = (context.state.coordinators.roots + [id]).sorted()
            ordered.forEach(context.removeRoot)
            ordered.forEach(context.makeRoot)
        } else if !holdsFlows && isRoot {
            context.removeRoot(id)
        }
    }

    // MARK: Gates

    /// A subscriber attached to `link`'s gate: a `coordinate(to:)` flow is owned from now on.
    func linkStarted(_ link: FlowLink) {
        linksStarted += 1
        link.startIndex = linksStarted
        unclaimed.append(link)
        if let edge = link.edge { attach(edge) }
    }

    /// The publisher behind `link` completed: its objects (the child's subject) finished for good.
    func linkCompleted(_ link: FlowLink) {
        let live = isLive(link)
        guard !link.ended else { return }
        link.ended = true
        blame(link.serial)
        if live, let edge = link.edge { detach(edge) }
    }

    /// `link`'s subscription was cancelled: a subscription never stored (dropped at once) or one the
    /// runtime cancels ends its flow; one a dropped saved state held was released long ago.
    func linkCancelled(_ link: FlowLink) {
        guard !link.ended else { return }
        link.ended = true
        guard !link.claimed || cancelling else { return }
        if let edge = link.edge { detach(edge) }
    }

    /// Whether the current state holds `link`'s subscription: not yet stored, held by the app, or held by
    /// a coordinator whose screens still keep it.
    func isLive(_ link: FlowLink) -> Bool {
        guard !link.ended else { return false }
        guard link.claimed else { return true }
        guard let held = link.held else { return false }
        guard held.holder != nil else { return true }
        return (context.state.styleNote as? FlowBook)?.held.contains { $0 === held } ?? false
    }

    /// Runs a delivery through a gate; a gate subscribed to meanwhile and not stored is inside an existing
    /// pipeline (a `flatMap`), which the runtime cannot follow.
    func delivering<T>(_ delivery: () -> T) -> T {
        let mark = linksStarted
        let result = delivery()
        if unclaimed.contains(where: { $0.startIndex > mark && !$0.ended }) { lostTrack() }
        return result
    }

    /// Subscriptions the runtime cannot account for: every saved state so far is unrestorable, and
    /// releasing subscriptions cancels them from now on.
    private func lostTrack() {
        for link in unclaimed { link.claimed = true }
        unclaimed.removeAll()
        releasesInState = false
        blame(0)
    }

    // MARK: Holding subscriptions

    /// `holder`'s screens keep `subscription`, with the gates subscribed to since the last one was stored.
    /// A subscription through no gate at all (a `sink` on a subject) changed a publisher the runtime cannot
    /// name, and the state does not gate it: no state saved before it restores the app any more.
    func hold(_ subscription: AnyCancellable, for holder: CoordinatorID) {
        let held = HeldSubscription(subscription, holder: holder, links: claim())
        if held.links.isEmpty { blame(0) }
        held.links.forEach { $0.held = held }
        var heldNow = book.held
        heldNow.append(held)
        write(FlowBook(held: heldNow))
    }

    /// The app itself keeps `subscription` for good.
    func holdForApp(_ subscription: AnyCancellable) {
        let held = HeldSubscription(subscription, holder: nil, links: claim())
        held.links.forEach { $0.held = held }
        heldByApp.append(held)
    }

    private func claim() -> [FlowLink] {
        defer { unclaimed.removeAll() }
        for link in unclaimed { link.claimed = true }
        return unclaimed
    }

    /// The state's book of held subscriptions.
    private var book: FlowBook { context.state.styleNote as? FlowBook ?? FlowBook(held: []) }

    /// Makes `book` the current state's, having noted whether a state was assigned since the last look.
    private func write(_ book: FlowBook) {
        followRestores()
        context.state.styleNote = book
        observedNote = book
    }

    /// A holder with nothing left in the window (no screen, stack, tab bar or presentation of its own) is
    /// gone, and the subscriptions it stored go with it: the flows they kept end. The Combine objects are
    /// left alone (gated) while the runtime can account for every subscription; a subscription with no
    /// gate at all is cancelled, as are all of them once it cannot.
    func screensDidLeave(_ screens: [Screen], in context: NavigationContext) {
        var held = book.held
        guard !held.isEmpty else { return }
        let remaining = context.state.coordinatorsOnScreen
        // A holder's subscriptions are mostly stored one after another: each run of them is looked up once.
        var gone: [CoordinatorID] = []
        var previous: CoordinatorID?
        for case let holder? in held.lazy.map(\.holder) where holder != previous {
            previous = holder
            if !remaining.contains(holder) && !gone.contains(holder) { gone.append(holder) }
        }
        for holder in gone.sorted() {
            let released = held.filter { $0.holder == holder }
            held.removeAll { $0.holder == holder }
            write(FlowBook(held: held))
            for subscription in released where !subscription.links.allEnded {
                if releasesInState, !subscription.links.isEmpty {
                    for link in subscription.links.reversed() where !link.ended {
                        if let edge = link.edge { detach(edge) }
                    }
                } else {
                    cancelling = true
                    subscription.subscription.cancel()
                    cancelling = false
                    blame(0)
                }
            }
        }
    }

    // MARK: Restoring

    /// Notes that objects of the coordinator with serial number `serial` changed for good (`0`: any).
    func blame(_ serial: Int) {
        guard serial < Int.max else { return }
        generation += 1
        while let last = blames.last, last.serial >= serial { blames.removeLast() }
        blames.append((generation, serial))
        if serial > 0 { blamedAt[serial] = generation }
    }

    /// Notes a state assigned to the context since the runtime last looked: a saved state of this runtime
    /// brings its lineage back; any other may reach every coordinator made so far.
    private func followRestores() {
        let note = context.state.styleNote
        guard note !== observedNote else { return }
        observedNote = note
        if let stamp = (note as? FlowBook)?.saved, stamp.runtime === self {
            base = stamp.lineage
        } else {
            base = Lineage(parent: nil, serials: 0..<nextSerial)
        }
        madeSince = nextSerial
    }

    func willSave(_ state: inout NavigationState, in context: NavigationContext) {
        if unclaimed.contains(where: { !$0.ended }) { lostTrack() }
        followRestores()
        if madeSince < nextSerial {
            base = Lineage(parent: base, serials: madeSince..<nextSerial)
            madeSince = nextSerial
        }
        let current = book
        // A restored state still holding its saved book gets one of its own, so that assigning that saved
        // state back is noticed.
        if current.saved != nil { write(FlowBook(held: current.held)) }
        state.styleNote = FlowBook(held: current.held, saved: FlowBook.Stamp(runtime: self, generation: generation, lineage: base))
    }

    /// A saved state restores the app unless objects of a coordinator it can reach (made on its way, see
    /// ``Lineage``) changed for good since, or the runtime lost track of subscriptions.
    func canRestore(_ saved: NavigationState, in context: NavigationContext) -> Bool? {
        guard let stamp = (saved.styleNote as? FlowBook)?.saved, stamp.runtime === self else { return false }
        let generation = stamp.generation
        guard !blamedBelow(1, after: generation) else { return false }
        var lineage = stamp.lineage
        while let node = lineage {
            // A long run of serials (every coordinator made before a state of unknown lineage) is checked
            // as a whole: a change to any coordinator made before its end.
            if node.serials.count > 16 {
                if blamedBelow(node.serials.upperBound, after: generation) { return false }
            } else {
                for serial in node.serials where blamedAt[serial] > generation { return false }
            }
            lineage = node.parent
        }
        return true
    }

    /// Whether a change was noted after `generation` against a coordinator with a serial number below
    /// `frontier` (or against any, `0`).
    private func blamedBelow(_ frontier: Int, after generation: Int) -> Bool {
        var low = 0, high = blames.count
        while low < high {
            let middle = (low + high) / 2
            if blames[middle].generation > generation { high = middle } else { low = middle + 1 }
        }
        return low < blames.count && blames[low].serial < frontier
    }
}

/// The coordinators a saved state can reach: those made by the actions that led to it since the state it
/// was restored from was saved, then that state's lineage, back to the launch. Objects made in other
/// branches of the search are out of its reach, so changes to them do not stop it restoring the app.
final class Lineage {
    let parent: Lineage?
    /// The serial numbers of the coordinators made since `parent`'s state was saved.
    let serials: Range<Int>

    init(parent: Lineage?, serials: Range<Int>) {
        self.parent = parent
        self.serials = serials
    }
}

/// What the screens of each coordinator hold in one state: the subscriptions stored in them. Never
/// changed in place: a change makes a new book, so that saved states keep the one they had.
final class FlowBook {
    /// The subscriptions coordinators' screens hold, each naming its holder, in the order they were stored:
    /// a list, as a state holds a few (one per live flow), which a new book copies cheaper than a dictionary.
    let held: [HeldSubscription]
    /// When the state was saved to be restored (``NavigationContext/savedState()``).
    let saved: Stamp?

    struct Stamp {
        unowned let runtime: FlowRuntime
        /// How many irreversible changes had been noted.
        let generation: Int
        /// The coordinators the state can reach; `nil` when none were made (none since launch).
        let lineage: Lineage?
    }

    init(held: [HeldSubscription], saved: Stamp? = nil) {
        self.held = held
        self.saved = saved
    }
}

/// A stored subscription, who holds it, and the gates it passes through.
final class HeldSubscription {
    let subscription: AnyCancellable
    /// `nil` when the app itself holds it.
    let holder: CoordinatorID?
    let links: [FlowLink]

    init(_ subscription: AnyCancellable, holder: CoordinatorID?, links: [FlowLink]) {
        self.subscription = subscription
        self.holder = holder
        self.links = links
    }

    /// Its gates no longer name it (see ``FlowLink/held``).
    deinit { for link in links { link.held = nil } }
}

/// One gate on a flow's publisher: a `coordinate(to:)` subscription, by which `owner` owns `child`'s
/// flow while it lives, or a blueprint subject's.
final class FlowLink {
    struct Edge {
        let child: CoordinatorID
        let owner: CoordinatorID
    }

    /// The ownership the subscription makes; `nil` for a subject's gate.
    let edge: Edge?
    /// The serial number of the coordinator whose objects the publisher behind it is made of.
    let serial: Int
    /// Whether a stored subscription (or the runtime, having lost track) took it.
    var claimed = false
    /// The stored subscription it is part of, once stored; cleared when that goes, as a weak reference
    /// would be, but without the side table a weak reference gives every stored subscription.
    unowned(unsafe) var held: HeldSubscription?
    /// Set when the publisher completed or the subscription was cancelled.
    var ended = false
    /// Its place among the gates subscribed to.
    var startIndex = 0

    init(edge: Edge?, serial: Int) {
        self.edge = edge
        self.serial = serial
    }
}

extension [FlowLink] {
    /// Whether the subscription has gates and every one has ended (so cancelling it changes nothing).
    var allEnded: Bool { !isEmpty && allSatisfy(\.ended) }
}

/// The gates' reference to their runtime, cleared when the runtime goes: a weak reference without one's
/// cost. A weak reference to the runtime gives it a side table, allocated at every launch, and makes each
/// retain and release of it slower.
final class RuntimeHandle {
    /// The runtime while it lives.
    unowned(unsafe) var runtime: FlowRuntime?
}
