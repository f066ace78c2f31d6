import CombineExample
import SharedTestSupport

extension AppRun {
    /// A fresh launch of the Combine example driven through `steps`.
    init(_ steps: [Step] = []) { self.init(CombineExample.app, steps) }
}

/// The twenty-one rows of the Items list.
let itemRows = [
    "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
    "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty",
]
