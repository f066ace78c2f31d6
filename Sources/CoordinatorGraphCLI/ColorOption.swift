import ArgumentParser
import Foundation
import Reporting

extension ColorMode: ExpressibleByArgument {}

extension ColorMode {
    /// Whether to colour standard output.
    var forStandardOutput: Bool {
        resolved(isTerminal: isatty(STDOUT_FILENO) != 0, environment: ProcessInfo.processInfo.environment)
    }
}
