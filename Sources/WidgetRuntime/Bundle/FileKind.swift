import Foundation
#if canImport(Glibc)
import Glibc
#endif
import WidgetDeclarative
import WidgetWire
import WorkerWire

/// What is at a path, without following a symbolic link there.
enum FileKind: Equatable, CustomStringConvertible {
    case missing, regular, directory, symbolicLink, fifo, other

    init(path: String) {
        var info = stat()
        guard lstat(path, &info) == 0 else {
            self = .missing
            return
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: self = .regular
        case S_IFDIR: self = .directory
        case S_IFLNK: self = .symbolicLink
        case S_IFIFO: self = .fifo
        default: self = .other
        }
    }

    var description: String {
        switch self {
        case .missing: "missing"
        case .regular: "a file"
        case .directory: "a folder"
        case .symbolicLink: "a symbolic link"
        case .fifo: "a named pipe"
        case .other: "a device or socket"
        }
    }
}
