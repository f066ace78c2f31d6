import CGraphviz

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Layout and render in a forked child process, stopped with `SIGKILL` when its allowance runs out.
///
/// `gvLayout` cannot be interrupted in-process, and some layouts take minutes. The child inherits the built
/// graph and the warmed-up context, runs ``layoutAndRender(context:graph:engine:format:)`` and writes the
/// outcome to a pipe; the parent reads it with a deadline. A Graphviz crash kills only the child.
enum IsolatedLayout {
    static func run(
        context: OpaquePointer, graph: borrowing CGraph, engine: LayoutEngine, format: OutputFormat, allowance: Duration
    ) -> AttemptOutcome {
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { return layoutAndRender(context: context, graph: graph, engine: engine, format: format) }
        let pid = fork()
        if pid == 0 {
            close(fds[0])
            silenceCrashes()
            let outcome = layoutAndRender(context: context, graph: graph, engine: engine, format: format, releasing: false)
            writeAll(fds[1], OutcomeCoding.encode(outcome))
            _exit(0)
        }
        close(fds[1])
        defer { close(fds[0]) }
        guard pid > 0 else { return layoutAndRender(context: context, graph: graph, engine: engine, format: format) }

        let clock = ContinuousClock()
        let deadline = clock.now + allowance
        var received: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let left = deadline - clock.now
            let leftMilliseconds = left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000
            if leftMilliseconds <= 0 { return stop(pid) }
            var poller = pollfd(fd: fds[0], events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, Int32(clamping: leftMilliseconds))
            if ready < 0 && errno == EINTR { continue }
            if ready == 0 { return stop(pid) }
            let count = chunk.withUnsafeMutableBytes { read(fds[0], $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { break }
            received += chunk[0..<count]
        }
        let status = waitFor(pid)
        guard status == 0, let outcome = OutcomeCoding.decode(received) else { return .crashed(status: status) }
        return outcome
    }

    /// In the child: standard error to /dev/null (the parent reports a crash through its status, not with
    /// the child's crash report or glibc's "double free" line), and fatal signals end it at once.
    private static func silenceCrashes() {
        let null = open("/dev/null", O_WRONLY)
        if null >= 0 {
            dup2(null, 2)
            close(null)
        }
        for fatal in [SIGABRT, SIGSEGV, SIGBUS, SIGILL, SIGFPE] {
            signal(fatal) { number in _exit(128 + number) }
        }
    }

    private static func stop(_ pid: pid_t) -> AttemptOutcome {
        kill(pid, SIGKILL)
        _ = waitFor(pid)
        return .timedOut
    }

    /// The child's exit status, or 128 + the signal that ended it.
    private static func waitFor(_ pid: pid_t) -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let signal = status & 0x7f
        return signal == 0 ? (status >> 8) & 0xff : 128 + signal
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
}

/// The child's answer on the pipe: a tag byte, messages (count, then length-prefixed UTF-8), then the data.
enum OutcomeCoding {
    static func encode(_ outcome: AttemptOutcome) -> [UInt8] {
        var bytes: [UInt8] = []
        func append(_ value: UInt64) { withUnsafeBytes(of: value.littleEndian) { bytes += $0 } }
        func append(_ messages: [String]) {
            append(UInt64(messages.count))
            for message in messages {
                append(UInt64(message.utf8.count))
                bytes += message.utf8
            }
        }
        switch outcome {
        case .rendered(let data):
            bytes.append(0)
            append(UInt64(data.count))
            bytes += data
        case .layoutErrors(let messages):
            bytes.append(1)
            append(messages)
        case .renderFailed(let messages):
            bytes.append(2)
            append(messages)
        case .timedOut, .crashed:
            bytes.append(3)
        }
        return bytes
    }

    static func decode(_ bytes: [UInt8]) -> AttemptOutcome? {
        var offset = 0
        func take(_ count: Int) -> ArraySlice<UInt8>? {
            guard count >= 0, bytes.count - offset >= count else { return nil }
            defer { offset += count }
            return bytes[offset..<offset + count]
        }
        func number() -> Int? {
            guard let slice = take(8) else { return nil }
            let value = slice.reversed().reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
            return value <= UInt64(Int.max) ? Int(value) : nil
        }
        func messages() -> [String]? {
            guard let count = number(), count <= bytes.count else { return nil }
            var result: [String] = []
            for _ in 0..<count {
                guard let length = number(), let text = take(length) else { return nil }
                result.append(String(decoding: text, as: UTF8.self))
            }
            return result
        }
        guard let tag = take(1)?.first else { return nil }
        let outcome: AttemptOutcome
        switch tag {
        case 0:
            guard let length = number(), let data = take(length) else { return nil }
            outcome = .rendered(Array(data))
        case 1:
            guard let list = messages() else { return nil }
            outcome = .layoutErrors(list)
        case 2:
            guard let list = messages() else { return nil }
            outcome = .renderFailed(list)
        default:
            return nil
        }
        return offset == bytes.count ? outcome : nil
    }
}
