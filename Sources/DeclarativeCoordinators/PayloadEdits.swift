import NavigationModel
import Synchronization

/// A change of a declarative coordinator's payload: everything the new payload is made from besides the
/// old one.
///
/// A flat value, not an enum with payloads, nor one holding the entry: the tables of edits compare edits in
/// place, where matching an enum's cases or unwrapping an optional entry copies them, and hash the hash worked
/// out when the edit is made.
struct PayloadEdit: Hashable {
    private enum Kind: UInt8 {
        case root, append, keep, select
    }

    private let kind: Kind
    /// The entry of a new root or of an appended item, field by field (``RouteEntry``); no key for none. The key
    /// is held unretained, as the entry holds it (``RouteKey/Reference``): each copy of an edit (the edit made per
    /// call, copies into the tables) would retain it.
    private let key: RouteKey.Reference?
    private let name: String
    private let input: AnyHashable?
    /// Whether ``input`` is not `nil`: edits without input (most) compare without copying theirs.
    private let hasInput: Bool
    private let isCoordinator: Bool
    /// An appended item's presentation (``PresentationType/ordinal``), the count kept or the tab selected.
    private let value: Int
    /// The kind, the value and the entry's ``RouteEntry/hashCode`` mixed.
    let hashCode: Int

    /// An edit of `kind` without an entry.
    private init(_ kind: Kind, _ value: Int) {
        self.kind = kind
        key = nil
        name = ""
        input = nil
        hasInput = false
        isCoordinator = false
        self.value = value
        hashCode = Self.mix(kind, entryHash: 0, value)
    }

    /// An edit of `kind` with `entry`, whose fields are copied once each (binding or unwrapping the entry would
    /// copy it whole first).
    private init(_ kind: Kind, _ entry: borrowing RouteEntry, _ value: Int) {
        self.kind = kind
        key = entry.key
        name = entry.name
        input = entry.input
        hasInput = entry.hasInput
        isCoordinator = entry.isCoordinator
        self.value = value
        hashCode = Self.mix(kind, entryHash: entry.hashCode, value)
    }

    private static func mix(_ kind: Kind, entryHash: Int, _ value: Int) -> Int {
        var mixed = UInt(bitPattern: entryHash) ^ UInt(kind.rawValue) &* 0xC2B2_AE3D_27D4_EB4F
        mixed = (mixed ^ UInt(bitPattern: value) &* 0x2545_F491_4F6C_DD1D) &* 0x9E37_79B9_7F4A_7C15
        return Int(bitPattern: mixed)
    }

    /// The root switched to another route.
    static func root(_ root: RouteEntry) -> PayloadEdit { PayloadEdit(.root, root, 0) }

    /// An item appended to the stack.
    static func append(_ item: ItemEntry) -> PayloadEdit { PayloadEdit(.append, item.route, item.presentation.ordinal) }

    /// The stack truncated to its first `count` items.
    static func keep(_ count: Int) -> PayloadEdit { PayloadEdit(.keep, count) }

    /// The tab at `index` selected.
    static func select(_ index: Int) -> PayloadEdit { PayloadEdit(.select, index) }

    /// Equal edits have equal hash codes (the entries' hash codes are part of them, and equal entries have equal
    /// ones), so the fields of the entries are compared only after the hash codes.
    static func == (lhs: PayloadEdit, rhs: PayloadEdit) -> Bool { withUnsafePointer(to: rhs) { lhs.equals($0) } }

    /// Whether the edit `other` points at equals this one, read field by field in place (reading an edit out of
    /// an array copies it, retaining its entry's parts).
    func equals(_ other: UnsafePointer<PayloadEdit>) -> Bool {
        hashCode == other.pointee.hashCode && kind == other.pointee.kind && value == other.pointee.value
            && key == other.pointee.key && isCoordinator == other.pointee.isCoordinator
            && hasInput == other.pointee.hasInput
            && name == other.pointee.name && (!hasInput || input.unsafelyUnwrapped == other.pointee.input.unsafelyUnwrapped)
    }

    func hash(into hasher: inout Hasher) { hasher.combine(hashCode) }
}

/// The numbered payload every edit makes of every numbered payload, for the whole process.
///
/// Storing a payload numbers it (``NumberedPayload``): the payload is boxed in an `AnyHashable`, hashed
/// and compared with the equal payload numbered before, which for a stack of route entries costs more
/// than the operation itself. A coordinator's payload changes by a few edits, made again in state after
/// state, by every worker and in every fresh launch of the checks: the result of an edit of a payload is
/// the same whatever state it is made in, so it is numbered once and found afterwards by the old
/// payload's number and the edit. The table keeps one entry per edit seen; each distinct payload it
/// holds is kept by the numbering table anyway.
final class PayloadEdits: @unchecked Sendable {
    static let shared = PayloadEdits()

    private struct Key: Hashable {
        /// The edited payload's number.
        let number: UInt64
        let edit: PayloadEdit
        /// The number and the edit's ``PayloadEdit/hashCode`` mixed: the table hashes this alone and compares
        /// it before the edits.
        let hashCode: Int

        init(number: UInt64, edit: PayloadEdit) {
            self.number = number
            self.edit = edit
            hashCode = edit.hashCode ^ Int(truncatingIfNeeded: number &* 0xC2B2_AE3D_27D4_EB4F)
        }

        static func == (lhs: Key, rhs: Key) -> Bool {
            lhs.hashCode == rhs.hashCode && lhs.number == rhs.number && lhs.edit == rhs.edit
        }

        func hash(into hasher: inout Hasher) { hasher.combine(hashCode) }
    }

    private let lock = Mutex(())
    /// Read and written only under ``lock``: not checked for exclusive access again on every look-up.
    @exclusivity(unchecked) private var results: [Key: NumberedPayload] = [:]

    /// What `edit` makes of the payload numbered `number`: the result found before, or `make()`'s,
    /// numbered and remembered; `nil` (and nothing remembered) when `make` returns `nil`.
    func result<Payload: Hashable>(of edit: PayloadEdit, on number: UInt64, _ make: () -> Payload?) -> NumberedPayload? {
        let key = Key(number: number, edit: edit)
        if let known = lookUp(key) { return known }
        guard let payload = make() else { return nil }
        let numbered = NumberedPayload(typed: payload)
        lock.withLock { _ in results[key] = numbered }
        return numbered
    }

    private func lookUp(_ key: Key) -> NumberedPayload? {
        nonisolated(unsafe) var found: NumberedPayload?
        lock.withLock { _ in found = results[key] }
        return found
    }
}

extension NavigationContext {
    /// Stores in record `id` what `edit` makes of its payload, a `Payload`: `change` applied to it. Nothing
    /// when the record holds no payload of that type.
    func edit<Payload: Hashable>(
        _ id: CoordinatorID, _ edit: PayloadEdit, as type: Payload.Type, _ change: (inout Payload) -> Void
    ) {
        // Most edits were made of the payload object before: found in its memo, the record read where the state
        // holds it, and the result handed on to the record as it came (neither the records nor the result copied).
        var known: NumberedPayload?
        withDeclarativeMemo(of: id) { known = $0.result(of: edit) }
        if let known = known.take() { return setPayload(numbered: known, of: id) }
        let result: NumberedPayload?
        do {
            // The record is read in place (a copy of it costs more than the look-up of the edit), and the
            // records are let go before the new payload is stored, which must not copy them. The records
            // alone are copied out of the state, not the whole tree (a copy retains each of its arrays).
            let coordinators = state.coordinators.all
            guard let position = coordinators.position(of: id) else { return }
            let number = coordinators.payloadNumber(at: position)
            guard number != 0 else { return }
            result = PayloadEdits.shared.result(of: edit, on: number) { () -> Payload? in
                guard var payload = coordinators.payload(at: position, as: Payload.self) else { return nil }
                change(&payload)
                return payload
            }
            if let result { coordinators.withRecord(at: position) { $0.withDeclarativeMemo { $0.remember(result, of: edit) } } }
        }
        if let result { setPayload(numbered: result, of: id) }
    }
}
