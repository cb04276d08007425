import Foundation

/// Writes the runtime's state files: owner-only, whole (a temporary file renamed over the old one).
enum StateFile {
    /// Runs `body` holding an exclusive lock on `file`'s lock file (`.file.lock` beside it), so that
    /// read-change-write cycles of several threads or processes do not lose each other's changes.
    static func locked<Value>(_ file: URL, _ body: () throws(WidgetRuntimeError) -> Value) throws(WidgetRuntimeError) -> Value {
        let folder = file.deletingLastPathComponent()
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let lock = open(folder.appending(path: ".\(file.lastPathComponent).lock").path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard lock >= 0 else {
            throw WidgetRuntimeError(
                .storeUnavailable, at: file.path, "cannot lock the file: \(String(cString: strerror(errno)))",
                fix: "check that the runtime home is writable by you")
        }
        defer { close(lock) }
        while flock(lock, LOCK_EX) != 0, errno == EINTR {}
        return try body()
    }

    /// A state file's value, or nil when it is missing or unreadable (the next change writes it whole).
    /// Dates are seconds since 1970.
    static func read<Value: Decodable>(_ type: Value.Type, from file: URL) -> Value? {
        guard let data = FileManager.default.contents(atPath: file.path) else { return nil }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .secondsSince1970
        return try? decoder.decode(type, from: data)
    }

    /// Writes a state file's value: keys sorted, dates as seconds since 1970.
    static func write(encoding value: some Encodable, to file: URL) throws(WidgetRuntimeError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        encoder.dateEncodingStrategy = .secondsSince1970
        let data: Data
        do {
            data = try encoder.encode(value)
        } catch {
            throw WidgetRuntimeError(.storeUnavailable, at: file.path, "cannot encode the file: \(error)")
        }
        try write(String(decoding: data, as: UTF8.self), to: file)
    }

    static func write(_ text: String, to file: URL) throws(WidgetRuntimeError) {
        let folder = file.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            let temporary = folder.appending(path: ".\(file.lastPathComponent).\(getpid()).\(UInt64.random(in: 0...UInt64.max)).tmp")
            guard FileManager.default.createFile(atPath: temporary.path, contents: Data(text.utf8), attributes: [.posixPermissions: 0o600])
            else { throw CocoaError(.fileWriteUnknown) }
            guard rename(temporary.path, file.path) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        } catch {
            throw WidgetRuntimeError(
                .storeUnavailable, at: file.path, "cannot write the file: \(error.localizedDescription)",
                fix: "check that the runtime home is writable by you")
        }
    }
}
