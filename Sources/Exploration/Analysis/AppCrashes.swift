import NavigationGraph

/// One error finding per action that crashes the app: where it was taken (the screen and the action), the
/// path through it, and what the app printed.
enum AppCrashes {
    static func findings(_ input: AnalysisInput, crashes: [AppCrash]) -> [Finding] {
        let record = input.record
        return record.crashHits.map { hit in
            let transition = record.transitions[Int(hit.transition)]
            let screen = input.screenName(of: transition.source)
            return Finding(
                kind: .appCrash, severity: .error, subject: "\(screen).\(transition.action)",
                message: "“\(transition.action)” on \(screen) crashes the app: \(crashes[Int(hit.crash)].message) "
                    + "The explorer treats it as leading nowhere and explored everything else.",
                location: input.location(ofScreenIn: transition.source), path: record.steps(through: hit.transition),
                state: Int(transition.source))
        }.firstPerIdentifier()
    }
}
