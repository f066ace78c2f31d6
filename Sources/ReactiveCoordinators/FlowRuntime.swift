import NavigationModel
import OpenCombine

/// The reactive style's bookkeeping for one launched app: which subscriptions are alive and who holds them.
///
/// Subscriptions are Combine objects with state of their own (a sink knows whether it has finished, a
/// subject knows its subscribers), which no copy of ``NavigationState`` can capture. Apps of this style
/// are therefore explored with `RestoreStrategy.replayFromLaunch`; the ownership tree in the state still
/// shows every live subscription, so state keys and leak reports see them.
final class FlowRuntime: NavigationObserver {
    private unowned let context: NavigationContext
    /// Subscriptions held by a coordinator's screens, released when its last screen leaves the window.
    private var held: [CoordinatorID: [AnyCancellable]] = [:]
    /// Subscriptions the app itself holds (the scene delegate's), never released.
    private var heldByApp: [AnyCancellable] = []
    /// Coordinators the app itself launched: roots of the ownership tree whatever they own.
    private var appRoots: Set<CoordinatorID> = []

    private init(context: NavigationContext) { self.context = context }

    /// The runtime of `context`, installed on first use.
    @discardableResult
    static func installed(in context: NavigationContext) -> FlowRuntime {
        if let runtime = context.observer(of: FlowRuntime.self) { return runtime }
        let runtime = FlowRuntime(context: context)
        context.addObserver(runtime)
        return runtime
    }

    // MARK: Ownership

    func adoptAsAppRoot(_ id: CoordinatorID) {
        appRoots.insert(id)
        context.makeRoot(id)
    }

    /// A subscriber attached to `owner`'s `coordinate(to:)` publisher: the child flow is owned.
    func flowStarted(_ child: CoordinatorID, owner: CoordinatorID) {
        context.attach(child, to: owner)
        refreshRoot(owner)
        refreshRoot(child)
    }

    /// The subscription finished or was cancelled: the child flow is no longer owned through it.
    func flowEnded(_ child: CoordinatorID, owner: CoordinatorID) {
        context.detach(child, from: owner)
        refreshRoot(owner)
        refreshRoot(child)
    }

    /// A coordinator that holds live flows while nothing owns it is held by the app through its screens
    /// (the view controller that stored the subscription), so it is a root of the ownership tree for as
    /// long as it holds any. Roots stay in creation order so that keys do not depend on the path taken.
    private func refreshRoot(_ id: CoordinatorID) {
        guard !appRoots.contains(id) else { return }
        let record = context.record(id)
        let holdsFlows = record.map { $0.parent == nil && !$0.children.isEmpty } ?? false
        let isRoot = context.state.coordinators.roots.contains(id)
        if holdsFlows && !isRoot {
            let ordered = (context.state.coordinators.roots + [id]).sorted()
            ordered.forEach(context.removeRoot)
            ordered.forEach(context.makeRoot)
        } else if !holdsFlows && isRoot {
            context.removeRoot(id)
        }
    }

    // MARK: Holding subscriptions

    func hold(_ subscription: AnyCancellable, for holder: CoordinatorID) {
        held[holder, default: []].append(subscription)
    }

    func holdForApp(_ subscription: AnyCancellable) { heldByApp.append(subscription) }

    /// A holder with nothing left in the window (no screen, stack, tab bar or presentation of its own) is
    /// gone, and the subscriptions it stored go with it.
    func screensDidLeave(_ screens: [Screen], in context: NavigationContext) {
        let remaining = context.state.coordinatorsOnScreen
        for holder in held.keys.sorted() where !remaining.contains(holder) {
            held.removeValue(forKey: holder)?.forEach { $0.cancel() }
        }
    }
}
