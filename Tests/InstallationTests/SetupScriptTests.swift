import Foundation
import SharedTestSupport
import Testing

/// `scripts/setup` on each kind of system, run against stand-in commands (`uname`, `apt-get`, `brew`,
/// `pkg-config`...) that record what they were asked to do.
@Suite struct SetupScriptTests {
    /// A folder of stand-in commands, the only ones on the script's `PATH` besides `chmod`.
    final class FakeSystem {
        let folder: URL
        var bin: URL { folder.appendingPathComponent("bin") }
        var log: URL { folder.appendingPathComponent("log") }

        init(uname: String) throws {
            folder = try ScratchFolder.make("setup")
            try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(
                at: bin.appendingPathComponent("chmod"), withDestinationURL: URL(fileURLWithPath: "/bin/chmod"))
            try command("uname", "echo \(uname)")
            // Graphviz counts as installed once a stand-in installer has left `graphviz-installed` behind.
            try command("pkg-config", "[ -e \(folder.path)/graphviz-installed ]")
        }

        deinit { try? FileManager.default.removeItem(at: folder) }

        /// Writes the stand-in `name`, a POSIX shell script whose body is `body`.
        func command(_ name: String, _ body: String) throws {
            try ExecutableFile.write("#!/bin/sh\n\(body)\n", to: bin.appendingPathComponent(name))
        }

        /// Shell lines that make everything setup looks for present.
        var installEverything: String {
            ([": > \(folder.path)/graphviz-installed"] + ["shellcheck", "chromium", "chromedriver"].map {
                "echo 'exit 0' > \(bin.path)/\($0) && chmod +x \(bin.path)/\($0)"
            }).joined(separator: "\n")
        }

        /// A stand-in installer: records its arguments; `install` makes everything present.
        func installer(_ name: String) throws {
            try command(name, """
                echo "\(name) $*" >> \(log.path)
                case "$*" in *install*)
                \(installEverything) ;;
                esac
                """)
        }

        /// What the installers were asked to do, one line each.
        var calls: [String] {
            ((try? String(contentsOf: log, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
        }

        func runSetup() throws -> Program {
            try Program.run(
                "/bin/bash", [PackageRoot.url.appendingPathComponent("scripts/setup").path],
                environment: ["PATH": bin.path, "HOME": folder.path])
        }
    }

    @Test func onDebianItInstallsWhatIsMissingWithApt() throws {
        let system = try FakeSystem(uname: "Linux")
        try system.installer("apt-get")
        try system.command("id", "echo 1000")
        try system.command("sudo", "echo \"sudo $*\" >> \(system.log.path); exec \"$@\"")
        let result = try system.runSetup()
        #expect(result.status == 0, "\(result.errors)")
        #expect(system.calls == [
            "sudo apt-get update -qq", "apt-get update -qq",
            "sudo apt-get install -y -qq libgraphviz-dev shellcheck chromium chromium-driver",
            "apt-get install -y -qq libgraphviz-dev shellcheck chromium chromium-driver",
        ])

        // Run again: everything is there, so nothing is installed.
        let again = try system.runSetup()
        #expect(again.status == 0)
        #expect(again.errors.isEmpty)
        #expect(system.calls.count == 4)
    }

    @Test func onMacOSItInstallsWithHomebrew() throws {
        let system = try FakeSystem(uname: "Darwin")
        // No pkg-config on this Mac: Homebrew's own list says whether graphviz is there.
        try FileManager.default.removeItem(at: system.bin.appendingPathComponent("pkg-config"))
        try system.command("brew", """
            case "$1" in
              list) [ -e \(system.folder.path)/graphviz-installed ] ;;
              install) echo "brew $*" >> \(system.log.path)
            \(system.installEverything) ;;
            esac
            """)
        let result = try system.runSetup()
        #expect(result.status == 0, "\(result.errors)")
        #expect(system.calls == ["brew install graphviz shellcheck", "brew install --cask chromium chromedriver"])
        #expect(result.errors.contains("brew install graphviz shellcheck"))
        #expect(try system.runSetup().errors.isEmpty)
        #expect(system.calls.count == 2)
    }

    @Test func onMacOSWithoutHomebrewItSaysWhatToDo() throws {
        let system = try FakeSystem(uname: "Darwin")
        let result = try system.runSetup()
        #expect(result.status == 1)
        #expect(result.errors.contains("Homebrew is not installed. Install it from https://brew.sh"))
        #expect(result.errors.contains("'brew install graphviz shellcheck'"))
    }

    @Test(arguments: [
        ("FreeBSD", "this system (FreeBSD) is neither Debian/Ubuntu (apt-get) nor macOS (Homebrew)"),
        ("Linux", "this Linux has no apt-get"),
    ])
    func onAnUnknownSystemItRefusesAndNamesWhatIsMissing(uname: String, complaint: String) throws {
        let system = try FakeSystem(uname: uname)
        let result = try system.runSetup()
        #expect(result.status == 1)
        #expect(result.errors.contains(complaint), "\(result.errors)")
        #expect(result.errors.contains("missing: graphviz shellcheck chromium."))
        #expect(system.calls.isEmpty)
    }

    @Test func onAnUnknownSystemWithEverythingThereItDoesNothing() throws {
        let system = try FakeSystem(uname: "FreeBSD")
        for name in ["shellcheck", "chromium", "chromedriver"] { try system.command(name, "exit 0") }
        try Data().write(to: system.folder.appendingPathComponent("graphviz-installed"))
        let result = try system.runSetup()
        #expect(result.status == 0)
        #expect(result.errors.isEmpty)
    }
}
