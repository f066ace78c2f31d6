import NavigationModel

/// Keys encoded by one worker during a batch: the words and values of all its outcomes, end to end.
struct KeyArena {
    var words: [UInt64] = []
    var values: [AnyHashable] = []

    mutating func removeAll() {
        words.removeAll(keepingCapacity: true)
        values.removeAll(keepingCapacity: true)
    }

    /// Appends the key `buffer` last encoded; returns where its words and values are.
    mutating func append(_ buffer: StateKeyBuffer) -> (words: Range<Int>, values: Range<Int>) {
        let wordStart = words.count
        let valueStart = values.count
        words.append(contentsOf: buffer.words)
        values.append(contentsOf: buffer.values)
        return (wordStart..<words.count, valueStart..<values.count)
    }
}
