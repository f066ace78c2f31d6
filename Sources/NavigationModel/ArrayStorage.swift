extension Array {
    /// Whether `other` is this very array, one storage (two empty arrays count as one): then the two are equal
    /// without comparing an element, and an array held keeps that storage from being changed or reused.
    @inlinable
    public func isSameStorage(as other: [Element]) -> Bool {
        guard count == other.count else { return false }
        if isEmpty { return true }
        return withUnsafeBufferPointer { mine in other.withUnsafeBufferPointer { $0.baseAddress == mine.baseAddress } }
    }
}
