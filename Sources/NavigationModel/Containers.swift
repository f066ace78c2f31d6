/// How a route shows its screen.
public enum TransitionStyle: String, Hashable, Codable, Sendable, CaseIterable {
    case push, sheet, nonDismissibleSheet, fullScreen, custom

    /// The presentation kind of a modal style; `nil` for push.
    public var presentationKind: PresentationKind? {
        switch self {
        case .push: nil
        case .sheet: .sheet
        case .nonDismissibleSheet: .nonDismissibleSheet
        case .fullScreen: .fullScreen
        case .custom: .custom
        }
    }
}

/// How a presented container covers what is below it.
public enum PresentationKind: String, Hashable, Codable, Sendable, CaseIterable {
    case sheet, nonDismissibleSheet, fullScreen, custom

    /// Whether the platform offers swipe-down on it (only a dismissible sheet).
    public var isSwipeDismissible: Bool { self == .sheet }

    /// The fingerprint of the kind's name, for state keys.
    var fingerprint: UInt64 {
        switch self {
        case .sheet: Self.fingerprints.sheet
        case .nonDismissibleSheet: Self.fingerprints.nonDismissibleSheet
        case .fullScreen: Self.fingerprints.fullScreen
        case .custom: Self.fingerprints.custom
        }
    }

    private static let fingerprints = (
        sheet: Fingerprint.of(Self.sheet.rawValue),
        nonDismissibleSheet: Fingerprint.of(Self.nonDismissibleSheet.rawValue),
        fullScreen: Fingerprint.of(Self.fullScreen.rawValue), custom: Fingerprint.of(Self.custom.rawValue))
}

/// A navigation stack: a root screen and the screens pushed on it.
public struct NavigationStack {
    public let id: ContainerID
    /// The coordinator whose stack this is.
    public var owner: CoordinatorID?
    /// A style-defined role (for example `root` or a route name); part of the state key.
    public var tag: String? {
        didSet { tagFingerprint = tag.map { Fingerprint.of($0) } ?? 0 }
    }
    /// Bottom first: `screens[0]` is the root. Empty before a coordinator starts its flow.
    public var screens: [Screen]
    /// The tag's fingerprint (zero without a tag), kept for state keys.
    public private(set) var tagFingerprint: UInt64

    public init(id: ContainerID, owner: CoordinatorID?, tag: String? = nil, screens: [Screen] = []) {
        self.id = id
        self.owner = owner
        self.tag = tag
        self.screens = screens
        self.tagFingerprint = tag.map { Fingerprint.of($0) } ?? 0
    }

    public var top: Screen? { screens.last }
}

/// One tab of a tab bar: its title and a navigation stack that survives tab switches.
public struct Tab {
    public var title: String {
        didSet { titleFingerprint = Fingerprint.of(title) }
    }
    public var stack: NavigationStack
    /// The title's fingerprint, kept for state keys.
    public private(set) var titleFingerprint: UInt64

    public init(title: String, stack: NavigationStack) {
        self.title = title
        self.stack = stack
        self.titleFingerprint = Fingerprint.of(title)
    }
}

/// A tab bar: ordered tabs and the selected one.
public struct TabContainer {
    public let id: ContainerID
    public var owner: CoordinatorID?
    public var tabs: [Tab]
    /// `nil` when no tab is selected (a tab bar whose current page matched none).
    public var selectedIndex: Int?

    public init(id: ContainerID, owner: CoordinatorID?, tabs: [Tab], selectedIndex: Int?) {
        self.id = id
        self.owner = owner
        self.tabs = tabs
        self.selectedIndex = selectedIndex
    }

    public var selectedStack: NavigationStack? {
        guard let index = selectedIndex, tabs.indices.contains(index) else { return nil }
        return tabs[index].stack
    }
}

/// What fills a window root, a presentation or a root slot.
public enum Container {
    case stack(NavigationStack)
    case tabs(TabContainer)

    public var id: ContainerID {
        switch self {
        case .stack(let stack): stack.id
        case .tabs(let tabs): tabs.id
        }
    }

    public var owner: CoordinatorID? {
        switch self {
        case .stack(let stack): stack.owner
        case .tabs(let tabs): tabs.owner
        }
    }

    /// The stack the user sees: the stack itself, or the selected tab's stack.
    public var visibleStack: NavigationStack? {
        switch self {
        case .stack(let stack): stack
        case .tabs(let tabs): tabs.selectedStack
        }
    }

    /// Every stack inside, in order.
    public var stacks: [NavigationStack] {
        switch self {
        case .stack(let stack): [stack]
        case .tabs(let tabs): tabs.tabs.map(\.stack)
        }
    }
}

/// A container presented modally over everything below it.
public struct Presentation {
    public var kind: PresentationKind
    public var content: Container
    /// The coordinator that presented it.
    public var presenter: CoordinatorID?

    public init(kind: PresentationKind, content: Container, presenter: CoordinatorID?) {
        self.kind = kind
        self.content = content
        self.presenter = presenter
    }
}

/// The window: a root slot and the chain of presentations over it, bottom first.
public struct Window {
    /// What the window shows at its root; `nil` before launch.
    public var root: Container?
    /// A style-defined name for the active root (Stinsen's `@Root` key); part of the state key.
    public var rootKey: String? {
        didSet { rootKeyFingerprint = rootKey.map { Fingerprint.of($0) } ?? 0 }
    }
    /// The presented chain: each presentation covers the ones before it.
    public var presented: [Presentation]
    /// The root key's fingerprint (zero without one), kept for state keys.
    public private(set) var rootKeyFingerprint: UInt64

    public init(root: Container? = nil, rootKey: String? = nil, presented: [Presentation] = []) {
        self.root = root
        self.rootKey = rootKey
        self.presented = presented
        self.rootKeyFingerprint = rootKey.map { Fingerprint.of($0) } ?? 0
    }

    /// The top-most container: the last presentation's, else the root.
    public var topContainer: Container? { presented.last?.content ?? root }

    /// The screen the user sees.
    public var visibleScreen: Screen? { topContainer?.visibleStack?.top }

    /// Every container, root first, then the presented chain in order.
    public var containers: [Container] {
        (root.map { [$0] } ?? []) + presented.map(\.content)
    }

    /// Every screen in the window, covered or not, in container order, bottom of each stack first.
    public var screens: [Screen] { containers.flatMap { $0.stacks.flatMap(\.screens) } }

    /// The number of modal presentations.
    public var modalDepth: Int { presented.count }
}
