import DeclarativeCoordinators
import NavigationModel
import Testing

/// A screen's action list is built every time the explorer lists the available actions: a list that is one
/// expression is returned as it is, and blocks of several statements, conditions and loops still give every
/// action in order.
@Suite struct ActionsBuilderTests {
    /// A screen whose list is one expression, as the generated apps' screens (a `map` over their data).
    private struct ListedView: ScreenView {
        let list: [UserAction]
        func actions(_ router: Void) -> [UserAction] { list }
    }

    private func names(_ actions: [UserAction]) -> [String] { actions.map(\.name) }

    private let list = ["first", "second", "third"].map { UserAction($0) {} }

    @ActionsBuilder private func single() -> [UserAction] { list }

    @Test func aListThatIsOneExpressionIsNotCopied() {
        let original = list.withUnsafeBufferPointer { $0.baseAddress }
        for built in [single(), ListedView(list: list).actions(())] {
            #expect(names(built) == ["first", "second", "third"])
            #expect(built.withUnsafeBufferPointer { $0.baseAddress } == original)
        }
    }

    @ActionsBuilder private func block(showing extra: Bool, repeats: Int) -> [UserAction] {
        UserAction("start") {}
        list
        if extra { UserAction("extra") {} }
        for index in 0..<repeats { UserAction("again \(index)") {} }
    }

    @Test func aBlockOfStatementsGivesEveryActionInOrder() {
        #expect(names(block(showing: false, repeats: 0)) == ["start", "first", "second", "third"])
        #expect(names(block(showing: true, repeats: 2)) == ["start", "first", "second", "third", "extra", "again 0", "again 1"])
    }
}
