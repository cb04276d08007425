#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// The lock that makes a runtime home's runtime the only one: `flock` on `state/runtime.lock`, held for
/// the life of the process (the system releases it if the process dies).
package final class RuntimeLock: Sendable {
    private let descriptor: Int32

    private init(descriptor: Int32) { self.descriptor = descriptor }

    /// Takes the lock, or says which process holds it.
    package static func acquire(at path: String) throws(WidgetRuntimeError) -> RuntimeLock {
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw WidgetRuntimeError(.controlFailed, at: path, "cannot open the runtime lock: \(String(cString: strerror(errno)))")
        }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            let holder = (try? String(contentsOfFile: path, encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines)
            close(descriptor)
            throw WidgetRuntimeError(
                .alreadyRunning, at: URL(filePath: path).deletingLastPathComponent().deletingLastPathComponent().path,
                "a runtime is already running for this home\(holder.map { " (process \($0))" } ?? "")",
                fix: "use that one (widgets reload, widgets instances), or stop it first; or give this one another --home")
        }
        ftruncate(descriptor, 0)
        let pid = Array("\(getpid())\n".utf8)
        _ = pid.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        return RuntimeLock(descriptor: descriptor)
    }

    deinit { close(descriptor) }
}
