import AppGenerator
import Foundation

/// `swift run -c release coordgraph-benchmarks`: see ``BenchmarkOptions/usage``.
let arguments = CommandLine.arguments.dropFirst()
do {
    switch arguments.first {
    case "measure-exploration":
        let parts = Array(arguments.dropFirst())
        guard parts.count == 3, let style = GeneratedStyle(rawValue: parts[0]), let states = Int(parts[1]) else {
            throw UsageError("measure-exploration STYLE STATES WORKERS|auto")
        }
        let measurement = try ExplorationBenchmark.measure(style: style, states: states, workers: Int(parts[2]))
        print(String(decoding: try JSONEncoder().encode(measurement), as: UTF8.self))
    case "measure-render":
        guard arguments.count == 2, let screens = Int(arguments[arguments.startIndex + 1]) else {
            throw UsageError("measure-render SCREENS")
        }
        let measurement = try await RenderBenchmark.measure(screens: screens)
        print(String(decoding: try JSONEncoder().encode(measurement), as: UTF8.self))
    case "measure-tabs":
        let parts = Array(arguments.dropFirst())
        guard (2...3).contains(parts.count), let screens = Int(parts[0]), let tabs = Int(parts[1]),
              parts.count == 2 || parts[2] == "sign-in" else {
            throw UsageError("measure-tabs SCREENS TABS [sign-in]")
        }
        let measurement = try TabBenchmark.measure(screens: screens, tabs: tabs, signIn: parts.count == 3)
        print(String(decoding: try JSONEncoder().encode(measurement), as: UTF8.self))
    case "tabs":
        var targets = Targets()
        targets.tabs(try TabBenchmark.printRows(screens: BenchmarkOptions().tabScreens))
        targets.print()
    case "scan":
        var targets = Targets()
        try BenchmarkRun(options: BenchmarkOptions()).scanRows(&targets)
        targets.print()
    case "measure-scan-share":
        guard arguments.count == 2 else { throw UsageError("measure-scan-share FOLDER") }
        let share = try await ScanBenchmark.importShare(of: URL(fileURLWithPath: arguments[arguments.startIndex + 1]))
        print(String(decoding: try JSONEncoder().encode(share), as: UTF8.self))
    case "digests":
        try GraphDigests.print(writingTo: arguments.dropFirst().first)
    default:
        let options = try BenchmarkOptions.parse(arguments)
        try BenchmarkRun(options: options).run()
    }
} catch let error as UsageError {
    if let message = error.message { FileHandle.standardError.write(Data("error: \(message)\n".utf8)) }
    FileHandle.standardError.write(Data((BenchmarkOptions.usage + "\n").utf8))
    exit(error.message == nil ? 0 : 64)
} catch {
    FileHandle.standardError.write(Data("error: \(error)\n".utf8))
    exit(1)
}
