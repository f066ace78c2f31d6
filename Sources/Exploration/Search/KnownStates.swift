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
    /// The vocabulary keys are coded against; workers code their keys with it while the search waits.
    private(set) var coding = KeyCoding()
    /// State `i`'s values, as numbers into `values`, are `valueNumbers[valueEnds[i - 1]..<valueEnds[i]]`.
    private var valueEnds: [Int] = []
    private var valueNumbers: [Int32] = []
    private var values: [AnyHashable] = []
    private var valueIndex: [AnyHashable: Int32] = [:]
    /// Open addressing: each slot holds a state number plus one (zero when empty) in its low half and
    /// the top half of the digest's high word in its high half, to skip most mismatches unread.
    private var table = [UInt64](repeating: 0, count: 1024)

    var count: Int { digests.count }

    /// The state whose key is `key`, if it is known.
    func find(_ digest: StateDigest, _ key: ProbeKey) -> Int32? {
        let mask = table.count - 1
        let tag = digest.high >> 32
        var slot = Int(truncatingIfNeeded: digest.low) & mask
        while true {
            let entry = table[slot]
            if entry == 0 { return nil }
            if entry >> 32 == tag {
                let state = Int(entry & 0xFFFF_FFFF) - 1
                if digests[state] == digest, matches(state, key) { return Int32(state) }
            }
            slot = (slot + 1) & mask
        }
    }

    /// Adds a state that ``find(_:_:)`` did not know; it gets the next number.
    @discardableResult
    func insert(_ digest: StateDigest, _ key: ProbeKey) -> Int32 {
        let state = digests.count
        digests.append(digest)
        let longest = key.coded?.count ?? key.words.count * KeyCoding.longestCode
        if chunks.isEmpty || chunks[chunks.count - 1].count + longest > Self.chunkSize {
            var chunk: [UInt8] = []
            chunk.reserveCapacity(max(Self.chunkSize, longest))
            chunks.append(chunk)
        }
        let chunk = chunks.count - 1
        let start = chunks[chunk].count
        if let coded = key.coded {
            chunks[chunk].append(contentsOf: coded)
        } else {
            for word in key.words { coding.append(word, to: &chunks[chunk]) }
        }
        wordStarts.append(WordPosition(chunk: Int32(chunk), offset: Int32(start), count: Int32(chunks[chunk].count - start)))
        for value in key.values {
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

    /// Whether state `state`'s key is `key`.
    func matches(_ state: Int, _ key: ProbeKey) -> Bool {
        let valueStart = state == 0 ? 0 : valueEnds[state - 1]
        guard valueEnds[state] - valueStart == key.values.count else { return false }
        let position = wordStarts[state]
        let start = Int(position.offset)
        let stored = chunks[Int(position.chunk)][start..<start + Int(position.count)]
        if let coded = key.coded {
            guard stored.elementsEqual(coded) else { return false }
        } else {
            guard coding.decodes(stored, to: key.words) else { return false }
        }
        for (number, value) in zip(valueNumbers[valueStart..<valueEnds[state]], key.values)
        where values[Int(number)] != value {
            return false
        }
        return true
    }

    /// Whether state `state`'s key is the one `buffer` last encoded.
    func matches(_ state: Int32, _ buffer: StateKeyBuffer) -> Bool {
        matches(Int(state), ProbeKey(words: buffer.words[...], values: buffer.values[...], coded: nil))
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
