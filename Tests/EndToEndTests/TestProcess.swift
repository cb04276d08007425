import Foundation
import Spawning

/// A program a test keeps running while it works, started through ``ChildProcess``: Foundation's
/// `Process.run()` here can read past a directory entry of `/proc/self/fd` and crash the whole test
/// process. It answers to the names of Foundation's `Process` that the tests use, and is reaped as it
/// ends.
final class TestProcess: Sendable {
    private let child: ChildProcess

    /// Where one of its standard streams goes.
    enum Stream {
        case discarded
        case inherited
        /// A file, written from its end (both streams may name one file).
        case file(URL)
        /// A descriptor of the test's, such as a pipe's end.
        case descriptor(Int32)
    }

    /// Why it ended, as Foundation's `Process` says it.
    enum TerminationReason { case exit, uncaughtSignal }

    /// Starts `program` with `arguments`, in `directory`, with `environment` (the test process's when nil).
    init(
        _ program: String, _ arguments: [String] = [], environment: [String: String]? = nil, directory: URL? = nil,
        input: Stream = .discarded, output: Stream = .discarded, error: Stream = .discarded
    ) throws {
        var opened: [URL: Int32] = [:]
        defer { opened.values.forEach { close($0) } }
        func stream(_ stream: Stream) throws -> ChildProcess.Stream {
            switch stream {
            case .discarded: return .discarded
            case .inherited: return .inherited
            case .descriptor(let descriptor): return .descriptor(descriptor)
            case .file(let file):
                if let descriptor = opened[file] { return .descriptor(descriptor) }
                let descriptor = open(file.path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o644)
                guard descriptor >= 0 else { throw FixtureError("cannot write \(file.path): \(String(cString: strerror(errno)))") }
                opened[file] = descriptor
                return .descriptor(descriptor)
            }
        }
        let child = try ChildProcess.start(
            [program] + arguments, environment: environment, directory: directory?.path, input: try stream(input), output: try stream(output),
            error: try stream(error))
        self.child = child
        // Reaped as it ends, as Foundation's `Process` reaps its children: a test waiting for its
        // process ID to go sees it go.
        Thread.detachNewThread { _ = child.status() }
    }

    var processIdentifier: pid_t { child.pid }
    var isRunning: Bool { child.status(waiting: false) == nil }
    func terminate() { child.signal(SIGTERM) }
    func interrupt() { child.signal(SIGINT) }
    func waitUntilExit() { _ = child.status() }
    /// Its exit status, or the signal that ended it; waits for its end.
    var terminationStatus: Int32 { child.status() ?? -1 }
    var terminationReason: TerminationReason { child.endedBySignal() == true ? .uncaughtSignal : .exit }
}
