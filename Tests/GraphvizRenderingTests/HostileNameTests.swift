import Foundation
import GraphvizRendering
import GraphFixtures
import NavigationGraph
import Testing

/// An app's names are untrusted: every view in every format stays well-formed, and no control or
/// bidirectional character reaches a picture raw (they are shown escaped, `\u{1B}`).
@Suite struct HostileNameTests {
    static let forbidden: [Unicode.Scalar] = ["\u{1B}", "\u{7}", "\u{202E}", "\u{202C}", "\u{2066}", "\u{2069}"]

    @Test(arguments: GraphView.allCases)
    func everyFormatIsWellFormedWithNothingRaw(view: GraphView) async throws {
        let renderer = Renderer()
        for format in OutputFormat.allCases {
            let picture = try await renderer.render(Fixtures.hostile, view: view, format: format)
            #expect(!picture.bytes.isEmpty)
            guard let text = picture.text else { continue }
            let raw = text.unicodeScalars.filter { Self.forbidden.contains($0) }
            #expect(raw.isEmpty, "\(view) \(format): raw \(raw.map { String($0.value, radix: 16) })")
            switch format {
            case .svg:
                let svg = try #require(SVGDocument(picture.bytes), "\(view): the SVG is not well-formed XML")
                #expect(!svg.elements.contains("script"))
            case .json:
                #expect((try? JSONSerialization.jsonObject(with: Data(picture.bytes))) != nil, "\(view): JSON does not parse")
            default: break
            }
        }
    }

    @Test func screenLabelsShowTheEscapesVisibly() async throws {
        let picture = try await Renderer().render(Fixtures.hostile, view: .screens, format: .svg)
        let texts = try #require(SVGDocument(picture.bytes)).texts.joined(separator: " ")
        #expect(texts.contains("\\u{1B}[31mRED"))
        #expect(texts.contains("Bell\\u{7}\\u{7} ring"))
        #expect(texts.contains("\\u{202E}fdp.exe"))
        #expect(texts.contains("<script>alert(1)</script>"))
        #expect(texts.contains("画面"))
    }
}
