import Exploration
import NavigationGraph

/// The answers of an exploration that the tab reduction must keep: screens (reached, and the length of
/// the shortest path to each), screen-level transitions, coordinator links, and findings (kind, subject
/// and the length of the path that shows each).
public struct ExplorationAnswers: Equatable, CustomStringConvertible {
    public var screens: Set<String>
    public var transitions: Set<String>
    public var links: Set<String>
    public var findings: Set<String>

    public init(_ graph: NavigationGraph) {
        screens = Set(graph.screens.map { "\($0.id) reached:\($0.reached) path:\($0.pathFromLaunch?.count ?? -1)" })
        transitions = Set(graph.transitions.map {
            "\($0.fromScreen ?? "-") --\($0.action) [\($0.actionSource) \($0.kind)]--> \($0.toScreen ?? "-")"
        })
        links = Set(graph.coordinatorLinks.map { "\($0.parent) -\($0.relation)-> \($0.child)" })
        findings = Set(graph.findings.map { "\($0.identifier) path:\($0.path.count)" })
    }

    /// What differs from `other`, one line per item only one of them has; empty when they are the same.
    public func differences(from other: ExplorationAnswers) -> [String] {
        func lines(_ name: String, _ mine: Set<String>, _ theirs: Set<String>) -> [String] {
            mine.subtracting(theirs).sorted().map { "\(name) only in the first: \($0)" }
                + theirs.subtracting(mine).sorted().map { "\(name) only in the second: \($0)" }
        }
        return lines("screen", screens, other.screens) + lines("transition", transitions, other.transitions)
            + lines("link", links, other.links) + lines("finding", findings, other.findings)
    }

    public var description: String {
        "\(screens.count) screens, \(transitions.count) screen transitions, \(links.count) links, \(findings.count) findings"
    }
}

/// An app explored twice, with the tab reduction and as the full product.
public struct ProductComparison {
    public let reduced: NavigationGraph
    public let product: NavigationGraph

    public init(_ app: ExplorableApp, options: ExplorationOptions = .init()) {
        var options = options
        options.fullProduct = false
        reduced = Explorer(app: app, options: options).run()
        options.fullProduct = true
        product = Explorer(app: app, options: options).run()
    }

    /// What the reduced search answers differently from the full product.
    public var differences: [String] { ExplorationAnswers(reduced).differences(from: ExplorationAnswers(product)) }
}
