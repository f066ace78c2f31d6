import Foundation
import NavigationGraph
import NavigationModel

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs an exploration in a forked child, so that a crash in the app's code cannot end the tool.
///
/// The child runs the whole search and the analyses, streams its progress and then the graph (as JSON) on
/// a pipe, with its standard error in a file. When the app crashes, the child's crash handler has written
/// which action was being taken in which state (``CrashSites``); the parent adds it to the known crashes
/// and runs the exploration again in a new child that skips it (it leads nowhere). So an app with no crash
/// costs one fork and one JSON round trip, and each distinct crash one more exploration. A crash outside the
/// search's actions is one in the fresh-launch checks' replays (or at launch): the exploration runs again
/// without them, and first, when they ran on several threads, on one, so that the crash reported is the
/// first in replay order, as with one worker. The graph then
/// carries one "App crash" finding per crashing action, with its path and the app's message.
struct IsolatedExploration {
    let explorer: Explorer

    /// More crashes than this and the exploration stops looking for further ones.
    static let maxCrashes = 100
    /// Children that stalled before the exploration runs in this process after all.
    static let maxStalls = 3

    func run(progress: (@Sendable (ExplorationProgress) -> Void)?) -> NavigationGraph {
        var options = explorer.options
        options.workers = min(options.workers, CrashSites.maxSlots)
        let workers = options.workers
        guard let sites = CrashSites() else { return explorer.graph(options: options, gate: nil, progress: progress) }
        var crashes: [AppCrash] = []
        var checkCrash: String?
        var stalls = 0
        while true {
            sites.reset()
            let gate = ActionGate(crashes: crashes, sites: sites)
            let run = ChildRun.start(progress: progress) { childProgress in
                sites.installCrashHandler()
                return explorer.graph(options: options, gate: gate, progress: childProgress)
            }
            switch run {
            case .unavailable:
                return explorer.graph(options: options, gate: nil, progress: progress)
            case .stalled:
                // Forked while another thread of this process held a runtime lock: try a new child.
                stalls += 1
                if stalls > Self.maxStalls { return explorer.graph(options: options, gate: nil, progress: progress) }
            case .finished(var graph):
                if let checkCrash { graph.findings = (graph.findings + [Self.checkCrashFinding(checkCrash)]).sorted { $0.identifier < $1.identifier } }
                return graph
            case .crashed(let message):
                if let site = sites.crashedSite, crashes.count < Self.maxCrashes,
                   !crashes.contains(where: { $0.state == site.state && $0.action == site.action }) {
                    crashes.append(AppCrash(state: site.state, action: site.action, message: message))
                } else if sites.crashedSite == nil, options.replayCheckBudget > 0, checkCrash == nil {
                    // Not in the search's actions: in the replay check, which takes actions of its own. Its
                    // replays ran on several threads, so this crash may not be the first in replay order:
                    // run once on one thread to report the one a single thread meets.
                    if options.workers > 1 {
                        options.workers = 1
                        continue
                    }
                    checkCrash = message
                    options.replayCheckBudget = 0
                    options.workers = workers
                } else {
                    return Self.launchCrashGraph(app: explorer.app, options: options, message: message)
                }
            }
        }
    }

    private static func checkCrashFinding(_ message: String) -> Finding {
        Finding(
            kind: .appCrash, subject: .stage("replay check"),
            message: "The app crashed while the replay check replayed a path from a fresh launch: \(message) "
                + "The replay check was turned off for this app; the rest of the exploration is complete.",
            location: nil, path: [], state: nil)
    }

    /// The graph of an app that crashes before the search takes its first action: no states, one finding.
    private static func launchCrashGraph(app: ExplorableApp, options: ExplorationOptions, message: String) -> NavigationGraph {
        let finding = Finding(
            kind: .appCrash, subject: .stage("launch"),
            message: "The app crashed at launch, before any action could be explored: \(message)",
            location: nil, path: [], state: nil)
        return NavigationGraph(
            app: AppSummary(name: app.name, style: app.style, summary: app.summary),
            screens: [], coordinators: [], states: [], transitions: [], coordinatorLinks: [], findings: [finding],
            exploration: ExplorationSummary(
                bounds: .init(
                    maxDepth: options.maxDepth, maxStates: options.maxStates, timeLimit: options.timeLimit,
                    growthLimit: options.growthLimit),
                cuts: [],
                statistics: .init(
                    states: 0, transitions: 0, screensReached: 0, screensDeclared: app.catalog.coordinators.reduce(0) { $0 + $1.routes.count },
                    maxStackDepth: 0, maxModalDepth: 0, perCoordinator: [])))
    }
}

/// One forked child computing a graph: the progress and the graph come back on a pipe, the child's
/// standard error goes to an unlinked temporary file the parent reads when the child crashed.
enum ChildRun {
    enum Result {
        case finished(NavigationGraph)
        /// The child died before sending its graph; the app's last message on standard error.
        case crashed(message: String)
        /// No child could be started (no pipe, no fork).
        case unavailable
        /// The child used no processor time for ``stallLimit`` seconds: it was forked while another
        /// thread held a lock it then needed, and waits forever. It was stopped.
        case stalled
    }

    /// Seconds without processor time after which a child counts as stalled.
    static let stallLimit = 3

    private enum Tag: UInt8 { case progress = 0, graph = 1 }

    static func start(
        progress: (@Sendable (ExplorationProgress) -> Void)?,
        body: (_ progress: (@Sendable (ExplorationProgress) -> Void)?) -> NavigationGraph
    ) -> Result {
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { return .unavailable }
        var template = Array("\(NSTemporaryDirectory())/coordgraph-child-XXXXXX".utf8CString)
        let errorFile = mkstemp(&template)
        guard errorFile >= 0 else {
            close(fds[0])
            close(fds[1])
            return .unavailable
        }
        unlink(template)
        defer { close(errorFile) }
        fflush(nil)
        let pid = fork()
        if pid == 0 {
            close(fds[0])
            dup2(errorFile, 2)
            let output = fds[1]
            let graph = body { value in
                let words = [UInt64(value.statesExplored), UInt64(value.transitions), UInt64(value.frontier), UInt64(value.depth), value.elapsed.bitPattern]
                let bytes = words.withUnsafeBytes { Array($0) }
                writeFrame(output, .progress, bytes)
            }
            let data = (try? JSONEncoder().encode(graph)) ?? Data()
            writeFrame(output, .graph, [UInt8](data))
            fflush(nil)
            _exit(0)
        }
        close(fds[1])
        defer { close(fds[0]) }
        guard pid > 0 else { return .unavailable }

        var graph: NavigationGraph?
        var reader = FrameReader(fd: fds[0])
        var idleSeconds = 0
        var lastTime = processorTime(of: pid)
        let frames = AnyIterator {
            reader.next {
                let time = processorTime(of: pid)
                idleSeconds = time == lastTime ? idleSeconds + 1 : 0
                lastTime = time
                return idleSeconds < stallLimit || time == nil
            }
        }
        for (tag, payload) in frames {
            switch Tag(rawValue: tag) {
            case .progress:
                guard payload.count == 40 else { continue }
                let words = payload.withUnsafeBytes { Array($0.bindMemory(to: UInt64.self)) }
                progress?(ExplorationProgress(
                    statesExplored: Int(words[0]), transitions: Int(words[1]), frontier: Int(words[2]), depth: Int(words[3]),
                    elapsed: Double(bitPattern: words[4])))
            case .graph:
                graph = try? JSONDecoder().decode(NavigationGraph.self, from: Data(payload))
            case nil:
                continue
            }
        }
        if reader.gaveUp {
            kill(pid, SIGKILL)
            _ = waitFor(pid)
            return .stalled
        }
        let status = waitFor(pid)
        let errors = readAll(errorFile)
        if status == 0, let graph {
            // What the app printed on standard error while it was explored is the caller's, as in-process.
            FileHandle.standardError.write(Data(errors))
            return .finished(graph)
        }
        return .crashed(message: CrashMessage.extract(from: String(decoding: errors, as: UTF8.self), status: status))
    }

    private static func writeFrame(_ fd: Int32, _ tag: Tag, _ payload: [UInt8]) {
        var header: [UInt8] = [tag.rawValue]
        withUnsafeBytes(of: UInt64(payload.count).littleEndian) { header += $0 }
        writeAll(fd, header)
        writeAll(fd, payload)
    }

    private static func writeAll(_ fd: Int32, _ bytes: [UInt8]) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            if written < 0 && errno == EINTR { continue }
            if written <= 0 { return }
            offset += written
        }
    }

    private static func readAll(_ fd: Int32) -> [UInt8] {
        lseek(fd, 0, SEEK_SET)
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { return bytes }
            bytes += chunk[0..<count]
        }
    }

    /// The user and system time `pid` has used so far, in clock ticks; `nil` where `/proc` cannot tell.
    private static func processorTime(of pid: pid_t) -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let end = text.lastIndex(of: ")") else { return nil }
        // After the command name in parentheses: state is field 3, utime 14 and stime 15.
        let fields = text[text.index(after: end)...].split(separator: " ")
        guard fields.count > 12, let user = Int(fields[11]), let system = Int(fields[12]) else { return nil }
        return user + system
    }

    /// The child's exit status, or 128 + the signal that ended it.
    private static func waitFor(_ pid: pid_t) -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let signal = status & 0x7f
        return signal == 0 ? (status >> 8) & 0xff : 128 + signal
    }

    /// Reads tag-and-length framed messages from a pipe until it closes.
    private struct FrameReader {
        let fd: Int32
        private var buffer: [UInt8] = []
        private var start = 0
        private var chunk = [UInt8](repeating: 0, count: 1 << 16)
        /// Set when `stillWaiting` said to stop.
        private(set) var gaveUp = false

        init(fd: Int32) { self.fd = fd }

        /// The next frame; `nil` at the end of the pipe, or when `stillWaiting`, asked after each second
        /// without data, says `false`.
        mutating func next(stillWaiting: () -> Bool) -> (UInt8, [UInt8])? {
            while true {
                if buffer.count - start >= 9 {
                    let length = (0..<8).reduce(UInt64(0)) { $0 | UInt64(buffer[start + 1 + $1]) << (8 * UInt64($1)) }
                    if UInt64(buffer.count - start - 9) >= length {
                        let tag = buffer[start]
                        let payload = Array(buffer[(start + 9)..<(start + 9 + Int(length))])
                        start += 9 + Int(length)
                        if start > 1 << 20 {
                            buffer.removeFirst(start)
                            start = 0
                        }
                        return (tag, payload)
                    }
                }
                var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
                let ready = poll(&poller, 1, 1000)
                if ready < 0 && errno == EINTR { continue }
                if ready == 0 {
                    guard stillWaiting() else {
                        gaveUp = true
                        return nil
                    }
                    continue
                }
                let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
                if count < 0 && errno == EINTR { continue }
                if count <= 0 { return nil }
                buffer += chunk[0..<count]
            }
        }
    }
}
