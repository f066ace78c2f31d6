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
