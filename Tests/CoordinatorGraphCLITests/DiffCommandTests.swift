import Foundation
import NavigationGraph
import SharedTestSupport
import Testing

/// `coordgraph diff` as a user runs it: the built executables, their exit statuses, what they print and write.
@Suite struct DiffCommandTests {
    /// The router example explored by `coordgraph` (OLD) and its next version by `router-example-next-coordgraph`
    /// (NEW: one route added, one button removed), once for the suite.
    static let graphs: (old: URL, new: URL)? = {
        guard let folder = try? ScratchFolder.make("coordgraph-cli") else { return nil }
        let old = folder.appendingPathComponent("old"), new = folder.appendingPathComponent("new")
        guard (try? Command.coordgraph("explore", "router-example", "--out", old.path, "--quiet", "--no-diagrams"))?.status == 0,
            (try? Command.coordgraph(
                ["explore", "router-example", "--out", new.path, "--quiet", "--no-diagrams"], executable: "router-example-next-coordgraph"))?.status == 0
        else { return nil }
        return (old, new)
    }()

    @Test func textShowsTheAddedRouteAndTheRemovedButton() throws {
        let (old, new) = try #require(Self.graphs)
        let result = try Command.coordgraph("diff", old.path, new.appendingPathComponent("graph.json").path, "--color", "never")
        #expect(result.status == 0)
        #expect(result.output.contains("+ MarketplaceCoordinator.reviews: ReviewsList"))
        #expect(result.output.contains("− OnboardingCoordinator.secondStep → SettingsCoordinator.home: \"go home\""))
    }

    @Test func markdownAndJSONAndThePictureAreWritten() throws {
        let (old, new) = try #require(Self.graphs)
        let out = try ScratchFolder.make("coordgraph-cli")
        let markdown = try Command.coordgraph(
            "diff", old.path, new.path, "--format", "markdown", "--output", out.appendingPathComponent("diff.md").path,
            "--picture", out.appendingPathComponent("diff.svg").path)
        #expect(markdown.status == 0, "\(markdown.errors)")
        #expect(try String(contentsOf: out.appendingPathComponent("diff.md"), encoding: .utf8).hasPrefix("### Navigation changes: router-example"))
        #expect(try String(contentsOf: out.appendingPathComponent("diff.svg"), encoding: .utf8).contains("screen:MarketplaceCoordinator.reviews"))
        let json = try Command.coordgraph("diff", old.path, new.path, "--format", "json")
        let object = try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any]
        #expect(object?["schemaVersion"] as? Int == 1)
    }

    @Test func failOnExitsOneOnlyWhenItsConditionHolds() throws {
        let (old, new) = try #require(Self.graphs)
        // Backwards, the reviews screen disappears: a removed screen.
        let backwards = try Command.coordgraph("diff", new.path, old.path, "--fail-on", "removed-screens")
        #expect(backwards.status == 1)
        #expect(backwards.errors.contains("failing on removed-screens"))
        #expect(try Command.coordgraph("diff", old.path, new.path, "--fail-on", "removed-screens").status == 0)
        #expect(try Command.coordgraph("diff", new.path, old.path, "--fail-on", "new-findings").status == 0)
    }

    @Test func usageMistakesExit64() throws {
        let (old, new) = try #require(Self.graphs)
        #expect(try Command.coordgraph("diff", old.path).status == 64)
        #expect(try Command.coordgraph("diff", old.path, new.path, "--fail-on", "everything").status == 64)
        #expect(try Command.coordgraph("diff", old.path, new.path, "--picture", "diff.gif").status == 64)
    }

    @Test func anUnusableGraphFileExits65WithTheReason() throws {
        let (old, _) = try #require(Self.graphs)
        let folder = try ScratchFolder.make("coordgraph-cli")
        let older = folder.appendingPathComponent("older.json")
        var graph = try #require(JSONSerialization.jsonObject(with: Data(contentsOf: old.appendingPathComponent("graph.json"))) as? [String: Any])
        graph["schemaVersion"] = NavigationGraph.currentSchemaVersion - 1
        try JSONSerialization.data(withJSONObject: graph).write(to: older)
        let result = try Command.coordgraph("diff", older.path, old.path)
        #expect(result.status == 65)
        #expect(result.errors.contains("older coordgraph"))
        #expect(!result.errors.contains("Fatal error"))

        let missing = try Command.coordgraph("diff", folder.appendingPathComponent("nothing").path, old.path)
        #expect(missing.status == 65 && missing.errors.contains("no such file or folder"))
        let notJSON = folder.appendingPathComponent("notes.json")
        try Data("hello".utf8).write(to: notJSON)
        let wrong = try Command.coordgraph("diff", notJSON.path, old.path)
        #expect(wrong.status == 65 && wrong.errors.contains("is not a graph.json written by coordgraph"))
    }
}
