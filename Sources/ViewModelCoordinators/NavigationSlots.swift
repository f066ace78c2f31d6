/// The two navigation slots of a coordinator view model; its payload in the ownership tree.
///
/// State keys hash and compare every coordinator's payload on every state the explorer reaches, and a
/// state holds one coordinator view model per scene. So the slots keep their values in a stored form,
/// made when a slot is set, that hashes them once, and compares by identity, then by hash, then by
/// value; as an `AnyHashable` (a record's payload, a key's value) the slots are that stored form, whose
/// type is not generic, so comparing two of them looks up no type at run time.
public struct NavigationSlots<NavigationItem: Hashable, SheetItem: Hashable>: Hashable {
    /// What the coordinator's record holds.
    private(set) var stored: StoredSlots

    public init(navigationItem: NavigationItem? = nil, sheetItem: SheetItem? = nil) {
        stored = StoredSlots(
            navigation: navigationItem.map { SlotValue($0) }, sheet: sheetItem.map { SlotValue($0) },
            type: ObjectIdentifier(Self.self))
    }

    /// The slots a record holds in `stored`, which must be of this type (see ``StoredSlots/type``).
    init(stored: StoredSlots) {
        self.stored = stored
    }

    public var navigationItem: NavigationItem? {
        get { stored.navigation.map { SlotValue<NavigationItem>.unbox($0) } }
        set { stored = StoredSlots(navigation: newValue.map { SlotValue($0) }, sheet: stored.sheet, type: stored.type) }
    }

    public var sheetItem: SheetItem? {
        get { stored.sheet.map { SlotValue<SheetItem>.unbox($0) } }
        set { stored = StoredSlots(navigation: stored.navigation, sheet: newValue.map { SlotValue($0) }, type: stored.type) }
    }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.stored == rhs.stored }

    public func hash(into hasher: inout Hasher) { stored.hash(into: &hasher) }
}

extension NavigationSlots: _HasCustomAnyHashableRepresentation {
    /// The stored form: two slots are equal as `AnyHashable`s exactly when they are equal.
    public func _toCustomAnyHashable() -> AnyHashable? { stored.payload }
}

/// Slots as a coordinator's record holds them: their values, each hashed once, and their type.
final class StoredSlots: Hashable {
    let navigation: AnySlotValue?
    let sheet: AnySlotValue?
    /// The type of the slots (`NavigationSlots<NavigationItem, SheetItem>`): slots of two types are never
    /// equal, as two values of different types in `AnyHashable`s are not.
    let type: ObjectIdentifier
    private let hashCode: Int

    init(navigation: AnySlotValue?, sheet: AnySlotValue?, type: ObjectIdentifier) {
        self.navigation = navigation
        self.sheet = sheet
        self.type = type
        hashCode = (navigation?.hashCode ?? 0) &* 0x3C6E_F372_FE94_F82B ^ (sheet?.hashCode ?? 0)
    }

    /// Whether both slots are empty.
    var isEmpty: Bool { navigation == nil && sheet == nil }

    /// These slots as a record's payload. A value type in the `AnyHashable`, which costs far less to make
    /// than one holding a class instance (for which the runtime looks for the class's hashable base).
    var payload: AnyHashable { AnyHashable(SlotsPayload(slots: self)) }

    static func == (lhs: StoredSlots, rhs: StoredSlots) -> Bool {
        lhs === rhs
            || (lhs.hashCode == rhs.hashCode && lhs.type == rhs.type
                && AnySlotValue.same(lhs.navigation, rhs.navigation) && AnySlotValue.same(lhs.sheet, rhs.sheet))
    }

    func hash(into hasher: inout Hasher) { hasher.combine(hashCode) }
}

/// One slot's value with its hash, computed once; ``SlotValue`` holds the value.
class AnySlotValue {
    let hashCode: Int

    init(hashCode: Int) {
        self.hashCode = hashCode
    }

    /// Whether `other` holds a value equal to this one's.
    func holdsValue(equalTo other: AnySlotValue) -> Bool { self === other }

    /// Whether two slots hold equal values, or are both empty.
    static func same(_ lhs: AnySlotValue?, _ rhs: AnySlotValue?) -> Bool {
        guard let lhs, let rhs else { return lhs == nil && rhs == nil }
        return lhs === rhs || (lhs.hashCode == rhs.hashCode && lhs.holdsValue(equalTo: rhs))
    }
}

final class SlotValue<Value: Hashable>: AnySlotValue {
    let value: Value

    init(_ value: Value) {
        self.value = value
        super.init(hashCode: value.hashValue)
    }

    override func holdsValue(equalTo other: AnySlotValue) -> Bool {
        guard Swift.type(of: other) == Swift.type(of: self) else { return false }
        return value == unsafeDowncast(other, to: Swift.type(of: self)).value
    }

    /// The value `box` holds; `box` is a `SlotValue<Value>` (the slots' type says so).
    static func unbox(_ box: AnySlotValue) -> Value { unsafeDowncast(box, to: SlotValue<Value>.self).value }
}

/// ``StoredSlots`` as a record's payload; see ``StoredSlots/payload``.
struct SlotsPayload: Hashable {
    let slots: StoredSlots
}
