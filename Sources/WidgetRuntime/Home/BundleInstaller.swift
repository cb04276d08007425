import CFence
import Foundation

/// Assembles `Name.widgetbundle/` folders and installs them into a plugin folder.
///
/// An install never leaves a half-copied bundle where a runtime looks: the new folder is written
/// beside the destination under a hidden name, checked, and swapped with the old one in one rename
/// (`renameat2` `RENAME_EXCHANGE`); the old one is then removed. A running runtime sees the library
/// change within a second and starts the bundle again.
public enum BundleInstaller {
    /// Makes `Name.widgetbundle` in `destination` from a manifest and an optional `Resources/` folder,
    /// replacing what was there; the library built for it is added with ``addLibrary(_:to:inside:)``.
    /// Only files inside `roots` are copied, never through a link out of them (``BundleFileCopy``).
    /// Returns the bundle folder.
    @discardableResult
    public static func assemble(
        manifest: URL, resources: URL?, named name: String, in destination: URL, inside roots: [URL]
    ) throws(WidgetRuntimeError) -> URL {
        let folder = destination.appending(path: "\(name).widgetbundle")
        do {
            try FileManager.default.createDirectory(at: destination, withIntermediateDirectories: true)
            // The folder the bundle is made in is a folder, not a link to one elsewhere.
            var status = stat()
            guard lstat(destination.path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else {
                throw WidgetRuntimeError(
                    .installFailed, at: destination.path, "is a link, not a folder: a bundle is assembled only where it is built",
                    fix: "remove the link")
            }
            if lstat(folder.path, &status) == 0 { try FileManager.default.removeItem(at: folder) }
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        } catch let error as WidgetRuntimeError {
            throw error
        } catch {
            throw WidgetRuntimeError(
                .configurationInvalid, at: folder.path, "cannot assemble the bundle: \(error.localizedDescription)",
                fix: "check that you may write to \(destination.path)")
        }
        var files = [(manifest, "Info.json")]
        var status = stat()
        if let resources, lstat(resources.path, &status) == 0 { files.append((resources, "Resources")) }
        try BundleFileCopy(inside: roots).copy(files, into: folder)
        return folder
    }

    /// Copies the library built for a bundle into it: a regular file inside `products`.
    public static func addLibrary(_ library: URL, to folder: URL, inside products: URL) throws(WidgetRuntimeError) {
        try BundleFileCopy(inside: [products]).copy(library, to: folder.appending(path: library.lastPathComponent))
    }

    /// Copies a bundle folder into a plugin folder, replacing a bundle of the same name in one step; the
    /// replaced one is moved into `kept` (emptied first) when given, else removed. Returns where it is
    /// installed and whether it replaced one.
    public static func install(
        _ bundle: URL, into plugins: URL, keepingPreviousIn kept: URL? = nil
    ) throws(WidgetRuntimeError) -> (folder: URL, replaced: Bool) {
        let target = plugins.appending(path: bundle.lastPathComponent)
        let staging = plugins.appending(path: ".\(bundle.lastPathComponent).installing-\(getpid())")
        // The manifest and library are checked as the loader will check them, before anything moves.
        _ = try BundleManifest.load(fromBundleAt: bundle)
        do {
            try FileManager.default.createDirectory(at: plugins, withIntermediateDirectories: true)
            if FileManager.default.fileExists(atPath: staging.path) { try FileManager.default.removeItem(at: staging) }
            try FileManager.default.copyItem(at: bundle, to: staging)
        } catch {
            try? FileManager.default.removeItem(at: staging)
            throw WidgetRuntimeError(
                .configurationInvalid, at: plugins.path, "cannot copy the bundle here: \(error.localizedDescription)",
                fix: "check that the plugin folder is yours and writable")
        }
        let replaced = try swapIn(staging, at: target)
        // After an exchange, the staging name holds the old bundle.
        if replaced {
            if let kept { try keep(staging, as: target.lastPathComponent, in: kept) } else { try? FileManager.default.removeItem(at: staging) }
        }
        return (target, replaced)
    }

    /// Puts the bundle kept in `kept` back at `target` in one rename, and keeps the one it replaces
    /// there instead (so a second rollback undoes the first).
    public static func restore(from kept: URL, to target: URL) throws(WidgetRuntimeError) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: kept.path)) ?? []
        guard let name = names.first(where: { $0.hasSuffix(".widgetbundle") }) else {
            throw WidgetRuntimeError(
                .configurationInvalid, at: kept.path, "no previous version is kept here",
                fix: "only a bundle installed over an earlier version with `widgets install` can be rolled back")
        }
        let staging = target.deletingLastPathComponent().appending(path: ".\(target.lastPathComponent).restoring-\(getpid())")
        do {
            if FileManager.default.fileExists(atPath: staging.path) { try FileManager.default.removeItem(at: staging) }
            try FileManager.default.copyItem(at: kept.appending(path: name), to: staging)
        } catch {
            throw WidgetRuntimeError(
                .configurationInvalid, at: target.path, "cannot copy the kept version: \(error.localizedDescription)",
                fix: "check that the plugin folder is yours and writable")
        }
        if try swapIn(staging, at: target) { try keep(staging, as: target.lastPathComponent, in: kept) }
    }

    /// Moves `staging` to `target` in one rename, exchanging the two when `target` exists (then
    /// `staging` holds the old one). Returns whether it exchanged.
    private static func swapIn(_ staging: URL, at target: URL) throws(WidgetRuntimeError) -> Bool {
        let replaced = FileManager.default.fileExists(atPath: target.path)
        let moved = replaced ? fence_rename_exchange(staging.path, target.path) : rename(staging.path, target.path)
        guard moved == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: staging)
            throw WidgetRuntimeError(
                .configurationInvalid, at: target.path, "cannot move the bundle into place: \(reason)",
                fix: "check that the plugin folder is yours and writable")
        }
        return replaced
    }

    /// Moves a bundle folder into `kept`, emptied first, as `name`.
    private static func keep(_ folder: URL, as name: String, in kept: URL) throws(WidgetRuntimeError) {
        do {
            try? FileManager.default.removeItem(at: kept)
            try FileManager.default.createDirectory(at: kept, withIntermediateDirectories: true)
            let destination = kept.appending(path: name)
            if rename(folder.path, destination.path) != 0 {
                // Another file system: copied, then removed.
                try FileManager.default.copyItem(at: folder, to: destination)
                try FileManager.default.removeItem(at: folder)
            }
        } catch {
            try? FileManager.default.removeItem(at: folder)
            throw WidgetRuntimeError(
                .storeUnavailable, at: kept.path, "cannot keep the replaced version: \(error.localizedDescription)",
                fix: "check that the runtime home's state folder is writable by you")
        }
    }
}
