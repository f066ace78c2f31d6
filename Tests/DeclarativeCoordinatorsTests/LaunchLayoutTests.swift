import AppGenerator
@testable import DeclarativeCoordinators
import Exploration
import NavigationModel
import StinsenExample
import Synchronization
import Testing

/// An app instance's first layout is made from the template an earlier launch of the same app placed
/// (``LaunchLayouts``): the template's stacks, tabs and spines with this instance's screens, made by the
/// routes' factories on this instance's coordinators. It must be the layout placed from scratch for the
/// instance's state, screen for screen and spine entry for spine entry (with this instance's objects), and
/// what follows it must behave as after a placed one.
@Suite struct LaunchLayoutTests {
    /// Everything of a layout a later render or patch reads, with the objects its screens' routers and spine
    /// entries hold (by identity), and each screen's actions by name.
    private func describe(_ layout: WindowLayout) -> String {
        func describe(_ screens: [LayoutScreen]) -> String {
            screens.map { screen in
                let origin = screen.origin.map { "\($0.coordinator).\($0.index)" } ?? "-"
                return "\(screen.screen.owner.map { "\($0)" } ?? "-")/\(screen.screen.description)/\(screen.screen.actions().map(\.name))@\(origin)"
            }.joined(separator: ",")
        }
        func describe(_ container: LayoutContainer) -> String {
            switch container {
            case .stack(let stack): "\(stack.owner) " + describe(stack.screens)
            case .tabs(let tabs):
                "tabs \(tabs.owner) \(tabs.titles) \(tabs.selected): "
                    + tabs.stacks.map { $0.map { "\($0.owner) " + describe($0.screens) } ?? "none" }.joined(separator: " | ")
            }
        }
        func identity(_ object: AnyObject) -> String { "\(ObjectIdentifier(object).hashValue)" }
        let containers = (layout.root.map { [$0] } ?? []).map(describe)
            + layout.presentations.map { "\($0.kind) by \($0.presenter): " + ($0.content.map(describe) ?? "-") }
        let spines = (layout.spines ?? []).map { spine in
            spine.map { entry in
                let routers = entry.environment.map { "\(identity($0.coordinator))@\($0.position.map { "\($0)" } ?? "-")" }
                // The last mark as a patch reads it (``TailPlacement/lastMark(in:)``): a patch of a deeper
                // coordinator leaves the rest of an outer one's last mark as it was.
                let marks = entry.marks.dropLast() + [entry.lastMark(in: spine)]
                return "\(entry.id) \(identity(entry.navigation)) \(entry.payload.hashValue) by \(entry.opener) in \(routers) \(marks)"
            }.joined(separator: "; ")
        }
        return (containers + ["root key \(layout.rootKey ?? "-")", "faults \(layout.faults)", "ranges \(layout.tabRanges.map { "\($0)" } ?? "-")"]
            + ["spines \(layout.spines == nil ? "none" : "")"] + spines).joined(separator: "\n")
    }

    /// Launches `app` until one instance's first layout is made from a template (other tests running at the
    /// same time may launch another app of the same window coordinator type in between), at most five times.
    private func launchFromTemplate(_ app: ExplorableApp) -> LaunchedApp? {
        for _ in 0..<5 {
            let instance = app.launchInstance()
            if instance.context.observer(of: DeclarativeObserver.self)?.firstLayoutFromTemplate == true { return instance }
            instance.close()
        }
        return nil
    }

    /// The layout noted with `context`'s state, compared with the one placed from scratch, and the window.
    private func check(_ context: NavigationContext) {
        guard let note = context.state.styleNote as? LayoutNote else {
            Issue.record("no layout noted")
            return
        }
        #expect(describe(note.layout) == describe(notedLayoutFromScratch(context.state)))
    }

    @Test(arguments: [
        AppShape(style: .declarative, coordinators: 10, screensPerCoordinator: 3, actionsPerScreen: 3, sheetShare: 0.3,
                 fullScreenShare: 0.2, tabShare: 0.4, crossLinks: 4, recursion: true),
        AppShape(style: .declarative, coordinators: 12, screensPerCoordinator: 3, actionsPerScreen: 3, sheetShare: 0.4,
                 fullScreenShare: 0.2, crossLinks: 5, recursion: true),
        AppShape(style: .declarative, coordinators: 8, screensPerCoordinator: 4, actionsPerScreen: 2, tabShare: 0.5),
    ])
    func aLaunchFromATemplateIsTheLayoutPlacedFromScratchAndActsOnItsOwnInstance(_ shape: AppShape) throws {
        let app = try GeneratedApp.make(shape)
        let first = app.launchInstance()
        let instance = try #require(launchFromTemplate(app))
        check(instance.context)
        // Its screens' actions act on this instance, never on the one the template was recorded from.
        let launched = instance.context.state
        let recordedNote = first.context.state.styleNote as AnyObject?
        var changed = 0
        for index in instance.context.visibleActions().indices {
            instance.context.state = launched
            instance.context.beginTransition()
            instance.context.visibleActions()[index].perform()
            instance.context.endTransition()
            if instance.context.state.styleNote as AnyObject? !== launched.styleNote as AnyObject? { changed += 1 }
            #expect(first.context.state.styleNote as AnyObject? === recordedNote)
        }
        #expect(changed > 0)
        instance.context.state = launched
        // Its screens act on this instance: every step after the launch gives the layout placed from scratch.
        instance.context.randomWalk(count: 60, seed: 7, restoreOneIn: 5) { check($0) }
        // And the instance the template was recorded from is untouched by the other's actions.
        check(first.context)
        first.close()
        instance.close()
    }

    @Test func theExampleAppLaunchesFromATemplateAsPlaced() throws {
        for authenticated in [false, true] {
            let app = StinsenExample.app(startingAuthenticated: authenticated)
            let instance = try #require(launchFromTemplate(app))
            check(instance.context)
            instance.context.randomWalk(count: 40, seed: 3, restoreOneIn: 4) { check($0) }
            instance.close()
        }
    }

    /// A factory that gives another screen on every launch (hidden state, which the fresh-launch checks are
    /// there to find) is called once on every launch, and its screen shown, although the layout comes from a
    /// template.
    @Test func aFactoryIsCalledOnEveryLaunchAndItsScreenShown() throws {
        func launch() -> NavigationContext {
            let context = NavigationContext(appName: "counting")
            context.beginTransition()
            CountingRootCoordinator(context).showInWindow()
            context.endTransition()
            return context
        }
        let first = launch()
        let before = CountingRootCoordinator.made.withLock { $0 }
        let second = launch()
        #expect(CountingRootCoordinator.made.withLock { $0 } == before + 1)
        #expect(second.observer(of: DeclarativeObserver.self)?.firstLayoutFromTemplate == true)
        let shown = second.state.window.root?.stacks.first?.screens.map(\.description)
        #expect(shown?.count == 1 && shown?.first?.contains("\(before + 1)") == true)
        #expect(shown != first.state.window.root?.stacks.first?.screens.map(\.description))
        first.close()
        second.close()
    }

    /// The template keeps no object of the instance it was recorded from: closing that instance frees it.
    @Test func theTemplateKeepsNoInstanceAlive() throws {
        let app = try GeneratedApp.make(AppShape(
            style: .declarative, coordinators: 6, screensPerCoordinator: 2, actionsPerScreen: 2, tabShare: 0.5))
        weak var recorded: NavigationContext?
        do {
            let instance = app.launchInstance()
            recorded = instance.context
            instance.close()
        }
        let next = try #require(launchFromTemplate(app))
        #expect(recorded == nil)
        next.close()
    }
}

/// A navigation coordinator whose root screen's factory counts the screens it made: each launch shows another.
final class CountingRootCoordinator: NavigationCoordinatable {
    static let made = Mutex(0)
    let stack: CoordinatorStack<CountingRootCoordinator>
    @Root var start = makeStart

    init(_ context: NavigationContext) { stack = CoordinatorStack(context, initial: \.start) }

    func makeStart() -> CountedView {
        CountedView(count: Self.made.withLock { made in
            made += 1
            return made
        })
    }
}

struct CountedView: ScreenView {
    let count: Int
    func actions(_ router: CountingRootCoordinator.Router) -> [UserAction] {
        UserAction("pop") { router.pop() }
    }
}
