import NavigationModel
import Synchronization

/// Reads a tab coordinator's tab declarations through typed key paths, each made once per process.
///
/// `TabChild(startingItems:)` names the tabs with partial key paths: reading one gives an `Any`, boxed,
/// that must then be cast to ``TabDeclaration`` (a search for the conformance), which costs more than
/// the rest of setting a tab up. The key path's value type is a tab route, so the key path is found once
/// as a `KeyPath<T, TabRoute<T, Output>>` and read as one. A key path whose value type is not a tab route
/// itself (an optional, an existential) has no typed reader and is read and cast as before.
final class TabReaders: Sendable {
    static let shared = TabReaders()

    private typealias Read = @Sendable (AnyObject) -> any TabDeclaration

    /// By canonical key path and coordinator type: the typed read, or `nil` when there is none. The
    /// canonical key paths are kept alive by the canonical table, so their identifiers are never reused.
    private let readers = Mutex<[Key: Read?]>([:])

    private struct Key: Hashable {
        let keyPath: ObjectIdentifier
        let coordinator: ObjectIdentifier
    }

    /// The tab declaration of `coordinator` at `keyPath`, whose canonical instance is `canonical`; `nil`
    /// when the value there is not a tab declaration.
    func declaration<T: TabCoordinatable>(at keyPath: PartialKeyPath<T>, canonical: AnyKeyPath, on coordinator: T) -> (any TabDeclaration)? {
        let key = Key(keyPath: ObjectIdentifier(canonical), coordinator: ObjectIdentifier(T.self))
        let read: Read?
        if let known = readers.withLock({ $0[key] }) {
            read = known
        } else {
            read = Self.typedRead(of: canonical, on: T.self)
            readers.withLock { $0[key] = .some(read) }
        }
        if let read { return read(coordinator) }
        return coordinator[keyPath: keyPath] as? any TabDeclaration
    }

    /// A read of `keyPath` on a `T` through its typed key path, when its value type is a tab declaration.
    private static func typedRead<T: AnyObject>(of keyPath: AnyKeyPath, on _: T.Type) -> Read? {
        guard let valueType = type(of: keyPath).valueType as? any TabDeclaration.Type else { return nil }
        func typed<V: TabDeclaration>(_: V.Type) -> Read? {
            guard let typed = keyPath as? KeyPath<T, V> else { return nil }
            nonisolated(unsafe) let path = typed
            return { unsafeDowncast($0, to: T.self)[keyPath: path] }
        }
        return typed(valueType)
    }
}
