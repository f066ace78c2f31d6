import Foundation
import NavigationGraph
import NavigationModel

/// A page of a tab bar: its title, its position and the coordinator it shows (ALCoordinator's
/// `TabbarPage`).
public protocol TabbarPage: Hashable {
    var title: String { get }
    /// The page's place in the bar; the tab bar selects the child whose page has this position.
    var position: Int { get }
    /// A new coordinator for the page, in `context`.
    func coordinator(context: NavigationContext) -> Coordinator
    /// Every page, once, with the line it is declared on, for the route catalog.
    static var declarations: [RouteDeclaration<Self>] { get }
}

/// A coordinator that shows a tab bar with one child coordinator per page (ALCoordinator's
/// `TabbarCoordinator<Page>`). Each page's coordinator starts at construction and becomes a tab; the
/// tab bar itself is shown when its own flow starts.
open class TabbarCoordinator<Page: TabbarPage>: Coordinator {
    private let initialPages: PageList<Page>
    /// `initialPages` as every payload of this tab bar holds it, boxed once.
    private let erasedInitialPages: AnyHashable
    /// The payloads this tab bar stored holding `initialPages`, by presentation style and current page: a
    /// launch and each tab selection store one of a few, made and numbered the first time.
    private var ownPayloads: [OwnPayloadSlot: NumberedPayload] = [:]

    /// - Parameters:
    ///   - currentPage: the page to select; `nil` keeps the first.
    ///   - presentationStyle: how the tab bar is presented; `nil` is full screen.
    ///   - parent: the coordinator that starts this one, set now as the library's `init(parent:)` does.
    public init(
        context: NavigationContext, pages: [Page], currentPage: Page? = nil, presentationStyle: PresentationStyle? = nil,
        parent: Coordinator? = nil
    ) {
        (initialPages, erasedInitialPages) = PageList.erased(pages)
        super.init(context: context, presentationStyle: presentationStyle, parent: parent)
        setupPages()
        self.currentPage = currentPage ?? pages.first
    }

    override class var defaultPresentationStyle: PresentationStyle { .fullScreen }

    override func initialPayload() -> CoordinatorPayload {
        CoordinatorPayload(presentationStyle: presentationStyle, pages: erasedInitialPages)
    }

    override func initialNumberedPayload() -> NumberedPayload {
        ownPayload(style: presentationStyle, current: nil)
    }

    /// The pages, in order.
    public var pages: [Page] { selection(in: record).list?.pages ?? [] }

    private static func pageList(in payload: CoordinatorPayload) -> PageList<Page>? { payload.pages?.base as? PageList<Page> }

    /// The selected page. Setting it selects the child whose page has that position; when none has,
    /// the current page becomes `nil` and the selection stays where it was.
    public var currentPage: Page? {
        get { selection(in: record).current }
        set { setCurrentPage(newValue, record: record, selection: selection(in: record)) }
    }

    /// What a tab bar's payload holds, typed.
    private struct Selection {
        var payload: CoordinatorPayload
        var list: PageList<Page>?
        var current: Page?
    }

    /// The payload in `record` (this tab bar's record, read by the caller) with its page list and current
    /// page. A payload made by ``ownPayload(style:current:)`` says which they are; any other is cast.
    private func selection(in record: CoordinatorRecord?) -> Selection {
        let stored = record?.payload?.base as? StoredPayload
        let payload = stored?.value ?? initialPayload()
        if let stored, stored.pageList === initialPages {
            return Selection(payload: payload, list: initialPages, current: stored.currentIndex.map { initialPages.pages[$0] })
        }
        return Selection(payload: payload, list: Self.pageList(in: payload), current: payload.currentPage?.base as? Page)
    }

    /// Sets the current page, with the tab bar's record and what its payload holds read once by the caller.
    private func setCurrentPage(_ page: Page?, record: CoordinatorRecord?, selection: Selection) {
        let list = selection.list
        guard let page, let index = Self.childIndex(
            atPosition: page.position, pages: list?.pages ?? [], childCount: record?.children.count ?? 0)
        else {
            storePayload(self.payload(selection.payload, list: list, current: nil), in: record)
            return
        }
        storePayload(self.payload(selection.payload, list: list, current: page), in: record)
        let tabs = ownTabs
        if tabs.selectedIndex != index, tabs.tabs.indices.contains(index) {
            context.selectTab(index, of: tabs.id)
        }
    }

    /// The coordinator of the selected tab.
    public func getCoordinatorSelected() -> Coordinator? {
        if let tabs = context.tabContainer(ownedBy: id) {
            guard let index = tabs.selectedIndex, tabs.tabs.indices.contains(index),
                  let owner = tabs.tabs[index].stack.owner else { return nil }
            return context.coordinator(owner)
        }
        // The tab bar left the window: the current page's child.
        let children = self.children
        guard let page = currentPage, let index = childIndex(atPosition: page.position) else { return children.first }
        return children[index]
    }

    /// Replaces the pages: finishes every child, then builds the tabs again with new coordinator
    /// instances. As in the library, ``currentPage`` is left as it was (even when no new page has its
    /// position); the tab bar shows its first tab.
    public func setPages(_ values: [Page], fileID: String = #fileID, line: Int = #line) {
        context.callingFrom(fileID, line) {
            updatePayload { $0.pages = AnyHashable(PageList(values)) }
            removeChildren()
            emptyControllers()
            setupPages()
        }
    }

    /// Puts the tab bar on top of the coordinator tree: its parent becomes the top coordinator, then its
    /// flow starts over whatever is on screen.
    public func forcePresentation(fileID: String = #fileID, line: Int = #line) {
        context.callingFrom(fileID, line) {
            setParent(getTopCoordinator())
            start()
        }
    }

    /// Shows the tab bar: presented by its parent with its presentation style.
    open override func start() { attachToParent() }

    // MARK: Catalog

    /// This tab bar type and its pages, located where this is called (in the coordinator's body).
    public class func declare(fileID: String = #fileID, line: Int = #line) -> DeclaredCoordinator {
        let scratch = NavigationContext(appName: "catalog")
        let routes = Page.declarations.map { declaration in
            DeclaredRoute(
                CaseReflection.name(of: declaration.route),
                coordinator: declaration.route.coordinator(context: scratch).typeName, location: declaration.location)
        }
        return DeclaredCoordinator(
            String(describing: self), kind: .tabs, location: SourceLocation(fileID: fileID, line: line), routes: routes)
    }

    // MARK: Tabs

    private var ownTabs: TabContainer {
        if let tabs = context.tabContainer(ownedBy: id) { return tabs }
        let tabs = makeEmptyTabs()
        context.holdOffscreen(.tabs(tabs))
        return tabs
    }

    /// The index of the child whose page (the page at the same index) has `position`.
    private func childIndex(atPosition position: Int) -> Int? {
        let record = self.record
        return Self.childIndex(
            atPosition: position, pages: selection(in: record).list?.pages ?? [], childCount: record?.children.count ?? 0)
    }

    /// `payload` (holding `list`) with `page` as its current page, numbered. A page of the list (or none)
    /// gives the value made the first time, so that selecting a tab again neither boxes nor numbers a
    /// payload.
    private func payload(_ payload: CoordinatorPayload, list: PageList<Page>?, current page: Page?) -> NumberedPayload {
        if let list {
            let style = payload.presentationStyle
            var current: Int?
            if let page {
                guard let index = Self.firstIndex(of: page, in: list.pages) else { return changed(payload, current: page) }
                current = index
            }
            if list === initialPages { return ownPayload(style: style, current: current) }
            return TabbarPayloads.payload(pages: list, erased: payload.pages ?? AnyHashable(list), style: style, current: current)
        }
        return changed(payload, current: page)
    }

    /// The payload holding this tab bar's own pages with `style`, whose current page is
    /// `initialPages.pages[current]` (none for `nil`).
    private func ownPayload(style: PresentationStyle, current: Int?) -> NumberedPayload {
        let slot = OwnPayloadSlot(style: style, current: current)
        if let known = ownPayloads[slot] { return known }
        let made = TabbarPayloads.payload(pages: initialPages, erased: erasedInitialPages, style: style, current: current)
        ownPayloads[slot] = made
        return made
    }

    /// `payload` with `page` as its current page, numbered: for a page not in the payload's list, or a
    /// payload without one.
    private func changed(_ payload: CoordinatorPayload, current page: Page?) -> NumberedPayload {
        var changed = payload
        changed.currentPage = page.map { AnyHashable($0) }
        return NumberedPayload(AnyHashable(StoredPayload(changed)))
    }

    private static func childIndex(atPosition position: Int, pages: [Page], childCount: Int) -> Int? {
        firstIndex(atPosition: position, in: pages, below: min(childCount, pages.count))
    }

    // Loops written out: the generic collection algorithms cost far more than the few pages they visit
    // on every tab selection.

    private static func firstIndex(of page: Page, in pages: [Page]) -> Int? {
        for index in pages.indices where pages[index] == page { return index }
        return nil
    }

    private static func firstIndex(atPosition position: Int, in pages: [Page], below end: Int) -> Int? {
        var index = 0
        while index < end {
            if pages[index].position == position { return index }
            index += 1
        }
        return nil
    }

    private func setupPages() {
        for page in pages {
            let child = page.coordinator(context: context)
            guard child.context === context else {
                fault(RouterFault.foreignContext, "\(typeName)'s page \(page) made a coordinator of another app")
                continue
            }
            child.setParent(self)
            child.start()
        }
    }

    override var isTabbar: Bool { true }

    override func existingOwnContainer() -> Container? { context.tabContainer(ownedBy: id).map(Container.tabs) }

    override func makeEmptyOwnContainer() -> Container { .tabs(makeEmptyTabs()) }

    private func makeEmptyTabs() -> TabContainer {
        TabContainer(id: context.makeContainerID(), owner: id, tabs: [], selectedIndex: nil)
    }

    override func selectedCoordinator() -> Coordinator? { getCoordinatorSelected() }

    /// Adds `child`'s stack as a new tab, titled by the page at its index.
    override func startChildCoordinator(_ child: Coordinator) {
        appendChild(child)
        guard case .stack(let stack) = child.ownContainer() else {
            fault(RouterFault.nestedTabbar, "\(child.typeName) is a tab bar and cannot be a tab of \(typeName)")
            return
        }
        guard case .stack(let detached)? = context.takeOffscreen(stack.id) else {
            fault(RouterFault.alreadyPresented, "\(child.typeName) becomes a tab while its stack is already shown")
            return
        }
        let tabs = ownTabs
        let pages = selection(in: record).list?.pages ?? []
        let title = tabs.tabs.count < pages.count ? pages[tabs.tabs.count].title : child.typeName
        context.appendTab(Tab(title: title, stack: detached), to: tabs.id)
    }

    override func emptyControllers() {
        guard let tabs = context.tabContainer(ownedBy: id), !tabs.tabs.isEmpty else { return }
        context.setTabs([], selected: nil, of: tabs.id)
    }

    /// The platform's tab selection, as the library's tab bar delegate sees it: the page whose position
    /// is the selected index becomes current.
    override func tabWasSelected(_ index: Int) {
        let record = self.record
        let selection = self.selection(in: record)
        let pages = selection.list?.pages ?? []
        let page = Self.firstIndex(atPosition: index, in: pages, below: pages.count).map { pages[$0] }
        guard page?.position != selection.current?.position else { return }
        setCurrentPage(page, record: record, selection: selection)
    }
}

/// Which of a tab bar's own payloads: its presentation style and the index of its current page.
private struct OwnPayloadSlot: Hashable {
    var style: PresentationStyle
    var current: Int?
}

/// The numbers of the tab bar payloads stored so far, by page list (its number: equal lists share one),
/// presentation style and current page, for every tab bar of the process: a launch and a tab selection
/// store a payload equal to one numbered before, so its number is known. Each payload still holds the
/// tab bar's own page list (pages equal by `==` may differ in what they do).
enum TabbarPayloads {
    private struct Slot: Hashable {
        var pages: UInt64
        var style: PresentationStyle
        var current: Int?
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var numbered: [Slot: NumberedPayload] = [:]

    /// The payload of a tab bar showing `pages` (boxed as `erased`) with `style`, whose current page is
    /// `pages.pages[current]` (none for `nil`).
    static func payload<Page>(pages: PageList<Page>, erased: AnyHashable, style: PresentationStyle, current: Int?) -> NumberedPayload {
        let value = AnyHashable(StoredPayload(
            CoordinatorPayload(
                presentationStyle: style, pages: erased, currentPage: current.map { AnyHashable(pages.pages[$0]) }),
            pageList: pages, currentIndex: current))
        let slot = Slot(pages: pages.number, style: style, current: current)
        lock.lock()
        let known = numbered[slot]
        lock.unlock()
        if let known { return known.equal(value) }
        let payload = NumberedPayload(value)
        lock.lock()
        numbered[slot] = payload
        lock.unlock()
        return payload
    }
}

/// A tab bar's pages as its payload holds them: one object per list, hashed once. (An array in an
/// `AnyHashable` would be hashed and compared element by element, each as an `AnyHashable` of its own,
/// whenever the payload is numbered.) Equal when the pages are.
final class PageList<Page: TabbarPage>: Hashable {
    let pages: [Page]
    private let hash: Int
    /// The list's payload number: equal lists have the same.
    private(set) var number: UInt64 = 0

    convenience init(_ pages: [Page]) {
        self.init(unnumbered: pages)
        number = NumberedPayload(AnyHashable(self)).number
    }

    private init(unnumbered pages: [Page]) {
        self.pages = pages
        self.hash = pages.hashValue
    }

    /// A numbered list of `pages` and the list boxed, the box made once for both.
    static func erased(_ pages: [Page]) -> (PageList, AnyHashable) {
        let list = PageList(unnumbered: pages)
        let erased = AnyHashable(list)
        list.number = NumberedPayload(erased).number
        return (list, erased)
    }

    static func == (lhs: PageList, rhs: PageList) -> Bool {
        lhs === rhs || (lhs.hash == rhs.hash && lhs.pages == rhs.pages)
    }

    func hash(into hasher: inout Hasher) { hasher.combine(hash) }
}
