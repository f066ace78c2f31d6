import NavigationModel
import OpenCombine
import ReactiveCoordinators
import Testing

/// A style fault points at the app's call that caused it (the caller's `#fileID` and `#line` captured by
/// the runtime's public operations), not at the coordinator's declaration.
@Suite struct CallSiteTests {
    private static let fileID = "ReactiveCoordinatorsTests/CallSiteTests.swift"

    @Test func coordinatingToAFlowWithoutStartPointsAtTheCall() throws {
        let context = NavigationContext(appName: "call-sites")
        let parent = CallingFlow(context: context)
        let line = #line + 1
        let flow = parent.coordinate(to: UnstartedFlow(context: context))
        let fault = try #require(context.faults.first)
        #expect(fault.kind == ReactiveFault.startNotOverridden)
        #expect(fault.callSite == SourceLocation(fileID: Self.fileID, line: line))
        _ = flow
    }

    @Test func launchingAFlowWithoutStartPointsAtTheLaunch() throws {
        let context = NavigationContext(appName: "call-sites")
        let line = #line + 1
        UnstartedFlow(context: context).launch()
        let fault = try #require(context.faults.first)
        #expect(fault.callSite == SourceLocation(fileID: Self.fileID, line: line))
    }

    @Test func aFaultInsideAnAppFlowPointsAtTheAppsCallNotTheOperationsWithin() throws {
        let context = NavigationContext(appName: "call-sites")
        let parent = CallingFlow(context: context)
        // The fault happens in `coordinate(to:)` called by `openUnstarted()`, from the app's own file.
        parent.openUnstarted()
        let fault = try #require(context.faults.first)
        #expect(fault.callSite == SourceLocation(fileID: Self.fileID, line: CallingFlow.openLine))
    }
}

/// A flow that coordinates to others from its own code.
private final class CallingFlow: Coordinator<Void> {
    static let openLine = #line + 2
    func openUnstarted() {
        coordinate(to: UnstartedFlow(context: context)).sink { _ in }.store(in: self)
    }

    override func start() -> AnyPublisher<Void, Never> { Empty().eraseToAnyPublisher() }
}

/// A flow that forgot to override `start()`: the library's base implementation traps.
private final class UnstartedFlow: Coordinator<Void> {}
