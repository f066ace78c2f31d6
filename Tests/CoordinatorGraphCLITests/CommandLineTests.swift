import CheckoutApp
import Foundation
import NavigationGraph
import SharedTestSupport
import Testing

/// The command line parsed and run in-process, as a user runs it: exit statuses, what it prints and what it
/// writes. A few tests run the built executables end to end.
@Suite struct CommandLineTests {
    private func coordgraph(_ arguments: String...) async -> InProcessCommand { await InProcessCommand.run(arguments) }

    @Test func theBuiltExecutableListsTheBundledExampleApps() throws {
        let result = try Command.coordgraph("list")
        #expect(result.status == 0)
        for name in ["router-example", "tree-example", "stinsen-example", "combine-example", "scene-example"] {
            #expect(result.output.contains(name), "\(name) missing from: \(result.output)")
        }
    }

    @Test func helpShowsExamples() async throws {
        let result = await coordgraph("explore", "--help")
        #expect(result.status == 0)
        #expect(result.output.contains("EXAMPLES"))
        #expect(result.output.contains("coordgraph explore --all"))
    }

    @Test func anUnknownAppIsAClearErrorWithASuggestion() async throws {
        let result = await coordgraph("explore", "router-exampel", "--out", try ScratchFolder.make("coordgraph-cli").path)
        #expect(result.status == 64)
        #expect(result.errors.contains("No app named 'router-exampel'. Did you mean 'router-example'?"))
        #expect(result.errors.contains("coordgraph list"))
        #expect(!result.errors.contains("Fatal error"))
    }

    @Test(arguments: [
        (["--max-states", "0"], "--max-states must be at least 1"),
        (["--max-depth", "many"], "--max-depth"),
        (["--time-limit", "-3"], "--time-limit"),
        (["--format", "svg,gif"], "svg,gif"),
    ])
    func aMalformedOptionIsAUsageError(arguments: [String], complaint: String) async throws {
        let out = try ScratchFolder.make("coordgraph-cli")
        let result = await InProcessCommand.run(["explore", "tree-example", "--out", out.path] + arguments)
        #expect(result.status == 64)
        #expect(result.errors.contains(complaint), "\(result.errors)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path).isEmpty)
    }

    @Test func anUnwritableFolderIsAClearErrorAndNothingIsTouched() async throws {
        let folder = try ScratchFolder.make("coordgraph-cli")
        let blocker = folder.appendingPathComponent("not-a-folder")
        try Data("keep me".utf8).write(to: blocker)
        let result = await coordgraph("explore", "tree-example", "--out", blocker.appendingPathComponent("out").path)
        #expect(result.status == 73)
        #expect(result.errors.contains("Cannot write to"))
        #expect(result.errors.contains("--out"))
        #expect(try String(contentsOf: blocker, encoding: .utf8) == "keep me")
    }

    @Test func exploreWritesReportsAndDiagrams() async throws {
        let out = try ScratchFolder.make("coordgraph-cli")
        let result = await coordgraph("explore", "tree-example", "--out", out.path)
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.contains("tree-example"))
        let files = Set(try FileManager.default.contentsOfDirectory(atPath: out.path))
        #expect(files == ["report.md", "report.html", "graph.json", "screens.svg", "screens.png", "coordinators.svg", "states.svg"])
        let graph = try JSONDecoder().decode(NavigationGraph.self, from: Data(contentsOf: out.appendingPathComponent("graph.json")))
        #expect(graph.app.name == "tree-example")
        let png = try Data(contentsOf: out.appendingPathComponent("screens.png"))
        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let report = try String(contentsOf: out.appendingPathComponent("report.md"), encoding: .utf8)
        #expect(report.contains("## Diagrams"))
        #expect(!files.contains { $0.hasSuffix(".tmp") || $0.hasPrefix(".") })
    }

    @Test func formatsOnRequestIncludingCanonicalDOT() async throws {
        let out = try ScratchFolder.make("coordgraph-cli")
        let result = await coordgraph("explore", "scene-example", "--out", out.path, "--format", "dot,pdf")
        #expect(result.status == 0, "\(result.errors)")
        let dot = try String(contentsOf: out.appendingPathComponent("screens.dot"), encoding: .utf8)
        #expect(dot.hasPrefix("digraph"))
        let pdf = try Data(contentsOf: out.appendingPathComponent("coordinators.pdf"))
        #expect(String(decoding: pdf.prefix(4), as: UTF8.self) == "%PDF")
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("screens.png").path))
    }

    /// Each process has its own hash seed: anything that leaks Set or Dictionary order shows up here.
    @Test func twoProcessesWriteByteIdenticalReports() throws {
        let first = try ScratchFolder.make("coordgraph-cli"), second = try ScratchFolder.make("coordgraph-cli")
        for folder in [first, second] {
            let result = try Command.coordgraph("explore", "stinsen-example", "--no-diagrams", "--quiet", "--out", folder.path)
            #expect(result.status == 0, "\(result.errors)")
        }
        for name in ["graph.json", "report.md"] {
            let one = try Data(contentsOf: first.appendingPathComponent(name))
            let other = try Data(contentsOf: second.appendingPathComponent(name))
            #expect(one == other, "\(name) differs between two runs")
        }
    }

    @Test func colourOnlyOnATerminalWithoutNoColor() async throws {
        let arguments = ["explore", "combine-example", "--no-diagrams", "--out", try ScratchFolder.make("coordgraph-cli").path]
        let piped = await InProcessCommand.run(arguments)
        #expect(piped.status == 0)
        #expect(piped.output.contains("Trap"))
        #expect(!piped.output.contains("\u{1B}["))
        let terminal = await InProcessCommand.run(arguments, terminal: [.output])
        #expect(terminal.output.contains("\u{1B}["))
        let noColor = await InProcessCommand.run(arguments, terminal: [.output], environment: ["NO_COLOR": "1"])
        #expect(!noColor.output.contains("\u{1B}["))
    }

    @Test func severalCommandLinesRunSideBySideWithTheirOwnApps() async throws {
        async let bundled = InProcessCommand.run(["list"])
        async let team = InProcessCommand.run(["list"], apps: [CheckoutApp.app])
        let (one, other) = await (bundled, team)
        #expect(one.output.contains("router-example") && !one.output.contains("checkout-app"))
        #expect(other.output.hasPrefix("checkout-app") && !other.output.contains("router-example"))
    }
}

/// `coordgraph check`, the CI gate, on a team's own app with a screen nothing routes to.
@Suite struct CheckCommandTests {
    /// `check checkout-app` with its baseline in `folder`. A `--baseline` file that does not exist is an error
    /// unless `--write-baseline` creates it, so the option is passed only then; without it the default file
    /// (in the package root, where there is none) counts as an empty baseline.
    private func check(_ arguments: String..., in folder: URL) async -> InProcessCommand {
        let baseline = folder.appendingPathComponent("coordgraph-baseline.json").path
        let named = FileManager.default.fileExists(atPath: baseline) || arguments.contains("--write-baseline")
        return await InProcessCommand.run(
            ["check", "checkout-app"] + (named ? ["--baseline", baseline] : []) + arguments, apps: [CheckoutApp.app])
    }

    @Test func failsOnANewUnreachableScreenAndPassesOnceTheBaselineAcceptsIt() async throws {
        let folder = try ScratchFolder.make("coordgraph-cli")
        let failing = await check(in: folder)
        #expect(failing.status == 1)
        #expect(failing.output.contains("Gate failed"))
        #expect(failing.output.contains("unreachableScreen:CheckoutCoordinator.giftWrap"))

        let recording = await check("--write-baseline", in: folder)
        #expect(recording.status == 0, "\(recording.errors)")
        let baseline = try String(contentsOf: folder.appendingPathComponent("coordgraph-baseline.json"), encoding: .utf8)
        #expect(baseline.contains("unreachableScreen:CheckoutCoordinator.giftWrap"))
        #expect(!baseline.contains(".swift:"), "baseline entries must not depend on line numbers")

        let passing = await check(in: folder)
        #expect(passing.status == 0)
        #expect(passing.output.contains("Gate passed"))
    }

    @Test func aSeverityAboveTheFindingsPasses() async throws {
        let result = await check("--severity", "error", in: try ScratchFolder.make("coordgraph-cli"))
        #expect(result.status == 0)
    }

    @Test func writesSARIFThatValidatesAndPointsAtTheRouteDeclaration() async throws {
        let folder = try ScratchFolder.make("coordgraph-cli")
        let result = await check("--format", "sarif", "--output", folder.appendingPathComponent("checkout.sarif").path, in: folder)
        #expect(result.status == 1)
        let sarif = try String(contentsOf: folder.appendingPathComponent("checkout.sarif"), encoding: .utf8)
        #expect(try SARIFSchema.validate(sarif).isEmpty)
        #expect(sarif.contains("CheckoutCoordinator.swift"))
        #expect(sarif.contains("unreachableScreen:CheckoutCoordinator.giftWrap"))
    }

    /// Paths in SARIF and annotations come from the package, not from where the tool runs; outside any
    /// package they are guesses, and the tool says so unless --source-root names the package.
    @Test func sourcePathsDoNotDependOnTheWorkingDirectory() throws {
        let output = try ScratchFolder.make("coordgraph-cli")
        func uri(in folder: URL, _ extra: [String] = []) throws -> (uris: [String], errors: String) {
            let file = output.appendingPathComponent("\(UUID().uuidString).sarif")
            let result = try Command.coordgraph(
                ["check", "checkout-app", "--format", "sarif", "--output", file.path] + extra,
                executable: "checkout-coordgraph", in: folder)
            let sarif = try String(contentsOf: file, encoding: .utf8)
            return (sarif.matches(of: /"uri" : "([^"]+)"/).map { String($0.1) }.sorted(), result.errors)
        }
        let fromRoot = try uri(in: PackageRoot.url)
        #expect(fromRoot.uris.contains { $0.hasPrefix("Examples/CheckoutApp/") })
        #expect(fromRoot.errors.isEmpty, "\(fromRoot.errors)")
        let fromSubfolder = try uri(in: PackageRoot.url.appendingPathComponent("Tests/CoordinatorGraphCLITests"))
        #expect(fromSubfolder.uris == fromRoot.uris)
        let outside = try ScratchFolder.make("coordgraph-cli")
        let guessed = try uri(in: outside)
        #expect(guessed.errors.contains("not found under"))
        #expect(guessed.errors.contains("--source-root"))
        let named = try uri(in: outside, ["--source-root", PackageRoot.url.path])
        #expect(named.uris == fromRoot.uris)
        #expect(named.errors.isEmpty, "\(named.errors)")
    }

    @Test func writesGitHubAnnotationsForNewFindings() async throws {
        let result = await check("--format", "github-actions", in: try ScratchFolder.make("coordgraph-cli"))
        #expect(result.status == 1)
        let annotation = try #require(result.output.split(separator: "\n").first { $0.contains("giftWrap") })
        #expect(annotation.hasPrefix("::warning file="))
        #expect(annotation.contains("CheckoutCoordinator.swift,line="))
    }

    @Test func aMalformedBaselineNamesTheFile() async throws {
        let folder = try ScratchFolder.make("coordgraph-cli")
        try Data("{ not json".utf8).write(to: folder.appendingPathComponent("coordgraph-baseline.json"))
        let result = await check(in: folder)
        #expect(result.status == 65)
        #expect(result.errors.contains("coordgraph-baseline.json"))
    }

    @Test func theTeamsOwnExecutableRunsEverySubcommand() throws {
        let folder = try ScratchFolder.make("coordgraph-cli")
        let list = try Command.coordgraph(["list"], executable: "checkout-coordgraph", in: folder)
        #expect(list.output.hasPrefix("checkout-app"))
        let explore = try Command.coordgraph(
            ["explore", "checkout-app", "--out", "out", "--no-diagrams"], executable: "checkout-coordgraph", in: folder)
        #expect(explore.status == 0, "\(explore.errors)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("out/report.md").path))
    }
}
