/// A small deterministic generator for the tests' random walks (a linear congruential sequence), so that a
/// failure repeats.
struct WalkSteps {
    var state: UInt64

    /// The next choice among `bound` (at least one).
    mutating func next(_ bound: Int) -> Int {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return Int((state >> 33) % UInt64(bound))
    }
}
