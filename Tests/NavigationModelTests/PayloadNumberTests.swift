import NavigationModel
import Testing

/// Payloads enter state keys as numbers: equal payloads have equal numbers in every context, so keys
/// still compare payloads exactly.
@Suite struct PayloadNumberTests {
    /// A payload whose hash ignores its second field: numbers must follow equality, not the hash.
    private struct Collides: Hashable {
        var kept: Int
        var ignored: Int
        func hash(into hasher: inout Hasher) { hasher.combine(kept) }
    }

    /// Equal whatever object it holds, as a slot value holding the scene that opened it is.
    private struct Holding: Hashable {
        var kept: Int
        let object: AnyObject
        static func == (lhs: Self, rhs: Self) -> Bool { lhs.kept == rhs.kept }
        func hash(into hasher: inout Hasher) { hasher.combine(kept) }
    }

    private func app(payload: AnyHashable?) -> NavigationContext {
        let context = NavigationContext(appName: "test")
        let main = context.registerCoordinator(nil, typeName: "Main", payload: payload)
        context.makeRoot(main)
        context.setRoot(.stack(context.makeStack(owner: main, screens: [context.makeScreen("Home", owner: main)])))
        return context
    }

    @Test func equalPayloadsHaveOneNumberInEveryContext() {
        let first = app(payload: Collides(kept: 1, ignored: 1))
        let second = app(payload: Collides(kept: 1, ignored: 1))
        let other = app(payload: Collides(kept: 1, ignored: 2))
        let number = { (context: NavigationContext) in context.state.coordinators.all[0].payloadNumber }
        #expect(number(first) == number(second))
        #expect(number(first) != number(other))
        #expect(number(first) != 0)
        #expect(first.state.key == second.state.key)
        #expect(first.state.key != other.state.key)
        #expect(StateKeyBuffer().encode(first.state) == StateKeyBuffer().encode(second.state))
    }

    @Test func settingAPayloadRenumbersItsRecord() throws {
        let context = app(payload: nil)
        let main = context.state.coordinators.roots[0]
        #expect(context.record(main)?.payloadNumber == 0)
        context.setPayload("page 2", of: main)
        let two = try #require(context.record(main)?.payloadNumber)
        context.state.coordinators[main]?.payload = "page 3"
        #expect(context.record(main)?.payload == AnyHashable("page 3"))
        #expect(context.record(main)?.payloadNumber != two)
        context.setPayload("page 2", of: main)
        #expect(context.record(main)?.payloadNumber == two)
        context.setPayload(nil, of: main)
        #expect(context.record(main)?.payloadNumber == 0)
    }

    /// A payload numbered typed has the number the same value numbered untyped has, and a record holding either
    /// hands it back as its own type; another type is never handed back.
    @Test func aTypedPayloadIsReadBackAsItsTypeWithTheSameNumber() throws {
        let context = app(payload: nil)
        let main = context.state.coordinators.roots[0]
        let typed = NumberedPayload(typed: Collides(kept: 5, ignored: 1))
        #expect(typed.number == NumberedPayload(AnyHashable(Collides(kept: 5, ignored: 1))).number)
        #expect(typed.number != NumberedPayload(typed: Collides(kept: 5, ignored: 2)).number)
        context.setPayload(numbered: typed, of: main)
        let record = try #require(context.record(main))
        #expect(record.payloadNumber == typed.number)
        #expect(record.payload == AnyHashable(Collides(kept: 5, ignored: 1)))
        #expect(record.payload(as: Collides.self) == Collides(kept: 5, ignored: 1))
        #expect(record.payload(as: Collides.self)?.ignored == 1)
        #expect(record.payload(as: String.self) == nil)
        // The tree reads it in place the same way.
        #expect(context.state.coordinators.payload(of: main, as: Collides.self)?.ignored == 1)
        #expect(context.state.coordinators.payload(of: main, as: String.self) == nil)
        #expect(context.state.coordinators.payload(of: CoordinatorID(999), as: Collides.self) == nil)
        // Stored untyped, it is found by a cast.
        context.setPayload(Collides(kept: 6, ignored: 3), of: main)
        #expect(context.record(main)?.payload(as: Collides.self)?.ignored == 3)
        #expect(context.state.coordinators.payload(of: main, as: Collides.self)?.ignored == 3)
        #expect(context.record(main)?.payload(as: Int.self) == nil)
        #expect(context.state.coordinators.payload(of: main, as: Int.self) == nil)
        context.setPayload(nil, of: main)
        #expect(context.record(main)?.payload(as: Collides.self) == nil)
        #expect(context.state.coordinators.payload(of: main, as: Collides.self) == nil)
    }

    /// A value equal to a numbered payload's, numbered typed from it, keeps its number without a look-up and
    /// is read back as itself, with the object it holds rather than the first value's.
    @Test func anEqualValueNumberedTypedKeepsTheNumberAndIsReadBackAsItself() throws {
        final class Object {}
        let context = app(payload: nil)
        let main = context.state.coordinators.roots[0]
        let (one, two) = (Object(), Object())
        let first = NumberedPayload(typed: Holding(kept: 3, object: one))
        let again = first.equal(typed: Holding(kept: 3, object: two))
        #expect(again.number == first.number)
        #expect(again.value == AnyHashable(Holding(kept: 3, object: one)))
        context.setPayload(numbered: again, of: main)
        #expect(context.record(main)?.payloadNumber == first.number)
        #expect(context.record(main)?.payload(as: Holding.self)?.object === two)
        #expect(context.state.coordinators.payload(of: main, as: Holding.self)?.object === two)
    }

    @Test func aNumberedPayloadIsStoredWithItsNumber() throws {
        let context = app(payload: nil)
        let main = context.state.coordinators.roots[0]
        let numbered = NumberedPayload(Collides(kept: 4, ignored: 1))
        context.setPayload(numbered: numbered, of: main)
        #expect(context.record(main)?.payload == AnyHashable(Collides(kept: 4, ignored: 1)))
        #expect(context.record(main)?.payloadNumber == numbered.number)
        context.setPayload(Collides(kept: 4, ignored: 1), of: main)
        #expect(context.record(main)?.payloadNumber == numbered.number)
        // An equal payload keeps the number without a look-up; an unequal one gets its own.
        let again = numbered.equal(Collides(kept: 4, ignored: 1))
        #expect(again.number == numbered.number)
        #expect(NumberedPayload(Collides(kept: 4, ignored: 2)).number != numbered.number)
        let record = CoordinatorRecord(id: main, typeName: "Main", object: nil, payload: again)
        #expect(record.payloadNumber == numbered.number)
        #expect(context.state.coordinators.payload(of: main) == AnyHashable(Collides(kept: 4, ignored: 1)))
    }

    /// A record keeps its type name and object in one shared object and its payload in another: a copy
    /// must still be a value, its payload changing without the original's, and a saved state restoring
    /// the payloads (and keys) it had.
    @Test func aCopiedRecordIsAValue() throws {
        final class Object {}
        let object = Object()
        let original = CoordinatorRecord(
            id: CoordinatorID(7), typeName: "Main", object: object, payload: Collides(kept: 1, ignored: 1))
        var copy = original
        copy.payload = Collides(kept: 1, ignored: 2)
        copy.children.append(CoordinatorID(8))
        #expect(original.payload == AnyHashable(Collides(kept: 1, ignored: 1)))
        #expect(copy.payload == AnyHashable(Collides(kept: 1, ignored: 2)))
        #expect(original.payloadNumber != copy.payloadNumber)
        #expect(original.children.isEmpty)
        #expect(copy.typeName == "Main" && copy.object === object && copy.id == CoordinatorID(7))
        #expect(copy.typeFingerprint == original.typeFingerprint)
        copy.setPayload(NumberedPayload(Collides(kept: 1, ignored: 1)))
        #expect(copy.payloadNumber == original.payloadNumber)

        let context = app(payload: "page 1")
        let main = context.state.coordinators.roots[0]
        let saved = context.state
        let savedKey = saved.key
        context.setPayload("page 2", of: main)
        #expect(context.state.key != savedKey)
        #expect(saved.coordinators.payload(of: main) == AnyHashable("page 1"))
        context.state = saved
        #expect(context.state.key == savedKey)
        #expect(try #require(context.record(main)).payload == AnyHashable("page 1"))
    }

    /// The memo is kept with the payload object: records holding that object (copies, other contexts) share
    /// it, a record holding an equal payload numbered anew has its own, and a record without payload has none.
    @Test func aPayloadMemoIsSharedByTheRecordsHoldingThePayloadObject() throws {
        final class Memo { var reads = 0 }
        let numbered = NumberedPayload(Collides(kept: 9, ignored: 1))
        let first = CoordinatorRecord(id: CoordinatorID(1), typeName: "Main", object: nil, payload: numbered)
        let second = CoordinatorRecord(id: CoordinatorID(2), typeName: "Other", object: nil, payload: numbered)
        let renumbered = CoordinatorRecord(id: CoordinatorID(3), typeName: "Main", object: nil, payload: Collides(kept: 9, ignored: 1))
        let empty = CoordinatorRecord(id: CoordinatorID(4), typeName: "Main", object: nil)
        func read(_ record: CoordinatorRecord) -> Int? {
            var reads: Int?
            record.withPayloadMemo { memo in
                let known = (memo as? Memo) ?? Memo()
                memo = known
                known.reads += 1
                reads = known.reads
            }
            return reads
        }
        #expect(read(first) == 1)
        #expect(read(second) == 2)
        var copy = first
        #expect(read(copy) == 3)
        #expect(read(renumbered) == 1)
        #expect(read(empty) == nil)
        // A new payload comes with a memo of its own.
        copy.payload = Collides(kept: 9, ignored: 2)
        #expect(read(copy) == 1)
        #expect(read(first) == 4)
    }

    /// A context reads a record where its state holds it: the memo found through the context is the one its
    /// record's payload object keeps, none for a record without payload or an unknown identifier.
    @Test func aContextLendsARecordAndItsPayloadMemoInPlace() throws {
        final class Memo {}
        let context = app(payload: "page 1")
        let main = context.state.coordinators.roots[0]
        let bare = context.registerCoordinator(nil, typeName: "Bare")
        var lent: Memo?
        context.withPayloadMemo(of: main) { memo in
            lent = Memo()
            memo = lent
        }
        var kept: AnyObject?
        try #require(context.record(main)).withPayloadMemo { kept = $0 }
        #expect(kept === lent)
        var ran = false
        context.withPayloadMemo(of: bare) { _ in ran = true }
        context.withPayloadMemo(of: CoordinatorID(999)) { _ in ran = true }
        #expect(!ran)
        #expect(context.withRecord(of: main) { $0.payload(as: String.self) } == "page 1")
        #expect(context.withRecord(of: main) { $0.payloadNumber } == context.state.coordinators.all[0].payloadNumber)
        #expect(context.withRecord(of: bare) { $0.id } == bare)
        #expect(context.withRecord(of: CoordinatorID(999)) { $0.id } == nil)
    }

    @Test func aPayloadAndNoPayloadDiffer() {
        #expect(app(payload: nil).state.key != app(payload: 0).state.key)
        #expect(app(payload: nil).state.key == app(payload: nil).state.key)
    }

    @Test func styleRuntimeFilesAreToldFromTheAppsByModule() {
        #expect(SourceLocation.isStyleRuntime("RouterCoordinators/Router.swift"))
        #expect(SourceLocation.isStyleRuntime("NavigationModel/NavigationContext.swift"))
        #expect(SourceLocation.isStyleRuntime("/TreeCoordinators/Coordinator.swift"))
        #expect(SourceLocation.isStyleRuntime("ViewModelCoordinators"))
        #expect(!SourceLocation.isStyleRuntime("RouterExample/AppCoordinator.swift"))
        #expect(!SourceLocation.isStyleRuntime("MyApp/RouterCoordinators/Router.swift"))
        #expect(!SourceLocation.isStyleRuntime("RouterCoordinatorsKit/Router.swift"))
        #expect(!SourceLocation.isStyleRuntime(""))
        #expect(!SourceLocation.isStyleRuntime("//"))
    }

    @Test func typeNamesAreTheTypesDescriptions() {
        #expect(TypeNames.name(of: Collides.self) == String(describing: Collides.self))
        #expect(TypeNames.name(of: Int.self) == "Int")
        #expect(TypeNames.name(of: [String].self) == "Array<String>")
    }
}
