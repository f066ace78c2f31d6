import SwiftIfConfig
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// One parsed Swift file: its syntax tree, which `#if` clauses are active, and how positions become lines.
struct ParsedSource {
    /// The path relative to the scanned folder, which every location names.
    let path: String
    let tree: SourceFileSyntax
    let regions: ConfiguredRegions
    private let converter: SourceLocationConverter

    /// The line of `node`'s first token (after its leading trivia).
    func line(of node: some SyntaxProtocol) -> Int {
        converter.location(for: node.positionAfterSkippingLeadingTrivia).line
    }

    /// Parses `text`; a file swift-syntax reports errors in is not returned, its first error is.
    static func parse(_ text: String, path: String, configuration: PlatformConfiguration) -> Result<Self, ImportDiagnostic> {
        let tree = Parser.parse(source: text)
        let converter = SourceLocationConverter(fileName: path, tree: tree)
        if tree.hasError {
            let diagnostics = ParseDiagnosticsGenerator.diagnostics(for: tree)
            let first = diagnostics.first
            let line = first.map { $0.location(converter: converter).line } ?? 1
            return .failure(ImportDiagnostic(
                .unparsableFile, path: path, line: line, subject: "unparsable file",
                message: "does not parse (\(first?.message ?? "syntax error")); the file is skipped"))
        }
        let regions = tree.configuredRegions(in: configuration)
        return .success(ParsedSource(path: path, tree: tree, regions: regions, converter: converter))
    }
}
