import Foundation

/// The empty GTK theme `widgets-desktop` starts on: its widget windows paint themselves, so GTK's
/// own theme (about 1.7 MB once parsed, and styling work on every new entry) waits for the first
/// menu or dialog.
public enum BareTheme {
    /// Its name, as `GTK_THEME` gives it.
    public static let name = "widgets-bare"

    /// The data folder that holds it (`themes/widgets-bare/gtk-3.0/gtk.css`), among the resources
    /// beside the program; nil when they are missing.
    public static var dataFolder: String? {
        Bundle.module.url(forResource: "BareTheme", withExtension: nil)?.path
    }

    /// `XDG_DATA_DIRS` with the theme's folder first: `current` when set and not empty, else the
    /// folders the XDG base directory specification says stand for it.
    public static func dataFolders(with folder: String, current: String?) -> String {
        let rest = current.flatMap { $0.isEmpty ? nil : $0 } ?? "/usr/local/share:/usr/share"
        return folder + ":" + rest
    }
}
