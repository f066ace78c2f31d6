import NavigationGraph

/// What to draw of a navigation graph.
public enum GraphView: String, CaseIterable, Codable, Hashable, Sendable {
    /// Screens grouped by owning coordinator, one edge per distinct action: the whiteboard drawing.
    case screens
    /// Coordinators and how one starts another, with counts: the overview for large apps.
    case coordinators
    /// Every explored state: exact, for small apps (see ``RenderOptions/stateLimit``).
    case states

    /// This view of `graph` as a Graphviz graph description, before layout.
    public func describe(_ graph: NavigationGraph, options: RenderOptions = RenderOptions()) throws(RenderError)
        -> GraphDescription
    {
        switch self {
        case .screens: ScreenMap(graph: graph, options: options).describe()
        case .coordinators: CoordinatorMap(graph: graph).describe()
        case .states: try StateGraph(graph: graph, options: options).describe()
        }
    }
}
