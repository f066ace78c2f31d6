import NavigationModel
import Synchronization

/// Reads a tab coordinator's tab declarations through typed key paths, each made once per process.
///
/// `TabChild(startingItems:)` names the tabs with partial key paths: reading one gives an `Any`, boxed,
/// that must then be cast to ``TabDeclaration`` (a search for the conformance), which costs more than
/// the rest of setting a tab up. The key path's value type is a tab route, so the key path is found once
/// as a `KeyPath<T, TabRoute<T, Output>>` and read as one. A key path whose value type is not a tab route
/// of the key path's own root type (an optional, an existential, another coordinator's route) has no typed
/// reader and is read and cast as before.
final class TabReaders: Sendable {
    static let shared = TabReaders()

    typealias Read = @Sendable (AnyObject) -> any TabDeclaration

    /// By canonical key path and coordinator type. The canonical key paths are kept alive by the canonical
    /// table, so their identifiers are never reused, and no other key path object has one of their addresses.
    private let readers = Mutex<[Key: Reader]>([:])

    private struct Key: Hashable {
        let keyPath: ObjectIdentifier
        let coordinator: ObjectIdentifier
    }

    /// What one key path on one coordinator type is read with.
    struct Reader: Sendable {
        /// The key of the canonical key path.
        let key: RouteKey
        /// The typed read of the declaration, or `nil` when there is none.
        let read: Read?
        /// The typed set-up of the tab (``TabSetUp``), or `nil` when there is none.
        let setUp: TabSetUp.Make?
    }

    /// The tab declaration of `coordinator` at `keyPath`, whose canonical instance is `canonical`; `nil`
    /// when the value there is not a tab declaration.
    func declaration<T: TabCoordinatable>(at keyPath: PartialKeyPath<T>, canonical: AnyKeyPath, on coordinator: T) -> (any TabDeclaration)? {
        if let read = reader(canonical: canonical, on: T.self).read { return read(coordinator) }
        return coordinator[keyPath: keyPath] as? any TabDeclaration
    }

    /// The reader of `keyPath` on coordinators of type `T`: found by the key path object itself when it is
    /// the canonical one (a key path the app writes without arguments, or keeps), else by its canonical one.
    func reader<T: TabCoordinatable>(of keyPath: PartialKeyPath<T>, on _: T.Type) -> Reader {
        let key = Key(keyPath: ObjectIdentifier(keyPath), coordinator: ObjectIdentifier(T.self))
        if let known = readers.withLock({ $0[key] }), known.key.keyPath === keyPath { return known }
        return reader(canonical: RouteEntry.canonical(keyPath), on: T.self)
    }

    private func reader<T: TabCoordinatable>(canonical: AnyKeyPath, on _: T.Type) -> Reader {
        let key = Key(keyPath: ObjectIdentifier(canonical), coordinator: ObjectIdentifier(T.self))
        if let known = readers.withLock({ $0[key] }) { return known }
        let made = Self.reader(of: canonical, on: T.self)
        readers.withLock { $0[key] = made }
        return made
    }

    /// The reads of `keyPath` on a `T` through its typed key path, when its value type is a tab declaration.
    private static func reader<T: AnyObject>(of keyPath: AnyKeyPath, on _: T.Type) -> Reader {
        let key = RouteKey.of(keyPath)
        guard let valueType = type(of: keyPath).valueType as? any TabDeclaration.Type else {
            return Reader(key: key, read: nil, setUp: nil)
        }
        func typed<V: TabDeclaration>(_: V.Type) -> Reader {
            guard let typed = keyPath as? KeyPath<T, V> else { return Reader(key: key, read: nil, setUp: nil) }
            nonisolated(unsafe) let path = typed
            return Reader(
                key: key, read: { unsafeDowncast($0, to: T.self)[keyPath: path] },
                setUp: V.tabSetUp(reading: keyPath, key: key))
        }
        return typed(valueType)
    }
}

/// How a launch sets one tab up (``TabCoordinatable/setUpTabs(_:observer:)``).
enum TabSetUp {
    /// Reads the declaration on the coordinator (of the key path's root type), sets the tab up, appends its
    /// entry (its route, its title, whether it has an `onTapped`) to the tab bar's, and adopts the coordinator
    /// its factory made, if it makes one, in the context whose observer is given; returns the adopted
    /// coordinator's identifier. The entry is made in the array, rather than handed back and copied there
    /// (retaining each of its parts, released with what was handed back); the coordinator is adopted with its
    /// type's facts lent where the set-up holds them (handed back with the coordinator, they were retained).
    typealias Make = @Sendable (AnyObject, inout [TabEntry], NavigationContext, DeclarativeObserver) -> CoordinatorID?
}

/// The entry of a route read through one key path on one coordinator type, found again for every read of
/// a declaration at the same place in source: the entry's name is worked out from the coordinator type and
/// that place (``RouteDeclaration/name(in:)``), and hashing the entry costs more than comparing places.
final class EntryMemo: @unchecked Sendable {
    /// An object, so that reading it under the lock copies one reference rather than the entry and the place.
    private final class Last {
        let coordinatorType: ObjectIdentifier
        let location: SourceLocation
        let column: Int
        let entry: RouteEntry

        init(coordinatorType: ObjectIdentifier, location: SourceLocation, column: Int, entry: RouteEntry) {
            self.coordinatorType = coordinatorType
            self.location = location
            self.column = column
            self.entry = entry
        }
    }

    private let lock = Mutex(())
    /// The entry made last; read and written only under ``lock``.
    private var last: Last?

    /// The entry of `declaration`, read through the key path of `key` on `coordinator`, without input.
    func entry<D: RouteDeclaration>(of declaration: D, key: RouteKey, isCoordinator: Bool, on coordinator: AnyObject) -> RouteEntry {
        // A route declared from data names itself: its name is not the place's.
        guard declaration.explicitName == nil else {
            return RouteEntry(key: RouteKey.Reference(key), name: declaration.name(in: coordinator), input: nil, isCoordinator: isCoordinator)
        }
        let coordinatorType = ObjectIdentifier(type(of: coordinator))
        let location = declaration.location
        let column = declaration.column
        nonisolated(unsafe) var known: Last?
        lock.withLock { _ in known = last }
        if let known, known.column == column, known.coordinatorType == coordinatorType, known.entry.isCoordinator == isCoordinator,
            known.location == location
        {
            return known.entry
        }
        let entry = RouteEntry(key: RouteKey.Reference(key), name: declaration.name(in: coordinator), input: nil, isCoordinator: isCoordinator)
        let made = Last(coordinatorType: coordinatorType, location: location, column: column, entry: entry)
        lock.withLock { _ in last = made }
        return entry
    }
}
