import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A process's context switches and CPU time, counted by the kernel's software counters
/// (`perf_event_open`): one counter of each for every thread the process has when counting starts,
/// each inherited by the threads that thread starts later, so a thread that starts and ends within
/// the count (a thread pool's, which ends after a few idle seconds) is counted too; the threads'
/// own totals in `/proc` go with them.
final class ThreadCounters {
    private var switches: [Int32] = []
    private var clocks: [Int32] = []

    /// Starts counting `pid`'s threads; nil where the kernel refuses counters (`perf_event_paranoid`).
    init?(pid: pid_t) {
        let threads = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task"))?.compactMap { pid_t($0) } ?? []
        for thread in threads {
            guard let switched = Self.counter(Self.contextSwitches, of: thread), let clock = Self.counter(Self.taskClock, of: thread) else {
                close()
                return nil
            }
            switches.append(switched)
            clocks.append(clock)
        }
        guard !threads.isEmpty else { return nil }
    }

    deinit { close() }

    /// Context switches (each a wake-up of a thread) and CPU seconds since counting started.
    func read() -> (switches: Int, cpu: Double) {
        (switches.map(Self.value).reduce(0, +), Double(clocks.map(Self.value).reduce(0, +)) / 1e9)
    }

    private func close() {
        (switches + clocks).forEach { _ = Glibc.close($0) }
        switches = []
        clocks = []
    }

    /// `PERF_COUNT_SW_CONTEXT_SWITCHES` and `PERF_COUNT_SW_TASK_CLOCK` (nanoseconds).
    private static let contextSwitches: UInt64 = 3
    private static let taskClock: UInt64 = 1

    /// libc's `syscall` with the arguments this one takes (Swift does not call variadic functions).
    private static let syscall = unsafeBitCast(
        dlsym(dlopen(nil, RTLD_NOW), "syscall"), to: (@convention(c) (Int, UnsafeRawPointer?, pid_t, Int32, Int32, UInt) -> Int).self)

    /// The system call's number, which Glibc's module does not carry.
    #if arch(x86_64)
    private static let perfEventOpen = 298
    #else
    private static let perfEventOpen = 241
    #endif

    /// A software counter on one thread, inherited by the threads it starts: a `perf_event_attr` of
    /// its first version's 64 bytes (type, size, config, ..., the flags word at 40).
    private static func counter(_ config: UInt64, of thread: pid_t) -> Int32? {
        var attribute = [UInt8](repeating: 0, count: 64)
        attribute.withUnsafeMutableBytes { bytes in
            bytes.storeBytes(of: UInt32(1), toByteOffset: 0, as: UInt32.self)  // PERF_TYPE_SOFTWARE
            bytes.storeBytes(of: UInt32(64), toByteOffset: 4, as: UInt32.self)
            bytes.storeBytes(of: config, toByteOffset: 8, as: UInt64.self)
            bytes.storeBytes(of: UInt64(1 << 1), toByteOffset: 40, as: UInt64.self)  // inherit
        }
        let descriptor = attribute.withUnsafeBytes { Self.syscall(Self.perfEventOpen, $0.baseAddress, thread, -1, -1, 8) }  // PERF_FLAG_FD_CLOEXEC
        return descriptor >= 0 ? Int32(descriptor) : nil
    }

    private static func value(of descriptor: Int32) -> Int {
        var count: UInt64 = 0
        return Glibc.read(descriptor, &count, 8) == 8 ? Int(count) : 0
    }
}
