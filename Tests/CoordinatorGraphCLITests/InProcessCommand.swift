import BundledExamples
import CoordinatorGraphCLI
import Exploration
import Foundation

/// Runs a `coordgraph` command line in this process, as swift-argument-parser's own tests do: parsed and
/// run with a capturing console, returning what a shell would see.
struct InProcessCommand {
    var status: Int32
    var output: String
    var errors: String

    static func run(
        _ arguments: [String], apps: [ExplorableApp] = BundledExamples.apps, terminal: Set<Console.Stream> = [],
        environment: [String: String] = [:]
    ) async -> InProcessCommand {
        let console = Console.capturing(terminal: terminal, environment: environment)
        let status = await CoordinatorGraphCLI.run(arguments, apps: apps, console: console)
        return InProcessCommand(status: status, output: console.text(of: .output), errors: console.text(of: .errors))
    }
}
