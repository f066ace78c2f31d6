import NavigationGraph

/// Operations the real library would have rejected, one finding per coordinator type and fault kind, with
/// the path through the first transition that recorded it.
enum StyleFaults {
    static func findings(_ input: AnalysisInput) -> [Finding] {
        let record = input.record
        var findings: [Finding] = []
        var reported: Set<String> = []
        for fault in record.faults {
            let subject = fault.fault.coordinatorType.map { "\($0).\(fault.fault.kind)" } ?? fault.fault.kind
            guard reported.insert(subject).inserted else { continue }
            let transition = record.transitions[Int(fault.transition)]
            findings.append(Finding(
                kind: .styleFault, severity: .error, subject: subject,
                message: "\(fault.fault.message) (on “\(transition.action)” from \(input.screenName(of: transition.source))).",
                location: fault.fault.coordinatorType.flatMap { input.catalog.location(ofCoordinator: $0) },
                path: record.steps(through: fault.transition), state: Int(transition.target)))
        }
        return findings
    }
}
