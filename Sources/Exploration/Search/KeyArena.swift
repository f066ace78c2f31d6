import NavigationModel

/// Keys encoded by one worker during a batch: the words, values and coded words of all its outcomes, end
/// to end.
struct KeyArena {
    var words: [UInt64] = []
    var values: [AnyHashable] = []
    var coded: [UInt8] = []

    /// Where one key is in the arena.
    struct Place {
        var words: Range<Int>
        var values: Range<Int>
        /// Its words coded against the known states' vocabulary, when every large word is in it.
        var coded: Range<Int>?
    }

    mutating func removeAll() {
        words.removeAll(keepingCapacity: true)
        values.removeAll(keepingCapacity: true)
        coded.removeAll(keepingCapacity: true)
    }

    /// Appends the key `buffer` last encoded, and its words coded with `coding` when it can.
    mutating func append(_ buffer: StateKeyBuffer, coding: KeyCoding) -> Place {
        let wordStart = words.count
        let valueStart = values.count
        let codedStart = coded.count
        words.append(contentsOf: buffer.words)
        values.append(contentsOf: buffer.values)
        let isCoded = coding.code(words[wordStart...], into: &coded)
        return Place(
            words: wordStart..<words.count, values: valueStart..<values.count,
            coded: isCoded ? codedStart..<coded.count : nil)
    }

    /// The key at `place`, to look up.
    func key(at place: Place) -> ProbeKey {
        ProbeKey(words: words[place.words], values: values[place.values], coded: place.coded.map { coded[$0] })
    }
}

/// A key to look up or add: its words and values, and its words coded when the worker could code them.
struct ProbeKey {
    var words: ArraySlice<UInt64>
    var values: ArraySlice<AnyHashable>
    var coded: ArraySlice<UInt8>?
}
