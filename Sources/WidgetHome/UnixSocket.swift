#if canImport(Glibc)
import Glibc
#endif
import Foundation
import WidgetWire
import WorkerWire

/// The Unix socket calls the control plane makes itself (NIO reads and writes the lines): the
/// listening socket, bound for its owner alone, a raw connection, and the limits of a line.
package enum UnixSocket {
    /// The longest path a Unix socket address holds.
    package static let maximumPathLength = MemoryLayout.size(ofValue: sockaddr_un().sun_path) - 1

    /// The longest request line the control socket reads: a longer one ends its connection.
    package static let longestRequest = 1 << 20

    /// The longest line a client reads of the runtime's: room for one widget's notice, whose entry is at
    /// most what a worker may send in one frame (``WorkerFrame/maximumSize``), and for a resource
    /// image's answer (1 MB in base64). A `watch` answer lists the widgets without their entries, which
    /// follow one notice each, so no number of widgets makes a longer line.
    package static let longestAnswer = WorkerFrame.maximumSize + (64 << 10)

    package struct Failure: Error {
        package let call: String
        package let code: Int32
        package var message: String { "\(call): \(String(cString: strerror(code)))" }
    }

    /// A socket bound to `path` and listening, reachable by its owner only.
    package static func listen(at path: String) throws(Failure) -> Int32 {
        let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else { throw Failure(call: "socket", code: errno) }
        var address = try address(of: path)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        guard bound == 0 else {
            let code = errno
            close(descriptor)
            throw Failure(call: "bind", code: code)
        }
        chmod(path, 0o600)
        guard Glibc.listen(descriptor, 16) == 0 else {
            let code = errno
            close(descriptor)
            throw Failure(call: "listen", code: code)
        }
        return descriptor
    }

    /// A connection to the socket at `path`.
    package static func connect(to path: String) throws(Failure) -> Int32 {
        let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else { throw Failure(call: "socket", code: errno) }
        var address = try address(of: path)
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        guard connected == 0 else {
            let code = errno
            close(descriptor)
            throw Failure(call: "connect", code: code)
        }
        return descriptor
    }

    private static func address(of path: String) throws(Failure) -> sockaddr_un {
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        guard bytes.count <= maximumPathLength else { throw Failure(call: "socket path", code: ENAMETOOLONG) }
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            buffer.copyBytes(from: bytes)
            buffer[bytes.count] = 0
        }
        return address
    }
}
