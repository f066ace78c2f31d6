import BundledExamples
import CombineExample
import Exploration
import NavigationGraph
import RouterExample
import SceneExample
import StinsenExample
import TreeExample

/// Each bundled example app, explored once with the default options and shared by the tests.
enum ExploredExamples {
    static var apps: [ExplorableApp] { BundledExamples.apps }

    static let router = Explorer(app: RouterExample.app).run()
    static let tree = Explorer(app: TreeExample.app).run()
    static let stinsen = Explorer(app: StinsenExample.app).run()
    static let combine = Explorer(app: CombineExample.app).run()
    static let scene = Explorer(app: SceneExample.app).run()

    static var all: [NavigationGraph] { [router, tree, stinsen, combine, scene] }
}

extension NavigationGraph {
    /// The identifiers of the findings of `kind`, sorted.
    func subjects(of kind: FindingKind) -> [String] {
        findings.filter { $0.kind == kind }.map(\.subject.description).sorted()
    }

    func finding(_ kind: FindingKind, _ subject: String) -> Finding? {
        findings.first { $0.kind == kind && $0.subject.description == subject }
    }

    func state(_ id: Int) -> StateNode { states[id] }
}
