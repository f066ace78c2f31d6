@testable import DeclarativeCoordinators
import NavigationModel
import Testing

/// The layout replays what it placed before (a placement's net effect, a tab bar with another tab
/// selected); the window it gives must be the one a layout without any memo gives for the same state,
/// after every step and across restores.
@Suite struct LayoutMemoTests {
    /// The window a layout builds for `state` from nothing (a context without the style's memos).
    private func unmemoized(_ state: NavigationState) -> String {
        let bare = NavigationContext(appName: "bare")
        bare.state = state
        return describe(WindowLayout.build(bare))
    }

    private func describe(_ layout: WindowLayout) -> String {
        let containers = (layout.root.map { [$0] } ?? []).map(describe)
            + layout.presentations.map { "\($0.kind) by \($0.presenter): " + ($0.content.map(describe) ?? "-") }
        return containers.joined(separator: "\n")
    }

    private func describe(_ container: LayoutContainer) -> String {
        switch container {
        case .stack(let stack): describe(stack.screens.map(\.screen))
        case .tabs(let tabs): "tabs \(tabs.selected): " + tabs.stacks.map { describe($0?.screens.map(\.screen) ?? []) }.joined(separator: " | ")
        }
    }

    private func describe(_ screens: [Screen]) -> String {
        screens.map { "\($0.owner.map { "\($0)" } ?? "-")/\($0.description)" }.joined(separator: ",")
    }

    /// The window of `state` in the same terms.
    private func shown(_ state: NavigationState) -> String {
        func describe(_ container: Container) -> String {
            switch container {
            case .stack(let stack): self.describe(stack.screens)
            case .tabs(let tabs):
                "tabs \(tabs.selectedIndex.map { "\($0)" } ?? "-"): " + tabs.tabs.map { self.describe($0.stack.screens) }.joined(separator: " | ")
            }
        }
        let containers = (state.window.root.map { [$0] } ?? []).map(describe)
            + state.window.presented.map { "\($0.kind) by \($0.presenter.map { "\($0)" } ?? "-"): " + describe($0.content) }
        return containers.joined(separator: "\n")
    }

    /// Pushes, a sheet from the first tab swiped away, selections and repeated taps, pushes in the third tab,
    /// a tap whose handler changes the model.
    private var steps: [(TabsApp) -> Void] {
        [
        { $0.tabs.focusFirst(\.first).child.route(to: \.detail, 1) },
        { $0.tabs.focusFirst(\.first).child.route(to: \.sheet) },
        { $0.context.perform(.swipeDown) },
        { $0.context.perform(.selectTab(index: 2, title: "Third")) },
        { $0.tabs.focusFirst(\.third).route(to: \.detail, 2).route(to: \.child) },
        { $0.context.perform(.selectTab(index: 0, title: "First")) },
        { $0.context.perform(.reselectTab(index: 0, title: "First")) },
        { $0.context.perform(.selectTab(index: 2, title: "Third")) },
        { $0.context.perform(.back) },
        { $0.context.perform(.selectTab(index: 1, title: "Second")) },
        { $0.context.perform(.selectTab(index: 0, title: "First")) },
        { $0.context.perform(.selectTab(index: 2, title: "Third")) },
        ]
    }

    private func act(_ app: TabsApp, _ step: (TabsApp) -> Void) {
        app.context.beginTransition()
        step(app)
        app.context.endTransition()
    }

    @Test func everyStepShowsTheLayoutBuiltWithoutMemos() {
        let app = TabsApp()
        var saved: [NavigationState] = [app.context.state]
        for step in steps {
            act(app, step)
            #expect(shown(app.context.state) == unmemoized(app.context.state))
            saved.append(app.context.state)
        }
        // Restore every state and take each step from it again: the memos now hold other states' placements.
        for (index, step) in steps.enumerated() {
            for other in [2, 5, index] where other < saved.count {
                app.context.state = saved[other]
                act(app, steps[other == 0 ? 0 : other - 1])
            }
            app.context.state = saved[index]
            act(app, step)
            #expect(shown(app.context.state) == unmemoized(app.context.state))
            #expect(app.context.state.key == saved[index + 1].key)
        }
    }

    /// The memos are made by the first layout that places anything with them: an app instance whose layouts are
    /// all patched or read from its states' notes (a push, a tab selected), as most fresh launches of the checks,
    /// makes none; a tab handler changing the model has the window placed again, with them.
    @Test func theMemosAreMadeByTheFirstLayoutThatUsesThem() throws {
        let app = TabsApp()
        let observer = try #require(app.context.observer(of: DeclarativeObserver.self))
        act(app) { $0.tabs.focusFirst(\.first).child.route(to: \.detail, 1) }
        act(app) { $0.context.perform(.selectTab(index: 2, title: "Third")) }
        #expect(!observer.hasMemos)
        act(app) { $0.context.perform(.selectTab(index: 1, title: "Second")) }
        #expect(app.taps == ["first"])
        #expect(observer.hasMemos)
        #expect(shown(app.context.state) == unmemoized(app.context.state))
    }

    /// A state carries the layout it was rendered from (``LayoutNote``); a note that is not the state's own
    /// (another state's, with other coordinators, another tab selected or another model) is not trusted.
    @Test func aStateWithAnotherStatesNoteGetsTheUnmemoizedLayout() {
        let app = TabsApp()
        var saved: [NavigationState] = [app.context.state]
        for step in steps {
            act(app, step)
            #expect(app.context.state.styleNote is LayoutNote)
            saved.append(app.context.state)
        }
        for (index, state) in saved.enumerated() {
            for other in saved.indices where other != index {
                var mixed = state
                mixed.styleNote = saved[other].styleNote
                app.context.state = mixed
                #expect(describe(WindowLayout.build(app.context)) == unmemoized(state))
                if index < steps.count {
                    act(app, steps[index])
                    #expect(shown(app.context.state) == unmemoized(app.context.state))
                    #expect(app.context.state.key == saved[index + 1].key)
                }
            }
        }
        var changedModel = saved[3]
        changedModel.model = AnyHashable("another model")
        app.context.state = changedModel
        #expect(describe(WindowLayout.build(app.context)) == unmemoized(changedModel))
    }

    /// A note was placed with a state's model when that is a copy of the note's (the same bits, compared without
    /// copying either: even a value `==` does not find equal to itself) or an equal value; not with another
    /// value, nor with none when it had one, nor the other way round. Asked with a state's model read where the
    /// state holds it (``LayoutNote/wasPlaced(withModelOf:)``), it answers the same (a value unequal to itself is found
    /// the same by its bits alone, which a copy stored in a state was seen not to keep in a debug build).
    @Test func aNoteWasPlacedWithCopiesAndEqualValuesOfItsModel() {
        func note(_ model: AnyHashable?) -> LayoutNote {
            LayoutNote(tree: LayoutNote.Tree(root: CoordinatorID(1), in: CoordinatorTree()), model: model, layout: WindowLayout())
        }
        let context = NavigationContext(appName: "Models")
        func wasPlaced(_ note: LayoutNote, with model: AnyHashable?) -> Bool {
            context.state.model = model
            let inState = note.wasPlaced(withModelOf: context)
            #expect(inState == note.wasPlaced(with: model))
            return inState
        }
        // Longer than a string kept in place: two made apart are two objects with equal contents.
        let text = String(repeating: "model ", count: 8)
        let model = AnyHashable(text)
        #expect(wasPlaced(note(nil), with: nil))
        #expect(wasPlaced(note(model), with: model))
        #expect(wasPlaced(note(model), with: AnyHashable(Array(repeating: "model ", count: 8).joined())))
        #expect(!wasPlaced(note(model), with: AnyHashable("another model")))
        #expect(!wasPlaced(note(model), with: nil))
        #expect(!wasPlaced(note(nil), with: model))
        let notANumber = AnyHashable(Double.nan)
        #expect(note(notANumber).wasPlaced(with: notANumber))
    }

    /// Another style's runtime may keep its own note with the state: the declarative layout neither replaces
    /// it nor reads it as a layout.
    @Test func anotherStylesNoteIsLeftInPlace() {
        final class ForeignNote {}
        let app = TabsApp()
        let foreign = ForeignNote()
        app.context.state.styleNote = foreign
        for step in steps {
            act(app, step)
            #expect(app.context.state.styleNote === foreign)
            #expect(shown(app.context.state) == unmemoized(app.context.state))
        }
    }

    /// Sheets opened from the first and the third tab: a change in one tab's content is placed again alone
    /// (``WindowLayout/tabRanges``) and keeps the other tabs' presentations and their order.
    @Test func aChangeInOneTabKeepsTheOtherTabsPresentationsInOrder() {
        let app = TabsApp()
        let third = app.tabs.focusFirst(\.third)
        let first = app.tabs.focusFirst(\.first).child
        let steps: [() -> Void] = [
            { first.route(to: \.sheet) },
            { third.route(to: \.detail, 4) },
            { third.route(to: \.sheet) },
            { first.route(to: \.detail, 3) },
            { third.route(to: \.detail, 5) },
            { first.popLast() },
            { first.popLast() },
            { third.popToRoot() },
            { first.route(to: \.child) },
        ]
        for step in steps {
            act(app) { _ in step() }
            #expect(shown(app.context.state) == unmemoized(app.context.state))
            #expect((app.context.state.styleNote as? LayoutNote)?.layout.tabRanges?.count == 3)
        }
    }

    @Test func selectingAnotherTabFromCodeUnderASheetShowsTheUnmemoizedLayout() {
        let app = TabsApp()
        act(app) { $0.tabs.focusFirst(\.first).child.route(to: \.sheet) }
        act(app) { $0.tabs.activeTab = 2 }
        #expect(app.tabContainer?.selectedIndex == 2)
        #expect(shown(app.context.state) == unmemoized(app.context.state))
    }
}
