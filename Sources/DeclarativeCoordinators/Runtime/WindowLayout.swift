import NavigationModel

/// Where a screen came from: when the user removes it (back, swipe-down), `coordinator`'s stack keeps its
/// first `index` items.
struct Origin: Equatable {
    let coordinator: CoordinatorID
    let index: Int
}

/// A screen the window should show. Its `screen` carries a placeholder identifier until it is created.
struct LayoutScreen {
    let screen: Screen
    let origin: Origin?
}

struct LayoutStack {
    let owner: CoordinatorID
    var screens: [LayoutScreen] = []
}

struct LayoutTabs {
    let owner: CoordinatorID
    let titles: [String]
    /// `nil` until the tab's content is placed.
    var stacks: [LayoutStack?]
    var selected: Int
}

enum LayoutContainer {
    case stack(LayoutStack)
    case tabs(LayoutTabs)

    var stacks: [LayoutStack] {
        switch self {
        case .stack(let stack): [stack]
        case .tabs(let tabs): tabs.stacks.compactMap { $0 }
        }
    }
}

struct LayoutPresentation {
    let kind: PresentationKind
    let presenter: CoordinatorID
    /// `nil` until something is placed in it.
    var content: LayoutContainer?
}

/// The window the declarative coordinators' state asks for: a pure function of the state.
///
/// Stinsen's views follow its stacks: item *i + 1* is pushed from item *i*, or presented from it with a
/// navigation stack of its own; a child coordinator's items continue from where it is shown. The layout
/// walks the coordinator tree from the window's coordinator in that order, placing screens in stacks and
/// opening presentations, and remembers for every screen which stack item put it there.
struct WindowLayout {
    var root: LayoutContainer?
    /// The window root coordinator's active `@Root` name.
    var rootKey: String?
    var presentations: [LayoutPresentation] = []
    /// Faults met while placing (a missing router, tabs inside a stack).
    var faults: [StyleFault] = []

    /// Every screen in window order: the root container's stacks, then each presentation's.
    var screens: [LayoutScreen] {
        let containers = (root.map { [$0] } ?? []) + presentations.compactMap(\.content)
        return containers.flatMap { $0.stacks.flatMap(\.screens) }
    }

    static func build(_ context: NavigationContext) -> WindowLayout { built(context).layout }

    /// The layout of `context`'s state and, with the style's observer installed, the note to keep with the
    /// state for it (``LayoutNote``). The state's note answers when it can; otherwise the coordinator tree is
    /// placed.
    static func built(_ context: NavigationContext) -> (layout: WindowLayout, note: LayoutNote?) {
        guard let observer = context.observer(of: DeclarativeObserver.self), let root = context.windowCoordinator else {
            return (place(context, observer: nil), nil)
        }
        let state = context.state
        let tree = LayoutNote.Tree(root: root, in: state)
        let noted = state.styleNote as? LayoutNote
        if let noted, let layout = noted.layout(of: tree, root: root, in: state) {
            if noted.tree == tree { return (layout, noted) }
            return (layout, LayoutNote(tree: tree, model: state.model, rootPayload: state.coordinators[root]?.payload, layout: layout))
        }
        let layout = place(context, observer: observer)
        return (layout, LayoutNote(tree: tree, model: state.model, rootPayload: state.coordinators[root]?.payload, layout: layout))
    }

    /// Places the coordinator tree from the window's coordinator, with `observer`'s memos if given.
    private static func place(_ context: NavigationContext, observer: DeclarativeObserver?) -> WindowLayout {
        observer?.screens.prepare(model: context.state.model)
        var builder = LayoutBuilder(state: context.state, memo: observer?.screens, placements: observer?.placements)
        if let root = context.windowCoordinator {
            builder.layout.rootKey = (context.state.coordinators[root]?.payload as? StackPayload)?.root.name
            builder.place(root, at: StackAddress(slot: .root, tab: nil), opener: root, environment: [], origin: nil)
        }
        return builder.finish()
    }
}
