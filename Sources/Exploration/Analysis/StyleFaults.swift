import NavigationGraph

/// Operations the real library would have rejected, one finding per coordinator type and fault kind, with
/// the path through the first transition that recorded it, located at the app's call that caused it (else
/// at the coordinator's declaration).
enum StyleFaults: Analysis {
    static func findings(in context: AnalysisContext) -> [Finding] {
        let record = context.record
        var findings: [Finding] = []
        var reported: Set<Finding.Subject> = []
        for fault in record.faults {
            let subject = Finding.Subject.fault(fault.fault.kind, coordinator: fault.fault.coordinatorType)
            guard reported.insert(subject).inserted else { continue }
            let transition = record.transitions[Int(fault.transition)]
            findings.append(Finding(
                kind: .styleFault, subject: subject,
                message: "\(fault.fault.message) (on “\(transition.action)” from \(context.screenName(of: transition.source))).",
                location: fault.fault.callSite.map(SourceReference.init)
                    ?? fault.fault.coordinatorType.flatMap { context.catalog.location(ofCoordinator: $0) },
                path: record.steps(through: fault.transition), state: Int(transition.target)))
        }
        return findings
    }
}
