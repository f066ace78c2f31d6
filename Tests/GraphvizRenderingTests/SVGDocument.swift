import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// An SVG parsed as XML: fails on anything that is not well-formed, and collects what the tests inspect.
final class SVGDocument: NSObject, XMLParserDelegate {
    /// Every element name, in document order.
    private(set) var elements: [String] = []
    /// The `<title>` of each `<g class="node">`: Graphviz writes the node's name there.
    private(set) var nodeTitles: [String] = []
    /// The content of each `<text>` element.
    private(set) var texts: [String] = []

    private var openClasses: [String] = []
    private var text = ""
    private var inText = false
    private var inTitle = false

    init?(_ bytes: [UInt8]) {
        super.init()
        let parser = XMLParser(data: Data(bytes))
        parser.delegate = self
        guard parser.parse() else { return nil }
    }

    func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        elements.append(name)
        openClasses.append(attributes["class"] ?? "")
        inText = name == "text"
        inTitle = name == "title"
        text = ""
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if inText || inTitle { text += string }
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        openClasses.removeLast()
        if name == "text" { texts.append(text) }
        if name == "title", openClasses.last == "node" { nodeTitles.append(text) }
        inText = false
        inTitle = false
    }
}
