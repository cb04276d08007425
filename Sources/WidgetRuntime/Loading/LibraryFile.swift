import Foundation
import Synchronization

/// What identifies a library file and tells whether it changed: the file (device and inode), its
/// size, and its modification and status-change times.
struct LibraryStamp: Hashable, Sendable {
    /// The file itself, whatever path reaches it: the dynamic loader opens a file once per process.
    struct Identity: Hashable, Sendable {
        var device: UInt64
        var inode: UInt64
    }

    var identity: Identity
    var size: Int64
    var modified: Int64
    var changed: Int64

    init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        identity = Identity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
        size = Int64(info.st_size)
        modified = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
        changed = Int64(info.st_ctim.tv_sec) * 1_000_000_000 + Int64(info.st_ctim.tv_nsec)
    }
}

extension LibraryStamp {
    /// The stamp as text, exactly (64-bit values do not all fit a JSON number).
    var text: String { "\(identity.device):\(identity.inode):\(size):\(modified):\(changed)" }
}

/// Checks made on a library file before anything opens it: a regular file (never a pipe that would
/// hang the loader), an ELF shared library, for this machine.
enum LibraryFile {
    static func check(_ path: String) throws(WidgetRuntimeError) {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw WidgetRuntimeError(
                .libraryUnloadable, at: path, "cannot be read: \(String(cString: strerror(errno)))", fix: "make the library readable by you")
        }
        defer { close(descriptor) }
        var info = stat()
        fstat(descriptor, &info)
        guard info.st_mode & S_IFMT == S_IFREG else {
            let kind = info.st_mode & S_IFMT == S_IFDIR ? "a folder" : info.st_mode & S_IFMT == S_IFIFO ? "a named pipe" : "a device or socket"
            throw WidgetRuntimeError(
                .libraryUnloadable, at: path, "is \(kind), not a library file", fix: "put the bundle's built shared library here")
        }
        var header = [UInt8](repeating: 0, count: 20)
        let count = read(descriptor, &header, header.count)
        guard count == header.count, header[0...3] == [0x7F, 0x45, 0x4C, 0x46] else {
            throw WidgetRuntimeError(
                .libraryUnloadable, at: path, "is not a shared library (it has no ELF header)",
                fix: "build the bundle as a shared library (a SwiftPM .library(type: .dynamic) product) and copy the .so here")
        }
        let machine = Int(header[18]) | Int(header[19]) << 8
        guard machine == Self.thisMachine.number else {
            throw WidgetRuntimeError(
                .libraryUnloadable, at: path,
                "is a library for \(Self.machineName(machine)); this machine is \(Self.thisMachine.name)",
                fix: "build the bundle on (or for) \(Self.thisMachine.name)")
        }
    }

    /// This machine's ELF `e_machine` and its name.
    #if arch(x86_64)
    static let thisMachine = (number: 62, name: "x86_64")
    #elseif arch(arm64)
    static let thisMachine = (number: 183, name: "aarch64")
    #else
    static let thisMachine = (number: -1, name: "this machine")
    #endif

    static func machineName(_ number: Int) -> String {
        switch number {
        case 3: "i386"
        case 40: "32-bit ARM"
        case 62: "x86_64"
        case 183: "aarch64"
        case 243: "RISC-V"
        default: "machine type \(number)"
        }
    }
}

/// The bundle libraries this process has started, by file.
///
/// A started library serves the one bundle identity its host table fixed. So a library loaded again
/// for the same bundle reuses its connection, and one claimed by another bundle is refused.
final class LoadedLibraries: Sendable {
    static let shared = LoadedLibraries()

    private let started = Mutex<[LibraryStamp.Identity: InProcessLink]>([:])

    /// The link of the bundle already started from this file, if any.
    func link(for file: LibraryStamp.Identity) -> InProcessLink? {
        started.withLock { $0[file] }
    }

    func record(_ link: InProcessLink, for file: LibraryStamp.Identity) {
        started.withLock { $0[file] = link }
    }
}

/// The system's shared libraries, which a declarative bundle may name by soname (`libm.so.6`).
enum SystemLibraries {
    #if arch(x86_64)
    static let multiarch = "x86_64-linux-gnu"
    #else
    static let multiarch = "aarch64-linux-gnu"
    #endif

    /// The folders the dynamic loader searches by default.
    static let folders = ["/lib/\(multiarch)", "/usr/lib/\(multiarch)", "/lib64", "/usr/lib64", "/lib", "/usr/lib", "/usr/local/lib"]

    /// Whether a library of this name is in one of them.
    static func contains(_ soname: String) -> Bool {
        folders.contains { FileManager.default.fileExists(atPath: "\($0)/\(soname)") }
    }
}
