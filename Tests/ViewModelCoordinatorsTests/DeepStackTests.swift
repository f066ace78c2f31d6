import NavigationModel
import Testing
import ViewModelCoordinators

/// A scene that pushes another scene like itself.
enum ChainPush: NavigationDestination {
    case next

    static let nextRoute = route("next", starts: ChainViewModel.self)
    static var routes: [DeclaredRoute] { [nextRoute] }

    func nextScene(in context: NavigationContext) -> DestinationScene {
        .coordinator(ChainViewModel(context: context), content: SceneView(ChainViewModel.link))
    }
}

final class ChainViewModel: CoordinatorViewModel<ChainPush, NoDestination> {
    static let link = contentRoute("link", shows: "LinkView")
}

/// Stacks deeper than the synchronizer's window index searches in order (it hashes beyond that): slots
/// and children follow the window the same way at every depth.
@Suite struct DeepStackTests {
    /// A stack of `depth` chained scenes, each pushed by the one below it.
    private func chain(depth: Int) -> (NavigationContext, [ChainViewModel]) {
        let context = NavigationContext(appName: "deep-stack-test")
        var scenes = [ChainViewModel(context: context)]
        scenes[0].startAsRoot(content: SceneView(ChainViewModel.link))
        while scenes.count < depth {
            scenes.last!.navigationItem = .next
            let child = context.record(scenes.last!.id)?.children.last.flatMap { context.record($0)?.object as? ChainViewModel }
            scenes.append(child!)
        }
        context.endTransition()
        return (context, scenes)
    }

    @Test(arguments: [5, 40]) func emptyingASlotDeepInTheStackReleasesWhatItPushed(depth: Int) {
        let (context, scenes) = chain(depth: depth)
        #expect(context.state.window.root?.visibleStack?.screens.count == depth)
        let middle = depth / 2
        context.beginTransition()
        scenes[middle].navigationItem = nil
        context.endTransition()
        #expect(context.state.window.root?.visibleStack?.screens.count == middle + 1)
        #expect(scenes[..<middle].allSatisfy { $0.navigationItem == .next })
        #expect(scenes[middle].navigationItem == nil)
        #expect(context.record(scenes[middle].id)?.children.isEmpty == true)
        #expect(context.state.coordinators.count == middle + 1)
        #expect(context.state.leakedCoordinators().isEmpty)

        context.beginTransition()
        context.perform(.back)
        context.endTransition()
        #expect(scenes[middle - 1].navigationItem == nil)
        #expect(scenes[..<(middle - 1)].allSatisfy { $0.navigationItem == .next })
        #expect(context.state.coordinators.count == middle)
    }
}
