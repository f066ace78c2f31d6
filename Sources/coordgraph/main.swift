import CombineExample
import CoordinatorGraphCLI
import RouterExample
import SceneExample
import StinsenExample
import TreeExample

// The bundled example apps, one per coordinator style.
await CoordinatorGraphCLI.main(apps: [
    RouterExample.app,
    TreeExample.app,
    StinsenExample.app,
    CombineExample.app,
    SceneExample.app,
])
