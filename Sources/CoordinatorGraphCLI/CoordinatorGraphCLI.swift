import ArgumentParser
import Exploration

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

    /// Runs the command line over `apps` with the process's arguments (or `arguments`), then exits.
    public static func main(apps: [ExplorableApp], arguments: [String]? = nil) async -> Never {
        AppRegistry.current.register(apps)
        do {
            var command = try CoordinatorGraphCommand.parseAsRoot(arguments)
            if var asyncCommand = command as? any AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
            CoordinatorGraphCommand.exit()
        } catch {
            CoordinatorGraphCommand.exit(withError: error)
        }
    }
}

/// `coordgraph`: the root command.
struct CoordinatorGraphCommand: AsyncParsableCommand {
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
              coordgraph scan path/to/MyApp
              coordgraph check router-example --severity error --format sarif --output coordgraph.sarif
            """,
        version: CoordinatorGraphCLI.version,
        subcommands: [ListCommand.self, ExploreCommand.self, ScanCommand.self, CheckCommand.self])
}
