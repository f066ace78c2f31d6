import CoordinatorGraphCLI
import TreeExample

// The bundled example apps, one per coordinator style.
CoordinatorGraphCLI.main(apps: [
    TreeExample.app,
])
