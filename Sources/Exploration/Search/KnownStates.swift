import NavigationModel

/// Every state found so far, by key, stored compactly: per state its key's 128-bit digest and its words
/// as bytes (``KeyCoding``), with the key's values interned; an open-addressing table finds a state by
/// digest, then the key is compared exactly.
///
/// Written by the search between batches, read by the workers during one.
final class KnownStates: @unchecked Sendable {
    private var digests: [StateDigest] = []
    /// Where state `i`'s coded words start in `chunks`, and how many bytes they take.
    private var wordStarts: [WordPosition] = []
    /// The coded words of every key, end to end in chunks that never move once filled: growing copies
    /// nothing.
    private var chunks: [[UInt8]] = []
    private var coding = KeyCoding()
    /// State `i`'s values, as numbers into `values`, are `valueNumbers[valueEnds[i - 1]..<valueEnds[i]]`.
    private var valueEnds: [Int] = []
    private var valueNumbers: [Int32] = []
    private var values: [AnyHashable] = []
    private var valueIndex: [AnyHashable: Int32] = [:]
    /// Open addressing: each slot holds a state number plus one (zero when empty) in its low half and
    /// the top half of the digest's high word in its high half, to skip most mismatches unread.
    private var table = [UInt64](repeating: 0, count: 1024)

    var count: Int { digests.count }

    /// The state whose key is `words` and `values`, if it is known.
    func find(
        _ digest: StateDigest, words keyWords: ArraySlice<UInt64>, values keyValues: ArraySlice<AnyHashable>
    ) -> Int32? {
        let mask = table.count - 1
        let tag = digest.high >> 32
        var slot = Int(truncatingIfNeeded: digest.low) & mask
        while true {
            let entry = table[slot]
            if entry == 0 { return nil }
            if entry >> 32 == tag {
                let state = Int(entry & 0xFFFF_FFFF) - 1
                if digests[state] == digest, matches(state, words: keyWords, values: keyValues) { return Int32(state) }
            }
            slot = (slot + 1) & mask
        }
    }

    /// Adds a state that ``find(_:words:values:)`` did not know; it gets the next number.
    @discardableResult
    func insert(_ digest: StateDigest, words keyWords: ArraySlice<UInt64>, values keyValues: ArraySlice<AnyHashable>) -> Int32 {
        let state = digests.count
        digests.append(digest)
        let longest = keyWords.count * KeyCoding.longestCode
        if chunks.isEmpty || chunks[chunks.count - 1].count + longest > Self.chunkSize {
            var chunk: [UInt8] = []
            chunk.reserveCapacity(max(Self.chunkSize, longest))
            chunks.append(chunk)
        }
        let chunk = chunks.count - 1
        let start = chunks[chunk].count
        for word in keyWords { coding.append(word, to: &chunks[chunk]) }
        wordStarts.append(WordPosition(chunk: Int32(chunk), offset: Int32(start), count: Int32(chunks[chunk].count - start)))
        for value in keyValues {
            if let known = valueIndex[value] {
                valueNumbers.append(known)
            } else {
                let number = Int32(values.count)
                values.append(value)
                valueIndex[value] = number
                valueNumbers.append(number)
            }
        }
        valueEnds.append(valueNumbers.count)
        if digests.count * 2 > table.count { grow() } else { place(state) }
        return Int32(state)
    }

    /// Whether state `state`'s key is `words` and `values`.
    func matches(_ state: Int, words keyWords: ArraySlice<UInt64>, values keyValues: ArraySlice<AnyHashable>) -> Bool {
        let valueStart = state == 0 ? 0 : valueEnds[state - 1]
        guard valueEnds[state] - valueStart == keyValues.count else { return false }
        let position = wordStarts[state]
        let start = Int(position.offset)
        guard coding.decodes(chunks[Int(position.chunk)][start..<start + Int(position.count)], to: keyWords) else {
            return false
        }
        for (number, value) in zip(valueNumbers[valueStart..<valueEnds[state]], keyValues)
        where values[Int(number)] != value {
            return false
        }
        return true
    }

    /// Whether state `state`'s key is the one `buffer` last encoded.
    func matches(_ state: Int32, _ buffer: StateKeyBuffer) -> Bool {
        matches(Int(state), words: buffer.words[...], values: buffer.values[...])
    }

    private struct WordPosition {
        var chunk: Int32
        var offset: Int32
        var count: Int32
    }

    /// Bytes per chunk.
    private static let chunkSize = 1 << 20

    private func place(_ state: Int) {
        let mask = table.count - 1
        let digest = digests[state]
        var slot = Int(truncatingIfNeeded: digest.low) & mask
        while table[slot] != 0 { slot = (slot + 1) & mask }
        table[slot] = (digest.high >> 32) << 32 | UInt64(state + 1)
    }

    private func grow() {
        table = [UInt64](repeating: 0, count: table.count * 2)
        for state in digests.indices { place(state) }
    }
}

/// Key words as bytes: most words are fingerprints from a small vocabulary (screens, coordinator types,
/// markers) or small numbers, so each is written as a variable-length code: a small number as itself,
/// any other word as its position in the vocabulary. Decoding needs no hashing, so comparing a stored
/// key with a probe is a scan.
struct KeyCoding {
    private var vocabulary: [UInt64] = []
    private var positions = WordTable()

    /// Bytes of the longest code (a 64-bit code in 7-bit groups).
    static let longestCode = 10
    /// Words below this are written as themselves.
    private static let smallLimit: UInt64 = 1 << 20

    /// Appends `word`'s code to `bytes`, adding it to the vocabulary when new.
    mutating func append(_ word: UInt64, to bytes: inout [UInt8]) {
        var code: UInt64
        if word < Self.smallLimit {
            code = word << 1
        } else {
            let position = positions.position(of: word) ?? {
                let position = UInt32(vocabulary.count)
                vocabulary.append(word)
                positions.insert(word, at: position)
                return position
            }()
            code = UInt64(position) << 1 | 1
        }
        while code >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: code) | 0x80)
            code >>= 7
        }
        bytes.append(UInt8(code))
    }

    /// Whether `bytes` are the codes of exactly `words`.
    func decodes(_ bytes: ArraySlice<UInt8>, to words: ArraySlice<UInt64>) -> Bool {
        var index = bytes.startIndex
        for word in words {
            var code: UInt64 = 0
            var shift: UInt64 = 0
            while true {
                guard index < bytes.endIndex else { return false }
                let byte = bytes[index]
                index += 1
                code |= UInt64(byte & 0x7F) << shift
                if byte < 0x80 { break }
                shift += 7
            }
            let decoded = code & 1 == 0 ? code >> 1 : vocabulary[Int(code >> 1)]
            if decoded != word { return false }
        }
        return index == bytes.endIndex
    }
}

/// An open-addressing map from words to small numbers (vocabulary positions, table entries). Zero is
/// never found: it marks an empty slot.
struct WordTable {
    private var keys = [UInt64](repeating: 0, count: 256)
    private var values = [UInt32](repeating: 0, count: 256)
    private var count = 0

    func position(of word: UInt64) -> UInt32? {
        guard word != 0 else { return nil }
        let mask = keys.count - 1
        var slot = Self.slot(word, mask: mask)
        while keys[slot] != 0 {
            if keys[slot] == word { return values[slot] }
            slot = (slot + 1) & mask
        }
        return nil
    }

    /// Maps `word` to `position`, replacing what it mapped to; a zero word is not kept.
    mutating func set(_ word: UInt64, to position: UInt32) {
        guard word != 0 else { return }
        let mask = keys.count - 1
        var slot = Self.slot(word, mask: mask)
        while keys[slot] != 0 {
            if keys[slot] == word {
                values[slot] = position
                return
            }
            slot = (slot + 1) & mask
        }
        insert(word, at: position)
    }

    mutating func insert(_ word: UInt64, at position: UInt32) {
        if (count + 1) * 2 > keys.count {
            let oldKeys = keys
            let oldValues = values
            keys = [UInt64](repeating: 0, count: keys.count * 2)
            values = [UInt32](repeating: 0, count: keys.count)
            count = 0
            for (key, value) in zip(oldKeys, oldValues) where key != 0 { insert(key, at: value) }
        }
        let mask = keys.count - 1
        var slot = Self.slot(word, mask: mask)
        while keys[slot] != 0 { slot = (slot + 1) & mask }
        keys[slot] = word
        values[slot] = position
        count += 1
    }

    private static func slot(_ word: UInt64, mask: Int) -> Int {
        Int(truncatingIfNeeded: (word &* 0x9E37_79B9_7F4A_7C15) >> 20) & mask
    }
}

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
