/// Something the importer could not read or follow, at a file and line of the scanned folder.
public struct ImportDiagnostic: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Kind: String, Hashable, Sendable {
        /// A file swift-syntax could not parse: skipped.
        case unparsableFile
        /// A navigation call whose receiver, route or coordinator could not be resolved.
        case unresolvedCall
        /// A declaration that was read only in part (a route with no screen, a page with no coordinator).
        case partialDeclaration
    }

    public var kind: Kind
    /// Relative to the scanned folder.
    public var path: String
    public var line: Int
    /// What it is about, stable across edits that move lines: the call as written, the route, the file.
    public var subject: String
    public var message: String

    public init(_ kind: Kind, path: String, line: Int, subject: String, message: String) {
        self.kind = kind
        self.path = path
        self.line = line
        self.subject = subject
        self.message = message
    }

    public var description: String { "\(path):\(line): \(message)" }
}
