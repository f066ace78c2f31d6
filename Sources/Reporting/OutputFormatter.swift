import NavigationGraph

/// Turns a navigation graph into one report format.
///
/// Formatters are pure: the same graph gives the same bytes, so reports can be committed and diffed.
public protocol OutputFormatter: Sendable {
    /// The report for `graph`, ending with a newline.
    func format(_ graph: NavigationGraph) throws -> String
}

/// The formats `coordgraph check` writes its result in. (The Markdown flow documentation is a file of
/// `explore`, written by ``MarkdownFormatter``.)
public enum ReportFormat: String, CaseIterable, Sendable {
    case text
    case json
    case sarif
    case githubActions = "github-actions"

    /// A formatter for this format, configured by `options`.
    public func formatter(options: ReportOptions = ReportOptions()) -> any OutputFormatter {
        switch self {
        case .text: TextFormatter(colored: options.colored)
        case .json: JSONFormatter()
        case .sarif:
            SARIFFormatter(toolVersion: options.toolVersion, pathMapping: options.pathMapping, baseline: options.baseline)
        case .githubActions: GitHubActionsFormatter(pathMapping: options.pathMapping)
        }
    }
}

/// What the caller decides for the formatters that need it.
public struct ReportOptions: Sendable {
    /// Whether the text report uses ANSI colours; see ``shouldColor(isTerminal:environment:)``.
    public var colored: Bool
    /// The `coordgraph` version written into SARIF.
    public var toolVersion: String
    /// How a `#fileID` becomes a repository-relative path (SARIF, GitHub annotations).
    public var pathMapping: SourcePathMapping
    /// Accepted findings, marked as unchanged in SARIF.
    public var baseline: Baseline?

    public init(
        colored: Bool = false, toolVersion: String = "0.0.0", pathMapping: SourcePathMapping = .moduleFolder("Sources"),
        baseline: Baseline? = nil
    ) {
        self.colored = colored
        self.toolVersion = toolVersion
        self.pathMapping = pathMapping
        self.baseline = baseline
    }
}
