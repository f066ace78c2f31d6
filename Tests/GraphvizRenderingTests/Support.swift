import GraphvizRendering
import NavigationGraph

/// Node titles of a rendered SVG that belong to screens (`screen:` identifiers).
func screenNodeTitles(_ svg: SVGDocument) -> [String] {
    svg.nodeTitles.filter { $0.hasPrefix("screen:") }.sorted()
}

/// The identifiers the screen map gives `graph`'s screens.
func screenNodeIDs(_ graph: NavigationGraph) -> [String] {
    graph.screens.map { GraphID.make("screen", $0.id) }.sorted()
}
