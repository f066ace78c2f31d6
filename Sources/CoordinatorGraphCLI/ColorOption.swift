import ArgumentParser
import Reporting

extension ColorMode: ExpressibleByArgument {}

extension ColorMode {
    /// Whether to colour what goes to `console`'s standard output.
    func colors(_ console: Console) -> Bool {
        resolved(isTerminal: console.isTerminal(.output), environment: console.environment)
    }
}
