import CombineExample
import Exploration
import RouterExample
import SceneExample
import StinsenExample
import TreeExample

/// The example apps bundled with CoordinatorGraph, one per coordinator style, in the order `coordgraph list`
/// shows them. The `coordgraph` executable, the tests and the benchmarks all take them from here.
public enum BundledExamples {
    public static var apps: [ExplorableApp] {
        [RouterExample.app, TreeExample.app, StinsenExample.app, CombineExample.app, SceneExample.app]
    }
}
