/// Which layout a render used and why: the policy's reason, and every attempt that failed before it.
public struct LayoutDecision: Hashable, Sendable {
    /// The configuration that produced the picture.
    public var configuration: LayoutConfiguration
    /// Why the policy planned its attempts in this order.
    public var reason: String
    /// Attempts that failed before ``configuration`` succeeded, in order.
    public var failures: [LayoutFailure]
    /// Whether the layout ran in a child process that the time budget could stop.
    public var isolated: Bool
    /// What the policy measured.
    public var shape: GraphShape

    public var engine: LayoutEngine { configuration.engine }
    /// The root graph attributes the configuration set.
    public var attributes: Attributes { configuration.graphAttributes }
    /// Whether the first planned configuration failed and a fallback drew the picture.
    public var fallbackTaken: Bool { !failures.isEmpty }
}

/// A layout attempt that did not produce a picture.
public struct LayoutFailure: Hashable, Sendable, CustomStringConvertible {
    public enum Cause: Hashable, Sendable {
        /// The child process running it was stopped when its share of the budget ran out.
        case exceededBudget(allowance: Duration)
        /// No time was left for it.
        case noTimeLeft
        /// Graphviz reported errors (a wrong picture: lost edges, ranking trouble).
        case graphvizErrors([String])
        /// Graphviz crashed in the child process (signal number, or exit status above 128).
        case crashed(status: Int32)
    }

    public var configuration: LayoutConfiguration
    public var cause: Cause

    public var description: String {
        switch cause {
        case .exceededBudget(let allowance): "\(configuration): stopped after its \(allowance) share of the budget"
        case .noTimeLeft: "\(configuration): no time left in the budget"
        case .graphvizErrors(let messages): "\(configuration): Graphviz errors (\(messages.joined(separator: " ")))"
        case .crashed(let status): "\(configuration): Graphviz crashed (status \(status))"
        }
    }
}
