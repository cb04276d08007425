import Foundation
import Synchronization

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
