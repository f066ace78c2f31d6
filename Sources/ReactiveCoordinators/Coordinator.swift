import NavigationGraph
import NavigationModel
import OpenCombine

/// What every reactive coordinator is, whatever its result type.
public protocol FlowCoordinator: AnyObject {
    /// The launched app this coordinator navigates in.
    var context: NavigationContext { get }
    /// The coordinator's record in the ownership tree.
    var id: CoordinatorID { get }
}

/// A coordinator whose flow ends with a `Result`, published by ``start()``.
///
/// As in the Combine coordinator library, a parent does not keep its children: ``coordinate(to:)`` just
/// starts the child and hands back its publisher. What keeps a flow alive is a subscription to that
/// publisher, so the runtime records a *live subscription* as ownership: while someone is subscribed to
/// the publisher that `coordinate(to:)` returned, the child is a child of the coordinator that called it.
/// A subscription that outlives the child's screens (a sheet swiped away before it produced a result) is
/// therefore a leaked coordinator in ``NavigationState/leakedCoordinators(exempt:)``.
///
/// Subclasses keep no mutable state of their own: `let` properties only.
open class Coordinator<Result>: FlowCoordinator {
    public unowned let context: NavigationContext
    public let id: CoordinatorID
    /// Its place in the order coordinators were made in this context, across launches (see ``FlowRuntime``).
    let serial: Int

    /// Registers the coordinator in `context`; it lives as long as its screens or a live subscription do.
    public init(context: NavigationContext) {
        self.context = context
        let runtime = FlowRuntime.installed(in: context)
        id = context.makeCoordinatorID()
        serial = runtime.makeSerial()
        let named = coordinatorNames.value(of: Self.self) {
            let name = TypeNames.name(of: Self.self)
            return (name, Fingerprint.of(name))
        }
        register(typeName: named.name, fingerprint: named.fingerprint)
    }

    /// Registers the coordinator under `typeName`, the name reports give it: a coordinator declared as data
    /// (``ReactiveBlueprint``) is named after the type the sources declare.
    public init(context: NavigationContext, typeName: String) {
        self.context = context
        id = context.makeCoordinatorID()
        serial = FlowRuntime.installed(in: context).makeSerial()
        register(typeName: typeName, fingerprint: Fingerprint.of(typeName))
    }

    /// Stores the coordinator's record, which keeps the object alive while anything holds the coordinator
    /// (its screens, a flow). The record is stored once, with the object: its identifier is taken first.
    private func register(typeName: String, fingerprint: UInt64) {
        context.state.coordinators[id] = CoordinatorRecord(id: id, typeName: typeName, typeFingerprint: fingerprint, object: self)
    }

    /// Shows the coordinator's first screen and returns the publisher of its result.
    ///
    /// Subclasses override it. The library's base implementation traps; here it records a
    /// `startNotOverridden` fault and returns a flow that finishes at once without a result.
    open func start() -> AnyPublisher<Result, Never> {
        context.recordFault(StyleFault(
            kind: ReactiveFault.startNotOverridden, message: "\(typeName) does not override start()", coordinatorType: typeName))
        return Empty().eraseToAnyPublisher()
    }

    /// Starts `coordinator` and returns its result publisher. The child is not retained by `self`; while
    /// the returned publisher has a subscriber, the child's flow is owned by `self` in the ownership tree.
    /// Faults the child's `start()` causes point at the caller's `fileID` and `line`.
    public func coordinate<ChildResult>(
        to coordinator: Coordinator<ChildResult>, fileID: String = #fileID, line: Int = #line
    ) -> AnyPublisher<ChildResult, Never> {
        context.callingFrom(fileID, line) {
            let runtime = FlowRuntime.installed(in: context)
            let edge = FlowLink.Edge(child: coordinator.id, owner: id)
            return coordinator.start().gated(edge: edge, serial: coordinator.serial, in: runtime).eraseToAnyPublisher()
        }
    }

    /// Starts this coordinator as the app's main coordinator, as a scene delegate does: it becomes a root
    /// of the ownership tree and its flow stays subscribed for the app's lifetime. Faults its `start()`
    /// causes point at the caller's `fileID` and `line`.
    public func launch(fileID: String = #fileID, line: Int = #line) {
        context.callingFrom(fileID, line) {
            let runtime = FlowRuntime.installed(in: context)
            runtime.adoptAsAppRoot(id)
            runtime.holdForApp(start().sink { _ in })
        }
    }

    /// A screen owned by this coordinator, named after `route` (its screen type and route name).
    public func makeScreen(
        _ route: DeclaredRoute, inputs: [ScreenInput] = [], actions: @escaping () -> [UserAction] = { [] }
    ) -> Screen {
        context.makeScreen(route.screenType ?? route.name, route: route.name, inputs: inputs, owner: id, actions: actions)
    }

    /// The name the coordinator was registered under.
    public var typeName: String { context.record(id)?.typeName ?? String(describing: type(of: self)) }
}

/// Each coordinator type's name and its fingerprint, worked out once per type rather than for every
/// coordinator made (a generic class has no stored static properties).
private let coordinatorNames = TypeMemo<(name: String, fingerprint: UInt64)>()

extension AnyCancellable {
    /// Keeps the subscription alive as long as `coordinator` has screens in the window, as a view
    /// controller's `cancellables` set does; when its last screen leaves, the subscription ends (it
    /// receives nothing more, and the flows it kept are no longer owned).
    public func store(in coordinator: some FlowCoordinator) {
        FlowRuntime.installed(in: coordinator.context).hold(self, for: coordinator.id)
    }
}

/// The kinds of ``NavigationModel/StyleFault`` the Reactive style records.
public enum ReactiveFault {
    /// `start()` not overridden (the base class's `fatalError`).
    public static let startNotOverridden: FaultKind = "startNotOverridden"
}
