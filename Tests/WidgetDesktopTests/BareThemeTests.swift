import Foundation
import Testing
import WidgetDesktop

struct BareThemeTests {
    /// The theme is among the resources beside the program, where GTK looks for a theme by name.
    @Test func theBareThemeIsAGtkThemeFolder() throws {
        let folder = try #require(BareTheme.dataFolder)
        let css = URL(filePath: folder).appending(path: "themes/\(BareTheme.name)/gtk-3.0/gtk.css")
        #expect(FileManager.default.fileExists(atPath: css.path))
    }

    /// Its folder goes first; without `XDG_DATA_DIRS` (or with it empty) the folders it stands for follow.
    @Test func itsFolderGoesBeforeTheDataFolders() {
        #expect(BareTheme.dataFolders(with: "/r", current: "/opt/share:/usr/share") == "/r:/opt/share:/usr/share")
        #expect(BareTheme.dataFolders(with: "/r", current: nil) == "/r:/usr/local/share:/usr/share")
        #expect(BareTheme.dataFolders(with: "/r", current: "") == "/r:/usr/local/share:/usr/share")
    }
}
