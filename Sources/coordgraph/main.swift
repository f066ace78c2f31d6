import BundledExamples
import CoordinatorGraphCLI

await CoordinatorGraphCLI.main(apps: BundledExamples.apps)
