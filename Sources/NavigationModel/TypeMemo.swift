import Foundation
import Synchronization

/// Facts about types worked out once per type and process, for the style runtimes, which read them on
/// every coordinator and screen they make: describing a type demangles its name, and reflecting a
/// value builds a mirror. Safe to use from several workers at once.
public final class TypeMemo<Value>: @unchecked Sendable {
    @usableFromInline let lock = Mutex(())
    /// Read and written only under ``lock``, so not checked for exclusive access on every look-up.
    @usableFromInline @exclusivity(unchecked) var values: [ObjectIdentifier: Value] = [:]

    public init() {}

    /// What `type` maps to, made by `make` the first time it is asked for. Inlinable, so that the look-up
    /// is specialized for `Value` where it is asked.
    @inlinable
    public func value(of type: Any.Type, _ make: () -> Value) -> Value {
        let key = ObjectIdentifier(type)
        nonisolated(unsafe) var known: Value?
        lock.withLock { _ in known = values[key] }
        if let known { return known }
        let value = make()
        lock.withLock { _ in values[key] = value }
        return value
    }
}

/// Type names as `String(describing:)` gives them, such as `OnboardingCoordinator`, found once per type.
public enum TypeNames {
    private static let names = TypeMemo<String>()

    /// `String(describing: type)`.
    public static func name(of type: Any.Type) -> String { names.value(of: type) { String(describing: type) } }
}
