import NavigationGraph

/// Draws navigation graphs with Graphviz, in-process, one render at a time whatever the callers' threads.
///
/// ```swift
/// let picture = try await Renderer().render(graph, view: .screens, format: .svg)
/// try picture.bytes.write(to: …)                       // and picture.layout says how it was laid out
/// let source = try GraphView.screens.describe(graph).canonicalDOT   // the DOT source, no layout
/// ```
public struct Renderer: Sendable {
    public init() {}

    /// `view` of `graph` in `format`, laid out within `options.timeBudget`.
    public func render(
        _ graph: NavigationGraph, view: GraphView, format: OutputFormat, options: RenderOptions = RenderOptions()
    ) async throws(RenderError) -> RenderedGraph {
        try await render(view.describe(graph, options: options), format: format, options: options)
    }

    /// A graph description (a view's, or one of your own) in `format`.
    public func render(
        _ description: GraphDescription, format: OutputFormat, options: RenderOptions = RenderOptions()
    ) async throws(RenderError) -> RenderedGraph {
        let shape = GraphShape(description)
        let plan = LayoutPolicy().plan(for: shape, preferred: options.preferredLayout)
        return try await GraphvizSession.shared.run { session throws(RenderError) in
            try session.render(description, format: format, plan: plan, shape: shape, budget: options.timeBudget)
        }
    }

    /// The formats Graphviz can write on this machine.
    public func availableFormats() async throws(RenderError) -> [OutputFormat] {
        let catalog = try await GraphvizSession.shared.run { session throws(RenderError) in try session.pluginCatalog() }
        return OutputFormat.allCases.filter { catalog.formats.contains($0.rawValue) }
    }
}

/// A rendered picture and how it was laid out.
public struct RenderedGraph: Sendable {
    public var format: OutputFormat
    /// The file's contents.
    public var bytes: [UInt8]
    /// Which layout drew it, and why.
    public var layout: LayoutDecision

    /// The contents as text, for text formats (svg, dot, json).
    public var text: String? { format.isText ? String(decoding: bytes, as: UTF8.self) : nil }
}
