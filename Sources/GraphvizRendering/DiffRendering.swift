import NavigationGraph

/// A diff map and the layout it kept.
public struct RenderedDiff: Sendable {
    /// The picture of both versions.
    public var picture: RenderedGraph
    /// Where the old version's layout put each node: unchanged nodes sit here in ``picture`` too.
    public var oldLayout: LayoutPositions
    /// How the old version was laid out (the policy's choice, as for any picture).
    public var oldLayoutDecision: LayoutDecision
}

extension Renderer {
    /// The screen map of `old` and `new` at once (added green, removed red and dashed, unchanged grey), laid
    /// out once: the old version's screen map is laid out as usual, every node and box of it is kept where it
    /// sat, and only what `new` adds is placed, next to what it is joined to.
    public func renderDiff(
        old: NavigationGraph, new: NavigationGraph, format: OutputFormat, options: RenderOptions = RenderOptions()
    ) async throws(RenderError) -> RenderedDiff {
        let map = DiffMap(old: old, new: new, options: options)
        let base = try await layOut(map.describe(oldOnly: true), options: options)
        let positions = try LayoutPositions(graphvizJSON: base.bytes)
        let chosen = base.layout.configuration
        var union = map.describe()
        if !chosen.clusters {
            union = union.applying(.pinned(clusters: false, edgeLabels: .inLayout))
        }
        let pinned = PinnedLayout(base: positions).pin(union)
        let attempts: [LayoutConfiguration] =
            chosen.edgeLabels == .omitted
            ? [.pinned(clusters: chosen.clusters, edgeLabels: .omitted)]
            : [.pinned(clusters: chosen.clusters, edgeLabels: .inLayout), .pinned(clusters: chosen.clusters, edgeLabels: .afterLayout)]
        let plan = LayoutPolicy.Plan(
            attempts: attempts,
            reason: "the old version laid out with \(chosen) (\(base.layout.reason)); its places kept, new nodes placed beside their neighbours",
            isolated: true)
        let shape = GraphShape(pinned)
        let picture = try await GraphvizSession.shared.run { session throws(RenderError) in
            try session.render(pinned, format: format, plan: plan, shape: shape, budget: options.timeBudget)
        }
        return RenderedDiff(picture: picture, oldLayout: positions, oldLayoutDecision: base.layout)
    }

    /// `description` laid out by the usual policy, as Graphviz's JSON, always in a child process: rendering
    /// JSON in-process and then closing the graph crashed in `agclose` (Graphviz 2.43) on the router example.
    private func layOut(_ description: GraphDescription, options: RenderOptions) async throws(RenderError) -> RenderedGraph {
        let shape = GraphShape(description)
        var isolated = LayoutPolicy().plan(for: shape, preferred: options.preferredLayout)
        isolated.isolated = true
        let plan = isolated
        return try await GraphvizSession.shared.run { session throws(RenderError) in
            try session.render(description, format: .json, plan: plan, shape: shape, budget: options.timeBudget)
        }
    }
}
