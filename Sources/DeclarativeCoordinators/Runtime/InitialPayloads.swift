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
    /// Read and written only under ``lock``: not checked for exclusive access again on every look-up.
    @exclusivity(unchecked) private var stacks: [RouteEntry: NumberedPayload] = [:]
    @exclusivity(unchecked) private var tabBars: [TabsPayload: NumberedPayload] = [:]
    /// The tab bar each tab coordinator type got last: a launch gives its tab coordinator the same tabs
    /// again, found without making the payload (which hashes its tabs) or hashing it.
    @exclusivity(unchecked) private var lastTabBars: [ObjectIdentifier: (payload: TabsPayload, numbered: NumberedPayload)] = [:]

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

/// The stacks the routes one key path reads started as initial roots without input: their root entries and
/// first payloads, found again by the declaration's coordinator type, explicit name and place, which give
/// the entry (``RouteDeclaration/name(in:)``). Launches set up the same few roots again and again.
final class InitialStacks: @unchecked Sendable {
    /// A root declaration as it gives its entry: its coordinator type, explicit name and place.
    private struct Declaration: Hashable {
        let coordinatorType: ObjectIdentifier
        let explicitName: String?
        let location: SourceLocation
        let column: Int

        /// Without the file: the declarations of one coordinator type differ in their lines, columns or names,
        /// and hashing a file's name costs more than comparing it.
        func hash(into hasher: inout Hasher) {
            hasher.combine(coordinatorType)
            hasher.combine(explicitName)
            hasher.combine(location.line)
            hasher.combine(column)
        }
    }

    /// A new stack's root entry and first payload. An object, so that reading it under the lock, and handing
    /// it on, retains one reference rather than copying the entry.
    final class Known {
        let root: RouteEntry
        let payload: NumberedPayload

        init(root: RouteEntry, payload: NumberedPayload) {
            self.root = root
            self.payload = payload
        }
    }

    /// How many stacks are kept before all are let go: every root an app declares (a declaration from data
    /// names one per value it is declared with, without bound). A few recent ones were kept before, and the
    /// coordinators the paths between two launches start pushed the launch's roots out.
    static let capacity = 1024

    private let lock = Mutex(())
    /// Read and written only under ``lock``: not checked for exclusive access again on every look-up.
    @exclusivity(unchecked) private var known: [Declaration: Known] = [:]

    /// The root entry and first payload of a new stack whose initial root is `declaration`, read through the
    /// key path of `key` (whose stacks these are) on `coordinator`, without input.
    func stack<D: RouteDeclaration>(of declaration: D, key: RouteKey.Reference, on coordinator: AnyObject) -> Known {
        let place = Declaration(
            coordinatorType: ObjectIdentifier(type(of: coordinator)), explicitName: declaration.explicitName,
            location: declaration.location, column: declaration.column)
        nonisolated(unsafe) var found: Known?
        lock.withLock { _ in found = known[place] }
        if let found { return found }
        let root = declaration.entry(at: key.keyPath, on: coordinator, input: nil)
        let payload = InitialPayloads.shared.stack(root: root)
        let made = Known(root: root, payload: payload)
        lock.withLock { _ in
            if known.count >= Self.capacity { known.removeAll() }
            known[place] = made
        }
        return made
    }
}
