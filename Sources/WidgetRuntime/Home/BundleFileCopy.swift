import Foundation

/// Copies what goes into a bundle (its manifest, library and resources) so that the bundle holds only
/// its own bytes: regular files and folders, never a link, a FIFO or a device. A link is followed only
/// when what it names is inside one of the folders given (the package, a ported project); one that
/// leads outside them is an error naming it. The whole copy is measured before a byte is written
/// (sparse files by their size), and bounded.
public struct BundleFileCopy: Sendable {
    /// The most bytes a bundle may hold, and the most files and folders.
    public static let largestTotal: Int64 = 256 << 20
    public static let mostFiles = 10_000

    /// The folders whose files may be copied, however they are reached (real paths).
    public let roots: [String]
    /// Names left out wherever they are (`.git`).
    public var skipping: Set<String> = []

    /// Copies may read files inside `roots` (links in them resolved first).
    public init(inside roots: [URL], skipping: Set<String> = []) {
        self.roots = roots.compactMap { Self.realPath($0.path) }
        self.skipping = skipping
    }

    /// One thing to copy: a folder to make or a regular file's bytes, at `relative` under the destination.
    private struct Item {
        var relative: String
        /// The real path of the file read; nil for a folder.
        var file: String?
        var size: Int64
    }

    /// Copies `source` (a file or a folder) to `destination`, which must not exist yet.
    public func copy(_ source: URL, to destination: URL) throws(WidgetRuntimeError) {
        try copy([(source, "")], into: destination)
    }

    /// Copies each source to its path under `destination` (`""` is `destination` itself), measuring all
    /// of them together first.
    public func copy(_ sources: [(URL, String)], into destination: URL) throws(WidgetRuntimeError) {
        var items: [Item] = []
        var total: Int64 = 0
        for (source, relative) in sources {
            try plan(source.path, as: relative, depth: 0, into: &items, total: &total)
        }
        for item in items {
            let target = item.relative.isEmpty ? destination : destination.appending(path: item.relative)
            if let file = item.file {
                try copyFile(file, size: item.size, to: target.path)
            } else if mkdir(target.path, 0o755) != 0, errno != EEXIST {
                throw failure(at: target.path, "cannot make the folder: \(String(cString: strerror(errno)))", fix: "check that you may write there")
            }
        }
    }

    private func plan(_ path: String, as relative: String, depth: Int, into items: inout [Item], total: inout Int64) throws(WidgetRuntimeError) {
        guard depth < 32 else { throw failure(at: path, "is folders nested more than 32 deep", fix: "a bundle's resources are a few folders deep") }
        var status = stat()
        guard lstat(path, &status) == 0 else {
            throw failure(at: path, "cannot be read: \(String(cString: strerror(errno)))", fix: "check the package's files")
        }
        var real = path
        if status.st_mode & S_IFMT == S_IFLNK {
            let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "?"
            guard let resolved = Self.realPath(path), inside(resolved) else {
                throw failure(
                    at: path, "is a link to \(TerminalText.sanitized(target)), outside the package: a bundle holds only its own files",
                    fix: "put the file itself in the package, or remove the link")
            }
            guard lstat(resolved, &status) == 0 else { throw failure(at: path, "names a file that cannot be read", fix: "remove the link") }
            real = resolved
        } else if !inside(Self.realPath(path) ?? path) {
            throw failure(at: path, "is outside the package", fix: "copy only the package's own files")
        }
        items.append(Item(relative: relative, file: nil, size: 0))
        guard items.count <= Self.mostFiles else {
            throw failure(at: path, "holds more than \(Self.mostFiles) files and folders", fix: "a bundle is its library and resources; leave the rest out")
        }
        switch status.st_mode & S_IFMT {
        case S_IFDIR:
            let names: [String]
            do { names = try FileManager.default.contentsOfDirectory(atPath: real) } catch {
                throw failure(at: path, "cannot be listed: \(error.localizedDescription)", fix: "check the package's files")
            }
            for name in names.sorted() where !skipping.contains(name) {
                try plan(real + "/" + name, as: relative.isEmpty ? name : relative + "/" + name, depth: depth + 1, into: &items, total: &total)
            }
        case S_IFREG:
            items[items.count - 1].file = real
            items[items.count - 1].size = Int64(status.st_size)
            total += Int64(status.st_size)
            guard total <= Self.largestTotal else {
                throw failure(
                    at: path, "would make the bundle larger than \(Self.largestTotal >> 20) MB (\(status.st_size >> 20) MB in this file)",
                    fix: "a bundle is its library and resources; keep it under \(Self.largestTotal >> 20) MB")
            }
        default:
            throw failure(
                at: path, "is \(Self.kind(status.st_mode)), not a file or a folder: a bundle holds only files", fix: "remove it from the package")
        }
    }

    /// Copies a regular file's bytes, read without following a link, at most `size` of them.
    private func copyFile(_ path: String, size: Int64, to target: String) throws(WidgetRuntimeError) {
        let input = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard input >= 0 else { throw failure(at: path, "cannot be read: \(String(cString: strerror(errno)))", fix: "check the package's files") }
        defer { close(input) }
        var status = stat()
        guard fstat(input, &status) == 0, status.st_mode & S_IFMT == S_IFREG, Int64(status.st_size) <= size else {
            throw failure(at: path, "changed while it was copied", fix: "install again once nothing writes to the package")
        }
        let output = open(target, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, status.st_mode & 0o755 | 0o644)
        guard output >= 0 else { throw failure(at: target, "cannot be written: \(String(cString: strerror(errno)))", fix: "check that you may write there") }
        defer { close(output) }
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        var left = size
        while left > 0 {
            let read = buffer.withUnsafeMutableBytes { Foundation.read(input, $0.baseAddress, Int(min(Int64($0.count), left))) }
            if read < 0, errno == EINTR { continue }
            guard read >= 0 else { throw failure(at: path, "cannot be read: \(String(cString: strerror(errno)))", fix: "check the package's files") }
            if read == 0 { break }
            var written = 0
            while written < read {
                let wrote = buffer.withUnsafeBytes { write(output, $0.baseAddress! + written, read - written) }
                if wrote < 0, errno == EINTR { continue }
                guard wrote > 0 else { throw failure(at: target, "cannot be written: \(String(cString: strerror(errno)))", fix: "free some disk space") }
                written += wrote
            }
            left -= Int64(read)
        }
    }

    private func inside(_ real: String) -> Bool {
        roots.contains { real == $0 || real.hasPrefix($0 == "/" ? "/" : $0 + "/") }
    }

    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    private static func kind(_ mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFIFO: "a FIFO"
        case S_IFCHR, S_IFBLK: "a device"
        case S_IFSOCK: "a socket"
        default: "a special file"
        }
    }

    private func failure(at path: String, _ message: String, fix: String) -> WidgetRuntimeError {
        WidgetRuntimeError(.installFailed, at: TerminalText.sanitized(path), message, fix: fix)
    }
}
