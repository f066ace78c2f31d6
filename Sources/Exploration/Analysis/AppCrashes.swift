import NavigationGraph

/// One error finding per action that crashes the app: where it was taken (the screen and the action), the
/// path through it, and what the app printed.
enum AppCrashes: Analysis {
    static func findings(in context: AnalysisContext) -> [Finding] {
        let record = context.record
        let crashes = context.crashes
        return record.crashHits.map { hit in
            let transition = record.transitions[Int(hit.transition)]
            let screen = context.screenName(of: transition.source)
            return Finding(
                kind: .appCrash, subject: .action(transition.action, screen: screen),
                message: "“\(transition.action)” on \(screen) crashes the app: \(crashes[Int(hit.crash)].message) "
                    + "The explorer treats it as leading nowhere and explored everything else.",
                location: context.location(ofScreenIn: transition.source), path: record.steps(through: hit.transition),
                state: Int(transition.source))
        }.firstPerIdentifier()
    }
}
