import Foundation
import FrameworkStandIns

#if canImport(Glibc)
import Glibc
#endif

/// The keychain of this program: one property-list file of items, readable and writable by its owner
/// only (0600), at `$XDG_DATA_HOME/widgets/keychain/IDENTIFIER` (`~/.local/share` when XDG_DATA_HOME
/// is not set). A bundle's worker has its private folder as its home and XDG_DATA_HOME, so each
/// bundle has a keychain of its own there; an app's IDENTIFIER is its bundle identifier, or its
/// executable's name. Every change replaces the file at once (a new file renamed over it) under a lock
/// on `IDENTIFIER.lock`, so two processes never lose each other's items.
struct KeychainFile: Sendable {
    let url: URL

    /// Where this process's keychain is.
    static let current = KeychainFile(url: location(environment: ProcessInfo.processInfo.environment))

    static func location(environment: [String: String]) -> URL {
        let data = environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : URL(filePath: $0, directoryHint: .isDirectory) }
            ?? URL(filePath: environment["HOME"] ?? NSHomeDirectory(), directoryHint: .isDirectory).appending(path: ".local/share")
        let identifier = Bundle.main.bundleIdentifier ?? ProcessInfo.processInfo.processName
        return data.appending(path: "widgets/keychain").appending(path: identifier)
    }

    /// A failure to read or write the file, with the result code it means.
    struct Failure: Error {
        let status: OSStatus
        let message: String
    }

    /// The items, each a property-list dictionary; none when there is no file yet.
    func items() throws(Failure) -> [[String: Any]] {
        try locked(LOCK_SH) { () throws(Failure) in try read() }
    }

    /// Reads the items, lets `body` change them, and writes them back if it says they changed.
    func modify<T>(_ body: (inout [[String: Any]]) -> (T, changed: Bool)) throws(Failure) -> T {
        try locked(LOCK_EX) { () throws(Failure) in
            var items = try read()
            let (result, changed) = body(&items)
            if changed { try write(items) }
            return result
        }
    }

    private func read() throws(Failure) -> [[String: Any]] {
        guard let bytes = FileManager.default.contents(atPath: url.path) else {
            if FileManager.default.fileExists(atPath: url.path) { throw Failure(status: errSecIO, message: "cannot read \(url.path)") }
            return []
        }
        guard let list = try? PropertyListSerialization.propertyList(from: bytes, format: nil), let items = list as? [[String: Any]] else {
            throw Failure(status: errSecDecode, message: "\(url.path) is not a keychain's property list; move it away to start an empty keychain")
        }
        return items
    }

    /// Writes the items to a new file of mode 0600 beside the keychain, then renames it over it.
    private func write(_ items: [[String: Any]]) throws(Failure) {
        let bytes: Data
        do {
            bytes = try PropertyListSerialization.data(fromPropertyList: items, format: .xml, options: 0)
        } catch {
            throw Failure(status: errSecParam, message: "an attribute is not a string, number, date or data: \(error)")
        }
        let temporary = url.path + ".new-\(getpid())"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw failure("cannot create \(temporary)") }
        fchmod(descriptor, 0o600)
        let written = bytes.withUnsafeBytes { buffer -> Bool in
            var offset = 0
            while offset < buffer.count {
                let count = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { return false }
                offset += count
            }
            return true
        }
        let synced = fsync(descriptor) == 0
        close(descriptor)
        guard written, synced, rename(temporary, url.path) == 0 else {
            let error = failure("cannot write \(url.path)")
            unlink(temporary)
            throw error
        }
    }

    /// Runs `body` holding the lock file's lock, making the keychain's folder (0700) first.
    private func locked<T>(_ operation: Int32, _ body: () throws(Failure) -> T) throws(Failure) -> T {
        let folder = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw Failure(status: errSecNotAvailable, message: "cannot make the keychain's folder \(folder.path): \(error.localizedDescription)")
        }
        let lock = open(url.path + ".lock", O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard lock >= 0 else { throw failure("cannot open \(url.path).lock") }
        defer { close(lock) }
        while flock(lock, operation) != 0 {
            guard errno == EINTR else { throw failure("cannot lock \(url.path).lock") }
        }
        return try body()
    }

    private func failure(_ what: String) -> Failure {
        let code = errno
        let status = code == ENOSPC || code == EDQUOT ? errSecDiskFull : code == EACCES || code == EROFS ? errSecWrPerm : errSecIO
        return Failure(status: status, message: "\(what): \(String(cString: strerror(code)))")
    }
}

extension KeychainFile.Failure {
    /// The status, having logged what went wrong.
    var logged: OSStatus {
        StandInLog.error("Security", "the keychain: \(message)")
        return status
    }
}
