import CPangoCairo
import Foundation
import Synchronization
import WidgetLayout

/// The font files widgets' text is set in: the ones the project carries (`Fonts/`, this module's
/// resources: Inter, DejaVu Sans, Serif and Sans Mono, Noto Color Emoji, Material Icons), found through a fontconfig
/// configuration that holds them alone, so a picture is the same on every machine whatever fonts it
/// has and whatever its fontconfig prefers. Pango measures and paints with them, and the live page
/// serves them so that a browser sets text in the same glyphs. A program installed without its
/// resources uses the machine's fonts (``isCarried`` says which).
public enum FontFiles {
    /// The carried fonts' folder, beside the program (`WidgetSDK_WidgetDrawing.resources/Fonts`):
    /// beside its executable, or beside the file it is a link to.
    public static let folder: URL? = {
        let executable = URL(filePath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
        return [Bundle.main.bundleURL, executable]
            .map { $0.appending(path: "WidgetSDK_WidgetDrawing.resources/Fonts") }
            .first { FileManager.default.fileExists(atPath: $0.path) }
    }()

    /// The versions of the libraries that set text and paint: a picture's pixels can differ
    /// between versions of Pango, cairo, FreeType and HarfBuzz (anti-aliasing, hinting), never its frames.
    public static var libraryVersions: String {
        "Pango \(String(cString: pango_version_string())), cairo \(String(cString: cairo_version_string()))"
    }

    /// Whether text is set in the carried fonts, not the machine's.
    public static var isCarried: Bool { configuration != nil }

    /// The fontconfig configuration of the carried fonts alone, made once; nil when they are missing.
    nonisolated(unsafe) static let configuration: OpaquePointer? = {
        guard let folder, let config = FcConfigCreate() else { return nil }
        // Its rules (fonts.conf beside the fonts: emoji scaled to the size asked for), where it keeps
        // what it learnt of the fonts, then its fonts.
        let cache = "<fontconfig><cachedir>\(escaped(cacheFolder().path))</cachedir></fontconfig>"
        guard FcConfigParseAndLoad(config, folder.appending(path: "fonts.conf").path, 1) != 0,
            FcConfigParseAndLoadFromMemory(config, cache, 1) != 0,
            FcConfigAppFontAddDir(config, folder.path) != 0
        else {
            FcConfigDestroy(config)
            return nil
        }
        _ = FcConfigSetRescanInterval(config, 0)
        return config
    }()

    /// Where fontconfig keeps its scan of the carried fonts: the user's cache folder (a folder of
    /// their own, as a cache another user could write would be trusted), else a new temporary one.
    static func cacheFolder() -> URL {
        let environment = ProcessInfo.processInfo.environment
        let home = environment["HOME"].map { URL(filePath: $0).appending(path: ".cache") }
        if let base = environment["XDG_CACHE_HOME"].map({ URL(filePath: $0) }) ?? home {
            let folder = base.appending(path: "widgets/fontconfig")
            if (try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])) != nil,
                access(folder.path, W_OK) == 0
            {
                return folder
            }
        }
        let temporary = FileManager.default.temporaryDirectory.appending(path: "widgets-fonts-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        return temporary
    }

    /// Text for an XML element's content.
    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
    }

    /// A new Pango font map that finds fonts through ``configuration`` (the machine's without it).
    /// Font maps are not thread-safe: each user keeps its own.
    static func makeFontMap() -> UnsafeMutablePointer<PangoFontMap> {
        let map = UnsafeMutableRawPointer(pango_cairo_font_map_new())!
        if let configuration { pango_fc_font_map_set_config(OpaquePointer(map), configuration) }
        return map.assumingMemoryBound(to: PangoFontMap.self)
    }

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

    /// A font map no measurement or painting is using, with its context and the texts set lately,
    /// lent to `body` (font maps are not thread-safe, and a new one starts with empty caches). Those
    /// lent for one `scale` (pixels a point) are not lent for another: a context set for a scale
    /// keeps its layouts only while it paints at that scale. Measuring borrows those of scale 1.
    static func withTextSetter<Result>(scale: Double, _ body: (TextSetter) -> Result) -> Result {
        let lent = idleSetters.withLock { $0[scale]?.popLast() } ?? TextSetter(fontMap: makeFontMap())
        defer { idleSetters.withLock { $0[scale, default: []].append(lent) } }
        return body(lent)
    }

    /// Lets go of the layouts every idle text setter keeps (for measuring the measurer).
    static func forgetTexts() {
        idleSetters.withLock { $0.values.joined().forEach { $0.forget() } }
    }

    private static let idleSetters = Mutex<[Double: [TextSetter]]>([:])

    /// Every face of the families the designs and the symbols use, found once.
    public static let faces: [Face] = (FontSpec.Design.allCases.map(PangoText.family) + [SymbolGlyphs.iconFamily]).uniqued().flatMap(faces(of:))

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
        guard let list = FcFontList(configuration, pattern, objects) else { return [] }
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
