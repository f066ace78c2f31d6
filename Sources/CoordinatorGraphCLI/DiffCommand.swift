import ArgumentParser
import CoordinatorGraph
import Foundation

extension DiffFormat: ExpressibleByArgument {}

/// `coordgraph diff`: what changed in an app's navigation between two explored graphs.
struct DiffCommand: EnvironmentCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare two explored graphs: screens, routes, coordinators, transitions, paths and findings.",
        discussion: """
            OLD and NEW are graph.json files written by 'coordgraph explore' (or the folders holding them). \
            Everything is matched by stable identifiers (Coordinator.route, coordinator types, action names, \
            finding identifiers), never by state numbers. The exit status is 0, or 1 when a --fail-on \
            condition holds, 64 for a usage mistake and 65 when a graph file cannot be read or was written \
            by another version of coordgraph.

            EXAMPLES
              coordgraph diff main/router-example pr/router-example
              coordgraph diff old/graph.json new/graph.json --format markdown --output comment.md
              coordgraph diff old new --picture diff.svg --fail-on removed-screens
            """)

    /// A change that fails the diff.
    enum FailOn: String, CaseIterable, ExpressibleByArgument {
        /// A finding NEW has and OLD had not.
        case newFindings = "new-findings"
        /// A screen OLD could reach and NEW cannot.
        case removedScreens = "removed-screens"
    }

    @Argument(help: ArgumentHelp("The graph before: a graph.json, or a folder with one.", valueName: "old"))
    var old: String

    @Argument(help: ArgumentHelp("The graph after.", valueName: "new"))
    var new: String

    @Option(help: ArgumentHelp("How to write the diff: \(DiffFormat.allCases.map(\.rawValue).joined(separator: ", ")).", valueName: "format"))
    var format: DiffFormat = .text

    @Option(help: ArgumentHelp("Write the diff to this file instead of standard output.", valueName: "file"))
    var output: String?

    @Option(help: ArgumentHelp(
        "Also draw both versions in one screen map (added green, removed red and dashed, unchanged grey, the old layout kept), as .svg, .png or .pdf.",
        valueName: "file"))
    var picture: String?

    @Option(help: ArgumentHelp("Exit 1 when this holds: \(FailOn.allCases.map(\.rawValue).joined(separator: ", ")). Repeatable.", valueName: "condition"))
    var failOn: [FailOn] = []

    @Option(help: "Colour the text diff: auto, always or never. NO_COLOR turns auto off.")
    var color: ColorMode = .auto

    func validate() throws {
        if let picture, Self.pictureFormat(picture) == nil {
            throw ValidationError("The picture '\(picture)' must end in .svg, .png or .pdf.")
        }
    }

    func run(in environment: CommandEnvironment) async throws {
        let before: NavigationGraph, after: NavigationGraph
        do {
            before = try GraphFile.read(old)
            after = try GraphFile.read(new)
        } catch {
            environment.console.line("Error: \(error)", to: .errors)
            throw ExitCode(65)
        }
        let diff = GraphDiff(old: before, new: after)
        let text = try format.formatter(colored: output == nil && color.colors(environment.console)).format(diff)

        var pictureBytes: Data?
        if let picture, let pictureFormat = Self.pictureFormat(picture) {
            do {
                pictureBytes = Data(try await Renderer().renderDiff(old: before, new: after, format: pictureFormat).picture.bytes)
            } catch {
                throw CommandLineError.renderingFailed(
                    app: after.app.name, DiagramError(view: .screens, fileName: (picture as NSString).lastPathComponent, reason: "\(error)"))
            }
        }
        if let output { try AtomicFile.write(text, to: URL(fileURLWithPath: output)) } else { environment.console.write(text) }
        if let picture, let pictureBytes { try AtomicFile.write(pictureBytes, to: URL(fileURLWithPath: picture)) }

        let failed = failOn.filter { condition in
            switch condition {
            case .newFindings: !diff.findings.added.isEmpty
            case .removedScreens: !diff.screens.removed.isEmpty
            }
        }
        if !failed.isEmpty {
            environment.console.line("coordgraph diff: failing on \(failed.map(\.rawValue).joined(separator: ", ")).", to: .errors)
            throw ExitCode.failure
        }
    }

    private static func pictureFormat(_ path: String) -> OutputFormat? {
        switch (path as NSString).pathExtension.lowercased() {
        case "svg": .svg
        case "png": .png
        case "pdf": .pdf
        default: nil
        }
    }
}
