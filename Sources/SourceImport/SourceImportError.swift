/// Why a folder could not be imported: each a user's mistake with its fix, for the command line's exit 64.
public enum SourceImportError: Error, Equatable, CustomStringConvertible {
    case pathMissing(String)
    case noSwiftFiles(String)
    case noCoordinators(String, style: SourceStyle)
    case ambiguousEntry([String])
    case unknownEntry(String, candidates: [String])
    case severalStyles([SourceStyle: [String]])

    public var description: String {
        switch self {
        case .pathMissing(let path):
            "\(path) does not exist: give the folder of the app's sources"
        case .noSwiftFiles(let path):
            "\(path) holds no Swift files (build folders, Pods, Carthage, test targets and previews are skipped)"
        case .noCoordinators(let path, let style):
            "no coordinator of a known style in \(path): looked for \(style.lookedFor)"
        case .ambiguousEntry(let candidates):
            "several coordinators could be the app's entry point (\(candidates.joined(separator: ", "))): "
                + "choose one with --entry NAME"
        case .unknownEntry(let name, let candidates):
            "--entry \(name) is not a coordinator of the sources; they declare \(candidates.joined(separator: ", "))"
        case .severalStyles(let found):
            "the sources declare coordinators of several styles ("
                + found.sorted { $0.key.rawValue < $1.key.rawValue }
                    .map { "\($0.key.rawValue): \($0.value.joined(separator: ", "))" }.joined(separator: "; ")
                + "), and one scan runs one style's runtime: choose one with --style STYLE"
        }
    }
}
