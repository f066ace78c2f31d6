import NavigationModel
import Synchronization

/// The payloads coordinators start with, numbered once per process: a new navigation coordinator's stack
/// (its initial root, no items) and a new tab coordinator's tab bar, which every launch of an app gives
/// its coordinators again.
///
/// Numbering a payload boxes it in an `AnyHashable` and looks it up in the table of every payload numbered
/// (``NumberedPayload``), comparing it through the box with each payload of the same bucket. These tables
/// are typed, and compare entries' and tab bars' hashes worked out beforehand first; the payloads are
/// numbered typed (``NumberedPayload/init(typed:)``), so the launch's first layout reads them without a cast.
final class InitialPayloads: @unchecked Sendable {
    static let shared = InitialPayloads()

    private let lock = Mutex(())
    /// Read and written only under ``lock``.
    private var stacks: [RouteEntry: NumberedPayload] = [:]
    private var tabBars: [TabsPayload: NumberedPayload] = [:]
    /// The tab bar each tab coordinator type got last: a launch gives its tab coordinator the same tabs
    /// again, found without making the payload (which hashes its tabs) or hashing it.
    private var lastTabBars: [ObjectIdentifier: (payload: TabsPayload, numbered: NumberedPayload)] = [:]

    /// A new navigation coordinator's payload: `root` and no items.
    func stack(root: RouteEntry) -> NumberedPayload {
        nonisolated(unsafe) var found: NumberedPayload?
        lock.withLock { _ in found = stacks[root] }
        if let found { return found }
        let numbered = NumberedPayload(typed: StackPayload(root: root, items: []))
        lock.withLock { _ in stacks[root] = numbered }
        return numbered
    }

    /// The payload of a new tab coordinator of type `coordinatorType`: `tabs`, with `activeTab` selected.
    func tabs(_ tabs: [TabEntry], activeTab: Int, of coordinatorType: any TabCoordinatable.Type) -> NumberedPayload {
        let type = ObjectIdentifier(coordinatorType)
        nonisolated(unsafe) var found: NumberedPayload?
        lock.withLock { _ in
            if let last = lastTabBars[type], last.payload.activeTab == activeTab, TabsPayload.sameTabs(last.payload.tabs, tabs) {
                found = last.numbered
            }
        }
        if let found { return found }
        let payload = TabsPayload(tabs: tabs, activeTab: activeTab)
        lock.withLock { _ in found = tabBars[payload] }
        let numbered = found ?? NumberedPayload(typed: payload)
        lock.withLock { _ in
            if found == nil { tabBars[payload] = numbered }
            lastTabBars[type] = (payload, numbered)
        }
        return numbered
    }
}
