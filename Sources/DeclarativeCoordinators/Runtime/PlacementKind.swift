import NavigationModel

/// Which of the style's coordinator protocols a coordinator type conforms to, found once per type, with
/// the object viewed as that protocol without asking the runtime again: a layout places every coordinator
/// of the tree, and asking an object whether it conforms to a protocol costs a few hundred instructions
/// (three for a wrapper, whose class is generic and is asked about the other two first).
enum PlacementKind {
    case navigation((AnyObject) -> any NavigationCoordinatable)
    case tabs((AnyObject) -> any TabCoordinatable)
    case wrapper((AnyObject) -> any ViewWrapping)
    case other

    private static let memo = TypeMemo<PlacementKind>()

    /// The kind of `object`'s type.
    static func of(_ object: AnyObject) -> PlacementKind {
        memo.value(of: type(of: object)) { PlacementKind(type(of: object)) }
    }

    private init(_ type: AnyObject.Type) {
        switch CoordinatorConformance(type) {
        case .navigation(let navigation): self = Self.navigation(navigation)
        case .tabs(let tabs): self = Self.tabs(tabs)
        case .wrapper(let wrapper): self = Self.wrapper(wrapper)
        case .other: self = .other
        }
    }

    // The views are made for the object's exact type, which the memo is keyed by.
    private static func navigation<C: NavigationCoordinatable>(_: C.Type) -> PlacementKind {
        .navigation { unsafeDowncast($0, to: C.self) }
    }

    private static func tabs<C: TabCoordinatable>(_: C.Type) -> PlacementKind {
        .tabs { unsafeDowncast($0, to: C.self) }
    }

    private static func wrapper<C: ViewWrapping>(_: C.Type) -> PlacementKind {
        .wrapper { unsafeDowncast($0, to: C.self) }
    }
}

/// The kinds of the last few coordinator types one layout placed: a layout places a few types again and
/// again, found here by comparing type identifiers where the process-wide memo takes a lock and hashes.
/// Kept in the builder itself, so that it allocates nothing.
struct RecentPlacementKinds {
    private var types: (ObjectIdentifier?, ObjectIdentifier?, ObjectIdentifier?, ObjectIdentifier?) = (nil, nil, nil, nil)
    private var kinds: (PlacementKind, PlacementKind, PlacementKind, PlacementKind) = (.other, .other, .other, .other)
    /// The slot the next type found in the memo replaces.
    private var next = 0

    mutating func kind(of object: AnyObject) -> PlacementKind {
        let type = ObjectIdentifier(Swift.type(of: object))
        if types.0 == type { return kinds.0 }
        if types.1 == type { return kinds.1 }
        if types.2 == type { return kinds.2 }
        if types.3 == type { return kinds.3 }
        let kind = PlacementKind.of(object)
        switch next {
        case 0: (types.0, kinds.0) = (type, kind)
        case 1: (types.1, kinds.1) = (type, kind)
        case 2: (types.2, kinds.2) = (type, kind)
        default: (types.3, kinds.3) = (type, kind)
        }
        next = (next + 1) % 4
        return kind
    }
}

/// Which of the style's coordinator protocols a coordinator type conforms to, asked in the runtime's order:
/// a type that is both a navigation and a tab coordinator is a navigation coordinator (its layout places it
/// as one and its adoption sets up a stack).
enum CoordinatorConformance {
    case navigation(any NavigationCoordinatable.Type)
    case tabs(any TabCoordinatable.Type)
    case wrapper(any ViewWrapping.Type)
    case other

    init(_ type: AnyObject.Type) {
        if let navigation = type as? any NavigationCoordinatable.Type {
            self = .navigation(navigation)
        } else if let tabs = type as? any TabCoordinatable.Type {
            self = .tabs(tabs)
        } else if let wrapper = type as? any ViewWrapping.Type {
            self = .wrapper(wrapper)
        } else {
            self = .other
        }
    }
}
