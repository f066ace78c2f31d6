import CheckoutApp
import Exploration
import NavigationGraph
import SharedTestSupport
import Testing

/// Every bundled example gives the same answers with the tab reduction as with the full product.
@Suite struct TabReductionExampleTests {
    static var apps: [ExplorableApp] { ExploredExamples.apps + [CheckoutApp.app] }

    @Test(arguments: apps.map(\.name))
    func sameAnswersAsTheFullProduct(app name: String) throws {
        let app = try #require(Self.apps.first { $0.name == name })
        let comparison = ProductComparison(app)
        #expect(comparison.differences == [])
        let coverage = try #require(comparison.reduced.exploration.coverage)
        if coverage.productStatesExact { #expect(coverage.productStates == comparison.product.states.count) }
    }
}
