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
        let code = code(of: word) ?? {
            let position = UInt32(vocabulary.count)
            vocabulary.append(word)
            positions.insert(word, at: position)
            return UInt64(position) << 1 | 1
        }()
        Self.write(code, to: &bytes)
    }

    /// Appends the codes of `words` to `bytes` without adding to the vocabulary; `false`, with `bytes` as
    /// they were, when a word is not in it yet. Codes are positions that never change, so a key coded
    /// now is coded the same way once the vocabulary has grown: equal keys have equal codes.
    func code(_ words: ArraySlice<UInt64>, into bytes: inout [UInt8]) -> Bool {
        let start = bytes.count
        for word in words {
            guard let code = code(of: word) else {
                bytes.removeSubrange(start...)
                return false
            }
            Self.write(code, to: &bytes)
        }
        return true
    }

    /// A small word as itself (low bit clear), any other as its vocabulary position (low bit set); `nil`
    /// for a large word not in the vocabulary.
    private func code(of word: UInt64) -> UInt64? {
        if word < Self.smallLimit { return word << 1 }
        return positions.position(of: word).map { UInt64($0) << 1 | 1 }
    }

    /// Writes `code` in 7-bit groups, low first, the high bit of each byte set while more follow.
    private static func write(_ code: UInt64, to bytes: inout [UInt8]) {
        var code = code
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
