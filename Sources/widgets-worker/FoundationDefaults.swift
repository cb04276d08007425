import Foundation
import Synchronization
import WidgetABI
import WidgetWire
import WorkerWire

/// Foundation's `UserDefaults` in a worker, made the runtime's suites.
///
/// swift-corelibs-foundation keeps each suite as a property list in `$XDG_CONFIG_HOME`, here the
/// bundle's private folder: `UserDefaults.standard` in `IDENTIFIER.plist` (``MainBundle``),
/// `UserDefaults(suiteName: "group.x")` in `group.x.plist`. Before each request the worker writes the bundle's own suite and
/// its granted groups' suites there as the runtime has them, and has Foundation read them again;
/// before each reply it has Foundation write them out and sends the runtime every key that changed,
/// ahead of the reply on the same socket (so the runtime stores them before it reads the reply). A suite of a group the bundle was not granted has a file
/// too, but nothing of it leaves the worker: the log says so once.
final class FoundationDefaults: Sendable {
    /// A suite and the file Foundation keeps it in.
    struct Suite: Sendable {
        /// The runtime's name (nil: the bundle's own suite).
        var name: String?
        var file: URL
    }

    let folder: URL
    let suites: [Suite]
    private let channel: HostChannel
    /// What each file held when the worker last wrote or read it, by file name.
    private let known = Mutex<[String: [String: PropertyListValue]]>([:])
    /// Files of suites the bundle may not use, already reported.
    private let reported = Mutex<Set<String>>([])
    /// Whether the runtime's defaults may differ from what the files hold: until the runtime says
    /// they changed (`defaultsChanged`), the suites are not asked for again.
    private let stale = Atomic<Bool>(true)
    /// Each file's size and modification time when the worker last wrote or read it.
    private let fileStamps = Mutex<[String: [Double]]>([:])
    /// The folder's size and modification time when the worker last looked for stray files in it.
    private let folderStamp = Mutex<[Double]>([])

    /// The runtime's defaults changed: read the suites again before the next request.
    func markStale() { stale.store(true, ordering: .relaxed) }

    init(folder: URL, groups: [String], channel: HostChannel) {
        self.folder = folder
        self.channel = channel
        let standard = Bundle.main.bundleIdentifier ?? ProcessInfo.processInfo.processName
        // A standard suite an earlier runtime kept under the program's name is the bundle's no more.
        if standard != ProcessInfo.processInfo.processName {
            try? FileManager.default.removeItem(at: folder.appending(path: "\(ProcessInfo.processInfo.processName).plist"))
        }
        let own = Suite(name: nil, file: folder.appending(path: "\(standard).plist"))
        suites = [own] + groups.map { Suite(name: $0, file: folder.appending(path: "\($0).plist")) }
    }

    /// Before plugin code runs: each suite's file holds what the runtime holds, and Foundation has read it.
    func prepare() {
        guard stale.exchange(false, ordering: .relaxed) else { return }
        for suite in suites {
            guard let stored = read(suite.name) else { continue }
            let name = suite.file.lastPathComponent
            if known.withLock({ $0[name] }) == stored { continue }
            let plist = stored.mapValues(\.anyValue) as [String: Any]
            guard let data = try? PropertyListSerialization.data(fromPropertyList: plist, format: .xml, options: 0) else { continue }
            try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            guard (try? data.write(to: suite.file, options: .atomic)) != nil else { continue }
            known.withLock { $0[name] = stored }
            defaults(suite)?.synchronize()
            fileStamps.withLock { $0[name] = Self.stamp(of: suite.file) }
        }
    }

    /// A file's size and modification time, to tell whether Foundation wrote it: one `lstat`, as
    /// Foundation's attributes would also look up the owner's name and the extended attributes.
    private static func stamp(of file: URL) -> [Double] {
        var status = stat()
        guard lstat(file.path, &status) == 0 else { return [] }
        return [Double(status.st_size), Double(status.st_mtim.tv_sec), Double(status.st_mtim.tv_nsec)]
    }

    /// After plugin code ran: what it changed through `UserDefaults` is stored by the runtime.
    func collect() {
        for suite in suites {
            defaults(suite)?.synchronize()
            // Unchanged since the worker last wrote or read it: nothing to store.
            let name = suite.file.lastPathComponent
            let stamp = Self.stamp(of: suite.file)
            guard fileStamps.withLock({ $0[name] }) != stamp else { continue }
            fileStamps.withLock { $0[name] = stamp }
            guard let data = try? Data(contentsOf: suite.file),
                let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any]
            else { continue }
            var current: [String: PropertyListValue] = [:]
            for (key, value) in plist {
                guard let converted = try? PropertyListValue(converting: Self.native(value)) else {
                    log("UserDefaults key '\(key)' of \(describe(suite)) holds a value the runtime does not store; it stays in the worker")
                    continue
                }
                current[key] = converted
            }
            let before = known.withLock { $0[name] } ?? [:]
            guard current != before else { continue }
            for (key, value) in current where before[key] != value { write(suite.name, key, value) }
            for key in before.keys where current[key] == nil { write(suite.name, key, nil) }
            known.withLock { $0[name] = current }
        }
        reportStrayFiles()
    }

    /// A property list as Foundation reads it, in Swift's own types: its numbers are `NSNumber`s
    /// (which would pass for `Bool`s) and its dictionaries are keyed by `AnyHashable`.
    static func native(_ value: Any) -> Any {
        if type(of: value) == Bool.self { return value }
        if let number = value as? NSNumber, type(of: value) is NSNumber.Type {
            switch String(cString: number.objCType) {
            case "c", "B": return number.boolValue
            case "f", "d": return number.doubleValue
            default: return number.intValue
            }
        }
        if let array = value as? [Any] { return array.map(native) }
        if let dictionary = value as? [AnyHashable: Any] {
            var members: [String: Any] = [:]
            for (key, element) in dictionary { members[String(describing: key.base)] = native(element) }
            return members
        }
        return value
    }

    private func defaults(_ suite: Suite) -> UserDefaults? {
        suite.name.map { UserDefaults(suiteName: $0) } ?? .standard
    }

    private func describe(_ suite: Suite) -> String {
        suite.name.map { "suite '\($0)'" } ?? "the standard suite"
    }

    /// Files of suites that are neither the bundle's nor a granted group's: their writes are lost.
    /// Looked for when the folder changed (a file was made or removed in it).
    private func reportStrayFiles() {
        let stamp = Self.stamp(of: folder)
        guard folderStamp.withLock({ $0 }) != stamp else { return }
        folderStamp.withLock { $0 = stamp }
        let mine = Set(suites.map(\.file.lastPathComponent))
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        for file in files where file.hasSuffix(".plist") && !mine.contains(file) {
            guard reported.withLock({ $0.insert(file).inserted }) else { continue }
            let suite = String(file.dropLast(".plist".count))
            log("UserDefaults(suiteName: \"\(suite)\") is not an app group this bundle may use (declare it in the manifest's entitlements.appGroups); its values stay in this worker and are lost when it stops")
        }
    }

    // MARK: The runtime's side

    private func read(_ suite: String?) -> [String: PropertyListValue]? {
        guard case .success(let answer) = channel.request(.readSuite(suite)),
            case .dictionary(let members)? = try? PropertyListValue(json: answer)
        else { return nil }
        return Dictionary(members.map { ($0.key, $0.value) }, uniquingKeysWith: { _, last in last })
    }

    /// Sent without waiting; the runtime logs a refusal under the bundle's name.
    private func write(_ suite: String?, _ key: String, _ value: PropertyListValue?) {
        channel.send(WorkerFrame(.hostSend, payload: WireCoding.encode(HostRequest.write(suite: suite, key: key, value: value))))
    }

    private func log(_ message: String) {
        channel.send(WorkerFrame(.log, id: UInt64(WIDGET_LOG_WARNING), payload: Array(message.utf8)))
    }
}
