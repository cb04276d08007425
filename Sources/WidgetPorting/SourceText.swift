import Foundation

/// A project's text file, read only when it is of a size a source file has: a file past the limit
/// (a generated blob, or one made to exhaust the reader) is not read.
enum SourceText {
    /// The largest file read: far past any hand-written source or manifest.
    static let limit = 4 << 20

    /// The file's text, or nil when it cannot be read or is larger than `limit`.
    static func read(_ file: URL) -> String? {
        // A FIFO or a device would never end: only a regular file is read.
        let descriptor = open(file.path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        guard let data = try? handle.read(upToCount: limit + 1), data.count <= limit else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    /// Whether the file is larger than `limit`.
    static func isTooLarge(_ file: URL) -> Bool {
        ((try? FileManager.default.attributesOfItem(atPath: file.path))?[.size] as? Int ?? 0) > limit
    }
}
