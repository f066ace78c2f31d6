import Foundation
import Synchronization

/// A number for every distinct coordinator payload: equal payloads get the same number, unequal ones
/// different numbers, in every context of the process.
///
/// A payload is numbered once, when it is stored in a record; state keys then compare payloads as
/// words instead of comparing and hashing `AnyHashable` values on every key, which for a style's
/// generic payloads means dynamic casts and metadata look-ups each time. The table is shared by every
/// context (several workers and the analyses' fresh launches compare keys with each other) and only
/// grows: it keeps each distinct payload once, as the explorer's own table of keys does.
enum PayloadNumbers {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var numbers: [AnyHashable: UInt64] = [:]

    /// The number of `payload`, from one upwards (zero stands for no payload).
    static func number(of payload: AnyHashable) -> UInt64 {
        lock.lock()
        defer { lock.unlock() }
        if let number = numbers[payload] { return number }
        let number = UInt64(numbers.count + 1)
        numbers[payload] = number
        return number
    }
}

/// A coordinator payload with its number worked out once.
///
/// Storing a payload numbers it (``CoordinatorRecord/payload``), which hashes it and compares it with the
/// payloads numbered before. A style that stores the same few payloads over and over (a navigation
/// coordinator's presentation style, a tab bar's pages with each current page) keeps them numbered and
/// stores them with ``CoordinatorRecord/setPayload(_:)``. The number comes from the same table, so it
/// equals the number storing the value would give. The payload and its number are kept in one object,
/// which records share: storing or copying one retains it once.
public struct NumberedPayload: @unchecked Sendable {
    /// A payload and its number. Immutable, so shared by every record and every worker holding it.
    @usableFromInline class Box {
        @usableFromInline let value: AnyHashable
        @usableFromInline let number: UInt64
        /// What a style worked out of this payload value (``CoordinatorRecord/withPayloadMemo(_:)``), read and
        /// written only under ``memoLock``: not checked for exclusive access again on every look-up.
        @exclusivity(unchecked) private var memo: AnyObject?
        private let memoLock = Mutex(())

        /// `body` run on the memo, under its lock. Not generic, so that calls from other modules need no
        /// specialization of it.
        @usableFromInline func withMemo(_ body: (inout AnyObject?) -> Void) {
            memoLock.withLock { _ in body(&memo) }
        }

        /// Numbers `value`. Not inlined: a record's initializer stays small enough to be inlined where records
        /// are made, most of them without payload.
        @inline(never)
        convenience init(_ value: AnyHashable) {
            self.init(value: value, number: PayloadNumbers.number(of: value))
        }

        init(value: AnyHashable, number: UInt64) {
            self.value = value
            self.number = number
        }
    }

    /// A box that also keeps the payload as its own type, so that reading it back as that type
    /// (``CoordinatorRecord/payload(as:)``) checks the box's class instead of casting the `AnyHashable`.
    @usableFromInline final class TypedBox<Value: Hashable>: Box {
        @usableFromInline let typed: Value

        init(_ typed: Value) {
            self.typed = typed
            let value = AnyHashable(typed)
            super.init(value: value, number: PayloadNumbers.number(of: value))
        }

        @usableFromInline
        init(_ typed: Value, number: UInt64) {
            self.typed = typed
            super.init(value: AnyHashable(typed), number: number)
        }
    }

    let box: Box

    /// The payload. Immutable values only (it may be shared by several workers).
    public var value: AnyHashable { box.value }
    /// ``CoordinatorRecord/payloadNumber`` of a record holding `value`.
    public var number: UInt64 { box.number }

    public init(_ value: AnyHashable) {
        box = Box(value)
    }

    /// Numbers `value` (as ``init(_:)`` does) and keeps it typed: a record storing it hands it back as a
    /// `Value` without a cast (``CoordinatorRecord/payload(as:)``).
    public init<Value: Hashable>(typed value: Value) {
        box = TypedBox(value)
    }

    private init(value: AnyHashable, number: UInt64) {
        box = Box(value: value, number: number)
    }

    @usableFromInline
    init(box: Box) {
        self.box = box
    }

    /// `value`, which must equal this payload's value, numbered as it is, without looking the number up
    /// again: for a style that stores equal payloads holding objects of their own.
    public func equal(_ value: AnyHashable) -> NumberedPayload {
        assert(value == self.value, "\(value) does not equal \(self.value)")
        return NumberedPayload(value: value, number: number)
    }

    /// `value`, which must equal this payload's value, numbered as it is and kept typed (as
    /// ``init(typed:)`` keeps it), without looking the number up again. Inlinable, so that the box's type
    /// is known where it is made.
    @inlinable
    public func equal<Value: Hashable>(typed value: Value) -> NumberedPayload {
        let typed = NumberedPayload(box: TypedBox(value, number: number))
        assert(typed.value == self.value, "\(value) does not equal \(self.value)")
        return typed
    }
}
