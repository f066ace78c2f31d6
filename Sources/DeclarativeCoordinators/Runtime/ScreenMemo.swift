import NavigationModel

/// A coordinator around a screen, whose router the screen may ask for: a navigation coordinator at a stack
/// position (`-1` for its root), or a tab coordinator.
struct RouterScope {
    let coordinator: any Coordinatable
    let position: Int?

    init(_ coordinator: any Coordinatable, position: Int?) {
        self.coordinator = coordinator
        self.position = position
    }

    /// The router this coordinator hands the screens in this scope.
    func makeRouter() -> Any? {
        switch coordinator {
        case let navigation as any NavigationCoordinatable: navigation.makeRouter(id: position ?? -1)
        case let tabs as any TabCoordinatable: tabs.makeRouter()
        default: nil
        }
    }
}

/// What placing a route's screen gave: the screen (with a placeholder identifier), or nothing when the
/// route shows no screen, and the fault met on the way.
struct MadeScreen {
    let screen: Screen?
    let fault: StyleFault?
}

/// The screens an app instance's layout builds have made, so that a build makes only the screens that are
/// new: a screen is a function of the coordinator object whose factory makes it, the route entry (key path
/// and input), its owner, the coordinators around it (its routers) and the app's model, and the window is
/// built again after every operation.
///
/// Entries keep their coordinator objects alive, so an object identifier in a key is never reused while the
/// entry lives. The memo is emptied when the model changes (a factory may read it) and when it grows past
/// ``limit`` entries. It belongs to one context, used by one thread at a time.
final class ScreenMemo {
    /// What a screen is made from. Hashing skips the route entry's key path and input (slow to hash): the
    /// coordinator's stack position tells most entries apart, and equality compares the entry too.
    struct Key: Hashable {
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

        func hash(into hasher: inout Hasher) {
            hasher.combine(owner)
            hasher.combine(coordinator)
            if let last = environment.last {
                hasher.combine(ObjectIdentifier(last.coordinator))
                hasher.combine(last.position)
            }
            hasher.combine(environment.count)
        }
    }

    private struct Entry {
        let made: MadeScreen
        /// The coordinator whose identifier the key holds.
        let coordinator: AnyObject
    }

    static let limit = 50_000

    private var entries: [Key: Entry] = [:]
    private var model: AnyHashable?

    /// Empties the memo when the app's model is not the one its screens were made under.
    func prepare(model: AnyHashable?) {
        if model != self.model {
            entries.removeAll()
            self.model = model
        }
    }

    subscript(key: Key) -> MadeScreen? { entries[key]?.made }

    /// Remembers `made` for `key`, whose screen `coordinator` made.
    func remember(_ made: MadeScreen, for key: Key, coordinator: AnyObject) {
        if entries.count >= Self.limit { entries.removeAll() }
        entries[key] = Entry(made: made, coordinator: coordinator)
    }
}
