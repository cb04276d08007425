import Foundation

/// The Swift Xcode generates from a target's asset catalogs (GeneratedAssetSymbols.swift): a
/// `ColorResource` for each colour set and an `ImageResource` for each image set, named as Xcode names
/// them (lower camel case, a colour's `Color` and an image's `Image` suffix dropped), and, when the
/// project asks for them (`ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS`), the same
/// names on `Color`, `ShapeStyle` (where `Self == Color`), `UIColor`, `Image` and `UIImage`.
struct AssetSymbols {
    /// An asset's name in its catalog (`Brand`, `Icons/Star` in a folder that provides a namespace).
    var colors: [String] = []
    var images: [String] = []

    /// The colour and image sets of these catalogs, each catalog's folders searched as Xcode does.
    init(catalogs: [URL]) {
        for catalog in catalogs { collect(in: catalog, namespace: "") }
        colors = Array(Set(colors)).sorted()
        images = Array(Set(images)).sorted()
    }

    private mutating func collect(in folder: URL, namespace: String) {
        let items = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        for item in items.sorted() where !item.hasPrefix(".") {
            let url = folder.appending(path: item)
            let name = namespace + (item as NSString).deletingPathExtension
            switch url.pathExtension {
            case "colorset": colors.append(name)
            case "imageset": images.append(name)
            case "":
                var isFolder: ObjCBool = false
                guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue else { continue }
                collect(in: url, namespace: Self.providesNamespace(url) ? name + "/" : namespace)
            default: continue
            }
        }
    }

    /// Whether a folder of a catalog puts its name before its assets' (`"provides-namespace": true`).
    static func providesNamespace(_ folder: URL) -> Bool {
        guard let data = FileManager.default.contents(atPath: folder.appending(path: "Contents.json").path),
            let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let properties = json["properties"] as? [String: Any]
        else { return false }
        return properties["provides-namespace"] as? Bool == true
    }

    /// An asset's symbol as Xcode names it: its words in lower camel case (`key-shadow` and
    /// `KeyShadow` are `keyShadow`), `suffix` dropped from the end of a longer name (`AccentColor` is
    /// `accent`), `_` before a leading digit; nil for a name with no letter or digit.
    static func symbol(of name: String, dropping suffix: String) -> String? {
        let words = name.split { !($0.isLetter || $0.isNumber) }.map(String.init)
        guard let first = words.first else { return nil }
        var symbol = lowercasingStart(first) + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        if symbol.hasSuffix(suffix), symbol.count > suffix.count { symbol.removeLast(suffix.count) }
        if symbol.first?.isNumber == true { symbol = "_" + symbol }
        return keywords.contains(symbol) ? "`\(symbol)`" : symbol
    }

    /// A word with its leading capitals lowercased, the last of several kept when a lowercase letter
    /// follows it (`URLBackground` is `urlBackground`, `Brand` is `brand`).
    private static func lowercasingStart(_ word: String) -> String {
        let capitals = word.prefix { $0.isUppercase }
        guard !capitals.isEmpty else { return word }
        let rest = word.dropFirst(capitals.count)
        guard capitals.count > 1, rest.first?.isLowercase == true else { return capitals.lowercased() + rest }
        return capitals.dropLast().lowercased() + String(capitals.last!) + rest
    }

    private static let keywords: Set<String> = [
        "as", "break", "case", "catch", "class", "continue", "default", "defer", "do", "else", "enum", "extension", "false",
        "for", "func", "guard", "if", "import", "in", "init", "inout", "internal", "is", "let", "nil", "operator", "private",
        "protocol", "public", "repeat", "return", "self", "static", "struct", "subscript", "super", "switch", "throw", "throws",
        "true", "try", "var", "where", "while",
    ]

    /// Names the SDK's `Color` (and so `ShapeStyle`) and `UIColor` already have: Xcode gives these
    /// types no extension member that would clash with the framework's own.
    static let colorNames: Set<String> = [
        "black", "blue", "brown", "clear", "cyan", "gray", "green", "indigo", "mint", "orange", "pink", "purple", "red", "teal",
        "white", "yellow", "primary", "secondary", "accentColor",
    ]
    static let uiColorNames: Set<String> = colorNames.union([
        "magenta", "darkGray", "lightGray", "label", "secondaryLabel", "tertiaryLabel", "quaternaryLabel", "placeholderText",
        "separator", "opaqueSeparator", "link", "tintColor", "darkText", "lightText",
    ]).union(["Red", "Orange", "Yellow", "Green", "Mint", "Teal", "Cyan", "Blue", "Indigo", "Purple", "Pink", "Brown", "Gray",
              "Gray2", "Gray3", "Gray4", "Gray5", "Gray6", "Fill", "Background", "GroupedBackground"].map { "system" + $0 })

    /// The generated file: resources always, the framework types' members with `extensions`.
    func swiftSource(extensions: Bool) -> String {
        let colorSymbols = Self.symbols(colors, dropping: "Color")
        let imageSymbols = Self.symbols(images, dropping: "Image")
        var text = """
            // The asset symbols Xcode generates from the target's asset catalogs (GeneratedAssetSymbols.swift).
            import Foundation
            import WidgetKit

            extension ColorResource {
            \(colorSymbols.map { "    /// The \"\($0.name)\" asset catalog color resource.\n    static let \($0.symbol) = ColorResource(name: \(Self.literal($0.name)), bundle: .main)\n" }.joined())}

            extension ImageResource {
            \(imageSymbols.map { "    /// The \"\($0.name)\" asset catalog image resource.\n    static let \($0.symbol) = ImageResource(name: \(Self.literal($0.name)), bundle: .main)\n" }.joined())}

            """
        guard extensions else { return text }
        func members(_ symbols: [(name: String, symbol: String)], of type: String, skipping: Set<String>, _ make: String) -> String {
            symbols.filter { !skipping.contains($0.symbol) }.map { symbol in
                "    /// The \"\(symbol.name)\" asset catalog \(type.hasSuffix("Image") ? "image" : "color").\n"
                    + "    static var \(symbol.symbol): \(type) { \(make.replacingOccurrences(of: "NAME", with: symbol.symbol)) }\n"
            }.joined()
        }
        text += """

            extension Color {
            \(members(colorSymbols, of: "Color", skipping: Self.colorNames, ".init(ColorResource.NAME)"))}

            extension ShapeStyle where Self == Color {
            \(members(colorSymbols, of: "Color", skipping: Self.colorNames, ".init(ColorResource.NAME)"))}

            extension UIColor {
            \(members(colorSymbols, of: "UIColor", skipping: Self.uiColorNames, ".init(resource: ColorResource.NAME)"))}

            extension Image {
            \(members(imageSymbols, of: "Image", skipping: [], ".init(ImageResource.NAME)"))}

            extension UIImage {
            \(members(imageSymbols, of: "UIImage", skipping: [], ".init(resource: ImageResource.NAME)"))}

            """
        return text
    }

    /// Each name with its symbol, the first of several names with one symbol kept.
    private static func symbols(_ names: [String], dropping suffix: String) -> [(name: String, symbol: String)] {
        var seen = Set<String>()
        return names.compactMap { name in
            guard let symbol = symbol(of: name, dropping: suffix), seen.insert(symbol).inserted else { return nil }
            return (name, symbol)
        }
    }

    private static func literal(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
