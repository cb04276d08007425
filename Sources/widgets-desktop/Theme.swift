import CGtk
import Foundation
import WidgetDesktop

/// GTK's theme, loaded when the desktop first shows something GTK draws. The widget windows paint
/// themselves and the views screen readers read in them are never drawn, so until a menu, a dialog
/// or the gallery opens the desktop runs on ``BareTheme``: no parsed theme in its memory, no styling
/// of the hidden views as each entry comes. A theme the user chose with `GTK_THEME` is kept.
@MainActor
enum Theme {
    /// Still on the bare theme.
    private static var isBare = false
    private static var userDataFolders: String?

    /// Before `gtk_init`, before anything else of the desktop runs (the event loop's thread waits in
    /// `epoll` and reads no environment): GTK will start on the bare theme, found in the folder added
    /// to `XDG_DATA_DIRS` (GLib reads it once, when GTK first looks for a theme).
    static func startBare() {
        guard getenv("GTK_THEME") == nil, let folder = BareTheme.dataFolder else { return }
        userDataFolders = getenv("XDG_DATA_DIRS").map { String(cString: $0) }
        setenv("XDG_DATA_DIRS", BareTheme.dataFolders(with: folder, current: userDataFolders), 1)
        setenv("GTK_THEME", BareTheme.name, 1)
        isBare = true
    }

    /// After `gtk_init`: GTK's settings made (which loads the theme), then the environment as it was,
    /// for what the desktop starts (GLib keeps the data folders it read).
    static func started() {
        guard isBare else { return }
        _ = gtk_settings_get_default()
        if let userDataFolders { setenv("XDG_DATA_DIRS", userDataFolders, 1) } else { unsetenv("XDG_DATA_DIRS") }
    }

    /// Loads the desktop's own theme, once: called before a menu, dialog or window GTK draws is made.
    /// GTK reads `GTK_THEME` again whenever the theme's name changes. (`unsetenv` moves the
    /// environment's entries in place and frees nothing: another thread reading it meanwhile reads a
    /// valid one.)
    static func load() {
        guard isBare else { return }
        isBare = false
        unsetenv("GTK_THEME")
        g_object_notify(UnsafeMutableRawPointer(gtk_settings_get_default()!).assumingMemoryBound(to: GObject.self), "gtk-theme-name")
    }
}
