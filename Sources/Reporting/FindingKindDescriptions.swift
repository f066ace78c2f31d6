import NavigationGraph

extension FindingKind {
    /// The kind's name in UpperCamelCase, as SARIF rule names are written.
    public var ruleName: String {
        rawValue.prefix(1).uppercased() + rawValue.dropFirst()
    }

    /// What a finding of this kind means, for rule descriptions and report legends.
    public var explanation: String {
        switch self {
        case .unreachableScreen:
            "A declared screen that no sequence of user, system or external actions shows from launch: "
                + "dead code, or a route wired to nothing."
        case .unreachableCoordinator:
            "A declared coordinator that is never started from launch."
        case .deadEnd:
            "A state in which the user can do nothing: the visible screen offers no action and no back, "
                + "swipe-down or tab applies."
        case .trap:
            "States the user can enter but never leave to get back to the rest of the app."
        case .unboundedGrowth:
            "A cycle of actions that grows the navigation stack, the modal chain or the coordinator tree "
                + "without limit."
        case .leakedCoordinator:
            "A coordinator still held in the coordinator tree after its screens have left the window."
        case .styleFault:
            "An operation the real coordinator library rejects with an assertion or a precondition failure."
        case .replayMismatch:
            "Replaying the action path from a fresh launch gave a different state: the app keeps navigation "
                + "state the explorer cannot see."
        case .hiddenState:
            "The same action from the same state led to different states: the app keeps navigation state the "
                + "explorer cannot see, so its graph and other findings may be wrong."
        case .appCrash:
            "An action that crashes the app (a `try!`, `fatalError`, failed `as!` or force unwrap): the explorer "
                + "treats it as leading nowhere and explores everything else."
        case .explorationBound:
            "A bound (depth, state count or time) cut the exploration, so the graph and its findings may be "
                + "incomplete."
        }
    }
}
