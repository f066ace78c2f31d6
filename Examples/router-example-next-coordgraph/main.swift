import CoordinatorGraphCLI
import RouterExampleNext

// The next version of the router example, under its own name, as a pull request's build would register it:
// `scripts/review-example` explores it and compares it with the router example (`coordgraph diff`).
await CoordinatorGraphCLI.main(apps: [RouterExampleNext.app])
