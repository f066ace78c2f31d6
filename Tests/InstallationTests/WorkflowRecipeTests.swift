import Foundation
import SharedTestSupport
import Testing
import Yams

/// The GitHub Actions recipe in `Examples/ci`: valid YAML with the triggers, permissions and steps its
/// README promises, and scripts that pass shellcheck as GitHub runs them.
@Suite struct WorkflowRecipeTests {
    static let folder = PackageRoot.url.appendingPathComponent("Examples/ci")

    /// The workflow's `navigation` job and its steps.
    struct Workflow {
        var root: Node
        var job: Node
        var steps: [Node]

        init() throws {
            let text = try String(contentsOf: folder.appendingPathComponent("coordgraph.yml"), encoding: .utf8)
            root = try #require(try Yams.compose(yaml: text))
            job = try #require(root.value("jobs")?.value("navigation"))
            steps = try #require(job.value("steps")).array()
        }

        /// The step whose `run` script contains `command`.
        func step(running command: String) throws -> Node {
            try #require(steps.first { $0.value("run")?.string?.contains(command) == true }, "no step runs \(command)")
        }
    }

    @Test func runsOnPullRequestsAndPushesToMainWithOnlyTheWritesItNeeds() throws {
        let workflow = try Workflow()
        let triggers = try #require(workflow.root.value("on"))
        #expect(triggers.value("pull_request") != nil)
        #expect(triggers.value("push")?.value("branches")?.array(of: String.self) == ["main"])
        #expect(workflow.root.value("permissions")?.value("contents")?.string == "read")
        let permissions = try #require(workflow.job.value("permissions"))
        #expect(permissions.value("security-events")?.string == "write")
        #expect(permissions.value("pull-requests")?.string == "write")
        #expect(workflow.root.value("defaults")?.value("run")?.value("shell")?.string == "bash")
    }

    @Test func checksTheSourcesAndUploadsTheSARIFItWrote() throws {
        let workflow = try Workflow()
        let check = try #require(try workflow.step(running: "coordgraph check --sources").value("run")?.string)
        let words = check.split(whereSeparator: \.isWhitespace).map(String.init)
        let format = try #require(words.firstIndex(of: "--format"))
        #expect(words[format + 1] == "sarif")
        let output = try #require(words.firstIndex(of: "--output").map { words[$0 + 1] })

        let uploadIndex = try #require(workflow.steps.firstIndex {
            $0.value("uses")?.string?.hasPrefix("github/codeql-action/upload-sarif@") == true
        })
        let upload = workflow.steps[uploadIndex]
        // Paths relative to the scanned folder become paths from the repository's root first.
        let rewrite = try #require(workflow.steps[uploadIndex - 1].value("run")?.string)
        #expect(rewrite.contains("jq --arg folder \"${APP_SOURCES%/}/\""))
        #expect(rewrite.contains(output))
        #expect(upload.value("with")?.value("sarif_file")?.string == output)
        // A failing gate still uploads what it found.
        #expect(upload.value("if")?.string?.contains("!cancelled()") == true)
        #expect(upload.value("if")?.string?.contains("hashFiles('\(output)')") == true)
    }

    @Test func postsTheMarkdownDiffOfBaseAndHeadOnPullRequests() throws {
        let workflow = try Workflow()
        let diff = try workflow.step(running: "coordgraph diff")
        let script = try #require(diff.value("run")?.string)
        #expect(script.contains("--format markdown"))
        #expect(script.components(separatedBy: "coordgraph scan").count == 3, "scans base and head: \(script)")
        #expect(script.contains("GITHUB_STEP_SUMMARY"))
        #expect(diff.value("if")?.string?.contains("github.event_name == 'pull_request'") == true)

        let comment = try workflow.step(running: "gh pr comment")
        #expect(comment.value("run")?.string?.contains("navigation-diff.md") == true)
        #expect(comment.value("env")?.value("GH_TOKEN") != nil)
        #expect(comment.value("if")?.string?.contains("head.repo.full_name == github.repository") == true)
    }

    /// Event values reach scripts through `env`, never by `${{ }}` expansion, which would let a branch name
    /// or a title inject shell code.
    @Test func noScriptExpandsAnExpression() throws {
        for step in try Workflow().steps {
            guard let script = step.value("run")?.string else { continue }
            #expect(!script.contains("${{"), "\(script)")
        }
    }

    /// Each `run:` script as GitHub runs it with `shell: bash` (`bash -eo pipefail`).
    @Test func everyScriptPassesShellcheck() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("workflow-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let scripts = try Workflow().steps.compactMap { $0.value("run")?.string }
        #expect(scripts.count >= 4)
        for (index, script) in scripts.enumerated() {
            let file = scratch.appendingPathComponent("step-\(index).sh")
            try Data(("#!/usr/bin/env bash\nset -eo pipefail\n" + script).utf8).write(to: file)
            let complaints = try ShellCheck.complaints(about: file)
            #expect(complaints.isEmpty, "\(complaints.joined(separator: "\n"))\nin:\n\(script)")
        }
    }

    /// The recipe's README explains every step by its name.
    @Test func theReadmeNamesEveryStep() throws {
        let readme = try String(contentsOf: Self.folder.appendingPathComponent("README.md"), encoding: .utf8)
        let names = try Workflow().steps.compactMap { $0.value("name")?.string }
        #expect(names.count >= 5)
        for name in names { #expect(readme.contains("| \(name) |"), "\(name)") }
    }
}

extension Node {
    /// The value of a mapping's key `key`, compared as written (so `on` stays a key, not YAML 1.1's true).
    func value(_ key: String) -> Node? {
        mapping?.first { $0.key.scalar?.string == key }?.value
    }
}
