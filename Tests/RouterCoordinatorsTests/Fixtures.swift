import NavigationModel
import RouterCoordinators

/// Routes of every transition style, one with an associated value.
enum TestRoute: NavigationRoute {
    case home
    case detail(id: Int)
    case sheet
    case cover
    case overlay

    var transition: NavigationTransitionStyle {
        switch self {
        case .home, .detail: .push
        case .sheet: .modal
        case .cover: .modalFullScreen
        case .overlay: .custom
        }
    }

    func view() -> RouteScreen<TestCoordinator> {
        switch self {
        case .home: RouteScreen("HomeView", buttons: [.init("open detail") { $0.router.navigate(to: .detail(id: 1)) }])
        case .detail: RouteScreen("DetailView")
        case .sheet: RouteScreen("SheetView")
        case .cover: RouteScreen("CoverView")
        case .overlay: RouteScreen("OverlayView")
        }
    }

    static let declarations: [RouteDeclaration<Self>] = [
        .init(.home),
        .init(.detail(id: 1)),
        .init(.sheet),
        .init(.cover),
        .init(.overlay),
    ]
}

/// A SwiftUI-flavoured coordinator whose flow starts at `.home`.
class TestCoordinator: NavigationCoordinator<TestRoute> {
    override func start() { router.startFlow(route: .home) }
}

/// The same coordinator written against the UIKit flavour.
final class UIKitTestCoordinator: TestCoordinator {
    override class var flavour: LibraryFlavour { .uiKit }
}

/// A main coordinator whose `start()` presents a child flow, as an app's main coordinator does.
final class AppCoordinator: TestCoordinator {
    override func start() { router.navigate(to: UIKitTestCoordinator(context: context)) }
}

/// A coordinator showing routes whose buttons expect a ``TestCoordinator``, which it is not.
final class MismatchedCoordinator: NavigationCoordinator<TestRoute> {
    override func start() { router.startFlow(route: .home) }
}

enum TestPage: TabbarPage {
    case first, second, third

    var title: String {
        switch self {
        case .first: "First"
        case .second: "Second"
        case .third: "Third"
        }
    }

    var position: Int {
        switch self {
        case .first: 0
        case .second: 1
        case .third: 2
        }
    }

    func coordinator(context: NavigationContext) -> Coordinator { TestCoordinator(context: context) }

    static let declarations: [RouteDeclaration<Self>] = [
        .init(.first),
        .init(.second),
        .init(.third),
    ]
}

final class TestTabbar: TabbarCoordinator<TestPage> {}

/// A launched app: a main ``TestCoordinator`` at the window's root showing `HomeView`.
struct TestApp {
    let context = NavigationContext(appName: "router-tests")
    let main: TestCoordinator

    init() {
        main = TestCoordinator(context: context)
        main.router.startFlow(route: .home)
        context.setMainCoordinator(main)
    }

    var window: Window { context.state.window }
    var visible: String? { window.visibleScreen?.typeName }
    var presentedKinds: [PresentationKind] { window.presented.map(\.kind) }
    var faults: [String] { context.faults.map(\.kind.rawValue) }
}

extension Coordinator {
    /// The coordinator tree below this one, as `Type[Child, Child[...]]`.
    var tree: String {
        let children = self.children
        return children.isEmpty ? typeName : "\(typeName)[\(children.map(\.tree).joined(separator: ", "))]"
    }
}

extension Router {
    var stackTypes: [String] { stackViews.map(\.typeName) }
}
