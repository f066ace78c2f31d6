@testable import CoordinatorGraphCLI
import Testing

/// `--full-product` turns the tab reduction off for `explore` and `check`.
@Suite struct FullProductOptionTests {
    @Test func theReductionIsOnUnlessAsked() throws {
        #expect(try BoundsOptions.parse([]).explorationOptions.fullProduct == false)
        #expect(try BoundsOptions.parse(["--full-product"]).explorationOptions.fullProduct == true)
    }

    @Test func exploreAndCheckTakeTheFlag() throws {
        #expect(try ExploreCommand.parse(["tree-example", "--full-product"]).bounds.fullProduct)
        #expect(try CheckCommand.parse(["tree-example", "--full-product"]).bounds.fullProduct)
    }
}
