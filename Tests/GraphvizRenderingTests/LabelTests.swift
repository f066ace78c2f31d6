import GraphvizRendering
import GraphFixtures
import Testing

@Suite struct LabelTests {
    @Test func shortNamesAreShownExactlyAsWritten() async throws {
        let picture = try await Renderer().render(Fixtures.torture, view: .screens, format: .svg)
        let svg = try #require(SVGDocument(picture.bytes), "a name broke the SVG's XML")
        let texts = Set(svg.texts)
        for name in ["Say \"hello\"", "C:\\path\\N\\G\\n\\l\\", "R&D; &amp; &lt;b&gt; &#92;", "Écran d’accueil ✓ 画面",
                     "🚀 Launch 👩‍👩‍👧 flags 🇫🇷", "Comment --> <!-- ]]> end"] {
            #expect(texts.contains(name), "\(name) is not shown as written")
        }
        #expect(texts.contains("Line break and\\u{0}nul"))
    }

    @Test func markupInANameStaysText() async throws {
        for view in GraphView.allCases {
            let picture = try await Renderer().render(Fixtures.torture, view: view, format: .svg)
            let svg = try #require(SVGDocument(picture.bytes))
            #expect(!svg.elements.contains("script"))
            #expect(svg.texts.contains { $0.hasPrefix("<script>alert(\"owned\")") })
        }
    }

    @Test func everyScreenOfTheTortureGraphIsDrawn() async throws {
        let graph = Fixtures.torture
        let picture = try await Renderer().render(graph, view: .screens, format: .svg)
        let svg = try #require(SVGDocument(picture.bytes))
        #expect(screenNodeTitles(svg) == screenNodeIDs(graph))
    }

    @Test func longNamesWrapThenEndWithAnEllipsis() {
        let lines = LabelText(width: 10, maxLines: 2).lines("alpha beta gamma delta epsilon")
        #expect(lines == ["alpha beta", "gamma…"])
        #expect(LabelText(width: 4, maxLines: 3).lines("abcdefghij") == ["abcd", "efgh", "ij"])
        #expect(LabelText(width: 4, maxLines: 2).lines("abcdefghij") == ["abcd", "efg…"])
    }

    @Test func newlinesBecomeSpacesOtherControlsShowAndEmptyNamesStayVisible() {
        #expect(LabelText.name.lines("a\nb\tc\u{0}d\u{1B}[1m\u{202E}e") == ["a b c\\u{0}d\\u{1B}[1m\\u{202E}e"])
        #expect(LabelText.name.lines(" \n ") == ["(unnamed)"])
    }

    @Test func graphvizEscapesAndEntitiesAreNeutralised() {
        #expect(Label.text(["a\\N", "b&c"]).graphvizValue == "a&#92;&#92;N\\nb&amp;c")
        #expect(Label.leftAligned(["x"]).graphvizValue == "x\\l")
    }

    @Test func identifiersAreSafeAndDistinct() {
        #expect(GraphID.make("screen", "Main.home") == "screen:Main.home")
        #expect(GraphID.make("screen", "a b") != GraphID.make("screen", "a_b"))
        #expect(GraphID.make("screen", "x\"-->") == "screen:x%22%2D%2D%3E")
    }
}
