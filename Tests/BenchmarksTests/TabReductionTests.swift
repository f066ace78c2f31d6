import AppGenerator
import Exploration
import NavigationGraph
import SharedTestSupport
import Testing

/// The tab reduction against the full product on generated apps small enough to explore both ways in a
/// debug build (the benchmark compares the 150-screen shape in release).
@Suite struct TabReductionGeneratorTests {
    static func shape(tabs: Int, style: GeneratedStyle = .plain) -> AppShape {
        AppShape(
            style: style, coordinators: 10, screensPerCoordinator: 4, actionsPerScreen: 3, sheetShare: 0.3,
            fullScreenShare: 0.1, tabShare: Double(tabs) / 10, crossLinks: 3, recursion: false)
    }

    @Test(arguments: [0, 2])
    func sameAnswersAsTheFullProduct(tabs: Int) throws {
        let comparison = ProductComparison(try GeneratedApp.make(Self.shape(tabs: tabs)))
        #expect(comparison.differences == [])
        let reduced = try #require(comparison.reduced.exploration.coverage)
        #expect(reduced.reduction == (tabs >= 2 ? .tabs : .fullProduct))
        #expect(reduced.productStatesExact == comparison.product.exploration.isExhaustive)
        if tabs == 0 {
            #expect(comparison.reduced.states.count == comparison.product.states.count)
        } else {
            #expect(reduced.productStates == comparison.product.states.count)
            #expect(reduced.statesExplored < comparison.product.states.count / 4)
        }
    }

    /// The tab bar shown only after a sign-in screen, with a sign-out back to it: reduced as when the app
    /// launches into it.
    @Test(arguments: [0, 2])
    func aTabBarShownAfterSignInGivesTheSameAnswers(tabs: Int) throws {
        var shape = Self.shape(tabs: tabs)
        shape.signIn = true
        let comparison = ProductComparison(try GeneratedApp.make(shape))
        #expect(comparison.differences == [])
        let reduced = try #require(comparison.reduced.exploration.coverage)
        #expect(reduced.productStatesExact == comparison.product.exploration.isExhaustive)
        #expect(comparison.reduced.screens.contains { $0.id == "SignInCoordinator.signIn" && $0.reached })
        if tabs == 0 {
            #expect(reduced.reduction == .fullProduct)
            #expect(comparison.reduced.states.count == comparison.product.states.count)
        } else {
            #expect(reduced.reduction == .tabs)
            #expect(reduced.combinedTabs == [])
            #expect(reduced.productStates == comparison.product.states.count)
            #expect(reduced.statesExplored < comparison.product.states.count / 4)
        }
    }

    @Test func signInIsBuiltForThePlainStyleOnly() {
        var shape = Self.shape(tabs: 2, style: .router)
        shape.signIn = true
        #expect(throws: InvalidShape.self) { try GeneratedApp.make(shape) }
    }

    @Test func recursionIsCutTheSameWay() throws {
        var shape = Self.shape(tabs: 2)
        shape.recursion = true
        let comparison = ProductComparison(try GeneratedApp.make(shape))
        #expect(comparison.differences == [])
        #expect(comparison.reduced.exploration.coverage?.productStatesExact == false)
    }

    @Test(arguments: [GeneratedStyle.router, .tree, .declarative, .viewModel])
    func otherStylesGiveTheSameAnswers(style: GeneratedStyle) throws {
        let comparison = ProductComparison(try GeneratedApp.make(Self.shape(tabs: 2, style: style)))
        #expect(comparison.differences == [])
    }
}
