import NavigationModel

/// The routers around a screen being made, innermost last: those around its coordinator (`outer`) and, for
/// the root or an item of a navigation coordinator, that coordinator's own (`innermost`), kept apart so that
/// making a screen allocates no array of them (the screen keeps none: its actions hold the router bound).
///
/// Lent by the layout builder, which holds the scopes and the navigation coordinator while the screen is made:
/// held here, the array and the coordinator were retained for every screen, and released again.
struct RouterEnvironment {
    let outer: UnsafeBufferPointer<RouterScope>
    /// The navigation coordinator whose root or item the screen is, and its stack position.
    private let navigation: UnsafePointer<any NavigationCoordinatable>?
    private let position: Int

    init(_ outer: UnsafeBufferPointer<RouterScope>) {
        self.outer = outer
        navigation = nil
        position = 0
    }

    init(_ outer: UnsafeBufferPointer<RouterScope>, innermost navigation: UnsafePointer<any NavigationCoordinatable>, position: Int) {
        self.outer = outer
        self.navigation = navigation
        self.position = position
    }

    /// The navigation coordinator's scope, made where it is asked for.
    var innermost: RouterScope? { navigation.map { RouterScope($0.pointee, position: position) } }

    /// The innermost scope's stack position when it is navigation coordinator `object`'s
    /// (``RouterScope/position(ifNavigation:)``), asked where the scope is: `innermost ?? outer.last` copies it out.
    func lastPosition(ifNavigation object: AnyObject) -> Int?? {
        if let navigation { return navigation.pointee === object ? .some(position) : .none }
        return outer.last?.position(ifNavigation: object)
    }

    /// Every scope, innermost last, as one array (allocated).
    var scopes: [RouterScope] {
        var all: [RouterScope] = []
        all.reserveCapacity(outer.count + 1)
        all.append(contentsOf: outer)
        if let innermost { all.append(innermost) }
        return all
    }

    /// The first non-`nil` result of `body` on the scopes, innermost first.
    func first<Result>(_ body: (RouterScope) -> Result?) -> Result? {
        if let innermost, let result = body(innermost) { return result }
        for scope in outer.reversed() {
            if let result = body(scope) { return result }
        }
        return nil
    }
}

/// A coordinator around a screen, whose router the screen may ask for: a navigation coordinator at a stack
/// position (`-1` for its root), or a tab coordinator.
struct RouterScope {
    /// The coordinator, kept as the kind of coordinator it is, so that making its router needs no cast.
    private let provider: Provider
    let position: Int?

    private enum Provider {
        case navigation(any NavigationCoordinatable)
        case tabs(any TabCoordinatable)
        case other(any Coordinatable)
    }

    init(_ navigation: any NavigationCoordinatable, position: Int?) {
        provider = .navigation(navigation)
        self.position = position
    }

    init(_ tabs: any TabCoordinatable, position: Int?) {
        provider = .tabs(tabs)
        self.position = position
    }

    init(_ coordinator: any Coordinatable, position: Int?) {
        switch coordinator {
        case let navigation as any NavigationCoordinatable: provider = .navigation(navigation)
        case let tabs as any TabCoordinatable: provider = .tabs(tabs)
        default: provider = .other(coordinator)
        }
        self.position = position
    }

    var coordinator: any Coordinatable {
        switch provider {
        case .navigation(let navigation): navigation
        case .tabs(let tabs): tabs
        case .other(let other): other
        }
    }

    /// The scope's stack position (`nil` for none) when it is navigation coordinator `object`'s; `.none`
    /// otherwise.
    func position(ifNavigation object: AnyObject) -> Int?? {
        guard case .navigation(let navigation) = provider, navigation === object else { return .none }
        return .some(position)
    }

    /// `body` given the router this coordinator hands the screens in this scope, when it is a `Router`;
    /// `nil` when it is not.
    func bind<Router>(_ type: Router.Type, _ body: (Router) -> () -> [UserAction]) -> (() -> [UserAction])? {
        switch provider {
        case .navigation(let navigation): navigation.bind(id: position ?? -1, type, body)
        case .tabs(let tabs): tabs.bind(type, body)
        case .other: nil
        }
    }
}

/// What placing a route's screen gave: the screen (with a placeholder identifier), or nothing when the
/// route shows no screen, and the fault met on the way.
struct MadeScreen {
    var screen: Screen?
    let fault: StyleFault?
}

/// The screens an app instance's layout builds have made, so that a build makes only the screens that are
/// new: a screen is a function of the coordinator object whose factory makes it, the route entry (key path
/// and input), its owner, the coordinators around it (its routers) and the app's model, and the window is
/// built again after every operation.
///
/// A table of slots (up to ``slotCount``), each holding the screen last made for the keys that fall in it: most
/// screens are made once (a pushed coordinator is a new object, whose screens no earlier layout made), so a
/// look-up and a store must cost much less than making the screen; a hash table that grows and is
/// emptied costs about as much. Entries keep their coordinator objects alive, so an object identifier in a
/// key is never reused while the entry lives. The memo is emptied when the model changes (a factory may
/// read it). It belongs to one context, used by one thread at a time.
final class ScreenMemo {
    /// What a screen is made from.
    struct Key: Equatable {
        let owner: CoordinatorID
        let coordinator: ObjectIdentifier
        let entry: RouteEntry
        /// The coordinators around the screen, innermost last, with their stack positions: compared by identity.
        /// The key holds them, so no other object takes their identifiers while it lives.
        let environment: [RouterScope]

        init(owner: CoordinatorID, coordinator: any Coordinatable, entry: RouteEntry, environment: [RouterScope]) {
            self.owner = owner
            self.coordinator = ObjectIdentifier(coordinator)
            self.entry = entry
            self.environment = environment
        }

        static func == (lhs: Key, rhs: Key) -> Bool {
            guard lhs.owner == rhs.owner, lhs.coordinator == rhs.coordinator,
                lhs.environment.count == rhs.environment.count, lhs.entry == rhs.entry
            else { return false }
            for (mine, theirs) in zip(lhs.environment, rhs.environment)
            where mine.coordinator !== theirs.coordinator || mine.position != theirs.position {
                return false
            }
            return true
        }

        /// The key's slot in a table of `1 << bits` slots: the coordinator, the entry's own hash, the owner and
        /// the innermost scope mixed by multiplication (no hasher: the slot only spreads keys, equality decides).
        func slot(bits: Int) -> Int {
            var mixed = UInt(bitPattern: coordinator) &* 0x9E37_79B9_7F4A_7C15
            mixed ^= UInt(bitPattern: entry.hashCode) &+ UInt(bitPattern: owner.rawValue) &* 0xC2B2_AE3D_27D4_EB4F
            if let last = environment.last {
                mixed ^= UInt(bitPattern: ObjectIdentifier(last.coordinator)) &* 0x1656_67B1_9E37_79F9
                mixed ^= UInt(bitPattern: last.position ?? -2) &* 0x27D4_EB2F_1656_67C5
            }
            mixed = (mixed ^ (mixed >> 29)) &* 0x9E37_79B9_7F4A_7C15
            return Int(truncatingIfNeeded: mixed >> UInt(UInt.bitWidth - bits))
        }
    }

    /// One slot's screen, with the coordinator whose identifier its key holds.
    private final class Entry {
        let key: Key
        let made: MadeScreen
        let coordinator: AnyObject

        init(key: Key, made: MadeScreen, coordinator: AnyObject) {
            self.key = key
            self.made = made
            self.coordinator = coordinator
        }
    }

    /// How many entries the observer's memos keyed by object or number (coordinators' identifiers, tab bars)
    /// keep before they are emptied.
    static let limit = 50_000

    /// The most slots: a table grows to it, by steps of four times, once it has stored four times its slots.
    static let maxSlotBits = 12
    static let slotCount = 1 << maxSlotBits
    private static let firstSlotBits = 6

    // Used by one thread at a time, one access at a time: not checked for exclusive access on every look-up.
    /// Made on the first store and small at first: most app instances (the checks' fresh launches) store a
    /// few screens, and making and freeing a large table for each costs more than it saves.
    @exclusivity(unchecked) private var slots: [Entry?] = []
    @exclusivity(unchecked) private var slotBits = 0
    /// Screens stored since the table was made at its size.
    @exclusivity(unchecked) private var stores = 0
    @exclusivity(unchecked) private var model: AnyHashable?

    /// Empties the memo when the app's model is not the one its screens were made under.
    func prepare(model: AnyHashable?) {
        if model != self.model {
            slots = []
            slotBits = 0
            self.model = model
        }
    }

    subscript(key: Key) -> MadeScreen? {
        guard !slots.isEmpty, let entry = slots[key.slot(bits: slotBits)], entry.key == key else { return nil }
        return entry.made
    }

    /// Remembers `made` for `key`, whose screen `coordinator` made, in place of what its slot held.
    func remember(_ made: MadeScreen, for key: Key, coordinator: AnyObject) {
        if slots.isEmpty || (stores >= 4 * slots.count && slotBits < Self.maxSlotBits) {
            slotBits = slots.isEmpty ? Self.firstSlotBits : min(slotBits + 2, Self.maxSlotBits)
            slots = Array(repeating: nil, count: 1 << slotBits)
            stores = 0
        }
        stores += 1
        slots[key.slot(bits: slotBits)] = Entry(key: key, made: made, coordinator: coordinator)
    }
}
