import CGtk
import Foundation
import WidgetDrawing

/// A catalog's picture of a widget, for the gallery: a PNG file of at most 1 MB and 4096×4096 pixels
/// (its header read first), not a link, shown at most 320 points wide.
@MainActor
enum CatalogPicture {
    static let largestFile = 1 << 20
    static let widest = 320.0

    static func image(at path: String) -> UnsafeMutablePointer<GtkWidget>? {
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG, status.st_size <= largestFile,
            let bytes = FileManager.default.contents(atPath: path), let picture = WidgetPainter.decodePNG(bytes)
        else { return nil }
        defer { cairo_surface_destroy(picture) }
        let width = Double(cairo_image_surface_get_width(picture))
        let height = Double(cairo_image_surface_get_height(picture))
        let scale = min(1, widest / width)
        guard let shown = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width * scale), Int32(height * scale)) else { return nil }
        defer { cairo_surface_destroy(shown) }
        let context = cairo_create(shown)
        cairo_scale(context, scale, scale)
        cairo_set_source_surface(context, picture, 0, 0)
        cairo_paint(context)
        cairo_destroy(context)
        return gtk_image_new_from_surface(shown)
    }
}
