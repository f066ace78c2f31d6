import NavigationGraph
import NavigationModel

extension NavigationState {
    /// How coordinator `child` is on screen relative to the coordinator holding it: as a tab, in a
    /// presentation of its own, at the window's root, pushed onto another's stack, or not at all. A stack
    /// that no coordinator owns (the Tree style's navigation controllers) is the child's when its root
    /// screen is.
    func relation(of child: CoordinatorID) -> CoordinatorLink.Relation {
        var found: [CoordinatorLink.Relation] = []
        func owns(_ stack: NavigationStack) -> Bool {
            stack.owner == child || (stack.owner == nil && stack.screens.first?.owner == child)
        }
        func visit(_ container: Container, presented kind: PresentationKind?) {
            switch container {
            case .tabs(let tabs):
                if tabs.owner == child { found.append(Self.relation(presented: kind)) }
                for tab in tabs.tabs {
                    if owns(tab.stack) { found.append(.tab) }
                    else if tab.stack.screens.contains(where: { $0.owner == child }) { found.append(.push) }
                }
            case .stack(let stack):
                if owns(stack) { found.append(Self.relation(presented: kind)) }
                else if stack.screens.contains(where: { $0.owner == child }) { found.append(.push) }
            }
        }
        if let root = window.root { visit(root, presented: nil) }
        for presentation in window.presented { visit(presentation.content, presented: presentation.kind) }
        return found.min() ?? .offScreen
    }

    private static func relation(presented kind: PresentationKind?) -> CoordinatorLink.Relation {
        switch kind {
        case nil: .root
        case .sheet: .sheet
        case .nonDismissibleSheet: .nonDismissibleSheet
        case .fullScreen: .fullScreen
        case .custom: .custom
        }
    }
}
