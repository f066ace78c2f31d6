@testable import DeclarativeCoordinators
import NavigationModel
import Testing

/// Payload edits are numbered once per process (`PayloadEdits`) and found again by the edited payload's
/// number: a record must hold the payload the edit makes and the number that payload has, whichever
/// context made the edit first.
@Suite struct PayloadEditTests {
    /// Every record's number is the one its payload value is numbered with.
    private func expectNumbersMatchValues(_ context: NavigationContext, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        for record in context.state.coordinators.all {
            let expected = record.payload.map { NumberedPayload($0).number } ?? 0
            #expect(record.payloadNumber == expected, "\(record.typeName)", sourceLocation: sourceLocation)
        }
    }

    /// Pushes, presents, switches the root and pops, in order.
    private func operate(_ app: FlowApp) {
        app.act { app.flow.route(to: \.detail, 41) }
        app.act { app.flow.route(to: \.sheet).route(to: \.detail, 42) }
        app.act { app.flow.root(\.other) }
        app.act { app.flow.popLast() }
    }

    @Test func anEditFoundInTheTableStoresThePayloadItMakes() {
        let first = FlowApp(name: "payload edits 1")
        operate(first)
        // The second launch makes the same edits of the same payloads, and finds each in the table.
        let second = FlowApp(name: "payload edits 2")
        operate(second)
        #expect(second.flow.stackItems.map(\.description) == ["push detail(41)", "modal sheet"])
        #expect(second.flow.activeRoot == "other")
        #expect(second.flow.stackItems == first.flow.stackItems)
        #expect(second.key == first.key)
        expectNumbersMatchValues(first.context)
        expectNumbersMatchValues(second.context)
    }

    @Test func anEditIsMadeOncePerNumberedPayload() {
        struct Marker: Hashable { let name: String }
        let edited = NumberedPayload(AnyHashable(Marker(name: #function)))
        var made = 0
        let first = PayloadEdits.shared.result(of: .keep(3), on: edited.number) { () -> Marker? in
            made += 1
            return Marker(name: "first result")
        }
        let again = PayloadEdits.shared.result(of: .keep(3), on: edited.number) { () -> Marker? in
            made += 1
            return Marker(name: "second result")
        }
        let other = PayloadEdits.shared.result(of: .keep(4), on: edited.number) { () -> Marker? in
            made += 1
            return Marker(name: "other result")
        }
        #expect(made == 2)
        #expect(first?.value == AnyHashable(Marker(name: "first result")))
        #expect(again?.number == first?.number && again?.value == first?.value)
        #expect(other?.value == AnyHashable(Marker(name: "other result")))
        #expect(other?.number == NumberedPayload(AnyHashable(Marker(name: "other result"))).number)
        // An edit that cannot be made is not remembered.
        #expect(PayloadEdits.shared.result(of: .keep(5), on: edited.number) { () -> Marker? in nil } == nil)
        #expect(PayloadEdits.shared.result(of: .keep(5), on: edited.number) { Marker(name: "made") }?.value == AnyHashable(Marker(name: "made")))
    }

    /// Edits that differ only in their kind, an item's presentation or an entry's input or name are
    /// different edits, each made once; an equal edit written anew is found.
    @Test func editsAreTellApartByEverythingTheyHold() {
        struct Marker: Hashable { let name: String }
        let edited = NumberedPayload(AnyHashable(Marker(name: #function)))
        func entry(_ name: String, _ input: Int?) -> RouteEntry {
            RouteEntry(keyPath: \FlowCoordinator.detail, name: name, input: input.map(AnyHashable.init), isCoordinator: false)
        }
        let edits: [PayloadEdit] = [
            .root(entry("detail", nil)), .root(entry("detail", 1)),
            .append(ItemEntry(presentation: .push, route: entry("detail", nil))),
            .append(ItemEntry(presentation: .modal, route: entry("detail", nil))),
            .append(ItemEntry(presentation: .fullScreen, route: entry("detail", nil))),
            .append(ItemEntry(presentation: .push, route: entry("detail", 1))),
            .append(ItemEntry(presentation: .push, route: entry("detail", 2))),
            .append(ItemEntry(presentation: .push, route: entry("other", 1))),
            .keep(1), .select(1), .keep(2), .select(2),
        ]
        var made = 0
        let numbers = edits.enumerated().map { index, edit in
            PayloadEdits.shared.result(of: edit, on: edited.number) { () -> Marker? in
                made += 1
                return Marker(name: "result \(index)")
            }?.number
        }
        #expect(made == edits.count)
        #expect(Set(numbers.compactMap { $0 }).count == edits.count)
        // Written anew, each is found: its entries are new values equal to the first ones.
        let again = [
            PayloadEdit.append(ItemEntry(presentation: .push, route: entry("detail", 2))),
            .root(entry("detail", nil)), .select(2),
        ]
        for (edit, index) in zip(again, [6, 0, 11]) {
            let found = PayloadEdits.shared.result(of: edit, on: edited.number) { () -> Marker? in
                made += 1
                return nil
            }
            #expect(found?.number == numbers[index])
        }
        #expect(made == edits.count)
    }

    @Test func theSameEditOfAnotherPayloadMakesAnotherPayload() {
        let app = FlowApp(name: "payload edits 3")
        app.act { app.flow.route(to: \.detail, 51) }
        app.act { app.flow.route(to: \.detail, 51) }
        #expect(app.flow.stackItems.map(\.description) == ["push detail(51)", "push detail(51)"])
        app.act { app.flow.popLast() }
        app.act { app.flow.route(to: \.detail, 52) }
        #expect(app.flow.stackItems.map(\.description) == ["push detail(51)", "push detail(52)"])
        app.act { app.flow.popToRoot() }
        #expect(app.flow.stackItems.isEmpty)
        expectNumbersMatchValues(app.context)
    }

    /// An edit is remembered with the payload object it was made of: the same payload edited again in the same
    /// way finds the payload made before, and an edit that differs only in its input is made anew.
    @Test func anEditRememberedWithItsPayloadIsToldApartByItsInput() {
        let app = FlowApp(name: "payload edits 4")
        for round in 0..<3 {
            for input in [61, 62] {
                app.act { app.flow.route(to: \.detail, input) }
                #expect(app.flow.stackItems.map(\.description) == ["push detail(\(input))"], "round \(round)")
                expectNumbersMatchValues(app.context)
                app.act { app.flow.popLast() }
                #expect(app.flow.stackItems.isEmpty)
            }
        }
        app.act { app.flow.route(to: \.sheet) }
        #expect(app.flow.stackItems.map(\.description) == ["modal sheet"])
        expectNumbersMatchValues(app.context)
    }

    /// A payload's memo keeps its edits in storage it grows itself: every edit remembered, up to the limit, is found
    /// again with its result after the storage grew, and none past the limit.
    @Test func aPayloadMemoFindsEveryEditItRemembers() {
        let memo = PayloadMemo()
        let count = PayloadMemo.editLimit + 2
        let results = (0..<count).map { NumberedPayload(AnyHashable("memo result \($0)")) }
        for index in 0..<count { memo.remember(results[index], of: .keep(index)) }
        // Remembering an edit again keeps the first result.
        memo.remember(results[1], of: .keep(0))
        for index in 0..<count {
            let found = memo.result(of: .keep(index))
            if index < PayloadMemo.editLimit { #expect(found?.number == results[index].number, "\(index)") } else { #expect(found == nil) }
        }
        #expect(memo.result(of: .select(0)) == nil)
    }

    @Test func selectingATabStoresTheSelectionWithItsNumber() {
        let first = TabsApp()
        first.context.beginTransition()
        first.tabs.activeTab = 1
        first.context.endTransition()
        let second = TabsApp()
        second.context.beginTransition()
        second.tabs.activeTab = 1
        second.context.endTransition()
        #expect(first.tabs.activeTab == 1 && second.tabs.activeTab == 1)
        #expect(first.context.state.key == second.context.state.key)
        expectNumbersMatchValues(first.context)
        expectNumbersMatchValues(second.context)
    }
}

/// Route entries hold one shared instance of all equal key paths, so that payloads compare them by identity.
@Suite struct CanonicalKeyPathTests {
    @Test func equalKeyPathsWrittenInDifferentPlacesShareOneInstance() {
        let first = RouteEntry(keyPath: \FlowCoordinator.sheet, name: "sheet", input: nil, isCoordinator: false)
        let written: AnyKeyPath = \FlowCoordinator.sheet
        let second = RouteEntry(keyPath: written, name: "sheet", input: nil, isCoordinator: false)
        let again = RouteEntry(keyPath: written, name: "sheet", input: nil, isCoordinator: false)
        #expect(first.keyPath === second.keyPath && second.keyPath === again.keyPath)
        #expect(first == second)
    }

    /// A key found by its key path's object answers only for that very key path: looked up in turns and
    /// again, each key path gets its own key, and another instance of an equal key path the same key.
    @Test func keysLookedUpInTurnsAreEachTheirOwn() {
        let sheet: AnyKeyPath = \FlowCoordinator.sheet
        let three: AnyKeyPath = \PagesCoordinator.[page: 3]
        let four: AnyKeyPath = \PagesCoordinator.[page: 4]
        for _ in 0..<2 {
            for keyPath in [sheet, sheet, three, four, four, sheet, three] { #expect(RouteKey.of(keyPath).keyPath == keyPath) }
        }
        #expect(RouteKey.of(four) === RouteKey.of(\PagesCoordinator.[page: 4]))
        #expect(RouteKey.of(three) !== RouteKey.of(four))
    }

    @Test func keyPathsWithArgumentsShareOneInstancePerArgument() {
        let three = (0..<3).map { _ in RouteEntry(keyPath: \PagesCoordinator.[page: 3], name: "page", input: nil, isCoordinator: false) }
        let four = RouteEntry(keyPath: \PagesCoordinator.[page: 4], name: "page", input: nil, isCoordinator: false)
        #expect(three[0].keyPath === three[1].keyPath && three[1].keyPath === three[2].keyPath)
        #expect(three[0].keyPath !== four.keyPath)
        #expect(three[0].keyPath == \PagesCoordinator.[page: 3] && four.keyPath == \PagesCoordinator.[page: 4])
    }
}
