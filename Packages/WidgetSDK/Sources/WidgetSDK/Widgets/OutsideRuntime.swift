import Foundation
import WidgetWire

#if canImport(Glibc)
import Glibc
#endif

/// What WidgetKit's names do in a program the runtime did not start: an app that shares its widget's
/// data links the same code (`FileManager.containerURL(forSecurityApplicationGroupIdentifier:)`,
/// `WidgetCenter`), and reaches the runtime home its widgets run in.
enum OutsideRuntime {
    /// The runtime home, as the runtime finds it for a program outside its checkout: `WIDGETS_HOME`,
    /// else `$XDG_DATA_HOME/widgets` (`~/.local/share/widgets`).
    static var home: URL {
        let environment = ProcessInfo.processInfo.environment
        if let home = environment["WIDGETS_HOME"], !home.isEmpty { return URL(filePath: home, directoryHint: .isDirectory) }
        let data = environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : URL(filePath: $0, directoryHint: .isDirectory) }
            ?? URL(filePath: environment["HOME"] ?? NSHomeDirectory(), directoryHint: .isDirectory).appending(path: ".local/share")
        return data.appending(path: "widgets", directoryHint: .isDirectory)
    }

    /// The app group's container in the home (`state/containers/GROUP`), the folder the runtime gives
    /// the bundles granted the group; made on first use. Nil for a name that is not `group.…`.
    static func container(_ group: String) -> URL? {
        guard group.hasPrefix("group."), group.count > 6, !group.contains("/"), !group.contains("..") else { return nil }
        let folder = home.appending(path: "state/containers", directoryHint: .isDirectory).appending(path: group, directoryHint: .isDirectory)
        guard (try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)) != nil else { return nil }
        return folder
    }

    /// The app groups of an app, as its entitlements give them on iOS: the
    /// `com.apple.security.application-groups` of each `NAME.entitlements` property list in the
    /// executable's folder (the main bundle's, where its `Info.plist` is too), in the files' name order.
    /// A file that is not such a list is named on standard error, once, and gives none.
    static let appGroups: [String] = {
        let folder = Bundle.main.bundleURL
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".entitlements") }.sorted()
        return files.flatMap { name -> [String] in
            let file = folder.appending(path: name)
            let list = (try? Data(contentsOf: file)).flatMap { try? PropertyListSerialization.propertyList(from: $0, format: nil) }
            guard let entitlements = list as? [String: Any] else {
                FileHandle.standardError.write(Data(
                    "\(file.path): not a property list, so the app has none of its app groups; write it as Xcode does (a <plist> whose <dict> has com.apple.security.application-groups)\n".utf8))
                return []
            }
            return entitlements["com.apple.security.application-groups"] as? [String] ?? []
        }
    }()

    /// Asks the home's running runtime to reload the widgets of `kind` (every kind when nil), as an
    /// app in the foreground does; nothing when no runtime runs. Waits at most a second for its answer.
    static func reload(kind: String?) {
        let request = JSON.fields(["type": "reload", "kind": kind.map(JSON.string), "foreground": .bool(true), "wait": .bool(false)])
        let path = home.appending(path: "state/control.sock").path
        let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        guard bytes.count < MemoryLayout.size(ofValue: address.sun_path) else { return }
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in buffer.copyBytes(from: bytes) }
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        guard connected == 0 else { return }
        let line = Array((request.serialized + "\n").utf8)
        guard line.withUnsafeBytes({ write(descriptor, $0.baseAddress, $0.count) }) == line.count else { return }
        var answer = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        _ = poll(&answer, 1, 1_000)
    }
}
