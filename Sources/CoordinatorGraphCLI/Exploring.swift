import Exploration
import NavigationGraph

extension ExplorableApp {
    /// Explores the app within `bounds`, showing progress on standard error when it takes a while.
    func explore(within bounds: BoundsOptions) -> NavigationGraph {
        let progress = ProgressLine(label: name)
        defer { progress.finish() }
        return Explorer(app: self, options: bounds.explorationOptions).run { progress.update($0) }
    }
}
