import NavigationModel

/// Which of the style's coordinator protocols a coordinator's type conforms to (``CoordinatorConformance``),
/// found once per type: a layout places every coordinator of the tree, and asking an object whether it
/// conforms to a protocol costs a few hundred instructions (three for a wrapper, whose class is generic and
/// is asked about the other two first). The object is then viewed as that protocol through its type
/// (``NavigationCoordinatable/viewing(_:)`` and the like), without asking the runtime again: a kind holds
/// metatypes, so it is copied without retaining anything.
enum PlacementKind {
    private static let memo = TypeMemo<CoordinatorConformance>()

    /// The kind of `object`'s type.
    static func of(_ object: AnyObject) -> CoordinatorConformance {
        memo.value(of: type(of: object)) { CoordinatorConformance(type(of: object)) }
    }
}

// The views take an object of exactly the type they are called on: the kind of the object's own type. They
// consume the reference they are given, which the view holds: a view of a borrowed object retains it again.
extension NavigationCoordinatable {
    /// `object`, of exactly this type, as a navigation coordinator.
    static func viewing(_ object: consuming AnyObject) -> any NavigationCoordinatable { unsafeDowncast(object, to: Self.self) }
}

extension TabCoordinatable {
    /// `object`, of exactly this type, as a tab coordinator.
    static func viewing(_ object: consuming AnyObject) -> any TabCoordinatable { unsafeDowncast(object, to: Self.self) }
}

extension ViewWrapping {
    /// `object`, of exactly this type, as a wrapper.
    static func viewing(_ object: consuming AnyObject) -> any ViewWrapping { unsafeDowncast(object, to: Self.self) }
}

/// The kinds of the last few coordinator types one layout placed: a layout places a few types again and
/// again, found here by comparing type identifiers where the process-wide memo takes a lock and hashes.
/// Kept in the builder itself, so that it allocates nothing.
struct RecentPlacementKinds {
    private var types: (ObjectIdentifier?, ObjectIdentifier?, ObjectIdentifier?, ObjectIdentifier?) = (nil, nil, nil, nil)
    private var kinds: (CoordinatorConformance, CoordinatorConformance, CoordinatorConformance, CoordinatorConformance) =
        (.other, .other, .other, .other)
    /// The slot the next type found in the memo replaces.
    private var next = 0

    mutating func kind(of object: AnyObject) -> CoordinatorConformance {
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
