import CGraphviz
import Dispatch

/// The one serial owner of Graphviz in the process.
///
/// Graphviz is not thread safe (even one context per thread crashes), so every call into it runs on one
/// serial dispatch queue, whoever asks. Callers wait asynchronously; the queue's thread may block in a layout
/// without holding up Swift's cooperative pool. State here is touched only on that queue.
final class GraphvizSession: @unchecked Sendable {
    static let shared = GraphvizSession()

    private let queue = DispatchQueue(label: "GraphvizRendering.GraphvizSession")
    /// Read once per process (`gvPluginList`), on the queue.
    private var catalog: PluginCatalog?

    private init() {}

    /// Runs `work` on the serial queue.
    func run<T: Sendable>(_ work: @escaping @Sendable (GraphvizSession) throws(RenderError) -> T) async throws(RenderError) -> T {
        let result: Result<T, RenderError> = await withCheckedContinuation { continuation in
            queue.async {
                continuation.resume(returning: Result { () throws(RenderError) -> T in try work(self) })
            }
        }
        return try result.get()
    }

    /// The plugin registry's formats and engines, read with the first context and kept.
    func pluginCatalog() throws(RenderError) -> PluginCatalog {
        dispatchPrecondition(condition: .onQueue(queue))
        if let catalog { return catalog }
        let read = try withContext { context in PluginCatalog(context: context) }
        catalog = read
        return read
    }

    /// The one Graphviz context, made on first use and kept for the life of the process.
    ///
    /// Never freed between renders: Graphviz 2.42's pango plugin caches a pointer to the last font name it
    /// measured, and that name lives in the context's font dictionary, so a `gvFreeContext` followed by a new
    /// context and another render read freed memory (`scripts/valgrind-render` found it).
    private var context: OpaquePointer?

    /// Runs `body` with the session's Graphviz context.
    func withContext<T>(_ body: (OpaquePointer) throws(RenderError) -> T) throws(RenderError) -> T {
        dispatchPrecondition(condition: .onQueue(queue))
        GraphvizMessages.install()
        if let context { return try body(context) }
        let created = GraphvizMessages.collect { gvContext() }
        guard let made = created.result else { throw .graphvizUnavailable }
        context = made
        return try body(made)
    }

    /// Lays out and renders `description`, trying the plan's configurations in order within `budget`.
    ///
    /// Each attempt but the last may use half of the time left, so the last (the cheap fallback) always has
    /// at least half of what remained. Isolated plans run each attempt in a child process the budget stops.
    func render(
        _ description: GraphDescription, format: OutputFormat, plan: LayoutPolicy.Plan, shape: GraphShape, budget: Duration
    ) throws(RenderError) -> RenderedGraph {
        let catalog = try pluginCatalog()
        try catalog.require(format)
        let attempts = plan.attempts.filter { catalog.supports($0.engine) }
        guard !attempts.isEmpty else {
            throw .engineUnavailable(plan.attempts.first?.engine ?? .dot, available: catalog.layouts)
        }
        let clock = ContinuousClock()
        let deadline = clock.now + budget
        return try withContext { context throws(RenderError) in
            var failures: [LayoutFailure] = []
            for (index, configuration) in attempts.enumerated() {
                let left = deadline - clock.now
                let allowance = index == attempts.count - 1 ? left : left / 2
                guard allowance > .zero else {
                    failures.append(LayoutFailure(configuration: configuration, cause: .noTimeLeft))
                    continue
                }
                let graph = try CGraph(description.applying(configuration))
                let outcome: AttemptOutcome
                if plan.isolated {
                    warmUp(context: context, engine: configuration.engine, format: format)
                    outcome = IsolatedLayout.run(
                        context: context, graph: graph, engine: configuration.engine, format: format, allowance: allowance)
                } else {
                    outcome = layoutAndRender(context: context, graph: graph, engine: configuration.engine, format: format)
                }
                switch outcome {
                case .rendered(let bytes):
                    let decision = LayoutDecision(
                        configuration: configuration, reason: plan.reason, failures: failures, isolated: plan.isolated,
                        shape: shape)
                    let file = format == .pdf ? ReproduciblePDF.normalize(bytes) : bytes
                    return RenderedGraph(format: format, bytes: file, layout: decision)
                case .layoutErrors(let messages):
                    failures.append(LayoutFailure(configuration: configuration, cause: .graphvizErrors(messages)))
                case .renderFailed(let messages):
                    throw .renderFailed(format, messages: messages)
                case .timedOut:
                    failures.append(LayoutFailure(configuration: configuration, cause: .exceededBudget(allowance: allowance)))
                case .crashed(let status):
                    failures.append(LayoutFailure(configuration: configuration, cause: .crashed(status: status)))
                }
            }
            throw .layoutFailed(failures)
        }
    }
}
