import AppGenerator
@testable import DeclarativeCoordinators
import Exploration
import NavigationModel
import Testing

/// The user's system actions take shortcuts: a tap that only selects another tab of the window's tab bar
/// notes the new layout from the state's note, a render whose note the window already shows changes nothing,
/// and back and swipe-down find the first missing screen without listing the window's screens. Each must
/// give exactly what the same action gives from the same state without a note: the same state key, window,
/// effects and faults, and a noted layout equal to one built from scratch.
@Suite struct SystemActionShortcutTests {
    /// What an action did, as the explorer sees it.
    private struct Outcome: Equatable {
        let key: StateKey
        let window: String
        let effects: [String]
        let faults: [String]
    }

    private func outcome(_ context: NavigationContext) -> Outcome {
        Outcome(
            key: context.state.key, window: shown(context.state.window), effects: context.effects.map { "\($0)" },
            faults: context.faults.map { "\($0.kind) \($0.message)" })
    }

    /// The window, with the owners and descriptions of its screens.
    private func shown(_ window: Window) -> String {
        func describe(_ container: Container) -> String {
            switch container {
            case .stack(let stack): describe(stack)
            case .tabs(let tabs):
                "tabs \(tabs.owner.map { "\($0)" } ?? "-") \(tabs.selectedIndex.map { "\($0)" } ?? "-"): "
                    + tabs.tabs.map { "\($0.title) " + describe($0.stack) }.joined(separator: " | ")
            }
        }
        func describe(_ stack: NavigationStack) -> String {
            "\(stack.owner.map { "\($0)" } ?? "-") "
                + stack.screens.map { "\($0.owner.map { "\($0)" } ?? "-")/\($0.description)/\($0.actions().map(\.name))" }
                .joined(separator: ",")
        }
        return ((window.root.map { [$0] } ?? []).map(describe)
            + window.presented.map { "\($0.kind) by \($0.presenter.map { "\($0)" } ?? "-"): " + describe($0.content) })
            .joined(separator: "\n")
    }

    /// The layout `state` asks for, built from nothing: a context without the style's observer, memos or note.
    private func fromScratch(_ state: NavigationState) -> String {
        describe(layoutFromScratch(state))
    }

    private func describe(_ layout: WindowLayout) -> String {
        func describe(_ stack: LayoutStack) -> String {
            "\(stack.owner) " + stack.screens.map { "\($0.screen.owner.map { "\($0)" } ?? "-")/\($0.screen.description)" }
                .joined(separator: ",")
        }
        func describe(_ container: LayoutContainer) -> String {
            switch container {
            case .stack(let stack): describe(stack)
            case .tabs(let tabs): "tabs \(tabs.owner) \(tabs.selected): " + tabs.stacks.map { $0.map(describe) ?? "none" }.joined(separator: " | ")
            }
        }
        let containers = (layout.root.map { [$0] } ?? []).map(describe)
            + layout.presentations.map { "\($0.kind) by \($0.presenter): " + ($0.content.map(describe) ?? "-") }
        let origins = layout.screens.map { $0.origin.map { "\($0.coordinator).\($0.index)" } ?? "-" }
        return (containers + layout.faults.map { "fault \($0.kind) \($0.message)" } + ["origins " + origins.joined(separator: ",")])
            .joined(separator: "\n")
    }

    /// Takes action `choice` (the visible screen's actions, then the system's) as one transition.
    private func take(_ choice: Int, in context: NavigationContext) {
        let actions = context.visibleActions()
        context.beginTransition()
        if choice < actions.count {
            actions[choice].perform()
        } else {
            context.perform(context.availableSystemActions()[choice - actions.count])
        }
        context.endTransition()
    }

    /// Walks a launched app for `count` actions, mostly the system's (tab taps, repeated taps, back,
    /// swipe-down), now and then from a restored earlier state. Each action is taken twice from the same
    /// state, with its note and without (the state's note dropped), and the outcomes compared; the note left
    /// is compared with a layout built from scratch and must show the window as it is. Returns how many taps
    /// took their layout from the note.
    private func walk(_ context: NavigationContext, count: Int, seed: UInt64) -> (fromNote: Int, states: [NavigationState]) {
        var saved = [context.state]
        var steps = WalkSteps(state: seed)
        var shownAfter = 0
        for _ in 0..<count {
            if steps.next(5) == 0 { context.state = saved[steps.next(saved.count)] }
            let before = context.state
            let actions = context.visibleActions().count
            let system = context.availableSystemActions().count
            guard actions + system > 0 else {
                context.state = saved[0]
                continue
            }
            let choice = system > 0 && steps.next(4) != 0 ? actions + steps.next(system) : steps.next(actions + system)
            take(choice, in: context)
            let shortcut = outcome(context)
            let after = context.state
            var bare = before
            bare.styleNote = nil
            context.state = bare
            take(choice, in: context)
            #expect(outcome(context) == shortcut)
            context.state = after
            let expected = fromScratch(after)
            if let note = after.styleNote as? LayoutNote {
                #expect(describe(note.layout) == expected)
                if let root = context.windowCoordinator { #expect(note.tree == LayoutNote.Tree(root: root, in: after.coordinators)) }
                // The next render has nothing to do: the window shows the noted layout (unless the end of the
                // transition released coordinators, changing the records the tree was read from).
                #expect(note.isShown(in: context) || !note.tree.isCurrent(in: after.coordinators))
                if note.isShown(in: context) { shownAfter += 1 }
            }
            saved.append(after)
        }
        // Most actions leave a state whose next render has nothing to do.
        #expect(shownAfter > count / 2)
        return (context.observer(of: DeclarativeObserver.self)?.selectionsFromNote ?? 0, saved)
    }

    @Test(arguments: [
        AppShape(style: .declarative, coordinators: 10, screensPerCoordinator: 3, actionsPerScreen: 3, sheetShare: 0.3,
                 fullScreenShare: 0.2, tabShare: 0.3, crossLinks: 4, recursion: true),
        AppShape(style: .declarative, coordinators: 8, screensPerCoordinator: 4, actionsPerScreen: 2, tabShare: 0.5),
        AppShape(style: .declarative, coordinators: 12, screensPerCoordinator: 3, actionsPerScreen: 3, sheetShare: 0.4,
                 fullScreenShare: 0.2, tabShare: 0.2, crossLinks: 5, recursion: true),
    ])
    func systemActionsInGeneratedAppsGiveWhatTheyGiveWithoutANote(_ shape: AppShape) throws {
        let app = try GeneratedApp.make(shape)
        let context = NavigationContext(appName: app.name)
        context.beginTransition()
        let root = app.launch(context)
        context.endTransition()
        let fromNote = walk(context, count: 400, seed: 11).fromNote
        withExtendedLifetime(root) {}
        // The shortcut is taken: a test of the full path alone would prove nothing.
        #expect(fromNote > 40)
    }

    /// Taps on a tab bar whose tabs hold a flow, a screen with a tap handler (which changes the model) and
    /// a flow pushed onto, with repeated taps and backs: the same outcomes with and without the note, and the
    /// handler called once per tap with `isRepeat` as the user tapped.
    @Test func tapsWithAHandlerGiveWhatTheyGiveWithoutANote() throws {
        let app = TabsApp()
        let first = try #require(app.context.routers.retrieve(FlowCoordinator.self)?.coordinator)
        app.context.beginTransition()
        first.route(to: \.detail, 1)
        first.route(to: \.detail, 2)
        app.context.endTransition()
        let (fromNote, states) = walk(app.context, count: 200, seed: 3)
        #expect(fromNote > 10)
        let logs = states.compactMap { $0.model?.base as? TapLog }
        #expect(logs.contains { $0.taps.contains("first") } && logs.contains { $0.taps.contains("repeat") })
    }

    /// A tab selected from the note shares the note's layout rather than copying it (``LayoutNote/selecting(_:in:)``):
    /// the note it makes, and one made from that note, give the layout with their tab selected, as built from
    /// scratch; a push from such a note patches that layout (its spines read from the note holding them); and a
    /// window changed behind the style's back is put back from it, the note applied again to the window it shows.
    @Test func notesOfTabSelectionsShareTheirLayout() throws {
        let app = TabsApp()
        let context = app.context
        let observer = try #require(context.observer(of: DeclarativeObserver.self))
        func tap(_ index: Int, _ title: String) {
            context.beginTransition()
            context.perform(.selectTab(index: index, title: title))
            context.endTransition()
        }
        func noteIsFromScratch() throws {
            let note = try #require(context.state.styleNote as? LayoutNote)
            #expect(describe(note.layout) == fromScratch(context.state))
            #expect(note.isShown(in: context))
        }
        tap(2, "Third")
        #expect(observer.selectionsFromNote == 1)
        try noteIsFromScratch()
        #expect(app.tabContainer?.selectedIndex == 2)
        tap(0, "First")
        #expect(observer.selectionsFromNote == 2)
        try noteIsFromScratch()
        let first = try #require(context.routers.retrieve(FlowCoordinator.self)?.coordinator)
        let patches = observer.tailPatches
        context.beginTransition()
        first.route(to: \.detail, 1)
        context.endTransition()
        #expect(observer.tailPatches == patches + 1)
        try noteIsFromScratch()
        tap(2, "Third")
        #expect(observer.selectionsFromNote == 3)
        let expected = shown(context.state.window)
        context.beginTransition()
        context.selectTab(0, of: try #require(app.tabContainer).id)
        context.renderDeclarative()
        context.endTransition()
        #expect(shown(context.state.window) == expected)
        try noteIsFromScratch()
    }

    /// A note stands for the window's coordinator while that coordinator is the last root of the very records
    /// the note's tree was read from: another root made last is the window's coordinator instead, and once it
    /// is removed again the note is current again (the roots are compared by their last, not by their storage).
    @Test func aNoteIsCurrentWhileItsRootIsTheLastRoot() throws {
        let app = TabsApp()
        let context = app.context
        let note = try #require(context.state.styleNote as? LayoutNote)
        let root = try #require(context.windowCoordinator)
        let flow = try #require(context.routers.retrieve(FlowCoordinator.self)?.coordinator)
        let other = try #require(context.declarativeID(of: flow))
        #expect(note.isShown(in: context))
        context.beginTransition()
        context.makeRoot(other)
        #expect(context.windowCoordinator == other)
        #expect(!note.tree.isCurrent(in: context.state.coordinators))
        #expect(!note.isShown(in: context))
        context.removeRoot(other)
        #expect(context.windowCoordinator == root)
        #expect(note.tree.isCurrent(in: context.state.coordinators))
        #expect(note.isShown(in: context))
        context.renderDeclarative()
        #expect(context.effects.isEmpty)
        #expect(context.state.styleNote as? LayoutNote === note)
        context.endTransition()
    }

    /// A render whose note is current but whose window was changed behind the style's back (another tab
    /// selected, a stack popped, a presentation dismissed, each without telling the style) puts the window back:
    /// the note answers only while the window is the one its layout was applied to.
    @Test func aRenderPutsBackAWindowChangedBehindTheStylesBack() throws {
        for change in 0..<3 {
            let app = TabsApp()
            let context = app.context
            let first = try #require(context.routers.retrieve(FlowCoordinator.self)?.coordinator)
            context.beginTransition()
            first.route(to: \.detail, 1)
            first.route(to: \.sheet)
            context.endTransition()
            let expected = shown(context.state.window)
            let note = try #require(context.state.styleNote as? LayoutNote)
            #expect(note.isShown(in: context))
            context.beginTransition()
            switch change {
            case 0:
                context.selectTab(2, of: try #require(app.tabContainer).id)
            case 1:
                let stack = try #require(app.tabContainer?.tabs[0].stack)
                context.popStack(stack.id, toCount: 1)
            default:
                context.dismissPresentations(from: 0)
            }
            #expect(!note.isShown(in: context))
            context.renderDeclarative()
            context.endTransition()
            #expect(shown(context.state.window) == expected)
            #expect(!context.effects.isEmpty)
            #expect((context.state.styleNote as? LayoutNote)?.isShown(in: context) == true)
            // Rendered again, the window is shown as it is: nothing to do.
            context.beginTransition()
            context.renderDeclarative()
            #expect(context.effects.isEmpty)
            context.endTransition()
        }
    }

    /// Back and swipe-down find the first screen the window lost by listing the window's, then walking the layout's:
    /// the same origin as listing every screen of both, for every stack's top removed and every presentation
    /// dismissed, in every state of walks of generated apps.
    @Test func theFirstMissingScreenIsTheOneListsFind() throws {
        let app = try GeneratedApp.make(AppShape(
            style: .declarative, coordinators: 10, screensPerCoordinator: 3, actionsPerScreen: 3, sheetShare: 0.4,
            fullScreenShare: 0.2, tabShare: 0.3, crossLinks: 4, recursion: true))
        let context = NavigationContext(appName: app.name)
        context.beginTransition()
        let root = app.launch(context)
        context.endTransition()
        var steps = WalkSteps(state: 5)
        var compared = 0
        for _ in 0..<300 {
            let layout = WindowLayout.build(context)
            let window = context.state.window
            var changed: [Window] = [window]
            for (index, presentation) in window.presented.enumerated() {
                var dismissed = window
                dismissed.presented.removeSubrange(index...)
                changed.append(dismissed)
                if case .stack(var stack) = presentation.content, !stack.screens.isEmpty {
                    stack.screens.removeLast()
                    var popped = window
                    popped.presented[index].content = .stack(stack)
                    changed.append(popped)
                }
            }
            if case .tabs(var tabs)? = window.root {
                for tab in tabs.tabs.indices where !tabs.tabs[tab].stack.screens.isEmpty {
                    let kept = tabs.tabs[tab].stack.screens
                    tabs.tabs[tab].stack.screens.removeLast()
                    var popped = window
                    popped.root = .tabs(tabs)
                    changed.append(popped)
                    tabs.tabs[tab].stack.screens = kept
                }
            } else if case .stack(var stack)? = window.root, !stack.screens.isEmpty {
                stack.screens.removeLast()
                var popped = window
                popped.root = .stack(stack)
                changed.append(popped)
            }
            for changedWindow in changed {
                let desired = layout.screens
                let actual = changedWindow.screens
                var index = 0
                while index < desired.count, index < actual.count, actual[index].isSame(as: desired[index].screen) { index += 1 }
                let listed = index < desired.count ? desired[index].origin : nil
                context.state.window = changedWindow
                #expect(context.firstMissingOrigin(of: layout) == listed)
                compared += 1
            }
            context.state.window = window
            let actions = context.visibleActions().count + context.availableSystemActions().count
            guard actions > 0 else { break }
            take(steps.next(actions), in: context)
        }
        withExtendedLifetime(root) {}
        #expect(compared > 600)
    }
}
