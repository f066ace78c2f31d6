import ArgumentParser

/// `coordgraph list`: the registered apps.
struct ListCommand: EnvironmentCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the registered apps.")

    func run(in environment: CommandEnvironment) throws {
        let apps = environment.apps
        guard !apps.isEmpty else { throw CommandLineError.noAppsRegistered }
        let width = apps.map(\.name.count).max() ?? 0
        for app in apps {
            let padding = String(repeating: " ", count: width - app.name.count)
            environment.console.line("\(app.name)\(padding)  \(app.style): \(app.summary)")
        }
    }
}
