import CGraphviz

/// What one layout-and-render attempt produced.
enum AttemptOutcome: Equatable {
    /// The picture.
    case rendered([UInt8])
    /// Layout reported errors: the picture would be wrong (or there is none).
    case layoutErrors([String])
    /// Layout succeeded, writing the format failed.
    case renderFailed([String])
    /// Stopped in its child process when its share of the budget ran out.
    case timedOut
    /// The child process died (a Graphviz crash) or answered nonsense.
    case crashed(status: Int32)
}

/// Layout and render, with Graphviz's messages collected.
///
/// With `releasing`, the layout and the rendered buffer are freed before returning. A layout child process
/// passes `false`: it exits right after, and freeing what a broken layout left behind is where dot's
/// corruption surfaces ("double free or corruption").
func layoutAndRender(
    context: OpaquePointer, graph: borrowing CGraph, engine: LayoutEngine, format: OutputFormat, releasing: Bool = true
) -> AttemptOutcome {
    let layout = GraphvizMessages.collect { gvLayout(context, graph.pointer, engine.rawValue) }
    guard layout.result == 0 else { return .layoutErrors(layout.messages) }
    defer { if releasing { gvFreeLayout(context, graph.pointer) } }
    if layout.failed { return .layoutErrors(layout.messages) }

    var data: UnsafeMutablePointer<CChar>?
    var length: UInt32 = 0
    let render = GraphvizMessages.collect { gvRenderData(context, graph.pointer, format.rawValue, &data, &length) }
    defer { if releasing, let data { gvFreeRenderData(data) } }
    guard render.result == 0, !render.failed, let data else { return .renderFailed(render.messages) }
    let bytes = Array(UnsafeRawBufferPointer(start: data, count: Int(length)))
    return .rendered(bytes)
}

/// Loads `engine`'s and `format`'s plugins into `context` with a two-node graph, so a forked child finds
/// them loaded and never has to `dlopen` after `fork`.
func warmUp(context: OpaquePointer, engine: LayoutEngine, format: OutputFormat) {
    // The pinned engine (nop2) needs every position given: without them it corrupts memory.
    let placed = engine == .pinned
    let tiny = GraphDescription(
        name: "warm-up",
        nodes: [
            .init(id: "a", label: .text(["a"]), attributes: placed ? ["pos": "0,0!"] : [:]),
            .init(id: "b", label: .text(["b"]), attributes: placed ? ["pos": "100,0!"] : [:]),
        ],
                                edges: [.init(from: "a", to: "b")])
    guard let graph = try? CGraph(tiny) else { return }
    _ = layoutAndRender(context: context, graph: graph, engine: engine, format: format)
}
