/// Why a render failed, each with a message that says what to do.
public enum RenderError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The view would be too large to read (or lay out); another view shows the same app.
    case viewTooLarge(view: GraphView, count: Int, limit: Int)
    /// Graphviz on this machine has no plugin for the format.
    case formatUnavailable(OutputFormat, available: [String])
    /// Graphviz on this machine has no plugin for any layout engine the policy can use.
    case engineUnavailable(LayoutEngine, available: [String])
    /// Graphviz could not create its context (plugins missing or unreadable).
    case graphvizUnavailable
    /// The graph description could not be built in Graphviz (an edge to a node that does not exist...).
    case invalidDescription(String)
    /// Every layout tried failed or ran out of time, each attempt with why.
    case layoutFailed([LayoutFailure])
    /// Layout succeeded but writing the format failed, with Graphviz's messages.
    case renderFailed(OutputFormat, messages: [String])

    public var description: String {
        switch self {
        case .viewTooLarge(let view, let count, let limit):
            "The \(view.rawValue) view has \(count) states, more than the limit of \(limit): it would be unreadable. "
                + "Render the 'screens' or 'coordinators' view instead, or raise the state limit."
        case .formatUnavailable(let format, let available):
            "Graphviz here cannot write \(format.rawValue): \(format.provider.plugin) is missing. "
                + "Available formats: \(available.joined(separator: ", ")). "
                + "Install the Debian package \(format.provider.package) (apt-get install \(format.provider.package)), "
                + "then register its plugins with 'dot -c'."
        case .engineUnavailable(let engine, let available):
            "Graphviz here has no \(engine.rawValue) layout engine. Available engines: \(available.joined(separator: ", ")). "
                + "It comes with the Debian package libgvc6 (apt-get install libgvc6), registered with 'dot -c'."
        case .graphvizUnavailable:
            "Graphviz could not start: install libgraphviz-dev (or libgvc6) and run 'dot -c' to register its plugins."
        case .invalidDescription(let reason):
            "The graph description is invalid: \(reason)"
        case .layoutFailed(let failures):
            "No layout finished within the time budget: " + failures.map(\.description).joined(separator: "; ")
        case .renderFailed(let format, let messages):
            "Graphviz failed to write \(format.rawValue): " + messages.joined(separator: " ")
        }
    }
}
