import Foundation

/// The GNOME Shell extension that keeps `widgets-desktop`'s windows on the desktop where GNOME has
/// no layer-shell (GnomeShellExtension/README.md says what it does): its files, made for the shell
/// version that runs, and the setting that enables it.
public enum GnomeShellExtension {
    public static let uuid = "desktop-widgets@widgets"

    /// Its folder in a data home (`$XDG_DATA_HOME`, by default `~/.local/share`).
    public static func folder(in dataHome: URL) -> URL {
        dataHome.appending(path: "gnome-shell/extensions/\(uuid)")
    }

    /// The major version in `gnome-shell --version`'s line ("GNOME Shell 43.9" → 43).
    public static func majorVersion(of line: String) -> Int? {
        line.firstMatch(of: /GNOME Shell (\d+)/).flatMap { Int($0.1) }
    }

    /// `extension.js` for a shell: the wrapper of its extension API (`imports` up to 44, ES modules
    /// from 45) followed by the version-neutral core.
    public static func script(forShell major: Int) throws -> String {
        try text(major >= 45 ? "esm.js" : "legacy.js") + "\n" + text("core.js")
    }

    /// Writes the extension for a shell into a data home, replacing what an earlier version wrote;
    /// returns its folder.
    @discardableResult
    public static func install(in dataHome: URL, forShell major: Int) throws -> URL {
        let folder = folder(in: dataHome)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(script(forShell: major).utf8).write(to: folder.appending(path: "extension.js"), options: .atomic)
        try Data(text("metadata.json").utf8).write(to: folder.appending(path: "metadata.json"), options: .atomic)
        return folder
    }

    /// `org.gnome.shell enabled-extensions` as `gsettings get` prints it, with this extension added
    /// (`enabling`) or taken out, in the form `gsettings set` takes.
    public static func enabledExtensions(_ printed: String, enabling: Bool) -> String {
        var uuids = printed.matches(of: /'([^']*)'/).map { String($0.1) }.filter { $0 != uuid }
        if enabling { uuids.append(uuid) }
        return "[" + uuids.map { "'\($0)'" }.joined(separator: ", ") + "]"
    }

    private static func text(_ name: String) throws -> String {
        guard let folder = Bundle.module.url(forResource: "GnomeShellExtension", withExtension: nil) else {
            throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: "GnomeShellExtension/\(name) (the resources beside widgets)"])
        }
        return try String(contentsOf: folder.appending(path: name), encoding: .utf8)
    }
}
