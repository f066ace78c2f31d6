import CoordinatorGraph
import Foundation

/// A mistake the user can fix, said in a sentence with the fix in it. Never a stack trace.
enum CommandLineError: Error, CustomStringConvertible {
    case unknownApp(String, known: [String])
    case noAppsRegistered
    case appAndAllTogether
    case neitherAppNorAll
    case outputFolderNotWritable(String, reason: String)
    case renderingFailed(app: String, DiagramError)
    case baselineMissing(String)
    case gateIncomplete
    case badAppName(String, problem: String)
    case sourcesUnusable(String)

    /// The status the command line exits with for this mistake.
    var exitStatus: ExitStatus {
        switch self {
        case .unknownApp, .noAppsRegistered, .appAndAllTogether, .neitherAppNorAll, .sourcesUnusable: .usage
        case .outputFolderNotWritable: .cannotCreate
        case .renderingFailed: .internalError
        case .baselineMissing: .noInput
        case .gateIncomplete: .incomplete
        case .badAppName: .configuration
        }
    }

    var description: String {
        switch self {
        case .unknownApp(let name, let known):
            let suggestion = known.min { editDistance($0, name) < editDistance($1, name) }
                .flatMap { editDistance($0, name) <= max(2, name.count / 3) ? " Did you mean '\($0)'?" : nil } ?? ""
            return "No app named '\(name)'.\(suggestion) Registered apps: \(known.joined(separator: ", ")). "
                + "Run 'coordgraph list' to see them."
        case .noAppsRegistered:
            return "No apps are registered. Pass your apps to CoordinatorGraphCLI.main(apps:)."
        case .appAndAllTogether:
            return "Name one app or pass --all, not both."
        case .neitherAppNorAll:
            return "Name an app to explore (see 'coordgraph list'), or pass --all."
        case .outputFolderNotWritable(let folder, let reason):
            return "Cannot write to '\(folder)': \(sentence(reason)). Choose another folder with --out."
        case .baselineMissing(let file):
            return "The baseline \(file) given with --baseline does not exist. Check the path, or create it with "
                + "--write-baseline."
        case .gateIncomplete:
            return GateEvaluation.incompleteMessage + "."
        case .sourcesUnusable(let problem):
            return "Cannot scan: \(sentence(problem))."
        case .badAppName(let name, let problem):
            return "The app registered as '\(VisibleText.escaping(name))' cannot be used: \(problem). Give each app in "
                + "CoordinatorGraphCLI.main(apps:) a unique, non-empty name that is one folder name (letters, digits, '-', "
                + "'_', '.'), such as 'checkout-app'."
        case .renderingFailed(let app, let error):
            return "Rendering the \(error.view.title) (\(error.fileName)) of \(app) failed: \(sentence(error.reason)). Earlier outputs "
                + "were left as they were; raise --layout-budget, use --format to skip a format, or --no-diagrams to "
                + "write the reports only."
        }
    }
}

extension CommandLineError {
    /// Runs `write`, turning a folder that cannot be written into the command line's error for it.
    static func writing(into folder: URL, _ write: () throws -> Void) throws {
        do {
            try write()
        } catch let error as OutputFolderError {
            throw CommandLineError.outputFolderNotWritable(error.folder, reason: error.reason)
        }
    }
}

/// `text` without the full stop it may end with, to be placed inside a sentence of its own.
func sentence(_ text: String) -> String {
    var trimmed = Substring(text)
    while trimmed.last == "." || trimmed.last == " " { trimmed = trimmed.dropLast() }
    return String(trimmed)
}

/// The Levenshtein distance, for "did you mean" suggestions.
func editDistance(_ lhs: String, _ rhs: String) -> Int {
    let a = Array(lhs), b = Array(rhs)
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var previous = Array(0...b.count)
    for i in 1...a.count {
        var current = [i] + Array(repeating: 0, count: b.count)
        for j in 1...b.count {
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
        }
        previous = current
    }
    return previous[b.count]
}
