import NavigationModel
import Testing
import ViewModelCoordinators

/// A launch's slot synchronizer may start from the numbered slots of a context that has gone: the slots
/// it stores and the slots it empties must be the same as in a launch that numbered everything itself.
@Suite struct RecycledTablesTests {
    /// What one launch does: Home pushes its child scene and presents a sheet; the system then dismisses
    /// the sheet and pops the child. Returns Home's payload number after each step, its slots at the end
    /// and how many children it still has.
    private func launch() -> (numbers: [UInt64], slots: NavigationSlots<HomePush, HomeSheet>, children: Int) {
        let fixture = Fixture()
        var numbers: [UInt64] = []
        func note() { numbers.append(fixture.context.record(fixture.home.id)?.payloadNumber ?? 0) }
        fixture.home.navigationItem = .child
        note()
        fixture.home.sheetItem = .info
        note()
        fixture.perform(.swipeDown)
        note()
        fixture.perform(.back)
        note()
        return (numbers, fixture.home.slots, fixture.context.record(fixture.home.id)?.children.count ?? -1)
    }

    @Test func aLaunchAfterAnotherHasGoneStoresAndEmptiesSlotsAsTheFirstDid() {
        let first = launch()
        #expect(first.slots == NavigationSlots())
        #expect(first.children == 0)
        #expect(Set(first.numbers).count == 3, "child, child and info, child again, empty: \(first.numbers)")
        for _ in 0..<3 {
            let again = launch()
            #expect(again.numbers == first.numbers)
            #expect(again.slots == first.slots)
            #expect(again.children == first.children)
        }
    }
}
