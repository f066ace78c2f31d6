import GraphFixtures
import Testing

@testable import GraphvizRendering

@Suite struct GraphvizErrorTests {
    @Test func missingFormatNamesAvailableFormatsAndThePackage() {
        let catalog = PluginCatalog(devices: ["dot", "json", "svg", "xdot"], layouts: ["dot", "sfdp"])
        #expect(throws: RenderError.formatUnavailable(.png, available: ["svg", "dot", "json"])) { try catalog.require(.png) }
        let message = RenderError.formatUnavailable(.png, available: catalog.formats).description
        #expect(message.contains("cannot write png"))
        #expect(message.contains("Available formats: svg, dot, json."))
        #expect(message.contains("libgvc6"))
        #expect(message.contains("libgvplugin_pango"))
    }

    @Test func thisMachinesCatalogComesFromGraphviz() async throws {
        let catalog = try await GraphvizSession.shared.run { session throws(RenderError) in try session.pluginCatalog() }
        #expect(catalog.layouts.contains("dot") && catalog.layouts.contains("sfdp"))
        #expect(catalog.formats == OutputFormat.allCases.map(\.rawValue))
    }

    @Test func aWarningDoesNotFailTheRender() async throws {
        let description = GraphDescription(
            name: "g", nodes: [.init(id: "a", label: .text(["a"]), attributes: ["shape": "no-such-shape"])])
        let picture = try await Renderer().render(description, format: .svg)
        #expect(picture.text?.contains("<svg") == true)
    }

    @Test func graphvizErrorsBecomeASwiftErrorWithTheirMessages() async throws {
        // A record-shaped node with a malformed record label: Graphviz reports "bad label format" in every layout.
        let description = GraphDescription(
            name: "g", nodes: [.init(id: "a", label: .text(["{a|"]), attributes: ["shape": "record"])])
        let error = await #expect(throws: RenderError.self) { try await Renderer().render(description, format: .svg) }
        guard case .layoutFailed(let failures) = error else {
            Issue.record("expected every layout to fail, got \(String(describing: error))")
            return
        }
        #expect(failures.map(\.configuration) == [.layered, .layeredLight, .forceDirected])
        for failure in failures {
            guard case .graphvizErrors(let messages) = failure.cause else {
                Issue.record("expected Graphviz errors, got \(failure)")
                continue
            }
            #expect(messages.contains { $0.contains("bad label format") })
        }
    }

    @Test func edgesToUnknownNodesAreAnInvalidDescription() async {
        let description = GraphDescription(name: "g", nodes: [.init(id: "a", label: .text(["a"]))], edges: [.init(from: "a", to: "b")])
        await #expect(throws: RenderError.invalidDescription("an edge joins a and b, and one of them is not a node")) {
            try await Renderer().render(description, format: .svg)
        }
    }

    @Test func messagesAreSummarised() {
        let text = "Error: trouble in init_rank\n" + (0..<20).map { "\t%0 \($0)" }.joined(separator: "\n") + "\n\t%0 1\n"
        let lines = GraphvizMessages.summarized(text)
        #expect(lines.first == "Error: trouble in init_rank")
        #expect(lines.count == 9)
        #expect(lines.last == "… and 13 more lines")
    }

    @Test func childAnswersRoundTripAndNonsenseIsRejected() {
        let outcome = AttemptOutcome.rendered([1, 2, 3])
        #expect(OutcomeCoding.decode(OutcomeCoding.encode(outcome)) == outcome)
        #expect(OutcomeCoding.decode(OutcomeCoding.encode(.layoutErrors(["x"]))) == .layoutErrors(["x"]))
        #expect(OutcomeCoding.decode(Array(OutcomeCoding.encode(outcome).dropLast())) == nil)
        #expect(OutcomeCoding.decode([]) == nil)
    }
}
