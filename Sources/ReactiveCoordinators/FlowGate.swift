import OpenCombine

/// A publisher that passes `upstream` on while the runtime's current state holds the subscription (see
/// ``FlowRuntime``): a subscription released in the state receives nothing more, as a cancelled one would,
/// while its Combine objects stay as they were for the saved states that still hold it.
struct FlowGate<Upstream: Publisher>: Publisher {
    typealias Output = Upstream.Output
    typealias Failure = Upstream.Failure

    let upstream: Upstream
    /// The ownership each subscription makes; `nil` for a subject's gate.
    let edge: FlowLink.Edge?
    /// The serial number of the coordinator whose objects `upstream` is made of.
    let serial: Int
    let handle: RuntimeHandle

    /// Each subscriber gets a link of its own: a publisher subscribed to twice owns the flow twice.
    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        upstream.subscribe(Inner(downstream: subscriber, link: FlowLink(edge: edge, serial: serial), handle: handle))
    }

    private final class Inner<Downstream: Subscriber>: Subscriber, Subscription
    where Downstream.Input == Output, Downstream.Failure == Failure {
        let downstream: Downstream
        let link: FlowLink
        let handle: RuntimeHandle
        private var upstream: Subscription?

        init(downstream: Downstream, link: FlowLink, handle: RuntimeHandle) {
            self.downstream = downstream
            self.link = link
            self.handle = handle
        }

        /// The runtime, `nil` once it is gone (its context closed).
        private var runtime: FlowRuntime? { handle.runtime }

        func receive(subscription: Subscription) {
            upstream = subscription
            runtime?.linkStarted(link)
            downstream.receive(subscription: self)
        }

        func receive(_ input: Output) -> Subscribers.Demand {
            guard let runtime else { return downstream.receive(input) }
            guard runtime.isLive(link) else { return .none }
            return runtime.delivering { downstream.receive(input) }
        }

        func receive(completion: Subscribers.Completion<Failure>) {
            guard let runtime else { return downstream.receive(completion: completion) }
            let live = runtime.isLive(link)
            runtime.linkCompleted(link)
            upstream = nil
            if live { runtime.delivering { downstream.receive(completion: completion) } }
        }

        func request(_ demand: Subscribers.Demand) { upstream?.request(demand) }

        func cancel() {
            runtime?.linkCancelled(link)
            upstream?.cancel()
            upstream = nil
        }
    }
}

extension Publisher {
    /// This publisher behind a gate of `runtime`: a subscription makes `edge` of the ownership tree while
    /// it lives; its completion changes objects of the coordinator with serial number `serial`.
    func gated(edge: FlowLink.Edge?, serial: Int, in runtime: FlowRuntime) -> FlowGate<Self> {
        FlowGate(upstream: self, edge: edge, serial: serial, handle: runtime.handle)
    }
}
