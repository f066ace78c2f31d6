import Foundation
import PackagePlugin

/// `swift package coordgraph ARGUMENTS...`: runs the `coordgraph` tool, built for this machine, with the
/// arguments as given, from the package's folder, so relative paths (`Sources/MyApp`, `--out Output`)
/// mean what they mean in a shell at the package's root. When the tool fails (a `check` that finds something
/// new, a usage mistake), the plugin ends with the tool's exit status, which `swift package` names in its
/// error and turns into its own failure.
@main
struct CoordinatorGraphPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "coordgraph")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit else {
            Diagnostics.error("coordgraph was stopped by signal \(process.terminationStatus)")
            exit(128 + process.terminationStatus)
        }
        if process.terminationStatus != 0 { exit(process.terminationStatus) }
    }
}
