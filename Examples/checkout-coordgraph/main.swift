// A team's own `coordgraph`: register the app, hand over to the command line. Every subcommand works:
//   swift run checkout-coordgraph explore checkout-app
//   swift run checkout-coordgraph check checkout-app --format sarif
import CheckoutApp
import CoordinatorGraphCLI

await CoordinatorGraphCLI.main(apps: [CheckoutApp.app])
