/// The canonical identity of a navigation state.
///
/// Two states have equal keys when the user could not tell them apart: the same screens (type, route,
/// inputs) in the same containers, the same presentations, tabs and selection, the same shape of
/// coordinator tree with the same style data, the same lifecycle bindings and the same model state.
/// Object identities, identifiers and creation order do not enter it: coordinators are numbered in the
/// order a canonical walk meets them.
public struct StateKey: Hashable {
    /// Fingerprints of names and the structure around them, in canonical order.
    public let words: [UInt64]
    /// Values that the key compares exactly: coordinator payloads and the model state.
    public let values: [AnyHashable]
}

extension NavigationState {
    /// This state's canonical key.
    public var key: StateKey {
        var encoder = StateKeyEncoder(state: self)
        return encoder.encode()
    }
}

private struct StateKeyEncoder {
    let state: NavigationState
    var words: [UInt64] = []
    var values: [AnyHashable] = []
    var numbers = CoordinatorNumbering()
    /// Most states bind no screen: skip looking each one up.
    let hasBindings: Bool

    init(state: NavigationState) {
        self.state = state
        hasBindings = !state.lifecycleBindings.isEmpty
        words.reserveCapacity(64)
    }

    mutating func encode() -> StateKey {
        for root in state.coordinators.roots { encodeTree(root) }
        words.append(Marker.window)
        words.append(state.window.rootKey.map { Fingerprint.of($0) } ?? 0)
        if let root = state.window.root { encode(root) } else { words.append(Marker.none) }
        for presentation in state.window.presented {
            words.append(Marker.presentation)
            words.append(Fingerprint.of(presentation.kind.rawValue))
            words.append(number(presentation.presenter))
            encode(presentation.content)
        }
        for container in state.offscreen {
            words.append(Marker.offscreen)
            encode(container)
        }
        if let model = state.model { values.append(model) }
        return StateKey(words: words, values: values)
    }

    mutating func number(_ id: CoordinatorID?) -> UInt64 {
        guard let id else { return 0 }
        if let known = numbers.number(of: id) { return known }
        let next = numbers.add(id)
        if let record = state.coordinators[id] {
            // A coordinator met first through the window (not owned): its type and data still count.
            words.append(Marker.unowned)
            words.append(Fingerprint.of(record.typeName))
            if let payload = record.payload { values.append(payload) }
        }
        return next
    }

    mutating func encodeTree(_ id: CoordinatorID) {
        guard numbers.number(of: id) == nil, let record = state.coordinators[id] else { return }
        _ = numbers.add(id)
        words.append(Marker.coordinator)
        words.append(Fingerprint.of(record.typeName))
        words.append(UInt64(record.children.count))
        if let payload = record.payload { values.append(payload) }
        for child in record.children { encodeTree(child) }
        words.append(Marker.end)
    }

    mutating func encode(_ container: Container) {
        switch container {
        case .stack(let stack):
            encode(stack)
        case .tabs(let tabs):
            words.append(Marker.tabs)
            words.append(number(tabs.owner))
            words.append(UInt64(bitPattern: Int64(tabs.selectedIndex ?? -1)))
            for tab in tabs.tabs {
                words.append(Fingerprint.of(tab.title))
                encode(tab.stack)
            }
            words.append(Marker.end)
        }
    }

    mutating func encode(_ stack: NavigationStack) {
        words.append(Marker.stack)
        words.append(number(stack.owner))
        words.append(stack.tag.map { Fingerprint.of($0) } ?? 0)
        for screen in stack.screens {
            words.append(screen.fingerprint)
            words.append(number(screen.owner))
            if hasBindings, let bound = state.lifecycleBindings[screen.id] {
                words.append(Marker.binding)
                words.append(number(bound))
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
