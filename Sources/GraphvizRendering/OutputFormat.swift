/// The formats the renderer produces, each through a Graphviz device plugin.
public enum OutputFormat: String, CaseIterable, Codable, Hashable, Sendable {
    case svg, png, pdf
    /// DOT with layout positions, as Graphviz writes it (the unlaid source is ``GraphDescription/canonicalDOT``).
    case dot
    /// Graphviz's JSON with layout positions.
    case json

    /// The usual file extension.
    public var fileExtension: String { rawValue }

    /// Whether the output is text (UTF-8).
    public var isText: Bool { self != .png && self != .pdf }

    /// The Graphviz plugin that provides the format, and the Debian package that ships it.
    var provider: (plugin: String, package: String) {
        switch self {
        case .svg, .dot, .json: ("the core plugin (libgvplugin_core)", "libgvc6")
        case .png, .pdf: ("the cairo plugin (libgvplugin_pango)", "libgvc6")
        }
    }
}
