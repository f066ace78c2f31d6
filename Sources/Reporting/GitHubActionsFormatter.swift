import NavigationGraph

/// GitHub Actions workflow commands (`::error file=…,line=…,title=…::message`), one per finding, so
/// findings show as annotations on the pull request; first one warning per bound that cut the search.
public struct GitHubActionsFormatter: OutputFormatter {
    public var pathMapping: SourcePathMapping

    public init(pathMapping: SourcePathMapping) {
        self.pathMapping = pathMapping
    }

    public func format(_ graph: NavigationGraph) -> String {
        let locator = FindingLocator(graph: graph)
        let cuts = ReportVocabulary.orderedCuts(graph.exploration).map { cut in
            WorkflowCommand(
                name: "warning", properties: [("title", "Search cut by a bound")],
                message: "Findings may be missing: " + ReportVocabulary.cut(cut, bounds: graph.exploration.bounds)
            ).rendered + "\n"
        }
        return cuts.joined() + ReportVocabulary.ordered(graph.findings).map { finding in
            var properties: [(String, String)] = []
            if let location = locator.location(of: finding) {
                properties.append(("file", ReportVocabulary.shown(pathMapping.path(for: location.file))))
                properties.append(("line", "\(location.line)"))
            }
            properties.append(("title", "\(finding.kind.title): \(ReportVocabulary.shown(finding.subject.description))"))
            var message = ReportVocabulary.shown(finding.message)
            if !finding.path.isEmpty || finding.state != nil {
                message += "\nPath: " + ReportVocabulary.path(finding.path)
            }
            return WorkflowCommand(name: Self.command(finding.severity), properties: properties, message: message)
                .rendered
        }.map { $0 + "\n" }.joined()
    }

    static func command(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "notice"
        }
    }
}

/// One workflow command line, escaped as the Actions runner expects: `%`, CR and LF everywhere,
/// and also `:` and `,` in property values.
public struct WorkflowCommand: Sendable {
    public var name: String
    public var properties: [(String, String)]
    public var message: String

    public init(name: String, properties: [(String, String)], message: String) {
        self.name = name
        self.properties = properties
        self.message = message
    }

    public var rendered: String {
        let list = properties.map { "\($0.0)=\(Self.escapeProperty($0.1))" }.joined(separator: ",")
        return "::\(name)\(list.isEmpty ? "" : " \(list)")::\(Self.escapeData(message))"
    }

    /// Escapes a message.
    public static func escapeData(_ text: String) -> String {
        escape(text, alsoSeparators: false)
    }

    /// Escapes a property value.
    public static func escapeProperty(_ text: String) -> String {
        escape(text, alsoSeparators: true)
    }

    private static func escape(_ text: String, alsoSeparators: Bool) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": escaped += "%25"
            case "\r": escaped += "%0D"
            case "\n": escaped += "%0A"
            case ":" where alsoSeparators: escaped += "%3A"
            case "," where alsoSeparators: escaped += "%2C"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}
