import ArgumentParser
import CoordinatorGraph

/// How every command ends, one status per kind of failure, following sysexits(3) where one fits, so CI can
/// tell a typo from a regression. Documented in `--help` and the README from ``table``.
enum ExitStatus: Int32, CaseIterable {
    /// The command did what was asked; for `check`, no new finding at or above `--severity`.
    case success = 0
    /// `check` only: a new finding at or above `--severity`.
    case newFindings = 1
    /// `check` only: the time limit (a safety net) cut the search before the state and depth bounds did.
    case incomplete = 2
    /// A usage mistake: an unknown or missing app, conflicting options, a bad value (EX_USAGE).
    case usage = 64
    /// Bad input data: a malformed baseline or one of another schemaVersion (EX_DATAERR).
    case badInput = 65
    /// A file given explicitly does not exist or cannot be read (EX_NOINPUT).
    case noInput = 66
    /// Graphviz failed in a way no other layout could make up for (EX_SOFTWARE).
    case internalError = 70
    /// An output folder or file cannot be created (EX_CANTCREAT).
    case cannotCreate = 73
    /// An output could not be written completely (EX_IOERR).
    case ioError = 74
    /// The apps handed to the command line are misconfigured: an empty, unsafe or repeated name (EX_CONFIG).
    case configuration = 78

    /// What the status means, for `--help` and the README.
    var meaning: String {
        switch self {
        case .success: "success; for check, no new finding at or above --severity"
        case .newFindings: "check: a new finding at or above --severity"
        case .incomplete: "check: the time limit cut the search first (incomplete: raise --max-states or --time-limit)"
        case .usage: "usage mistake: unknown or missing app, conflicting options, bad value"
        case .badInput: "bad input data: malformed baseline, or one of another schemaVersion"
        case .noInput: "a file given explicitly (--baseline) does not exist or cannot be read"
        case .internalError: "Graphviz failed in a way no fallback could make up for"
        case .cannotCreate: "an output folder or file cannot be created (--out, --output)"
        case .ioError: "an output could not be written completely"
        case .configuration: "an app was registered with an empty, unsafe or repeated name"
        }
    }

    /// One line per status, for `--help`.
    static var table: String {
        allCases.map { "  \(String($0.rawValue).padding(toLength: 3, withPad: " ", startingAt: 0)) \($0.meaning)" }
            .joined(separator: "\n")
    }

    /// The status for an error a command threw.
    static func of(_ error: any Error) -> Int32 {
        switch error {
        case let error as CommandLineError: error.exitStatus.rawValue
        case let error as BaselineError:
            switch error {
            case .unreadable: ExitStatus.noInput.rawValue
            case .malformed, .unsupportedSchemaVersion: ExitStatus.badInput.rawValue
            }
        case let error as AtomicWriteError:
            error.failedWhileWriting ? ExitStatus.ioError.rawValue : ExitStatus.cannotCreate.rawValue
        case is OutputFolderError: ExitStatus.cannotCreate.rawValue
        case let code as ExitCode: code.rawValue
        default: CoordinatorGraphCommand.exitCode(for: error).rawValue
        }
    }
}
