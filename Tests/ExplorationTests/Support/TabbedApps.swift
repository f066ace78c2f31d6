import Exploration
import NavigationModel

/// Tab bar apps built to check the tab reduction: three tabs (Feed, Search, Profile), each with a stack
/// of three screens and a sheet flow, and one kind of action that reaches across tabs.
enum TabbedApps {
    enum Crossing: String, CaseIterable, CustomStringConvertible {
        /// Every action stays in its tab.
        case none
        /// A deep link selects Search and pushes its detail there.
        case deepLink
        /// Feed's home pops Search back to its root.
        case resetOtherTab
        /// Profile presents a full-screen flow over the tab bar whose last step selects Feed.
        case fullScreenOverTabs
        /// Profile logs in and out (model state); Feed offers favourites only when logged in.
        case modelChange

        var description: String { rawValue }
    }

    static let tabs = ["Feed", "Search", "Profile"]

    static func catalog() -> RouteCatalog {
        RouteCatalog([declare("AppCoordinator", kind: "tabs")] + tabs.map { tab in
            declare(
                "\(tab)Coordinator", screenRoute("\(tab)Home", nil), screenRoute("\(tab)Detail"), screenRoute("\(tab)More"),
                coordinatorRoute("\(tab.lowercased())Sheet", starts: "\(tab)SheetCoordinator"))
        } + tabs.map { declare("\($0)SheetCoordinator", screenRoute("\($0)Sheet", .sheet)) } + [
            declare("OnboardingCoordinator", screenRoute("Welcome", .fullScreen)),
            declare("FavouritesCoordinator", screenRoute("FeedFavourites")),
        ])
    }

    struct Session: Hashable, CustomStringConvertible {
        var loggedIn = false
        var description: String { loggedIn ? "logged in" : "logged out" }
    }

    /// The launched app: its coordinators and containers.
    final class Root {
        let app: CoordinatorID
        let bar: ContainerID
        var anchors: [CoordinatorID] = []
        var stacks: [ContainerID] = []
        init(app: CoordinatorID, bar: ContainerID) {
            self.app = app
            self.bar = bar
        }
    }

    static func app(_ crossing: Crossing) -> ExplorableApp {
        var events: [ExternalEvent] = []
        if crossing == .deepLink {
            events.append(ExternalEvent("deep link app://search/detail", kind: .deepLink, isEnabled: { app in
                app.context.state.window.presented.isEmpty
            }, fire: { app in
                guard let root = app.root(as: Root.self) else { return }
                let context = app.context
                context.selectTab(1, of: root.bar)
                context.popStack(root.stacks[1], toCount: 1)
                context.push(detail(1, context, root), onto: root.stacks[1])
            }))
        }
        return ExplorableApp(
            name: "tabbed-\(crossing)", style: "test", summary: "Three tabs; crossing: \(crossing).", catalog: catalog(),
            events: events,
            launch: { context in
                context.addObserver(ReleaseOnLeave())
                if crossing == .modelChange { context.setModel(Session()) }
                let app = context.coordinator("AppCoordinator", parent: nil)
                let root = Root(app: app, bar: context.makeContainerID())
                var pages: [Tab] = []
                for (index, tab) in tabs.enumerated() {
                    let anchor = context.coordinator("\(tab)Coordinator", parent: app)
                    var stack = context.makeStack(owner: anchor)
                    root.anchors.append(anchor)
                    root.stacks.append(stack.id)
                    stack.screens = [home(index, crossing, context, root)]
                    pages.append(Tab(title: tab, stack: stack))
                }
                context.setRoot(.tabs(TabContainer(id: root.bar, owner: app, tabs: pages, selectedIndex: 0)))
                return root
            })
    }

    private static func home(_ index: Int, _ crossing: Crossing, _ context: NavigationContext, _ root: Root) -> Screen {
        let tab = tabs[index]
        return context.makeScreen("\(tab)Home", owner: root.anchors[index]) { [unowned context] in
            var actions = [
                UserAction("open detail") { context.push(detail(index, context, root), onto: root.stacks[index]) },
                UserAction("open sheet") { presentSheet(index, context, root) },
            ]
            switch (crossing, index) {
            case (.resetOtherTab, 0):
                actions.append(UserAction("reset search") { context.popStack(root.stacks[1], toCount: 1) })
            case (.fullScreenOverTabs, 2):
                actions.append(UserAction("start onboarding") { presentOnboarding(context, root) })
            case (.modelChange, 2):
                let loggedIn = context.model(as: Session.self)?.loggedIn ?? false
                actions.append(UserAction(loggedIn ? "log out" : "log in") {
                    context.updateModel(Session.self) { $0.loggedIn.toggle() }
                })
            case (.modelChange, 0) where context.model(as: Session.self)?.loggedIn == true:
                actions.append(UserAction("open favourites") {
                    let favourites = context.coordinator("FavouritesCoordinator", parent: root.anchors[0])
                    context.push(context.makeScreen("FeedFavourites", owner: favourites), onto: root.stacks[0])
                })
            default:
                break
            }
            return actions
        }
    }

    private static func detail(_ index: Int, _ context: NavigationContext, _ root: Root) -> Screen {
        let tab = tabs[index]
        return context.makeScreen("\(tab)Detail", owner: root.anchors[index]) { [unowned context] in
            [UserAction("more") {
                context.push(context.makeScreen("\(tab)More", owner: root.anchors[index]), onto: root.stacks[index])
            }]
        }
    }

    private static func presentSheet(_ index: Int, _ context: NavigationContext, _ root: Root) {
        let tab = tabs[index]
        let sheet = context.coordinator("\(tab)SheetCoordinator", parent: root.anchors[index])
        let screen = context.makeScreen("\(tab)Sheet", owner: sheet) { [unowned context] in
            [UserAction("done") { context.dismiss(presentedBy: sheet) }]
        }
        context.present(.stack(context.makeStack(owner: sheet, screens: [screen])), kind: .sheet, presenter: root.anchors[index])
    }

    private static func presentOnboarding(_ context: NavigationContext, _ root: Root) {
        let onboarding = context.coordinator("OnboardingCoordinator", parent: root.anchors[2])
        let screen = context.makeScreen("Welcome", owner: onboarding) { [unowned context] in
            [UserAction("finish") {
                context.dismiss(presentedBy: onboarding)
                context.selectTab(0, of: root.bar)
            }]
        }
        context.present(.stack(context.makeStack(owner: onboarding, screens: [screen])), kind: .fullScreen, presenter: root.anchors[2])
    }
}
