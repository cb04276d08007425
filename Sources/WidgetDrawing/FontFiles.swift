import CPangoCairo
import Foundation
import WidgetLayout

/// The font files widgets' text is set in, as fontconfig finds them: the files Pango measures and
/// paints with, which the live page serves so that a browser sets text in the same glyphs.
public enum FontFiles {
    /// One face of a family: a file, its weight and its slant.
    public struct Face: Sendable, Hashable {
        public var family: String
        public var path: String
        /// The CSS weight, 100 … 900.
        public var weight: Int
        public var italic: Bool
        /// Its full and PostScript names, by which a browser finds it installed.
        public var localNames: [String]

        /// The file's name, by which the page asks for it.
        public var fileName: String { (path as NSString).lastPathComponent }

        /// The file's media type.
        public var mediaType: String { fileName.lowercased().hasSuffix(".otf") ? "font/otf" : "font/ttf" }
    }

    /// Every face of the families the designs use, found once.
    public static let faces: [Face] = FontSpec.Design.allCases.map(PangoText.family).uniqued().flatMap(faces(of:))

    /// A face by its file name, as the page asks for it; nil for any other name.
    public static func face(named fileName: String) -> Face? {
        faces.first { $0.fileName == fileName }
    }

    /// The faces fontconfig lists for a family (its own, not those it would substitute).
    static func faces(of family: String) -> [Face] {
        guard let pattern = FcPatternCreate() else { return [] }
        defer { FcPatternDestroy(pattern) }
        _ = FcPatternAddString(pattern, FC_FAMILY, family)
        guard let objects = FcObjectSetCreate() else { return [] }
        defer { FcObjectSetDestroy(objects) }
        for object in [FC_FAMILY, FC_FILE, FC_WEIGHT, FC_SLANT, FC_FULLNAME, FC_POSTSCRIPT_NAME] { _ = FcObjectSetAdd(objects, object) }
        guard let list = FcFontList(nil, pattern, objects) else { return [] }
        defer { FcFontSetDestroy(list) }
        var faces: [Face] = []
        for index in 0..<Int(list.pointee.nfont) {
            guard let font = list.pointee.fonts[index] else { continue }
            func string(_ object: String) -> String? {
                var value: UnsafeMutablePointer<FcChar8>?
                guard FcPatternGetString(font, object, 0, &value) == FcResultMatch, let value else { return nil }
                return String(cString: value)
            }
            var weight: Int32 = 0, slant: Int32 = 0
            _ = FcPatternGetInteger(font, FC_WEIGHT, 0, &weight)
            _ = FcPatternGetInteger(font, FC_SLANT, 0, &slant)
            guard string(FC_FAMILY) == family, let path = string(FC_FILE) else { continue }
            faces.append(Face(
                family: family, path: path, weight: Int(FcWeightToOpenType(weight)), italic: slant != 0,
                localNames: [string(FC_FULLNAME), string(FC_POSTSCRIPT_NAME)].compactMap { $0 }))
        }
        return faces.sorted { ($0.weight, $0.italic ? 1 : 0, $0.path) < ($1.weight, $1.italic ? 1 : 0, $1.path) }
    }
}

extension Sequence where Element: Hashable {
    fileprivate func uniqued() -> [Element] {
        var seen = Set<Element>()
        return filter { seen.insert($0).inserted }
    }
}
