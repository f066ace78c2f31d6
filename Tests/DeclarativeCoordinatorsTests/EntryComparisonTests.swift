@testable import DeclarativeCoordinators
import NavigationModel
import Testing

/// Entries and items are compared in place (`RouteEntry.equal`, `ItemEntry.equal`), field by field, where the
/// layout and its spines hold them; a stack payload is changed through methods that restamp it. Each must
/// agree with the plain value semantics it stands for.
@Suite struct EntryComparisonTests {
    private static func entry(_ name: String, _ input: Int?, coordinator: Bool = false) -> RouteEntry {
        RouteEntry(keyPath: \FlowCoordinator.detail, name: name, input: input.map(AnyHashable.init), isCoordinator: coordinator)
    }

    private static var entries: [RouteEntry] {
        [
            entry("detail", nil), entry("detail", nil), entry("detail", 1), entry("detail", 1), entry("detail", 2),
            entry("other", nil), entry("other", 1), entry("detail", nil, coordinator: true),
            RouteEntry(keyPath: \FlowCoordinator.sheet, name: "detail", input: nil, isCoordinator: false),
        ]
    }

    @Test func entriesCompareInPlaceAsTheyCompareByValue() {
        let entries = Self.entries
        for lhs in entries {
            for rhs in entries {
                let inPlace = withUnsafePointer(to: lhs) { lhs in withUnsafePointer(to: rhs) { RouteEntry.equal(lhs, $0) } }
                #expect(inPlace == (lhs == rhs), "\(lhs.name)(\(String(describing: lhs.input))) vs \(rhs.name)(\(String(describing: rhs.input)))")
                #expect((lhs == rhs) == (lhs.key.object === rhs.key.object && lhs.name == rhs.name && lhs.input == rhs.input
                    && lhs.isCoordinator == rhs.isCoordinator))
            }
        }
    }

    @Test func itemsCompareInPlaceAsTheyCompareByValue() {
        let items = Self.entries.flatMap { entry in [PresentationType.push, .modal].map { ItemEntry(presentation: $0, route: entry) } }
        for lhs in items {
            for rhs in items {
                let inPlace = withUnsafePointer(to: lhs) { lhs in withUnsafePointer(to: rhs) { ItemEntry.equal(lhs, $0) } }
                #expect(inPlace == (lhs == rhs))
                #expect(withUnsafePointer(to: lhs) { $0.route.pointee == lhs.route })
            }
        }
    }

    @Test func aChangedStackPayloadEqualsOneMadeWithItsRootAndItems() {
        let first = ItemEntry(presentation: .push, route: Self.entry("detail", 1))
        let second = ItemEntry(presentation: .modal, route: Self.entry("other", nil))
        var payload = StackPayload(root: Self.entry("detail", nil), items: [])
        payload.append(first)
        payload.append(second)
        #expect(payload == StackPayload(root: Self.entry("detail", nil), items: [first, second]))
        #expect(payload.hashValue == StackPayload(root: Self.entry("detail", nil), items: [first, second]).hashValue)
        payload.setRoot(Self.entry("other", 1))
        #expect(payload == StackPayload(root: Self.entry("other", 1), items: [first, second]))
        #expect(payload.hashCode == StackPayload(root: Self.entry("other", 1), items: [first, second]).hashCode)
        payload.keepItems(1)
        #expect(payload == StackPayload(root: Self.entry("other", 1), items: [first]))
        #expect(payload.hashCode == StackPayload(root: Self.entry("other", 1), items: [first]).hashCode)
        #expect(payload != StackPayload(root: Self.entry("other", 1), items: [second]))
    }

    /// The children items own, counted in place, are those a filter of the items from the index counts, for every
    /// index (one before the first, and past the end, too).
    @Test func childrenOfItemsAreCountedAsTheItemsTell() {
        let items = [true, false, true, true, false].map { coordinator in
            ItemEntry(presentation: .push, route: Self.entry("detail", nil, coordinator: coordinator))
        }
        let payload = StackPayload(root: Self.entry("detail", nil, coordinator: true), items: items)
        for index in -1...(items.count + 1) {
            let expected = items.indices.filter { $0 >= index && items[$0].route.isCoordinator }.count
            #expect(payload.childCount(ofItemsFrom: index) == expected, "from \(index)")
        }
        #expect(StackPayload(root: Self.entry("detail", nil), items: []).childCount(ofItemsFrom: 0) == 0)
    }
}
