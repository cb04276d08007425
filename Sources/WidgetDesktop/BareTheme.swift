import Foundation
import WidgetHome

/// The empty GTK theme `widgets-desktop` starts on: its widget windows paint themselves, so GTK's
/// own theme (about 1.7 MB once parsed, and styling work on every new entry) waits for the first
/// menu or dialog.
public enum BareTheme {
    /// Its name, as `GTK_THEME` gives it.
    public static let name = "widgets-bare"

    /// The data folder that holds it (`themes/widgets-bare/gtk-3.0/gtk.css`), among the resources
    /// beside the program (`widgets_WidgetDesktop.resources/BareTheme`); nil when they are missing,
    /// and GTK's theme is used from the start.
    public static let dataFolder: String? = {
        [Bundle.main.bundleURL, RuntimeHome.executableDirectory]
            .map { $0.appending(path: "widgets_WidgetDesktop.resources/BareTheme").path }
            .first { FileManager.default.fileExists(atPath: $0 + "/themes/\(name)/gtk-3.0/gtk.css") }
    }()

    /// `XDG_DATA_DIRS` with the theme's folder first: `current` when set and not empty, else the
    /// folders the XDG base directory specification says stand for it.
    public static func dataFolders(with folder: String, current: String?) -> String {
        let rest = current.flatMap { $0.isEmpty ? nil : $0 } ?? "/usr/local/share:/usr/share"
        return folder + ":" + rest
    }
}
