import NavigationModel
import Synchronization

/// A change of a declarative coordinator's payload: everything the new payload is made from besides the
/// old one.
enum PayloadEdit: Hashable {
    /// A navigation coordinator's first payload: `root` and no items.
    case newStack(root: RouteEntry)
    /// The root switched to another route.
    case root(RouteEntry)
    /// An item appended to the stack.
    case append(ItemEntry)
    /// The stack truncated to its first `count` items.
    case keep(Int)
    /// The tab at `index` selected.
    case select(Int)

    /// A hash of the edit mixed from what its entries worked out when they were made (``RouteEntry/hashCode``):
    /// looking an edit up must cost much less than making it.
    var hashCode: Int {
        switch self {
        case .newStack(let root): Self.mix(1, root.hashCode)
        case .root(let root): Self.mix(2, root.hashCode)
        case .append(let item): Self.mix(3 + item.presentation.ordinal, item.route.hashCode)
        case .keep(let count): Self.mix(7, count)
        case .select(let index): Self.mix(8, index)
        }
    }

    private static func mix(_ kind: Int, _ value: Int) -> Int {
        let mixed = (UInt(bitPattern: value) ^ UInt(bitPattern: kind) &* 0x2545_F491_4F6C_DD1D) &* 0x9E37_79B9_7F4A_7C15
        return Int(bitPattern: mixed)
    }

    /// Whether `other` is the same edit: ``==``, without the copies of both edits a synthesized comparison
    /// makes.
    func isSame(as other: PayloadEdit) -> Bool {
        switch self {
        case .newStack(let root):
            if case .newStack(let theirs) = other { return root == theirs }
        case .root(let root):
            if case .root(let theirs) = other { return root == theirs }
        case .append(let item):
            if case .append(let theirs) = other { return item == theirs }
        case .keep(let count):
            if case .keep(let theirs) = other { return count == theirs }
        case .select(let index):
            if case .select(let theirs) = other { return index == theirs }
        }
        return false
    }
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
        /// The edited payload's number; zero for a payload made from nothing (``PayloadEdit/newStack(root:)``).
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
            lhs.hashCode == rhs.hashCode && lhs.number == rhs.number && lhs.edit.isSame(as: rhs.edit)
        }

        func hash(into hasher: inout Hasher) { hasher.combine(hashCode) }
    }

    private let lock = Mutex(())
    private var results: [Key: NumberedPayload] = [:]

    /// What `edit` makes of the payload numbered `number`: the result found before, or `make()`'s,
    /// numbered and remembered; `nil` (and nothing remembered) when `make` returns `nil`.
    func result<Payload: Hashable>(of edit: PayloadEdit, on number: UInt64, _ make: () -> Payload?) -> NumberedPayload? {
        let key = Key(number: number, edit: edit)
        if let known = lookUp(key) { return known }
        guard let payload = make() else { return nil }
        let numbered = NumberedPayload(AnyHashable(payload))
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
        guard let record = state.coordinators[id], record.payloadNumber != 0 else { return }
        let result = PayloadEdits.shared.result(of: edit, on: record.payloadNumber) { () -> Payload? in
            guard var payload = record.payload as? Payload else { return nil }
            change(&payload)
            return payload
        }
        if let result { setPayload(numbered: result, of: id) }
    }

    /// Stores `payload`, the one `edit` makes from nothing, in record `id`.
    func setPayload<Payload: Hashable>(_ payload: @autoclosure () -> Payload, madeBy edit: PayloadEdit, of id: CoordinatorID) {
        if let result = PayloadEdits.shared.result(of: edit, on: 0, payload) { setPayload(numbered: result, of: id) }
    }
}
