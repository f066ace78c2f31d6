import Exploration
import Foundation

/// Shows how a long exploration or source scan is going on standard error.
///
/// Quiet for work that ends within a moment. On a terminal it redraws one line; in a log (CI) it
/// writes a line every few seconds.
final class ProgressLine: @unchecked Sendable {
    private let label: String
    private let console: Console
    private let isTerminal: Bool
    private let lock = NSLock()
    private var lastShown: Double = 0
    private var shownAnything = false

    init(label: String, console: Console) {
        self.label = label
        self.console = console
        self.isTerminal = console.isTerminal(.errors)
    }

    func update(_ progress: ExplorationProgress) {
        show(elapsed: progress.elapsed) {
            "\(progress.statesExplored) states, \(progress.transitions) transitions, depth \(progress.depth)"
        }
    }

    /// Shows `status()` after the label, if the work has gone on for a second and the last line is old enough.
    func show(elapsed: Double, _ status: () -> String) {
        lock.withLock {
            guard elapsed >= 1 else { return }
            let interval = isTerminal ? 0.2 : 5
            guard elapsed - lastShown >= interval else { return }
            lastShown = elapsed
            shownAnything = true
            let line = "\(label): \(status()), \(String(format: "%.1f", elapsed)) s"
            write(isTerminal ? "\r\u{1B}[K" + line : line + "\n")
        }
    }

    /// Clears the redrawn line before the next output.
    func finish() {
        lock.withLock {
            if isTerminal && shownAnything { write("\r\u{1B}[K") }
        }
    }

    private func write(_ text: String) {
        console.write(text, to: .errors)
    }
}
