/// Calls back when it is released, unless invalidated first (ADCoordinator's `DeallocObserver`, on which
/// `bindToLifecycle(of:)` is built): tie one to an object's lifetime (keep it in a property of that object)
/// to hear when the object goes.
///
/// ```swift
/// var observer: ReleaseObserver? = ReleaseObserver { print("released") }
/// observer?.invalidate()
/// observer = nil   // prints nothing
/// ```
public final class ReleaseObserver {
    private var callback: () -> Void

    /// - Parameter callback: what to do when the observer is released.
    public init(callback: @escaping () -> Void) { self.callback = callback }

    /// Drops the callback: releasing the observer then does nothing.
    public func invalidate() { callback = {} }

    deinit { callback() }
}
