import NavigationModel
import Testing

/// The tree finds records by identifier within the window their identifiers allow, and walks the owned
/// ones depth first, parents before children, each once.
@Suite struct CoordinatorTreeTests {
    private func record(_ id: Int) -> CoordinatorRecord {
        CoordinatorRecord(id: CoordinatorID(id), typeName: "C\(id)", object: nil)
    }

    @Test func everyRecordIsFoundWithAndWithoutGapsAndNothingElse() {
        for ids in [[1, 2, 3, 4, 5], [2, 5, 6, 7, 20, 21, 40], [9], [3, 100], [1, 2, 3, 50, 51, 52, 53]] {
            var tree = CoordinatorTree()
            // Inserted out of order, as a restored identifier may be.
            for id in ids.reversed() { tree[CoordinatorID(id)] = record(id) }
            #expect(tree.all.map(\.id.rawValue) == ids)
            for (position, id) in ids.enumerated() {
                #expect(tree.position(of: CoordinatorID(id)) == position)
                #expect(tree[CoordinatorID(id)]?.typeName == "C\(id)")
            }
            for missing in -1...(ids.last! + 2) where !ids.contains(missing) {
                #expect(tree.position(of: CoordinatorID(missing)) == nil)
            }
        }
    }

    /// A record's parent, stored without an optional: none until one is set, and none again once cleared.
    @Test func aRecordsParentIsSetAndCleared() {
        var record = record(1)
        #expect(record.parent == nil)
        record.parent = CoordinatorID(7)
        #expect(record.parent == CoordinatorID(7))
        record.parent = nil
        #expect(record.parent == nil)
    }

    /// A node's object identity read in place is its object's, and none without an object.
    @Test func aNodesObjectIdentityIsReadInPlace() {
        final class Coordinator {}
        let context = NavigationContext(appName: "test")
        let object = Coordinator()
        _ = context.registerCoordinator(object, typeName: "A")
        _ = context.registerCoordinator(nil, typeName: "B")
        context.state.coordinators.nodes.withUnsafeBufferPointer { nodes in
            #expect(CoordinatorRecord.Node.objectIdentifier(of: nodes.baseAddress!) == ObjectIdentifier(object))
            #expect(CoordinatorRecord.Node.objectIdentifier(of: nodes.baseAddress! + 1) == nil)
        }
    }

    /// A record's object is read by identifier: the object registered with it, `nil` for a record without one
    /// and for an identifier without a record.
    @Test func aRecordsObjectIsFoundByIdentifier() {
        final class Object {}
        let context = NavigationContext(appName: "test")
        let object = Object()
        let withObject = context.registerCoordinator(object, typeName: "WithObject")
        let without = context.registerCoordinator(nil, typeName: "Without")
        #expect(context.state.coordinators.object(of: withObject) === object)
        #expect(context.state.coordinators.object(of: without) == nil)
        #expect(context.state.coordinators.object(of: CoordinatorID(99)) == nil)
    }

    /// Whether a record holds an object is true for the object registered with it alone: not for another
    /// object, not for a record without one, not for an identifier without a record.
    @Test func aRecordHoldsItsObjectAlone() {
        final class Object {}
        let context = NavigationContext(appName: "test")
        let object = Object()
        let other = Object()
        let withObject = context.registerCoordinator(object, typeName: "WithObject")
        let without = context.registerCoordinator(nil, typeName: "Without")
        #expect(context.record(withObject, holds: object))
        #expect(!context.record(withObject, holds: other))
        #expect(!context.record(without, holds: object))
        #expect(!context.record(CoordinatorID(99), holds: object))
    }

    /// Room made for a record's children changes none of them; a coordinator without a record gets none.
    @Test func reservingChildrenKeepsThemAndMakesRoom() {
        let context = NavigationContext(appName: "test")
        let tabs = context.registerCoordinator(nil, typeName: "Tabs")
        let first = context.registerCoordinator(nil, typeName: "First")
        context.attach(first, to: tabs)
        context.state.coordinators.reserveChildren(4, of: tabs)
        context.state.coordinators.reserveChildren(4, of: CoordinatorID(99))
        let children = context.state.coordinators.children(of: tabs)
        #expect(children == [first] && children.capacity >= 4)
        #expect(context.state.coordinators.position(of: CoordinatorID(99)) == nil)
    }

    @Test func theOwnedAreWalkedDepthFirstInAttachmentOrderEachOnce() {
        let context = NavigationContext(appName: "test")
        let main = context.registerCoordinator(nil, typeName: "Main")
        context.makeRoot(main)
        let a = context.registerCoordinator(nil, typeName: "A")
        let b = context.registerCoordinator(nil, typeName: "B")
        let c = context.registerCoordinator(nil, typeName: "C")
        let d = context.registerCoordinator(nil, typeName: "D")
        let stray = context.registerCoordinator(nil, typeName: "Stray")
        context.attach(b, to: main)
        context.attach(a, to: main)
        context.attach(c, to: a)
        // `b` is also a child of `c`: it is visited once, where the walk meets it first.
        context.attach(b, to: c)
        context.attach(d, to: b)
        let tree = context.state.coordinators
        #expect(tree.owned == [main, b, d, a, c])
        var positions: [Int] = []
        tree.forEachOwnedPosition { positions.append($0) }
        #expect(positions.map { tree.all[$0].id } == tree.owned)
        #expect(!tree.owned.contains(stray))
    }

    /// A context whose root coordinator `Main` has one child, `Child`, neither with a payload.
    private static func rootWithAChild() -> (NavigationContext, main: CoordinatorID, child: CoordinatorID) {
        let context = NavigationContext(appName: "test")
        let main = context.registerCoordinator(nil, typeName: "Main")
        context.makeRoot(main)
        let child = context.registerCoordinator(nil, typeName: "Child")
        context.attach(child, to: main)
        return (context, main, child)
    }

    /// Records lent where the tree holds them are found by identifier, with their payloads, before any record has
    /// a payload (the tree keeps none) and after; an identifier without a record finds none.
    @Test func lentRecordsAreFoundByIdentifier() {
        let (context, main, child) = Self.rootWithAChild()
        let missing = CoordinatorID(child.rawValue + 1)
        let before = context.state.coordinators.all.withBuffers { records in
            (records.record(of: child).map { ($0.id, $0.payloadNumber) }, records.record(of: missing) == nil)
        }
        #expect(before.0?.0 == child && before.0?.1 == 0 && before.1)
        context.setPayload(numbered: NumberedPayload("page 2"), of: child)
        context.state.coordinators.all.withBuffers { records in
            #expect(records.record(of: child)?.payload(as: String.self) == "page 2")
            #expect(records.record(of: main).map { $0.id == main && $0.payload(as: String.self) == nil } == true)
            #expect(records.record(of: missing) == nil)
        }
    }

    /// A payload change copies the payloads alone: the copy it was made from keeps its payloads, both share
    /// their nodes, and payloads stay with their records through insertions out of order, removals and prunes.
    @Test func payloadsChangeApartFromNodesAndFollowTheirRecords() {
        let (context, main, child) = Self.rootWithAChild()
        #expect(context.state.coordinators.all.allSatisfy { $0.payload == nil && $0.payloadNumber == 0 })
        let before = context.state.coordinators
        context.setPayload(numbered: NumberedPayload("page 2"), of: child)
        let after = context.state.coordinators
        #expect(after.all.hasIdenticalNodes(to: before.all))
        #expect(!after.all.isIdentical(to: before.all))
        #expect(before.payload(of: child) == nil && after.payload(of: child) == AnyHashable("page 2"))
        #expect(after.all.payloadNumber(at: 1) == NumberedPayload("page 2").number && after.all.payloadNumber(at: 0) == 0)
        #expect(after.all.withRecord(at: 1) { $0.payload(as: String.self) } == "page 2")
        #expect(after.all.withRecord(at: 0) { $0.payload(as: String.self) } == nil)
        // Read in place, as copied out: stored untyped, and typed.
        #expect(after.all.withRecord(at: 1) { $0.withPayload(as: String.self) { $0.count } } == 6)
        #expect(after.all.withRecord(at: 1) { $0.withPayload(as: Int.self) { $0 } } == nil)
        #expect(after.all.withRecord(at: 0) { $0.withPayload(as: String.self) { $0.count } } == nil)
        context.setPayload(numbered: NumberedPayload(typed: "page 3"), of: child)
        #expect(context.state.coordinators.all.withRecord(at: 1) { $0.withPayload(as: String.self) { $0 + "!" } } == "page 3!")
        context.setPayload(numbered: NumberedPayload("page 2"), of: child)

        // Records stored out of order, with and without payloads; one dropped; the stray pruned from between.
        let late = CoordinatorID(child.rawValue + 10)
        context.state.coordinators[late] = CoordinatorRecord(id: late, typeName: "Late", object: nil)
        context.attach(late, to: main)
        let stray = CoordinatorID(child.rawValue + 5)
        context.state.coordinators[stray] = CoordinatorRecord(id: stray, typeName: "Stray", object: nil, payload: "stray")
        let gone = CoordinatorID(child.rawValue + 7)
        context.state.coordinators[gone] = CoordinatorRecord(id: gone, typeName: "Gone", object: nil, payload: "gone")
        context.state.coordinators[main]?.payload = "main"
        let payloads = { context.state.coordinators.all.map(\.payload) }
        #expect(payloads() == [AnyHashable("main"), AnyHashable("page 2"), AnyHashable("stray"), AnyHashable("gone"), nil])
        context.state.coordinators[gone] = nil
        #expect(payloads() == [AnyHashable("main"), AnyHashable("page 2"), AnyHashable("stray"), nil])
        context.beginTransition()
        context.endTransition()
        #expect(context.state.coordinators.all.map(\.typeName) == ["Main", "Child", "Late"])
        #expect(payloads() == [AnyHashable("main"), AnyHashable("page 2"), nil])
    }

    /// The first payload of a tree that has none yet may come with a record stored between others, or with a
    /// record stored over one: either way each payload stays with its record, and the others have none.
    @Test func theFirstPayloadFollowsItsRecordWhereverItIsStored() {
        let context = NavigationContext(appName: "test")
        let first = context.registerCoordinator(nil, typeName: "First")
        let last = CoordinatorID(first.rawValue + 4)
        context.state.coordinators[last] = CoordinatorRecord(id: last, typeName: "Last", object: nil)
        let between = CoordinatorID(first.rawValue + 2)
        context.state.coordinators[between] = CoordinatorRecord(id: between, typeName: "Between", object: nil, payload: "between")
        #expect(context.state.coordinators.all.map(\.typeName) == ["First", "Between", "Last"])
        #expect(context.state.coordinators.all.map(\.payload) == [nil, AnyHashable("between"), nil])

        let replaced = NavigationContext(appName: "test")
        let only = replaced.registerCoordinator(nil, typeName: "Only")
        let other = replaced.registerCoordinator(nil, typeName: "Other")
        replaced.state.coordinators[other] = CoordinatorRecord(id: other, typeName: "Other", object: nil, payload: "set")
        #expect(replaced.state.coordinators.payload(of: only) == nil)
        #expect(replaced.state.coordinators.payload(of: other, as: String.self) == "set")
        #expect(replaced.state.coordinators.all.payloadNumber(at: 1) == NumberedPayload("set").number)
    }
}
