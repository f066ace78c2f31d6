import NavigationModel

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An app action known to crash: the state it was taken in (by key digest), its position among that
/// state's actions, and what the app printed when it crashed.
struct AppCrash: Hashable, Sendable {
    var state: StateDigest
    var action: Int32
    var message: String
}

/// Where the search expanded a crashing action: the transition it recorded in its place (a step that leads
/// nowhere) and the crash in ``ActionGate/crashes``.
struct CrashHit {
    var transition: Int32
    var crash: Int32
}

/// Stands before every action the search takes in an isolated child: it skips the actions known to crash
/// and writes down, in memory shared with the parent, which action each worker is taking, so that when
/// the app crashes the parent knows which one did.
final class ActionGate: @unchecked Sendable {
    let crashes: [AppCrash]
    private let blocked: [BlockKey: Int32]
    private let sites: CrashSites?

    private struct BlockKey: Hashable {
        var state: StateDigest
        var action: Int32
    }

    init(crashes: [AppCrash], sites: CrashSites?) {
        self.crashes = crashes
        self.sites = sites
        var blocked: [BlockKey: Int32] = [:]
        for (index, crash) in crashes.enumerated() { blocked[BlockKey(state: crash.state, action: crash.action)] = Int32(index) }
        self.blocked = blocked
    }

    /// The crash `action` is known for in `state`, if any.
    func crash(in state: StateDigest, action: Int32) -> Int32? {
        blocked.isEmpty ? nil : blocked[BlockKey(state: state, action: action)]
    }

    /// Notes that worker `slot` is about to take `action` in `state`.
    func willPerform(slot: Int, state: StateDigest, action: Int32) {
        sites?.write(slot: slot, state: state, action: action)
    }

    /// Notes that worker `slot` took its action without crashing.
    func didPerform(slot: Int) {
        sites?.clear(slot: slot)
    }
}

/// A few words per worker in memory a forked child shares with its parent: the thread, the state digest and
/// the action each worker is taking, and, once the app crashes, which worker's thread it was.
///
/// The crash handler runs on the thread that crashed (a trap is delivered to the faulting thread), finds its
/// slot by thread and writes the slot's number in the header; the parent reads it after the child died.
final class CrashSites: @unchecked Sendable {
    static let maxSlots = 64
    private static let stride = 5  // thread, digest high, digest low, action, taking (0 or 1)
    private let words: UnsafeMutablePointer<UInt64>
    private let byteCount: Int

    /// Maps a region shared with children forked later; `nil` when the system refuses.
    init?() {
        byteCount = (1 + Self.maxSlots * Self.stride) * MemoryLayout<UInt64>.size
        let region = mmap(nil, byteCount, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0)
        guard let region, region != MAP_FAILED else { return nil }
        words = region.bindMemory(to: UInt64.self, capacity: byteCount / MemoryLayout<UInt64>.size)
        reset()
    }

    deinit { munmap(words, byteCount) }

    func reset() { words.update(repeating: 0, count: byteCount / MemoryLayout<UInt64>.size) }

    fileprivate func write(slot: Int, state: StateDigest, action: Int32) {
        guard slot < Self.maxSlots else { return }
        let base = words + 1 + slot * Self.stride
        base[0] = currentThread
        base[1] = state.high
        base[2] = state.low
        base[3] = UInt64(UInt32(bitPattern: action))
        base[4] = 1
    }

    fileprivate func clear(slot: Int) {
        guard slot < Self.maxSlots else { return }
        words[1 + slot * Self.stride + 4] = 0
    }

    /// The action whose thread crashed, once the child has died; `nil` when the crash happened outside an
    /// action (at launch, or in an analysis).
    var crashedSite: (state: StateDigest, action: Int32)? {
        let slot = Int(words[0]) - 1
        guard slot >= 0, slot < Self.maxSlots else { return nil }
        let base = words + 1 + slot * Self.stride
        return (StateDigest(high: base[1], low: base[2]), Int32(bitPattern: UInt32(truncatingIfNeeded: base[3])))
    }

    /// In the crashing child, from the signal handler: records which slot's thread is the current one.
    fileprivate func markCrashingThread() {
        let thread = currentThread
        for slot in 0..<Self.maxSlots {
            let base = words + 1 + slot * Self.stride
            if base[4] == 1 && base[0] == thread {
                words[0] = UInt64(slot + 1)
                return
            }
        }
    }

    /// In the child: fatal signals mark the crashing thread's slot and end the process at once (no crash
    /// report of the tool's own: the app's message is already on standard error).
    func installCrashHandler() {
        CrashSites.current = self
        for fatal in [SIGABRT, SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGTRAP] {
            signal(fatal) { number in
                CrashSites.current?.markCrashingThread()
                _exit(128 + number)
            }
        }
    }

    nonisolated(unsafe) private static var current: CrashSites?
}

/// The calling thread as a number.
private var currentThread: UInt64 {
    #if canImport(Darwin)
    UInt64(UInt(bitPattern: pthread_self()))
    #else
    UInt64(pthread_self())
    #endif
}
