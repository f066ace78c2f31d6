import NavigationModel
import Synchronization

/// Payloads of one type by number, typed, for the whole process: a payload number stands for one payload
/// value in every context, and each fresh launch of the checks taps the same few tab bars again (casting a
/// payload from its `AnyHashable` costs more than a dictionary look-up under a lock; once a context has a
/// payload typed, it keeps it in its own memo, ``DeclarativeObserver/tappedTabs(_:)``).
final class TypedPayloads<Payload: Hashable>: @unchecked Sendable {
    private let lock = Mutex(())
    /// Payloads are immutable values, read and written only under ``lock``.
    private var payloads: [UInt64: Payload] = [:]

    /// The payload of `record` when it is a `Payload`.
    func payload(of record: CoordinatorRecord) -> Payload? {
        let number = record.payloadNumber
        guard number != 0 else { return nil }
        nonisolated(unsafe) var found: Payload?
        lock.withLock { _ in found = payloads[number] }
        if let found { return found }
        guard let payload = record.payload as? Payload else { return nil }
        lock.withLock { _ in payloads[number] = payload }
        return payload
    }
}

extension TypedPayloads where Payload == TabsPayload {
    static var shared: TypedPayloads<TabsPayload> { tabPayloads }
}

private let tabPayloads = TypedPayloads<TabsPayload>()
