import ArgumentParser

/// `coordgraph list`: the registered apps.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the registered apps.")

    func run() throws {
        let apps = AppRegistry.current.apps
        guard !apps.isEmpty else { throw CommandLineError.noAppsRegistered }
        let width = apps.map(\.name.count).max() ?? 0
        for app in apps {
            let padding = String(repeating: " ", count: width - app.name.count)
            print("\(app.name)\(padding)  \(app.style): \(app.summary)")
        }
    }
}
