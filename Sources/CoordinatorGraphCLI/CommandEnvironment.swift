import ArgumentParser
import CoordinatorGraph

/// What a command runs with besides its arguments: the apps the command line was started with and where
/// it prints. Handed to each command as a value, so that several command lines can run in one process.
struct CommandEnvironment {
    var apps: [ExplorableApp]
    var console: Console

    /// The app named `name`, or an error listing the ones there are and the closest match.
    func app(named name: String) throws(CommandLineError) -> ExplorableApp {
        guard !apps.isEmpty else { throw .noAppsRegistered }
        if let app = apps.first(where: { $0.name == name }) { return app }
        throw .unknownApp(name, known: apps.map(\.name))
    }

    /// Explores `app` with `pipeline`, showing progress on standard error when it takes a while.
    func explore(_ app: ExplorableApp, with pipeline: Pipeline) -> NavigationGraph {
        let progress = ProgressLine(label: app.name, console: console)
        defer { progress.finish() }
        return pipeline.explore(app) { progress.update($0) }
    }
}

/// A subcommand that needs the command environment to run: ``CoordinatorGraphCLI/run(_:apps:console:)``
/// calls ``run(in:)`` in place of `run()`.
protocol EnvironmentCommand: ParsableCommand {
    func run(in environment: CommandEnvironment) async throws
}

