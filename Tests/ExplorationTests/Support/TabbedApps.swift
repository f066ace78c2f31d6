import Exploration
import NavigationModel

/// Tab bar apps built to check the tab reduction: three tabs (Feed, Search, Profile), each with a stack
/// of three screens and a sheet flow, one kind of action that reaches across tabs, and one way the tab
/// bar comes on screen.
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
        /// Search presents an editor full screen: a tab bar of its own (Text, Style), inside Search's part.
        case presentedTabBar

        var description: String { rawValue }
    }

    /// How the tab bar comes on screen.
    enum Entry: String, CaseIterable, CustomStringConvertible {
        /// The app launches into it.
        case launch
        /// The app launches into a sign-in screen whose "sign in" replaces the window's root with the tab
        /// bar (a new one each time); Profile's "sign out" puts the sign-in screen back.
        case signIn
        /// The app launches into the tab bar with an intro flow presented full screen over it by the app's
        /// own coordinator; its "get started" dismisses it.
        case intro

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
            declare("SignInCoordinator", screenRoute("SignIn", nil)),
            declare("IntroCoordinator", screenRoute("Intro", .fullScreen)),
            declare("EditorCoordinator", kind: "tabs", screenRoute("EditorText", .fullScreen), screenRoute("EditorStyle", .fullScreen)),
        ])
    }

    struct Session: Hashable, CustomStringConvertible {
        var loggedIn = false
        var signedIn = false
        var introSeen = false
        var description: String { "logged \(loggedIn ? "in" : "out"), signed \(signedIn ? "in" : "out"), intro \(introSeen ? "seen" : "new")" }
    }

    /// The root tab bar of the current state, read from the state: a signed-in app makes a new one with
    /// new identifiers on every sign-in.
    struct Bar {
        let id: ContainerID
        let app: CoordinatorID
        let anchors: [CoordinatorID]
        let stacks: [ContainerID]

        init?(_ context: NavigationContext) {
            guard case .tabs(let tabs)? = context.state.window.root, let app = tabs.owner else { return nil }
            id = tabs.id
            self.app = app
            anchors = tabs.tabs.compactMap(\.stack.owner)
            stacks = tabs.tabs.map(\.stack.id)
        }
    }

    static func app(_ crossing: Crossing, entry: Entry = .launch) -> ExplorableApp {
        var events: [ExternalEvent] = []
        if crossing == .deepLink {
            events.append(ExternalEvent("deep link app://search/detail", kind: .deepLink, isEnabled: { app in
                app.context.state.window.presented.isEmpty && Bar(app.context) != nil
            }, fire: { app in
                let context = app.context
                guard let bar = Bar(context) else { return }
                context.selectTab(1, of: bar.id)
                context.popStack(bar.stacks[1], toCount: 1)
                context.push(detail(1, context), onto: bar.stacks[1])
            }))
        }
        return ExplorableApp(
            name: entry == .launch ? "tabbed-\(crossing)" : "tabbed-\(crossing)-\(entry)", style: "test",
            summary: "Three tabs; crossing: \(crossing); entry: \(entry).", catalog: catalog(), events: events,
            launch: { context in
                context.addObserver(ReleaseOnLeave())
                if crossing == .modelChange || entry != .launch { context.setModel(Session()) }
                switch entry {
                case .launch:
                    showTabs(crossing, entry, context)
                case .signIn:
                    showSignIn(crossing, entry, context)
                case .intro:
                    showTabs(crossing, entry, context)
                    presentIntro(context)
                }
                return Launched()
            })
    }

    /// What a launch returns: the apps keep nothing outside the navigation state.
    final class Launched {}

    /// Makes the tab bar and the coordinators of its tabs, and puts it at the window's root.
    private static func showTabs(_ crossing: Crossing, _ entry: Entry, _ context: NavigationContext) {
        let app = context.coordinator("AppCoordinator", parent: nil)
        var pages: [Tab] = []
        for (index, tab) in tabs.enumerated() {
            let anchor = context.coordinator("\(tab)Coordinator", parent: app)
            var stack = context.makeStack(owner: anchor)
            stack.screens = [home(index, crossing, entry, context, anchor: anchor)]
            pages.append(Tab(title: tab, stack: stack))
        }
        context.setRoot(.tabs(TabContainer(id: context.makeContainerID(), owner: app, tabs: pages, selectedIndex: 0)))
    }

    private static func showSignIn(_ crossing: Crossing, _ entry: Entry, _ context: NavigationContext) {
        let signIn = context.coordinator("SignInCoordinator", parent: nil)
        let screen = context.makeScreen("SignIn", owner: signIn) { [unowned context] in
            [UserAction("sign in") {
                context.removeRoot(signIn)
                context.updateModel(Session.self) { $0.signedIn = true }
                showTabs(crossing, entry, context)
            }]
        }
        context.setRoot(.stack(context.makeStack(owner: signIn, screens: [screen])))
    }

    private static func presentIntro(_ context: NavigationContext) {
        guard let bar = Bar(context) else { return }
        let intro = context.coordinator("IntroCoordinator", parent: bar.app)
        let screen = context.makeScreen("Intro", owner: intro) { [unowned context] in
            [UserAction("get started") {
                context.dismiss(presentedBy: intro)
                context.updateModel(Session.self) { $0.introSeen = true }
            }]
        }
        context.present(.stack(context.makeStack(owner: intro, screens: [screen])), kind: .fullScreen, presenter: bar.app)
    }

    private static func home(
        _ index: Int, _ crossing: Crossing, _ entry: Entry, _ context: NavigationContext, anchor: CoordinatorID
    ) -> Screen {
        let tab = tabs[index]
        return context.makeScreen("\(tab)Home", owner: anchor) { [unowned context] in
            guard let bar = Bar(context) else { return [] }
            var actions = [
                UserAction("open detail") { context.push(detail(index, context), onto: bar.stacks[index]) },
                UserAction("open sheet") { presentSheet(index, context) },
            ]
            switch (crossing, index) {
            case (.resetOtherTab, 0):
                actions.append(UserAction("reset search") { context.popStack(bar.stacks[1], toCount: 1) })
            case (.fullScreenOverTabs, 2):
                actions.append(UserAction("start onboarding") { presentOnboarding(context) })
            case (.modelChange, 2):
                let loggedIn = context.model(as: Session.self)?.loggedIn ?? false
                actions.append(UserAction(loggedIn ? "log out" : "log in") {
                    context.updateModel(Session.self) { $0.loggedIn.toggle() }
                })
            case (.modelChange, 0) where context.model(as: Session.self)?.loggedIn == true:
                actions.append(UserAction("open favourites") {
                    let favourites = context.coordinator("FavouritesCoordinator", parent: bar.anchors[0])
                    context.push(context.makeScreen("FeedFavourites", owner: favourites), onto: bar.stacks[0])
                })
            case (.presentedTabBar, 1):
                actions.append(UserAction("open editor") { presentEditor(context) })
            default:
                break
            }
            if entry == .signIn, index == 2 {
                actions.append(UserAction("sign out") {
                    context.removeRoot(bar.app)
                    context.updateModel(Session.self) { $0 = Session() }
                    showSignIn(crossing, entry, context)
                })
            }
            return actions
        }
    }

    private static func detail(_ index: Int, _ context: NavigationContext) -> Screen {
        let tab = tabs[index]
        guard let bar = Bar(context) else { return context.makeScreen("\(tab)Detail", owner: nil) }
        let anchor = bar.anchors[index]
        return context.makeScreen("\(tab)Detail", owner: anchor) { [unowned context] in
            [UserAction("more") {
                guard let bar = Bar(context) else { return }
                context.push(context.makeScreen("\(tab)More", owner: anchor), onto: bar.stacks[index])
            }]
        }
    }

    private static func presentSheet(_ index: Int, _ context: NavigationContext) {
        guard let bar = Bar(context) else { return }
        let tab = tabs[index]
        let sheet = context.coordinator("\(tab)SheetCoordinator", parent: bar.anchors[index])
        let screen = context.makeScreen("\(tab)Sheet", owner: sheet) { [unowned context] in
            [UserAction("done") { context.dismiss(presentedBy: sheet) }]
        }
        context.present(.stack(context.makeStack(owner: sheet, screens: [screen])), kind: .sheet, presenter: bar.anchors[index])
    }

    private static func presentOnboarding(_ context: NavigationContext) {
        guard let bar = Bar(context) else { return }
        let onboarding = context.coordinator("OnboardingCoordinator", parent: bar.anchors[2])
        let screen = context.makeScreen("Welcome", owner: onboarding) { [unowned context] in
            [UserAction("finish") {
                context.dismiss(presentedBy: onboarding)
                context.selectTab(0, of: bar.id)
            }]
        }
        context.present(.stack(context.makeStack(owner: onboarding, screens: [screen])), kind: .fullScreen, presenter: bar.anchors[2])
    }

    /// A tab bar of two tabs presented full screen by Search, owned by an editor coordinator under Search's.
    private static func presentEditor(_ context: NavigationContext) {
        guard let bar = Bar(context) else { return }
        let editor = context.coordinator("EditorCoordinator", parent: bar.anchors[1])
        let pages = ["Text", "Style"].map { page in
            let screen = context.makeScreen("Editor\(page)", owner: editor) { [unowned context] in
                [UserAction("close editor") {
                    if let index = context.state.window.presented.firstIndex(where: { $0.content.owner == editor }) {
                        context.dismissPresentations(from: index)
                    }
                }]
            }
            return Tab(title: page, stack: context.makeStack(owner: editor, screens: [screen]))
        }
        let tabs = TabContainer(id: context.makeContainerID(), owner: editor, tabs: pages, selectedIndex: 0)
        context.present(.tabs(tabs), kind: .fullScreen, presenter: bar.anchors[1])
    }
}
