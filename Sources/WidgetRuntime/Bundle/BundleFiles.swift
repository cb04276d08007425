import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Logging
import Synchronization
import WidgetWire

/// The one way the runtime reads a bundle's files (`Resources/`: asset catalogs, colour and image
/// sets, translations, images).
///
/// The bundle folder is resolved once. A file is named by its path inside the folder and opened one
/// component at a time from the folder's descriptor (`openat` with `O_NOFOLLOW` on each): no symbolic
/// link is followed, wherever it points, and no `..` or absolute path is taken, so what is read is
/// always inside the bundle. A kernel's `openat2(RESOLVE_BENEATH | RESOLVE_NO_SYMLINKS)` would say the
/// same in one call; a walk of a few `openat`s works on every kernel and costs microseconds. The file
/// must be a regular file whose size, taken from the open descriptor (`fstat`), is within its kind's
/// limit before a byte is read, and no more than that is read. A file refused for any of these is
/// left out, and the log says once which file and why. A missing file is not a refusal.
public final class BundleFiles: Sendable {
    /// The bundle folder, with symbolic links resolved once.
    public let root: URL
    private let logger: Logger
    /// The refusals already logged, so a file asked for on every draw is reported once.
    private let reported = Mutex<Set<String>>([])

    /// What is read, and the most bytes of it.
    public enum Kind: Sendable {
        /// An asset catalog's `Contents.json` (an image or colour set's): 64 KB.
        case catalogContents
        /// A translation table (`.strings`, `.xcstrings`): 4 MB.
        case strings
        /// A resource image: ``ImageData/largest`` (1 MB).
        case image

        public var limit: Int {
            switch self {
            case .catalogContents: 64 << 10
            case .strings: 4 << 20
            case .image: ImageData.largest
            }
        }

        var noun: String {
            switch self {
            case .catalogContents: "an asset catalog's Contents.json"
            case .strings: "a translation table"
            case .image: "an image"
            }
        }
    }

    /// What is at a path, without following a link there.
    public enum Entry: Sendable, Equatable { case file, folder, link, other }

    public init(folder: URL, logger: Logger = Logger(label: "widgets.bundle-files")) {
        root = URL(filePath: folder.standardizedFileURL.path).resolvingSymlinksInPath()
        self.logger = logger
    }

    /// The bytes of the file at `path` (`Resources/Assets.xcassets/Brand.colorset/Contents.json`), or
    /// nil when it is missing or refused (a link on the way, not a regular file, larger than `kind`'s limit).
    public func read(_ path: String, as kind: Kind) -> Data? {
        switch open(path, folder: false) {
        case .failure(let refusal):
            refuse(path, refusal)
            return nil
        case .success(let descriptor):
            defer { close(descriptor) }
            var info = stat()
            guard fstat(descriptor, &info) == 0 else { return nil }
            guard info.st_mode & S_IFMT == S_IFREG else {
                refuse(path, .notRegular)
                return nil
            }
            let size = Int(info.st_size)
            guard size <= kind.limit else {
                refuse(path, .tooLarge(size, kind))
                return nil
            }
            var data = Data(count: size)
            var filled = 0
            let complete = data.withUnsafeMutableBytes { buffer -> Bool in
                while filled < size {
                    let count = Glibc.read(descriptor, buffer.baseAddress! + filled, size - filled)
                    if count < 0, errno == EINTR { continue }
                    guard count > 0 else { return count == 0 }
                    filled += count
                }
                return true
            }
            guard complete else { return nil }
            return data.prefix(filled)
        }
    }

    /// The names in the folder at `path` (`Resources`) and what each is, links not followed; empty when
    /// it is missing or refused.
    public func entries(in path: String) -> [(name: String, entry: Entry)] {
        let opened: Result<Int32, Refusal> = path.isEmpty ? openRoot() : open(path, folder: true)
        guard case .success(let descriptor) = opened else {
            if case .failure(let refusal) = opened { refuse(path, refusal) }
            return []
        }
        guard let stream = fdopendir(descriptor) else {
            close(descriptor)
            return []
        }
        defer { closedir(stream) }
        var entries: [(String, Entry)] = []
        while entries.count < Self.mostEntries, let item = readdir(stream) {
            let name = withUnsafeBytes(of: item.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            guard name != ".", name != ".." else { continue }
            var info = stat()
            guard fstatat(dirfd(stream), name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { continue }
            entries.append((name, Self.entry(info.st_mode)))
        }
        return entries.sorted { $0.0 < $1.0 }
    }

    /// What is at `path`, without following a link there; nil when nothing is (or a link is on the way).
    public func entry(at path: String) -> Entry? {
        let components = path.split(separator: "/")
        guard let last = components.last, last != ".", last != ".." else { return nil }
        let parent = components.dropLast().joined(separator: "/")
        guard case .success(let descriptor) = parent.isEmpty ? openRoot() : open(parent, folder: true) else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstatat(descriptor, String(last), &info, AT_SYMLINK_NOFOLLOW) == 0 else { return nil }
        return Self.entry(info.st_mode)
    }

    private static func entry(_ mode: mode_t) -> Entry {
        switch mode & S_IFMT {
        case S_IFREG: .file
        case S_IFDIR: .folder
        case S_IFLNK: .link
        default: .other
        }
    }

    /// The most names ``entries(in:)`` gives of one folder.
    static let mostEntries = 10_000

    /// Why a file is not read.
    enum Refusal: Error {
        case missing
        case link(String)
        case notRegular
        case notPlain
        case tooLarge(Int, Kind)
        case unreadable(String)
    }

    private func openRoot() -> Result<Int32, Refusal> {
        let descriptor = Glibc.open(root.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        return descriptor >= 0 ? .success(descriptor) : .failure(.unreadable(String(cString: strerror(errno))))
    }

    /// Opens `path` inside the bundle one component at a time, following no link.
    private func open(_ path: String, folder: Bool) -> Result<Int32, Refusal> {
        let components = path.split(separator: "/", omittingEmptySubsequences: false)
        guard !path.hasPrefix("/"), !components.isEmpty, components.allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." }) else {
            return .failure(.notPlain)
        }
        var current: Int32
        switch openRoot() {
        case .success(let descriptor): current = descriptor
        case .failure(let refusal): return .failure(refusal)
        }
        for (index, component) in components.enumerated() {
            let isLast = index == components.count - 1
            let flags = isLast && !folder ? O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC : O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC
            let next = openat(current, String(component), flags)
            let failure = errno
            if next < 0 {
                var info = stat()
                let isLink = fstatat(current, String(component), &info, AT_SYMLINK_NOFOLLOW) == 0 && info.st_mode & S_IFMT == S_IFLNK
                close(current)
                if isLink { return .failure(.link(components[...index].joined(separator: "/"))) }
                return .failure(failure == ENOENT || failure == ENOTDIR ? .missing : .unreadable(String(cString: strerror(failure))))
            }
            close(current)
            current = next
        }
        return .success(current)
    }

    private func refuse(_ path: String, _ refusal: Refusal) {
        let reason: String
        switch refusal {
        case .missing, .notPlain: return
        case .link(let link):
            reason = link == path
                ? "is a symbolic link; the runtime follows no link in a bundle (it could lead outside it)"
                : "is reached through \(link), a symbolic link; the runtime follows no link in a bundle (it could lead outside it)"
        case .notRegular: reason = "is not a regular file"
        case .tooLarge(let size, let kind): reason = "is \(Self.bytes(size)); \(kind.noun) is read up to \(Self.bytes(kind.limit))"
        case .unreadable(let why): reason = "cannot be read: \(why)"
        }
        report(path, reason)
    }

    /// Logs once that the file at `path` is left out, and why.
    func report(_ path: String, _ reason: String) {
        guard reported.withLock({ $0.insert(path).inserted }) else { return }
        logger.warning("\(root.appending(path: path).path) \(reason): left out")
    }

    static func bytes(_ count: Int) -> String {
        count >= 1 << 30 ? String(format: "%.1f GB", Double(count) / Double(1 << 30))
            : count >= 1 << 20 ? "\(count >> 20) MB" : count >= 1 << 10 ? "\(count >> 10) KB" : "\(count) bytes"
    }
}
