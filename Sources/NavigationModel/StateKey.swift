/// The canonical identity of a navigation state.
///
/// Two states have equal keys when the user could not tell them apart: the same screens (type, route,
/// inputs) in the same containers, the same presentations, tabs and selection, the same shape of
/// coordinator tree with the same style data, the same lifecycle bindings and the same model state.
/// Object identities, identifiers and creation order do not enter it: coordinators are numbered in the
/// order a canonical walk meets them.
public struct StateKey: Hashable {
    /// Fingerprints of names and the structure around them, in canonical order, with each coordinator's
    /// payload as its number (``CoordinatorRecord/payloadNumber``: equal payloads, equal numbers).
    public let words: [UInt64]
    /// Values that the key compares exactly: the model state.
    public let values: [AnyHashable]
}

extension NavigationState {
    /// This state's canonical key.
    public var key: StateKey {
        let buffer = StateKeyBuffer()
        buffer.encode(self)
        return buffer.key
    }
}

/// A 128-bit digest of a state key: equal keys have equal digests. Within one process, unequal keys
/// have equal digests with negligible probability; compare the keys themselves to be sure.
public struct StateDigest: Hashable, Sendable {
    public var high: UInt64
    public var low: UInt64

    public init(high: UInt64, low: UInt64) {
        self.high = high
        self.low = low
    }
}

/// Encodes state keys into buffers it reuses, so that encoding a state allocates nothing once warm.
/// One per thread: the explorer keys every state it reaches.
public final class StateKeyBuffer {
    /// The last encoded key's words.
    public private(set) var words: [UInt64] = []
    /// The last encoded key's values.
    public private(set) var values: [AnyHashable] = []
    private var numbering = CoordinatorNumbering()

    public init() {
        words.reserveCapacity(64)
    }

    /// Encodes `state`'s key into ``words`` and ``values`` and returns its digest. Values enter the
    /// digest through their hash values, so digests are comparable within one process only.
    @discardableResult
    public func encode(_ state: NavigationState) -> StateDigest {
        var writer = KeyWriter()
        swap(&writer.words, &words)
        swap(&writer.values, &values)
        swap(&writer.numbers, &numbering)
        writer.words.removeAll(keepingCapacity: true)
        writer.values.removeAll(keepingCapacity: true)
        writer.numbers.removeAll()
        writer.encode(state, tree: state.coordinators, bindings: state.lifecycleBindings)
        swap(&writer.words, &words)
        swap(&writer.values, &values)
        swap(&writer.numbers, &numbering)
        return Self.digest(words: words, values: values)
    }

    /// The last encoded key.
    public var key: StateKey { StateKey(words: words, values: values) }

    /// The digest of a key's words and values.
    public static func digest(words: some Collection<UInt64>, values: some Collection<AnyHashable>) -> StateDigest {
        var high: UInt64 = 0x243F_6A88_85A3_08D3
        var low: UInt64 = 0x1319_8A2E_0370_7344
        func mix(_ word: UInt64) {
            high = (high ^ word) &* 0x9E37_79B9_7F4A_7C15
            high ^= high >> 29
            low = (low &+ word) &* 0xC2B2_AE3D_27D4_EB4F
            low = (low << 31) | (low >> 33)
        }
        for word in words { mix(word) }
        for value in values { mix(UInt64(bitPattern: Int64(value.hashValue))) }
        mix(UInt64(words.count) &+ UInt64(values.count) << 32)
        return StateDigest(high: finalize(high), low: finalize(low ^ high))
    }

    private static func finalize(_ value: UInt64) -> UInt64 {
        var z = value
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Writes a key's words and values. The state's parts are passed down as arguments rather than kept,
/// so that nothing is copied or retained on the way: the explorer keys every state it reaches.
private struct KeyWriter {
    var words: [UInt64] = []
    var values: [AnyHashable] = []
    var numbers = CoordinatorNumbering()

    mutating func encode(_ state: NavigationState, tree: CoordinatorTree, bindings: [ScreenID: CoordinatorID]) {
        for index in tree.roots.indices { encodeTree(tree.roots[index], tree: tree) }
        words.append(Marker.window)
        words.append(state.window.rootKeyFingerprint)
        if let root = state.window.root { encode(root, tree: tree, bindings: bindings) } else { words.append(Marker.none) }
        let presented = state.window.presented
        for index in presented.indices {
            words.append(Marker.presentation)
            words.append(presented[index].kind.fingerprint)
            words.append(number(presented[index].presenter, tree: tree))
            encode(presented[index].content, tree: tree, bindings: bindings)
        }
        let offscreen = state.offscreen
        for index in offscreen.indices {
            words.append(Marker.offscreen)
            encode(offscreen[index], tree: tree, bindings: bindings)
        }
        if let model = state.model { values.append(model) }
    }

    mutating func number(_ id: CoordinatorID?, tree: CoordinatorTree) -> UInt64 {
        guard let id else { return 0 }
        if let known = numbers.number(of: id) { return known }
        let next = numbers.add(id)
        if let index = tree.index(of: id) {
            // A coordinator met first through the window (not owned): its type and data still count.
            words.append(Marker.unowned)
            words.append(tree.nodes[index].typeFingerprint)
            words.append(tree.payloadNumber(at: index))
        }
        return next
    }

    mutating func encodeTree(_ id: CoordinatorID, tree: CoordinatorTree) {
        guard numbers.number(of: id) == nil, let index = tree.index(of: id) else { return }
        _ = numbers.add(id)
        words.append(Marker.coordinator)
        words.append(tree.nodes[index].typeFingerprint)
        let children = tree.nodes[index].children
        words.append(UInt64(children.count))
        words.append(tree.payloadNumber(at: index))
        for child in children.indices { encodeTree(children[child], tree: tree) }
        words.append(Marker.end)
    }

    mutating func encode(_ container: Container, tree: CoordinatorTree, bindings: [ScreenID: CoordinatorID]) {
        switch container {
        case .stack(let stack):
            encode(stack, tree: tree, bindings: bindings)
        case .tabs(let tabs):
            words.append(Marker.tabs)
            words.append(number(tabs.owner, tree: tree))
            words.append(UInt64(bitPattern: Int64(tabs.selectedIndex ?? -1)))
            for index in tabs.tabs.indices {
                words.append(tabs.tabs[index].titleFingerprint)
                encode(tabs.tabs[index].stack, tree: tree, bindings: bindings)
            }
            words.append(Marker.end)
        }
    }

    mutating func encode(_ stack: NavigationStack, tree: CoordinatorTree, bindings: [ScreenID: CoordinatorID]) {
        words.append(Marker.stack)
        words.append(number(stack.owner, tree: tree))
        words.append(stack.tagFingerprint)
        // By index, reading only the fields the key needs: copying whole screens would retain their names.
        let screens = stack.screens
        for index in screens.indices {
            words.append(screens[index].fingerprint)
            words.append(number(screens[index].owner, tree: tree))
            if !bindings.isEmpty, let bound = bindings[screens[index].id] {
                words.append(Marker.binding)
                words.append(number(bound, tree: tree))
            }
        }
        words.append(Marker.end)
    }

    /// Structural markers; large odd constants that no small count or number collides with.
    enum Marker {
        static let window: UInt64 = 0xA11C_E000_0000_0001
        static let presentation: UInt64 = 0xA11C_E000_0000_0003
        static let stack: UInt64 = 0xA11C_E000_0000_0005
        static let tabs: UInt64 = 0xA11C_E000_0000_0007
        static let coordinator: UInt64 = 0xA11C_E000_0000_0009
        static let unowned: UInt64 = 0xA11C_E000_0000_000B
        static let binding: UInt64 = 0xA11C_E000_0000_000D
        static let end: UInt64 = 0xA11C_E000_0000_000F
        static let none: UInt64 = 0xA11C_E000_0000_0011
        static let offscreen: UInt64 = 0xA11C_E000_0000_0013
    }
}
