/// A stable 64-bit FNV-1a fingerprint: the same on every run and every machine, unlike `Hasher`.
///
/// State keys are built from fingerprints of names, so the explorer's order and output never depend on
/// the process's hash seed.
public struct Fingerprint: Sendable {
    public private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    public init() {}

    public mutating func combine(_ string: String) {
        // A native string's bytes are read in place; iterating the UTF-8 view costs several times the mixing.
        let read: Void? = string.utf8.withContiguousStorageIfAvailable { bytes in
            for byte in bytes { mix(byte) }
        }
        if read == nil {
            for byte in string.utf8 { mix(byte) }
        }
        mix(0xFF)  // separator: ("ab", "c") and ("a", "bc") differ
    }

    public mutating func combine(_ number: Int) {
        var word = UInt64(bitPattern: Int64(number))
        for _ in 0..<8 {
            mix(UInt8(truncatingIfNeeded: word))
            word >>= 8
        }
    }

    public mutating func combine(_ number: UInt64) {
        var word = number
        for _ in 0..<8 {
            mix(UInt8(truncatingIfNeeded: word))
            word >>= 8
        }
    }

    private mutating func mix(_ byte: UInt8) {
        value ^= UInt64(byte)
        value = value &* 0x0000_0100_0000_01B3
    }

    /// The fingerprint of a sequence of strings.
    public static func of(_ parts: String...) -> UInt64 {
        var fingerprint = Fingerprint()
        for part in parts { fingerprint.combine(part) }
        return fingerprint.value
    }
}
