import ArgumentParser
import CoordinatorGraph
import Foundation

/// The `coordgraph` command line, for any set of apps.
///
/// Your own executable registers your app and hands over to it:
/// ```swift
/// import CoordinatorGraphCLI
/// await CoordinatorGraphCLI.main(apps: [MyApp.explorable])
/// ```
public enum CoordinatorGraphCLI {
    /// The tool's version, written into SARIF.
    public static let version = "0.1.0"

    /// Runs the command line over `apps` with the process's arguments (or `arguments`), then exits with its
    /// status.
    public static func main(apps: [ExplorableApp], arguments: [String]? = nil) async -> Never {
        let status = await run(arguments ?? Array(CommandLine.arguments.dropFirst()), apps: apps, console: .standard())
        exit(status)
    }

    /// Runs one command line over `apps`, printing to `console`, and returns its exit status. Nothing here
    /// exits the process, so tests run commands in-process with a capturing console.
    public static func run(_ arguments: [String], apps: [ExplorableApp], console: Console) async -> Int32 {
        let environment = CommandEnvironment(apps: apps, console: console)
        do {
            var command = try CoordinatorGraphCommand.parseAsRoot(arguments)
            if let command = command as? any EnvironmentCommand {
                try await command.run(in: environment)
            } else {
                try command.run()
            }
            return ExitCode.success.rawValue
        } catch {
            let status = CoordinatorGraphCommand.exitCode(for: error)
            let message = CoordinatorGraphCommand.fullMessage(for: error)
            if !message.isEmpty { console.line(message, to: status.isSuccess ? .output : .errors) }
            return status.rawValue
        }
    }
}

/// `coordgraph`: the root command.
struct CoordinatorGraphCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "coordgraph",
        abstract: "Explore coordinator-based navigation: diagrams, flow documentation and findings.",
        discussion: """
            coordgraph runs an app's coordinators headless, explores every state its navigation can reach, \
            and writes diagrams (screen map, coordinator map, state graph) and reports (unreachable \
            screens, dead ends and traps, leaked coordinators, unbounded cycles, how to reach every screen).

            EXAMPLES
              coordgraph list
              coordgraph explore router-example
              coordgraph explore --all --out Output
              coordgraph check router-example --severity error --format sarif --output coordgraph.sarif
              coordgraph diff old/router-example new/router-example --format markdown --picture diff.svg
            """,
        version: CoordinatorGraphCLI.version,
        subcommands: [ListCommand.self, ExploreCommand.self, CheckCommand.self, DiffCommand.self])
}
