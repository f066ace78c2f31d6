/// Everything that is on screen and everything that is owned, as one value.
///
/// Saving a state is a copy and restoring it is an assignment: the explorer keeps states, not replays.
public struct NavigationState {
    public var window = Window()
    public var coordinators = CoordinatorTree()
    /// Lifecycle bindings: when the screen leaves the window, the style is told to release the coordinator.
    public var lifecycleBindings: [ScreenID: CoordinatorID] = [:]
    /// The app's declared model state (logged in, todos, favourites); part of the state key.
    public var model: AnyHashable?
    /// Containers made but not in the window: a navigation controller filled before it is presented, a
    /// Router-style coordinator's stack or tab bar before its flow starts. Part of the state key; released
    /// at the end of a transition once their owner coordinator is gone (at once when they have none).
    public var offscreen: [Container] = []
    /// The next identifier to hand out; kept in the state so that a restored state keeps allocating
    /// identifiers it has never used.
    var nextIdentifier = 1
    /// What a style whose app also keeps state in objects outside this value (Combine subscriptions) notes
    /// with it, to tell whether assigning it back restores the app (see
    /// ``NavigationObserver/canRestore(_:in:)``), or what a style derives from the state and checks before
    /// reuse (the declarative style's last layout). Neither part of the key nor of ``isIdentical(to:)``;
    /// restored by assignment with the rest.
    public var styleNote: AnyObject?

    public init() {}

    /// The coordinators that own anything in the window (a screen, a stack, a tab bar or a presentation).
    public var coordinatorsOnScreen: Set<CoordinatorID> {
        var result: Set<CoordinatorID> = []
        window.forEachCoordinator { result.insert($0) }
        return result
    }

    /// Owned coordinators of which nothing is on screen, neither their own screens nor any of their
    /// descendants'. Coordinators that own nothing at all by design can be excused with `exempt`.
    public func leakedCoordinators(exempt: (CoordinatorRecord) -> Bool = { _ in false }) -> [CoordinatorID] {
        let onScreen = coordinatorsOnScreen
        var visible: [CoordinatorID: Bool] = [:]
        func isVisible(_ id: CoordinatorID) -> Bool {
            if let known = visible[id] { return known }
            guard let record = coordinators[id] else { return false }
            let result = onScreen.contains(id) || record.children.contains(where: isVisible)
            visible[id] = result
            return result
        }
        return coordinators.owned.filter { id in
            guard let record = coordinators[id] else { return false }
            return !isVisible(id) && !exempt(record)
        }
    }
}

extension NavigationState {
    /// Hands out the next identifier.
    mutating func takeIdentifier() -> Int {
        defer { nextIdentifier += 1 }
        return nextIdentifier
    }
}
