import Foundation

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

/// A coordinator payload with its number (``CoordinatorRecord/payloadNumber``), looked up once: a style that
/// stores the same payloads again and again keeps them numbered and stores them without hashing or
/// comparing them as `AnyHashable`s each time.
public struct NumberedPayload {
    /// The payload.
    public let value: AnyHashable
    /// Its number: the same for equal payloads in every context of the process.
    public let number: UInt64

    /// `value`, numbered.
    public init(_ value: AnyHashable) {
        self.value = value
        number = PayloadNumbers.number(of: value)
    }

    private init(value: AnyHashable, number: UInt64) {
        self.value = value
        self.number = number
    }

    /// `value`, which must equal this payload, numbered as it without a look-up: for a style that keeps
    /// its own table of the payloads it numbered. Equality is checked in debug builds.
    public func replacingValue(with value: AnyHashable) -> NumberedPayload {
        assert(value == self.value, "a payload numbered as one it does not equal")
        return NumberedPayload(value: value, number: number)
    }
}
