import NavigationGraph

/// Which diagrams to draw for a graph, and in which formats.
public struct DiagramSelection: Hashable, Sendable {
    /// The formats every view is drawn in; `nil` for the defaults (the screen map as svg and png, the
    /// other views as svg).
    public var formats: [OutputFormat]?
    /// Whether to draw anything at all.
    public var enabled: Bool

    public init(formats: [OutputFormat]? = nil, enabled: Bool = true) {
        self.formats = formats
        self.enabled = enabled
    }

    /// The formats `view` is drawn in.
    public func formats(of view: GraphView) -> [OutputFormat] {
        if let formats { return formats }
        return view == .screens ? [.svg, .png] : [.svg]
    }
}

/// Every diagram of one graph, drawn in memory, with a line per view on how it was laid out.
public struct DiagramSet: Sendable {
    /// One drawn file, such as `screens.svg`.
    public struct Diagram: Sendable {
        public var view: GraphView
        public var format: OutputFormat
        public var bytes: [UInt8]
        /// The file name: the view's name with the format's extension.
        public var fileName: String { GraphView.fileName(view, format) }
    }

    /// How a view was laid out, or why it was not drawn.
    public struct Note: Sendable {
        public var view: GraphView
        public var text: String
    }

    public var diagrams: [Diagram] = []
    public var notes: [Note] = []
    /// Views not drawn (the state graph of a large app): their files from an earlier run are obsolete.
    public var skipped: [GraphView] = []

    /// Draws the views `selection` asks for, within `options`. The state graph of an app with more states
    /// than `options.stateLimit` is not drawn, and a note says so.
    public static func draw(
        _ graph: NavigationGraph, selection: DiagramSelection, options: RenderOptions, renderer: Renderer = Renderer()
    ) async throws(DiagramError) -> DiagramSet {
        var set = DiagramSet()
        guard selection.enabled else { return set }
        for view in GraphView.allCases {
            if view == .states && graph.states.count > options.stateLimit {
                set.notes.append(Note(view: view, text: "not drawn: \(graph.states.count) states is more than --state-limit "
                    + "\(options.stateLimit); the screen map and the coordinator map show this app"))
                set.skipped.append(view)
                continue
            }
            for format in selection.formats(of: view) {
                do {
                    if format == .dot {
                        let dot = try view.describe(graph, options: options).canonicalDOT
                        set.diagrams.append(Diagram(view: view, format: format, bytes: Array(dot.utf8)))
                        continue
                    }
                    let picture = try await renderer.render(graph, view: view, format: format, options: options)
                    set.diagrams.append(Diagram(view: view, format: format, bytes: picture.bytes))
                    if !set.notes.contains(where: { $0.view == view }) {
                        set.notes.append(Note(view: view, text: picture.layout.summary))
                    }
                } catch {
                    throw DiagramError(view: view, fileName: GraphView.fileName(view, format), reason: "\(error)")
                }
            }
        }
        return set
    }

    /// A Markdown section saying which layout drew each diagram and why; empty when nothing was drawn.
    public var markdown: String {
        guard !notes.isEmpty else { return "" }
        return "\n## Diagrams\n\n" + notes.map { "- **\($0.view.title)**: \($0.text)" }.joined(separator: "\n") + "\n"
    }
}

/// A diagram that could not be drawn.
public struct DiagramError: Error, Sendable, CustomStringConvertible {
    public var view: GraphView
    public var fileName: String
    public var reason: String

    public init(view: GraphView, fileName: String, reason: String) {
        self.view = view
        self.fileName = fileName
        self.reason = reason
    }

    public var description: String { "the \(view.title) (\(fileName)) could not be drawn: \(reason)" }
}

extension GraphView {
    /// The view's name in prose.
    public var title: String {
        switch self {
        case .screens: "Screen map"
        case .coordinators: "Coordinator map"
        case .states: "State graph"
        }
    }

    /// The file a view is written to in a format, such as `screens.svg`.
    public static func fileName(_ view: GraphView, _ format: OutputFormat) -> String {
        "\(view.rawValue).\(format.fileExtension)"
    }
}

extension LayoutDecision {
    /// One line: the engine, why, and any fallback.
    public var summary: String {
        var text = "\(configuration) — \(reason)"
        if fallbackTaken { text += "; fell back after: " + failures.map(\.description).joined(separator: "; ") }
        return text
    }
}
