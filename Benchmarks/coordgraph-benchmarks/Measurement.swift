import Foundation

/// Process-wide readings: elapsed time and memory.
enum Measure {
    /// Seconds since `start`.
    static func seconds(since start: ContinuousClock.Instant) -> Double {
        let elapsed = start.duration(to: .now)
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    }

    /// The process's peak resident memory so far (`VmHWM`), in bytes.
    static var peakResidentBytes: Int { statusField("VmHWM") }

    /// The process's resident memory now (`VmRSS`), in bytes.
    static var residentBytes: Int { statusField("VmRSS") }

    /// A `kB` field of `/proc/self/status`, in bytes; zero where there is no such file.
    private static func statusField(_ name: String) -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
        for line in status.split(separator: "\n") where line.hasPrefix(name + ":") {
            let digits = line.dropFirst(name.count + 1).filter(\.isNumber)
            return (Int(digits) ?? 0) * 1024
        }
        return 0
    }
}

/// Runs this executable again with other arguments and returns what it printed, so that each
/// measurement starts from a fresh process and its peak memory is its own.
enum ChildProcess {
    static func run(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw ChildFailure(arguments: arguments, status: process.terminationStatus)
        }
        return String(decoding: data, as: UTF8.self)
    }
}

struct ChildFailure: Error, CustomStringConvertible {
    var arguments: [String]
    var status: Int32
    var description: String { "measuring \(arguments.joined(separator: " ")) failed with status \(status)" }
}
