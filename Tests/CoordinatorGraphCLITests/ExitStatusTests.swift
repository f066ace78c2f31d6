import BundledExamples
@testable import CoordinatorGraphCLI
import Foundation
import Exploration
import NavigationGraph
import Reporting
import SharedTestSupport
import Testing

/// Every command's exit statuses, run in-process: CI must tell a typo from a regression from a full disk.
@Suite struct ExitStatusTests {
    struct Run {
        var status: Int32
        var output: String
        var errors: String
    }

    static func run(_ arguments: [String], apps: [ExplorableApp] = BundledExamples.apps, in folder: URL? = nil) async -> Run {
        let console = Console.capturing()
        let status = await CoordinatorGraphCLI.run(arguments, apps: apps, console: console)
        return Run(status: status, output: console.text(of: .output), errors: console.text(of: .errors))
    }

    // MARK: Usage mistakes: 64

    @Test(arguments: [
        ["explore", "no-such-app"], ["check", "no-such-app"], ["explore"], ["explore", "tree-example", "--all"],
        ["check"], ["explore", "tree-example", "--layout-budget", "1e16"], ["explore", "tree-example", "--layout-budget", "1e300"],
        ["explore", "tree-example", "--time-limit", "1e300"], ["check", "tree-example", "--time-limit", "inf"],
        ["explore", "tree-example", "--out", ""], ["check", "tree-example", "--output", ""],
        ["check", "tree-example", "--baseline", ""], ["explore", "tree-example", "--jobs", "0"],
        ["check", "tree-example", "--format", "yaml"], ["list", "--bogus"],
    ])
    func usageMistakesExit64(arguments: [String]) async {
        let result = await Self.run(arguments)
        #expect(result.status == 64, "\(arguments): \(result.status) \(result.errors)")
        #expect(!result.errors.isEmpty)
        #expect(!result.errors.contains("Fatal error"))
    }

    @Test func anEmptyOutFolderWritesNothingIntoTheCurrentFolder() async throws {
        let before = try FileManager.default.contentsOfDirectory(atPath: FileManager.default.currentDirectoryPath)
        let result = await Self.run(["explore", "tree-example", "--out", ""])
        #expect(result.status == 64)
        #expect(result.errors.contains("--out needs a folder name"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: FileManager.default.currentDirectoryPath) == before)
    }

    // MARK: check: 0, 1, 2, 65, 66, 73

    @Test func checkPassesWithZeroAndFailsWithOneOnANewFinding() async throws {
        let folder = try ScratchFolder.make("ExitStatusTests")
        let baseline = folder.appendingPathComponent("baseline.json").path
        let failing = await Self.run(["check", "router-example", "--baseline", baseline, "--output", folder.appendingPathComponent("x").path])
        #expect(failing.status == 66, "an explicit baseline that does not exist is an error")
        #expect(failing.errors.contains("does not exist"))
        let fresh = await Self.run(["check", "router-example", "--write-baseline", "--output", baseline])
        #expect(fresh.status == 0, "\(fresh.errors)")
        #expect(FileManager.default.fileExists(atPath: baseline), "--write-baseline writes to --output")
        let passing = await Self.run(["check", "router-example", "--baseline", baseline])
        #expect(passing.status == 0, "\(passing.output)\(passing.errors)")
        try Data(#"{"schemaVersion": 1, "accepted": {}}"#.utf8).write(to: URL(fileURLWithPath: baseline))
        let failed = await Self.run(["check", "router-example", "--baseline", baseline])
        #expect(failed.status == 1)
        #expect(failed.output.contains("Gate failed"))
    }

    @Test func aMalformedOrForeignBaselineExits65() async throws {
        let folder = try ScratchFolder.make("ExitStatusTests")
        let baseline = folder.appendingPathComponent("baseline.json")
        for contents in ["{ not json", #"{"schemaVersion": 99, "accepted": {}}"#, #"{"accepted": {}}"#] {
            try Data(contents.utf8).write(to: baseline)
            let result = await Self.run(["check", "tree-example", "--baseline", baseline.path])
            #expect(result.status == 65, "\(contents): \(result.status) \(result.errors)")
            #expect(result.errors.contains(baseline.path))
        }
    }

    @Test func anUnwritableOutputExits73WithAPlainReason() async throws {
        let folder = try ScratchFolder.make("ExitStatusTests")
        let file = folder.appendingPathComponent("a-file")
        try Data("x".utf8).write(to: file)
        let check = await Self.run(["check", "tree-example", "--output", file.appendingPathComponent("result.sarif").path])
        #expect(check.status == 73, "\(check.errors)")
        let explore = await Self.run(["explore", "tree-example", "--out", file.path, "--no-diagrams"])
        #expect(explore.status == 73, "\(explore.errors)")
        #expect(explore.errors.contains("is a file, not a folder"))
        for message in [check.errors, explore.errors] {
            #expect(!message.contains("NSCocoaErrorDomain"))
            #expect(!message.contains(".."))
        }
    }

    @Test func aTimeLimitCutIsIncompleteWithItsOwnStatus() async throws {
        let result = await Self.run(["check", "stinsen-example", "--time-limit", "0.000001"])
        #expect(result.status == 2, "\(result.status) \(result.output) \(result.errors)")
        #expect(result.errors.contains("incomplete: "))
        #expect(result.errors.contains("raise --max-states or --time-limit"))
        #expect(!result.output.contains("remove them from the baseline"))
    }

    @Test func aStateBoundCutNeverFailsOnWhatOnlyTheCutExplains() async throws {
        let folder = try ScratchFolder.make("ExitStatusTests")
        let baseline = folder.appendingPathComponent("baseline.json").path
        #expect(await Self.run(["check", "stinsen-example", "--write-baseline", "--baseline", baseline]).status == 0)
        let cut = await Self.run(["check", "stinsen-example", "--baseline", baseline, "--max-states", "5"])
        #expect(cut.status == 0, "\(cut.output)")
        #expect(cut.output.contains("Search cut by maxStates"))
        #expect(!cut.output.contains("remove"), "no baseline entry is called stale after a cut")
        let json = await Self.run(["check", "stinsen-example", "--baseline", baseline, "--max-states", "5", "--format", "json"])
        let verdict = try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any]
        #expect(verdict?["verdict"] as? String == "passed")
        #expect((verdict?["cuts"] as? [String])?.isEmpty == false)
    }

    @Test func checkJSONHasTheVerdict() async throws {
        let result = await Self.run(["check", "router-example", "--format", "json"])
        #expect(result.status == 1)
        let object = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any]
        #expect(object?["verdict"] as? String == "failed")
        #expect((object?["newFindings"] as? [Any])?.isEmpty == false)
    }

    @Test func everyFormatCheckOffersItAccepts() async throws {
        let help = await Self.run(["check", "--help"])
        for format in ReportFormat.allCases where help.output.contains(format.rawValue) {
            let result = await Self.run(["check", "tree-example", "--format", format.rawValue])
            #expect(result.status == 0 || result.status == 1, "\(format): \(result.errors)")
        }
    }

    // MARK: App names: 78

    @Test(arguments: ["", "../escape", "a/b", ".hidden", "two words"])
    func aBadlyNamedAppIsRefusedNamingIt(name: String) async {
        var apps = BundledExamples.apps
        apps[0].name = name
        let result = await Self.run(["list"], apps: apps)
        #expect(result.status == 78)
        #expect(result.errors.contains("'\(name)'"))
    }

    @Test func twoAppsOfOneNameAreRefused() async {
        var apps = BundledExamples.apps
        apps[1].name = apps[0].name
        let result = await Self.run(["explore", "--all"], apps: apps)
        #expect(result.status == 78)
        #expect(result.errors.contains("two apps are registered under it"))
    }

    // MARK: Help and messages

    @Test(arguments: ["explore", "check"])
    func helpDocumentsEveryExitStatus(command: String) async {
        let help = await Self.run([command, "--help"])
        #expect(help.status == 0)
        for status in [0, 1, 2, 64, 65, 66, 73, 74] { #expect(help.output.contains("  \(status) "), "\(command) --help: \(status)") }
    }

    @Test func jobsHelpSaysItsDefaultOnce() async {
        let help = await Self.run(["explore", "--help"])
        let jobs = help.output.components(separatedBy: "--jobs").dropFirst().first ?? ""
        let line = jobs.prefix { $0 != "-" }
        #expect(line.components(separatedBy: "default").count == 2, "\(line)")
    }

    @Test func exploreAllPrintsMoreThanQuiet() async throws {
        let out = try ScratchFolder.make("ExitStatusTests")
        let full = await Self.run(["explore", "--all", "--no-diagrams", "--out", out.path])
        let quiet = await Self.run(["explore", "--all", "--no-diagrams", "--quiet", "--out", out.path])
        #expect(full.status == quiet.status)
        #expect(full.output.count > quiet.output.count)
    }

    /// Every option a message or a help text names exists on some command.
    @Test func messagesNameOnlyOptionsThatExist() async throws {
        var known: Set<String> = ["--help", "--version"]
        var texts: [String] = []
        for command in ["explore", "check", "list"] {
            let help = await Self.run([command, "--help"]).output
            texts.append(help)
            for match in help.matches(of: /^\s+(?:-\w, )?(--[a-z-]+)/.anchorsMatchLineEndings()) { known.insert(String(match.1)) }
        }
        let folder = try ScratchFolder.make("ExitStatusTests")
        let file = folder.appendingPathComponent("f")
        try Data().write(to: file)
        for arguments in [
            ["explore", "tree-example", "--out", file.path], ["check", "stinsen-example", "--time-limit", "0.000001"],
            ["check", "tree-example", "--baseline", file.appendingPathExtension("missing").path], ["explore", "x"],
        ] {
            texts.append(await Self.run(arguments).errors)
        }
        let errors: [CommandLineError] = [
            .unknownApp("x", known: ["y"]), .noAppsRegistered, .appAndAllTogether, .neitherAppNorAll,
            .outputFolderNotWritable("f", reason: "r."), .baselineMissing("b"), .gateIncomplete,
            .badAppName("", problem: "p"),
        ]
        texts += errors.map(\.description)
        #expect(errors.allSatisfy { !$0.description.contains("..") })
        for text in texts {
            for match in text.matches(of: /--[a-z][a-z-]*/) {
                #expect(known.contains(String(match.0)), "\(match.0) is named but no command has it")
            }
        }
    }
}
