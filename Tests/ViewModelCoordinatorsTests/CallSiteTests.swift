import NavigationModel
import Testing
import ViewModelCoordinators

/// A photo gallery whose locked album the app refuses to open: making its scene records a fault, as an
/// operation the real library rejects would. Where the fault points is the question (issue 16, point 5).
private enum GalleryPush: NavigationDestination {
    case album
    case lockedAlbum

    static let albumRoute = route("album", shows: "AlbumView")
    static let lockedRoute = route("lockedAlbum", shows: "LockedAlbumView")
    static var routes: [DeclaredRoute] { [albumRoute, lockedRoute] }

    func nextScene(in context: NavigationContext) -> DestinationScene {
        switch self {
        case .album:
            return .view(SceneView(Self.albumRoute))
        case .lockedAlbum:
            context.recordFault(StyleFault(kind: "albumLocked", message: "the locked album opened", coordinatorType: "Gallery"))
            return .view(SceneView(Self.lockedRoute))
        }
    }
}

private enum GallerySheet: NavigationDestination {
    case lockedViewer

    static let viewerRoute = route("lockedViewer", shows: "ViewerView")
    static var routes: [DeclaredRoute] { [viewerRoute] }

    func nextScene(in context: NavigationContext) -> DestinationScene {
        context.recordFault(StyleFault(kind: "albumLocked", message: "the locked viewer opened", coordinatorType: "Gallery"))
        return .view(SceneView(Self.viewerRoute))
    }
}

private final class GalleryViewModel: CoordinatorViewModel<GalleryPush, GallerySheet> {
    static let gallery = contentRoute("gallery", shows: "GalleryView")

    var content: SceneView {
        SceneView(Self.gallery) { [self] in [UserAction("locked album") { self.navigationItem = .lockedAlbum }] }
    }
}

@Suite struct CallSiteTests {
    private static let file = "ViewModelCoordinatorsTests/CallSiteTests.swift"

    private func launch() -> (NavigationContext, GalleryViewModel) {
        let context = NavigationContext(appName: "gallery")
        let gallery = GalleryViewModel(context: context)
        gallery.startAsRoot(content: gallery.content)
        context.endTransition()
        context.beginTransition()
        return (context, gallery)
    }

    @Test func aFaultWhilePushingPointsAtTheAppsCall() throws {
        let (context, gallery) = launch()
        let line = #line + 1
        gallery.setNavigationItem(.lockedAlbum)
        #expect(try #require(context.faults.first).callSite == SourceLocation(fileID: Self.file, line: line))
        #expect(context.state.window.visibleScreen?.typeName == "LockedAlbumView")
    }

    @Test func aFaultWhilePresentingPointsAtTheAppsCall() throws {
        let (context, gallery) = launch()
        let line = #line + 1
        gallery.setSheetItem(.lockedViewer)
        #expect(try #require(context.faults.first).callSite == SourceLocation(fileID: Self.file, line: line))
        #expect(context.state.window.presented.last?.presenter == gallery.id)
    }

    @Test func anAssignmentCannotSayWhereItWasMade() throws {
        // A property setter has no caller's line: the finding falls back to the coordinator's declaration.
        let (context, gallery) = launch()
        #expect(context.tap("locked album"))
        #expect(try #require(context.faults.first).callSite == nil)
        #expect(gallery.navigationItem == .lockedAlbum)
    }

    @Test func theMethodFormsNavigateAsTheSlotsDo() {
        let (context, gallery) = launch()
        gallery.setNavigationItem(.album)
        #expect(context.state.window.visibleScreen?.typeName == "AlbumView")
        #expect(gallery.navigationItem == .album)
        gallery.setNavigationItem(nil)
        #expect(context.state.window.visibleScreen?.typeName == "GalleryView")
        gallery.setSheetItem(.lockedViewer)
        #expect(context.state.window.presented.last?.presenter == gallery.id)
        gallery.setSheetItem(nil)
        #expect(context.state.window.presented.isEmpty)
        #expect(gallery.slots == NavigationSlots())
    }
}

/// An app declared as data, as `coordgraph scan` builds it: its faults point at the scanned sources'
/// lines that take the steps, never at the runtime's own files.
@Suite struct BlueprintCallSiteTests {
    private static let declared = SourceLocation(fileID: "Shop/ShopCoordinator.swift", line: 3)
    private static let assignment = SourceLocation(fileID: "Shop/CartView.swift", line: 42)

    private func launch(stepAt location: NavigationModel.SourceLocation?) -> NavigationContext {
        let cart = SceneBlueprint(route: "cart", screen: "CartView", location: Self.declared, actions: [
            ViewModelActionBlueprint(name: "checkout", steps: [
                SlotStep(on: "Shop", .set(slot: "push", value: "checkout"), location: location),
            ]),
            ViewModelActionBlueprint(name: "orphan", steps: [
                SlotStep(on: "Elsewhere", .set(slot: "push", value: "checkout"), location: location),
            ]),
        ])
        let shop = CoordinatorViewModelBlueprint(
            name: "Shop", location: Self.declared, content: cart,
            navigationSlot: SlotBlueprint(name: "push", transition: .push, destinations: [
                DestinationBlueprint(name: "checkout", shows: .coordinator("Checkout"), location: Self.declared),
            ]))
        let context = NavigationContext(appName: "shop")
        _ = ViewModelBlueprint(coordinators: [shop], entry: "Shop").launch(in: context)
        context.endTransition()
        return context
    }

    @Test func aFaultInsideASlotPointsAtTheStepsPlaceInTheSources() throws {
        let context = launch(stepAt: Self.assignment)
        #expect(context.tap("checkout"))  // shows a coordinator the app does not declare
        let fault = try #require(context.faults.first)
        #expect(fault.kind == ViewModelFault.unknownSlot)
        #expect(fault.callSite == Self.assignment)
    }

    @Test func aMissingTargetPointsAtTheStepsPlaceInTheSources() throws {
        let context = launch(stepAt: Self.assignment)
        #expect(context.tap("orphan"))
        let fault = try #require(context.faults.first)
        #expect(fault.kind == ViewModelFault.targetMissing)
        #expect(fault.callSite == Self.assignment)
    }

    @Test func aStepWithoutAPlaceLeavesTheFaultAtTheDeclaration() throws {
        // No call site: the finding takes the coordinator's declaration; the runtime's own files never count.
        let context = launch(stepAt: nil)
        #expect(context.tap("checkout"))
        #expect(try #require(context.faults.first).callSite == nil)
    }
}
