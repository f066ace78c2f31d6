import NavigationModel
import Synchronization

/// The payloads coordinators start with, numbered once per process: a new navigation coordinator's stack
/// (its initial root, no items) and a new tab coordinator's tab bar, which every launch of an app gives
/// its coordinators again.
///
/// Numbering a payload boxes it in an `AnyHashable` and looks it up in the table of every payload numbered
/// (``NumberedPayload``), comparing it through the box with each payload of the same bucket. These tables
/// are typed, and compare entries' and tab bars' hashes worked out beforehand first.
final class InitialPayloads: @unchecked Sendable {
    static let shared = InitialPayloads()

    private let lock = Mutex(())
    /// Read and written only under ``lock``.
    private var stacks: [RouteEntry: NumberedPayload] = [:]
    private var tabBars: [TabsPayload: NumberedPayload] = [:]

    /// A new navigation coordinator's payload: `root` and no items.
    func stack(root: RouteEntry) -> NumberedPayload {
        nonisolated(unsafe) var found: NumberedPayload?
        lock.withLock { _ in found = stacks[root] }
        if let found { return found }
        let numbered = NumberedPayload(typed: StackPayload(root: root, items: []))
        lock.withLock { _ in stacks[root] = numbered }
        return numbered
    }

    /// A new tab coordinator's payload.
    func tabs(_ payload: TabsPayload) -> NumberedPayload {
        nonisolated(unsafe) var found: NumberedPayload?
        lock.withLock { _ in found = tabBars[payload] }
        if let found { return found }
        let numbered = NumberedPayload(AnyHashable(payload))
        lock.withLock { _ in tabBars[payload] = numbered }
        return numbered
    }
}
