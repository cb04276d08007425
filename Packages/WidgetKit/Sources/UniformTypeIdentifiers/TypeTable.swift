/// One system type: its identifier, the types it conforms to, its file name extensions and MIME
/// types (the preferred first), as Apple declares them.
struct TypeDeclaration: Sendable {
    let identifier: String
    let conformsTo: [String]
    let extensions: [String]
    let mimeTypes: [String]
    let description: String
}

/// Apple's declarations of the types `UTType` names.
enum TypeTable {
    static let declarations: [TypeDeclaration] = [
        .init(identifier: "public.item", conformsTo: [], extensions: [], mimeTypes: [], description: "item"),
        .init(identifier: "public.content", conformsTo: [], extensions: [], mimeTypes: [], description: "content"),
        .init(identifier: "public.composite-content", conformsTo: ["public.content"], extensions: [], mimeTypes: [], description: "composite content"),
        .init(identifier: "public.data", conformsTo: ["public.item"], extensions: [], mimeTypes: [], description: "data"),
        .init(identifier: "public.directory", conformsTo: ["public.item"], extensions: [], mimeTypes: [], description: "directory"),
        .init(identifier: "public.folder", conformsTo: ["public.directory"], extensions: [], mimeTypes: [], description: "folder"),
        .init(identifier: "public.volume", conformsTo: ["public.folder"], extensions: [], mimeTypes: [], description: "volume"),
        .init(identifier: "com.apple.package", conformsTo: ["public.directory"], extensions: [], mimeTypes: [], description: "package"),
        .init(identifier: "com.apple.bundle", conformsTo: ["public.directory"], extensions: [], mimeTypes: [], description: "bundle"),
        .init(identifier: "public.executable", conformsTo: ["public.item"], extensions: [], mimeTypes: [], description: "executable"),
        .init(identifier: "public.unix-executable", conformsTo: ["public.data", "public.executable"], extensions: [], mimeTypes: [], description: "Unix executable"),
        .init(identifier: "public.symlink", conformsTo: ["public.item"], extensions: [], mimeTypes: [], description: "symbolic link"),
        .init(identifier: "public.url", conformsTo: ["public.data"], extensions: [], mimeTypes: [], description: "URL"),
        .init(identifier: "public.file-url", conformsTo: ["public.url"], extensions: [], mimeTypes: [], description: "file URL"),
        .init(identifier: "public.url-name", conformsTo: ["public.utf8-plain-text"], extensions: [], mimeTypes: [], description: "URL name"),
        // Text
        .init(identifier: "public.text", conformsTo: ["public.data", "public.content"], extensions: [], mimeTypes: [], description: "text"),
        .init(identifier: "public.plain-text", conformsTo: ["public.text"], extensions: ["txt", "text"], mimeTypes: ["text/plain"], description: "plain text"),
        .init(identifier: "public.utf8-plain-text", conformsTo: ["public.plain-text"], extensions: [], mimeTypes: [], description: "UTF-8 plain text"),
        .init(identifier: "public.utf16-external-plain-text", conformsTo: ["public.plain-text"], extensions: [], mimeTypes: [], description: "UTF-16 plain text"),
        .init(identifier: "public.utf16-plain-text", conformsTo: ["public.plain-text"], extensions: [], mimeTypes: [], description: "UTF-16 plain text"),
        .init(identifier: "public.delimited-values-text", conformsTo: ["public.text"], extensions: [], mimeTypes: [], description: "delimited text"),
        .init(identifier: "public.comma-separated-values-text", conformsTo: ["public.delimited-values-text"], extensions: ["csv"], mimeTypes: ["text/csv", "text/comma-separated-values"], description: "CSV document"),
        .init(identifier: "public.tab-separated-values-text", conformsTo: ["public.delimited-values-text"], extensions: ["tsv"], mimeTypes: ["text/tab-separated-values"], description: "tab-separated text"),
        .init(identifier: "public.utf8-tab-separated-values-text", conformsTo: ["public.tab-separated-values-text", "public.utf8-plain-text"], extensions: [], mimeTypes: [], description: "UTF-8 tab-separated text"),
        .init(identifier: "public.rtf", conformsTo: ["public.text"], extensions: ["rtf"], mimeTypes: ["text/rtf", "application/rtf"], description: "rich text"),
        .init(identifier: "public.html", conformsTo: ["public.text"], extensions: ["html", "htm", "shtml", "shtm"], mimeTypes: ["text/html"], description: "HTML text"),
        .init(identifier: "public.xml", conformsTo: ["public.text"], extensions: ["xml"], mimeTypes: ["application/xml", "text/xml"], description: "XML text"),
        .init(identifier: "public.css", conformsTo: ["public.text"], extensions: ["css"], mimeTypes: ["text/css"], description: "CSS style sheet"),
        .init(identifier: "public.log", conformsTo: ["public.plain-text"], extensions: ["log"], mimeTypes: [], description: "log file"),
        .init(identifier: "public.source-code", conformsTo: ["public.plain-text"], extensions: [], mimeTypes: [], description: "source code"),
        .init(identifier: "public.script", conformsTo: ["public.source-code"], extensions: [], mimeTypes: [], description: "script"),
        .init(identifier: "public.shell-script", conformsTo: ["public.script"], extensions: ["sh", "command"], mimeTypes: ["application/x-sh", "text/x-shellscript"], description: "shell script"),
        .init(identifier: "public.python-script", conformsTo: ["public.script"], extensions: ["py"], mimeTypes: ["text/x-python-script", "text/x-python"], description: "Python script"),
        .init(identifier: "com.netscape.javascript-source", conformsTo: ["public.script"], extensions: ["js", "mjs", "jscript", "javascript"], mimeTypes: ["text/javascript", "application/javascript"], description: "JavaScript script"),
        .init(identifier: "public.swift-source", conformsTo: ["public.source-code"], extensions: ["swift"], mimeTypes: ["text/x-swift"], description: "Swift source"),
        .init(identifier: "public.json", conformsTo: ["public.text"], extensions: ["json"], mimeTypes: ["application/json"], description: "JSON"),
        .init(identifier: "public.yaml", conformsTo: ["public.text"], extensions: ["yaml", "yml"], mimeTypes: ["application/x-yaml", "application/yaml"], description: "YAML"),
        .init(identifier: "com.apple.property-list", conformsTo: ["public.data"], extensions: ["plist"], mimeTypes: ["application/x-plist"], description: "property list"),
        .init(identifier: "com.apple.xml-property-list", conformsTo: ["public.xml", "com.apple.property-list"], extensions: [], mimeTypes: [], description: "XML property list"),
        .init(identifier: "com.apple.binary-property-list", conformsTo: ["com.apple.property-list"], extensions: [], mimeTypes: [], description: "binary property list"),
        // Images
        .init(identifier: "public.image", conformsTo: ["public.data", "public.content"], extensions: [], mimeTypes: [], description: "image"),
        .init(identifier: "public.png", conformsTo: ["public.image"], extensions: ["png"], mimeTypes: ["image/png"], description: "PNG image"),
        .init(identifier: "public.jpeg", conformsTo: ["public.image"], extensions: ["jpeg", "jpg", "jpe"], mimeTypes: ["image/jpeg", "image/jpg"], description: "JPEG image"),
        .init(identifier: "com.compuserve.gif", conformsTo: ["public.image"], extensions: ["gif"], mimeTypes: ["image/gif"], description: "GIF image"),
        .init(identifier: "public.tiff", conformsTo: ["public.image"], extensions: ["tiff", "tif"], mimeTypes: ["image/tiff"], description: "TIFF image"),
        .init(identifier: "com.microsoft.bmp", conformsTo: ["public.image"], extensions: ["bmp", "dib"], mimeTypes: ["image/bmp", "image/x-bmp"], description: "Windows bitmap image"),
        .init(identifier: "com.microsoft.ico", conformsTo: ["public.image"], extensions: ["ico"], mimeTypes: ["image/vnd.microsoft.icon", "image/x-icon"], description: "Windows icon image"),
        .init(identifier: "public.heif", conformsTo: ["public.image"], extensions: ["heif"], mimeTypes: ["image/heif"], description: "HEIF image"),
        .init(identifier: "public.heic", conformsTo: ["public.heif"], extensions: ["heic"], mimeTypes: ["image/heic"], description: "HEIC image"),
        .init(identifier: "org.webmproject.webp", conformsTo: ["public.image"], extensions: ["webp"], mimeTypes: ["image/webp"], description: "WebP image"),
        .init(identifier: "public.svg-image", conformsTo: ["public.image"], extensions: ["svg", "svgz"], mimeTypes: ["image/svg+xml"], description: "SVG image"),
        .init(identifier: "public.camera-raw-image", conformsTo: ["public.image"], extensions: [], mimeTypes: [], description: "raw image"),
        // Audio and video
        .init(identifier: "public.audiovisual-content", conformsTo: ["public.data", "public.content"], extensions: [], mimeTypes: [], description: "audiovisual content"),
        .init(identifier: "public.movie", conformsTo: ["public.audiovisual-content"], extensions: [], mimeTypes: [], description: "movie"),
        .init(identifier: "public.video", conformsTo: ["public.movie"], extensions: [], mimeTypes: [], description: "video"),
        .init(identifier: "public.audio", conformsTo: ["public.audiovisual-content"], extensions: [], mimeTypes: [], description: "audio"),
        .init(identifier: "com.apple.quicktime-movie", conformsTo: ["public.movie"], extensions: ["mov", "qt"], mimeTypes: ["video/quicktime"], description: "QuickTime movie"),
        .init(identifier: "public.mpeg", conformsTo: ["public.movie"], extensions: ["mpeg", "mpg", "mpe", "m75", "m15"], mimeTypes: ["video/mpeg", "video/mpg"], description: "MPEG movie"),
        .init(identifier: "public.mpeg-4", conformsTo: ["public.movie"], extensions: ["mp4", "mpeg4"], mimeTypes: ["video/mp4", "video/mp4v"], description: "MPEG-4 movie"),
        .init(identifier: "public.avi", conformsTo: ["public.movie"], extensions: ["avi", "vfw"], mimeTypes: ["video/avi", "video/msvideo", "video/x-msvideo"], description: "AVI movie"),
        .init(identifier: "public.mp3", conformsTo: ["public.audio"], extensions: ["mp3"], mimeTypes: ["audio/mpeg", "audio/mpeg3", "audio/mp3"], description: "MP3 audio"),
        .init(identifier: "public.mpeg-4-audio", conformsTo: ["public.mpeg-4", "public.audio"], extensions: ["m4a", "m4r"], mimeTypes: ["audio/mp4", "audio/x-m4a"], description: "MPEG-4 audio"),
        .init(identifier: "com.microsoft.waveform-audio", conformsTo: ["public.audio"], extensions: ["wav", "wave", "bwf"], mimeTypes: ["audio/vnd.wave", "audio/wav", "audio/wave", "audio/x-wav"], description: "Waveform audio"),
        .init(identifier: "public.aiff-audio", conformsTo: ["public.audio"], extensions: ["aiff", "aif"], mimeTypes: ["audio/aiff", "audio/x-aiff"], description: "AIFF audio"),
        .init(identifier: "public.midi-audio", conformsTo: ["public.audio"], extensions: ["mid", "midi", "smf", "kar"], mimeTypes: ["audio/midi", "audio/x-midi"], description: "MIDI audio"),
        // Documents and archives
        .init(identifier: "com.adobe.pdf", conformsTo: ["public.data", "public.composite-content"], extensions: ["pdf"], mimeTypes: ["application/pdf"], description: "PDF document"),
        .init(identifier: "public.archive", conformsTo: ["public.data"], extensions: [], mimeTypes: [], description: "archive"),
        .init(identifier: "public.zip-archive", conformsTo: ["public.archive"], extensions: ["zip"], mimeTypes: ["application/zip"], description: "ZIP archive"),
        .init(identifier: "org.gnu.gnu-zip-archive", conformsTo: ["public.archive"], extensions: ["gz", "gzip"], mimeTypes: ["application/x-gzip", "application/gzip"], description: "gzip archive"),
        .init(identifier: "public.tar-archive", conformsTo: ["public.archive"], extensions: ["tar"], mimeTypes: ["application/x-tar", "application/tar"], description: "tar archive"),
        .init(identifier: "org.idpf.epub-container", conformsTo: ["public.data", "public.composite-content"], extensions: ["epub"], mimeTypes: ["application/epub+zip"], description: "EPUB document"),
        .init(identifier: "public.spreadsheet", conformsTo: ["public.content"], extensions: [], mimeTypes: [], description: "spreadsheet"),
        .init(identifier: "public.presentation", conformsTo: ["public.composite-content"], extensions: [], mimeTypes: [], description: "presentation"),
        .init(identifier: "public.database", conformsTo: ["public.item"], extensions: [], mimeTypes: [], description: "database"),
        .init(identifier: "public.message", conformsTo: ["public.item"], extensions: [], mimeTypes: [], description: "message"),
        .init(identifier: "public.email-message", conformsTo: ["public.data", "public.message"], extensions: ["eml"], mimeTypes: ["message/rfc822"], description: "email message"),
        .init(identifier: "public.contact", conformsTo: ["public.item"], extensions: [], mimeTypes: [], description: "contact"),
        .init(identifier: "public.vcard", conformsTo: ["public.text", "public.contact"], extensions: ["vcf", "vcard"], mimeTypes: ["text/vcard", "text/x-vcard", "text/directory"], description: "vCard"),
        .init(identifier: "public.calendar-event", conformsTo: ["public.item"], extensions: [], mimeTypes: [], description: "calendar event"),
        .init(identifier: "com.apple.ical.ics", conformsTo: ["public.data", "public.calendar-event"], extensions: ["ics"], mimeTypes: ["text/calendar"], description: "iCalendar"),
        .init(identifier: "public.font", conformsTo: ["public.data", "public.content"], extensions: [], mimeTypes: [], description: "font"),
        .init(identifier: "public.truetype-ttf-font", conformsTo: ["public.font"], extensions: ["ttf"], mimeTypes: ["font/ttf"], description: "TrueType font"),
        .init(identifier: "public.opentype-font", conformsTo: ["public.font"], extensions: ["otf"], mimeTypes: ["font/otf"], description: "OpenType font"),
    ]

    static let byIdentifier: [String: TypeDeclaration] = Dictionary(declarations.map { ($0.identifier.lowercased(), $0) }) { first, _ in first }

    /// The first declared type whose extensions, or MIME types, include the tag.
    static func declarations(withExtension tag: String) -> [TypeDeclaration] {
        declarations.filter { $0.extensions.contains(tag.lowercased()) }
    }

    static func declarations(withMIMEType tag: String) -> [TypeDeclaration] {
        declarations.filter { $0.mimeTypes.contains(tag.lowercased()) }
    }
}
