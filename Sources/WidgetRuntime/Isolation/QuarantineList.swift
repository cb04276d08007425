import Foundation

/// The bundles quarantined in a runtime home, kept in `state/quarantine.json` so that a bundle that
/// kept crashing stays off after a restart of the runtime.
///
/// A quarantine holds only while the bundle is what crashed: its `Info.json` byte for byte and its
/// library the same file, size and times. A rebuilt or reinstalled bundle is given a new chance.
public struct QuarantineList: Sendable {
    public struct Entry: Sendable, Equatable {
        public var quarantine: Quarantine
        var manifest: String
        var stamp: String
    }

    public let file: URL

    public init(file: URL) { self.file = file }

    /// The list of a runtime home.
    public init(home: RuntimeHome) { self.init(file: home.stateDirectory.appending(path: "quarantine.json")) }

    /// The quarantine of a bundle, if it still holds for these files.
    func active(for bundle: CheckedBundle) -> Quarantine? {
        guard let entry = entries()[bundle.manifest.identifier], entry.manifest == bundle.manifestText,
            entry.stamp == bundle.stamp?.text
        else { return nil }
        return entry.quarantine
    }

    /// The file: `{"version": 1, "bundles": {identifier: {reason, since, manifest, stamp}}}`.
    private struct Stored: Codable {
        var version = 1
        var bundles: [String: Bundle]

        struct Bundle: Codable {
            var reason: String
            var since: Date
            var manifest: String
            var stamp: String
        }
    }

    /// The quarantined bundles by identifier, whether or not their files changed since.
    public func entries() -> [String: Entry] {
        (StateFile.read(Stored.self, from: file)?.bundles ?? [:]).mapValues {
            Entry(quarantine: Quarantine(reason: $0.reason, since: $0.since), manifest: $0.manifest, stamp: $0.stamp)
        }
    }

    /// Quarantines a bundle as its files are now.
    func record(_ quarantine: Quarantine, of bundle: CheckedBundle) throws(WidgetRuntimeError) {
        try StateFile.locked(file) { () throws(WidgetRuntimeError) in
            var entries = entries()
            entries[bundle.manifest.identifier] = Entry(quarantine: quarantine, manifest: bundle.manifestText, stamp: bundle.stamp?.text ?? "")
            try save(entries)
        }
    }

    /// Lifts a bundle's quarantine; returns whether there was one.
    @discardableResult
    public func clear(_ identifier: String) throws(WidgetRuntimeError) -> Bool {
        try StateFile.locked(file) { () throws(WidgetRuntimeError) in
            var entries = entries()
            guard entries.removeValue(forKey: identifier) != nil else { return false }
            try save(entries)
            return true
        }
    }

    private func save(_ entries: [String: Entry]) throws(WidgetRuntimeError) {
        let bundles = entries.mapValues {
            Stored.Bundle(reason: $0.quarantine.reason, since: $0.quarantine.since, manifest: $0.manifest, stamp: $0.stamp)
        }
        try StateFile.write(encoding: Stored(bundles: bundles), to: file)
    }
}

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
